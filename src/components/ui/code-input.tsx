import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';

type Props = {
  length: number;
  /** Names the group of boxes ("Security code"). */
  label: string;
  /** Names one box ("Digit 1 of 5"). */
  digitLabel: (position: number, total: number) => string;
  /** Called once every box holds a digit: the code is submitted without a button press (spec section 5). */
  onComplete: (code: string) => void;
  onChange?: (code: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** Focus the first box on arrival and after each check (the code is the only thing to do on the step). */
  shouldFocus?: boolean;
};

/**
 * One box per digit. Typing moves on, Backspace moves back, arrows move between boxes, and a pasted or
 * autofilled code fills every box at once. Codes read left to right in every language. Remount it (`key`)
 * to clear it.
 */
export function CodeInput({
  length,
  label,
  digitLabel,
  onComplete,
  onChange,
  error,
  disabled,
  shouldFocus,
}: Props) {
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ''));
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const id = useId();
  const errorId = `${id}-error`;

  const replaced = (index: number, digit: string) =>
    digits.map((current, position) => (position === index ? digit : current));
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(index, length - 1))]?.focus();

  // Focus the first box on arrival and again once a check is over (a disabled box cannot take focus).
  useEffect(() => {
    if (shouldFocus && !disabled) boxes.current[0]?.focus();
  }, [shouldFocus, disabled]);

  const update = (next: string[], focusAt: number) => {
    setDigits(next);
    focus(focusAt);
    const code = next.join('');
    onChange?.(code);
    if (code.length === length) onComplete(code);
  };

  /** Writes digits from a box on; a whole code lands in the first box whichever box received it. */
  const fill = (index: number, text: string) => {
    const incoming = text.replace(/\D/g, '');
    if (!incoming) return;
    const from = incoming.length >= length ? 0 : index;
    const next = [...digits];
    [...incoming.slice(0, length - from)].forEach((digit, offset) => {
      next[from + offset] = digit;
    });
    update(next, from + incoming.length);
  };

  const change = (index: number, value: string) => {
    if (value === '') return update(replaced(index, ''), index);
    const previous = digits[index] ?? '';
    // A second digit typed beside the one already there replaces it.
    fill(index, previous && value.length === 2 ? value.replace(previous, '') : value);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      update(replaced(index - 1, ''), index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <div dir="ltr" className="flex justify-center gap-2 sm:gap-3">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={digitLabel(index + 1, length)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={digit}
            onChange={(event) => change(index, event.target.value)}
            onKeyDown={(event) => keyDown(index, event)}
            onPaste={(event) => paste(index, event)}
            onFocus={(event) => event.target.select()}
            className="size-12 rounded-lg border border-border bg-surface-2 text-center text-xl font-semibold text-text tabular focus:border-primary focus:outline-none focus:ring-2 focus:ring-focus/60 aria-[invalid=true]:border-loss sm:size-14"
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-center text-sm text-loss">
          {error}
        </p>
      )}
    </fieldset>
  );
}
