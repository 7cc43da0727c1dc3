import { t } from '../i18n.ts';

/** An optional price (stop loss, take profit): free text so a typo is refused with a message, not silently emptied. */
export function PriceField({
  id,
  label,
  value,
  onChange,
  isDisabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  isDisabled: boolean;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-muted">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        placeholder={t('terminal.ticket.optional')}
        value={value}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-full rounded-lg border border-border bg-bg px-3 text-sm tabular placeholder:text-muted disabled:opacity-60"
      />
    </div>
  );
}
