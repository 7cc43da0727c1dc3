import type { Instrument } from '../../contract/market.ts';
import { formatVolume } from '../domain/format.ts';
import { stepVolume } from '../domain/volume.ts';
import { getLocale, t } from '../i18n.ts';

const STEPPER =
  'flex size-11 shrink-0 items-center justify-center rounded-lg border border-border bg-surface-2 text-lg font-semibold hover:bg-border/60 disabled:cursor-not-allowed disabled:opacity-60';

/** Lots, with steppers that keep to the instrument's step and limits (typing is checked when the order goes). */
export function SizeField({
  instrument,
  value,
  onChange,
  isDisabled,
}: {
  instrument: Instrument;
  value: string;
  onChange: (value: string) => void;
  isDisabled: boolean;
}) {
  const locale = getLocale();
  const step = (direction: 1 | -1) =>
    onChange(String(stepVolume(Number(value || Number.NaN), direction, instrument)));
  const limits = {
    min: formatVolume(instrument.minVolume, instrument.volumeStep, locale),
    max: formatVolume(instrument.maxVolume, instrument.volumeStep, locale),
    step: formatVolume(instrument.volumeStep, instrument.volumeStep, locale),
  };
  return (
    <div>
      <label htmlFor="order-size" className="mb-1 block text-xs font-semibold text-muted">
        {t('terminal.ticket.size')}
      </label>
      <div className="flex gap-2">
        <button
          type="button"
          className={STEPPER}
          aria-label={t('terminal.ticket.decrease')}
          aria-controls="order-size"
          disabled={isDisabled}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          id="order-size"
          type="number"
          inputMode="decimal"
          dir="ltr"
          min={instrument.minVolume}
          max={instrument.maxVolume}
          step={instrument.volumeStep}
          value={value}
          disabled={isDisabled}
          aria-describedby="order-size-hint"
          onChange={(event) => onChange(event.target.value)}
          className="min-h-11 w-full min-w-0 rounded-lg border border-border bg-bg px-3 text-center text-base font-semibold tabular disabled:opacity-60"
        />
        <button
          type="button"
          className={STEPPER}
          aria-label={t('terminal.ticket.increase')}
          aria-controls="order-size"
          disabled={isDisabled}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      <p id="order-size-hint" className="mt-1 text-xs text-muted">
        {t('terminal.ticket.sizeHint', limits)}
      </p>
    </div>
  );
}
