import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-frame.tsx';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** A labelled multi-line field with its hint and error, styled like TextField. */
export function TextAreaField({ label, error, hint, id, className = '', rows = 4, ...input }: Props) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={ids.inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className="block w-full resize-y rounded-lg border border-border bg-surface-2 px-3 py-2.5 text-text placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-focus/60 aria-[invalid=true]:border-loss"
        {...input}
      />
    </FieldFrame>
  );
}
