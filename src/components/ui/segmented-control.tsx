import { useId } from 'react';

type Option<Value extends string> = { value: Value; label: string };
type Props<Value extends string> = {
  legend: string;
  name: string;
  options: ReadonlyArray<Option<Value>>;
  value: Value;
  onChange: (value: Value) => void;
};

/**
 * A choice between a few options as one row of segments: a native radio button (transparent, covering its
 * segment) under each, so pointer, arrow keys, screen readers and forms behave as they do everywhere.
 */
export function SegmentedControl<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: Props<Value>) {
  const id = useId();
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg border border-border bg-surface-2 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            className="relative flex min-h-9 cursor-pointer items-center justify-center rounded-md px-2 text-center text-[0.8125rem] leading-tight sm:text-sm font-semibold text-muted transition has-[:checked]:bg-primary has-[:checked]:text-primary-fg has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
          >
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-md opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
