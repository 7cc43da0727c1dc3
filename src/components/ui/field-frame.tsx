import { useId, type ReactNode } from 'react';

/** Ids that tie a field to its label, hint and error (aria-describedby lists what is shown). */
export function useFieldIds(id: string | undefined, error: string | undefined, hint: string | undefined) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return { inputId, errorId, hintId, describedBy };
}

type Props = {
  ids: ReturnType<typeof useFieldIds>;
  label: string;
  error: string | undefined;
  hint: string | undefined;
  className: string;
  children: ReactNode;
};

/** The label above a control, and its hint and error below: shared by the text fields. */
export function FieldFrame({ ids, label, error, hint, className, children }: Props) {
  return (
    <div className={className}>
      <label htmlFor={ids.inputId} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="mt-1.5 text-sm text-loss">
          {error}
        </p>
      )}
    </div>
  );
}
