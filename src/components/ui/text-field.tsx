import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame, useFieldIds } from './field-frame.tsx';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** The message of a failed rule, shown under the field and announced with it. */
  error?: string | undefined;
  hint?: string;
  /** Something placed inside the field at its end (a show-password toggle). */
  end?: ReactNode;
};

export const inputClass =
  'h-11 w-full rounded-lg border border-border bg-surface-2 px-3 text-text placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-focus/60 aria-[invalid=true]:border-loss';

/** A labelled input with its error; aria-invalid and aria-describedby tie the message to the field. */
export function TextField({ label, error, hint, end, id, className = '', ...input }: TextFieldProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          id={ids.inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={`${inputClass} ${end ? 'pe-12' : ''}`}
          {...input}
        />
        {end}
      </div>
    </FieldFrame>
  );
}
