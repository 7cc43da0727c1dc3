import { useEffect, useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type { AllianceLogo } from '@/contract/alliances.ts';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { NeedsConnection } from '@/components/ui/needs-connection.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { notifyError } from '@/lib/notifications.ts';
import { useOnline } from '@/lib/use-online.ts';
import { checkAllianceName, DESCRIPTION_MAX, NAME_MAX, type AllianceDraft } from '../form.ts';
import { LOGO_TYPES, logoProblem } from '../logo-file.ts';
import { AllianceAvatar } from './alliance-avatar.tsx';

/** The logo as the form leaves it: a new file, the current one removed, or unchanged. */
export type LogoChoice = { file: File | null; isRemoved: boolean };

type Props = {
  initial: AllianceDraft;
  /** The logo the alliance has now (editing). */
  logo?: AllianceLogo | null;
  submitLabel: string;
  isBusy: boolean;
  onSubmit: (draft: AllianceDraft, logo: LogoChoice) => void;
  onCancel: () => void;
};

/** A picked file's preview, released when it changes or the form closes. */
function usePreview(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * Create or edit an alliance: name (required, spec section 5), description, approval rule and an optional logo
 * (a single image). Online only: offline it says so and the submit is disabled.
 */
export function AllianceForm({ initial, logo = null, submitLabel, isBusy, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const nameId = useId();
  const logoId = useId();
  const [draft, setDraft] = useState(initial);
  const [nameError, setNameError] = useState<string>();
  const [logoError, setLogoError] = useState<string>();
  const [choice, setChoice] = useState<LogoChoice>({ file: null, isRemoved: false });
  const preview = usePreview(choice.file);
  const shownLogo = preview ? { id: 'new', signedURL: preview } : choice.isRemoved ? null : logo;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    if (files.length === 0) return;
    const problem = logoProblem(files);
    if (problem) {
      event.target.value = '';
      setLogoError(t(`alliances.logo.${problem}`));
      notifyError(t(`alliances.logo.${problem}`));
      return;
    }
    setLogoError(undefined);
    setChoice({ file: files[0] ?? null, isRemoved: false });
  };

  const clearLogo = () => {
    const input = document.getElementById(logoId);
    if (input instanceof HTMLInputElement) input.value = '';
    setChoice({ file: null, isRemoved: Boolean(logo) });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkAllianceName(draft.name);
    if (problem) {
      // Spec section 5: the field shows the rule, and a failed form notifies its first error.
      setNameError(t(problem));
      notifyError(t(problem));
      document.getElementById(nameId)?.focus();
      return;
    }
    onSubmit(draft, choice);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        id={nameId}
        label={t('alliances.field.name')}
        name="name"
        required
        aria-required="true"
        maxLength={NAME_MAX}
        autoComplete="off"
        value={draft.name}
        error={nameError}
        onChange={(event) => {
          setDraft({ ...draft, name: event.target.value });
          setNameError(undefined);
        }}
      />
      <TextAreaField
        label={t('alliances.field.description')}
        name="description"
        maxLength={DESCRIPTION_MAX}
        rows={3}
        hint={t('alliances.field.descriptionHint', { count: DESCRIPTION_MAX - draft.description.length })}
        value={draft.description}
        onChange={(event) => setDraft({ ...draft, description: event.target.value })}
      />
      <Checkbox
        name="isApprovalRequired"
        checked={draft.isApprovalRequired}
        onChange={(event) => setDraft({ ...draft, isApprovalRequired: event.target.checked })}
        label={
          <>
            <span className="font-medium">{t('alliances.field.approval')}</span>
            <span className="mt-0.5 block text-xs text-muted">{t('alliances.field.approvalHint')}</span>
          </>
        }
      />
      <div>
        <label htmlFor={logoId} className="mb-1.5 block text-sm font-medium">
          {t('alliances.field.logo')}
        </label>
        <div className="flex items-center gap-3">
          <AllianceAvatar alliance={{ name: draft.name || '?', logo: shownLogo }} />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <input
              id={logoId}
              type="file"
              accept={LOGO_TYPES.join(',')}
              onChange={pick}
              aria-invalid={logoError ? true : undefined}
              aria-describedby={`${logoId}-hint${logoError ? ` ${logoId}-error` : ''}`}
              className="w-full min-w-0 text-sm text-muted file:me-3 file:min-h-10 file:cursor-pointer file:rounded-lg file:border file:border-border file:bg-surface-2 file:px-3 file:text-sm file:font-semibold file:text-text hover:file:bg-border/60"
            />
            {shownLogo && (
              <button
                type="button"
                onClick={clearLogo}
                className="self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                {t('alliances.field.removeLogo')}
              </button>
            )}
          </div>
        </div>
        <p id={`${logoId}-hint`} className="mt-1.5 text-xs text-muted">
          {t('alliances.field.logoHint')}
        </p>
        {logoError && (
          <p id={`${logoId}-error`} className="mt-1.5 text-sm text-loss">
            {logoError}
          </p>
        )}
      </div>
      <NeedsConnection messageKey="alliances.needsConnection" />
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isBusy={isBusy} disabled={!isOnline}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
