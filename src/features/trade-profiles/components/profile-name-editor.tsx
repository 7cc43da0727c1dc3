import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { runAction } from '@/lib/api-client.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { notifyError } from '@/lib/notifications.ts';
import { renameTradeProfile } from '../api/rename-trade-profile.ts';
import { checkProfileName, PROFILE_NAME_MAX } from '../validation.ts';

type Props = { ownerId: string; accountId: string; profileName: string };

/** A trading profile name with an inline rename (spec section 2: payment pages and the trade-info tab). */
export function ProfileNameEditor({ ownerId, accountId, profileName }: Props) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<string | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const shown = saved ?? profileName;
  const fieldId = useId();
  const isEditing = draft !== null;

  // Opening the editor moves focus into it: the field is what the member asked for.
  useEffect(() => {
    if (isEditing) document.getElementById(fieldId)?.focus();
  }, [isEditing, fieldId]);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = (draft ?? '').trim();
    const problem = checkProfileName(name);
    if (problem) {
      setError(t(problem));
      notifyError(t(problem));
      const field = event.currentTarget.elements.namedItem('profileName');
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setSaved(name);
    setDraft(null);
    setError(undefined);
    if (name !== shown)
      void runAction(
        () => renameTradeProfile(ownerId, accountId, name, t('tradeProfiles.renameLabel')),
        t('tradeProfiles.renamed'),
      );
  };

  if (draft === null)
    return (
      <span className="flex min-w-0 items-center gap-2">
        <span className="truncate" data-testid="profile-name">
          {shown}
        </span>
        <button
          type="button"
          onClick={() => setDraft(shown)}
          aria-label={t('tradeProfiles.edit', { name: shown })}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-text"
        >
          <Icon name="edit" className="size-4" />
        </button>
      </span>
    );

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-2 font-normal sm:flex-row sm:items-start">
      <TextField
        label={t('tradeProfiles.newName')}
        name="profileName"
        maxLength={PROFILE_NAME_MAX}
        autoComplete="off"
        id={fieldId}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
        error={error}
        className="min-w-0 flex-1"
      />
      <div className="flex gap-2 sm:mt-7">
        <Button type="submit">{t('common.save')}</Button>
        <Button variant="ghost" onClick={() => setDraft(null)}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
