import { useId, type SelectHTMLAttributes } from 'react';
import { Icon } from './icon.tsx';

type Option = { value: string; label: string };
type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string;
  options: readonly Option[];
  /** The empty first choice ("Choose a chain"); the field reads as unset while it is selected. */
  placeholder?: string;
  error?: string | undefined;
};

/** A labelled native select with its error: native so that keyboards, screen readers and phones all know it. */
export function SelectField({ label, options, placeholder, error, id, className = '', ...select }: Props) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-11 w-full appearance-none rounded-lg border border-border bg-surface-2 ps-3 pe-9 text-text focus:border-primary focus:outline-none focus:ring-2 focus:ring-focus/60 aria-[invalid=true]:border-loss"
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon
          name="chevronDown"
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted"
        />
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-loss">
          {error}
        </p>
      )}
    </div>
  );
}
