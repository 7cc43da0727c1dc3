import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  error?: string | undefined;
};

/** A checkbox with its label beside it and its error under it. */
export function Checkbox({ label, error, id, className = '', ...input }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="flex cursor-pointer items-start gap-2.5 text-sm">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-border accent-primary"
          {...input}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-loss">
          {error}
        </p>
      )}
    </div>
  );
}
