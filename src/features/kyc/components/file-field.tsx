import { useId } from 'react';
import { Icon } from '@/components/ui/icon.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { KYC_FILE_TYPES } from '../kyc-form.ts';

type Props = {
  label: string;
  file: File | null;
  /** The document already on file, kept unless another is chosen. */
  storedName: string | undefined;
  error: string | undefined;
  disabled: boolean;
  onChange: (file: File | null) => void;
};

/** A labelled document picker showing what will be sent: the new file, or the one on file. */
export function FileField({ label, file, storedName, error, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = file?.name ?? storedName;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={KYC_FILE_TYPES.join(',')}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className="block w-full cursor-pointer rounded-lg border border-dashed border-border bg-surface-2 p-2 text-sm text-muted file:me-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-primary-fg aria-[invalid=true]:border-loss disabled:cursor-not-allowed disabled:opacity-60"
      />
      <p
        id={`${id}-note`}
        className={`mt-1.5 flex items-center gap-1 text-xs ${error ? 'text-loss' : 'text-muted'}`}
      >
        {error ??
          (chosen ? (
            <>
              <Icon name="check" className="size-3.5" />
              <bdi>{chosen}</bdi>
            </>
          ) : (
            t('kyc.fileHint')
          ))}
      </p>
    </div>
  );
}
