import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** The message of a failed rule, shown under the field and announced with it. */
  error?: string | undefined;
  hint?: string;
  /** Something placed inside the field at its end (a show-password toggle). */
  end?: ReactNode;
};

export const inputClass =
  'h-11 w-full rounded-lg border border-border bg-surface-2 px-3 text-text placeholder:text-muted focus:border-primary focus:outline-none aria-[invalid=true]:border-loss';

/** A labelled input with its error; aria-invalid and aria-describedby tie the message to the field. */
export function TextField({ label, error, hint, end, id, className = '', ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${end ? 'pe-12' : ''}`}
          {...input}
        />
        {end}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-loss">
          {error}
        </p>
      )}
    </div>
  );
}
