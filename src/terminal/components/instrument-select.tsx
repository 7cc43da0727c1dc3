import { useSnapshot } from 'valtio';
import { t } from '../i18n.ts';
import { selectInstrument, store } from '../store.ts';

/** Phones have no room for the list: a native select picks the instrument (and brings the OS picker). */
export function InstrumentSelect({ className = '' }: { className?: string }) {
  const { instruments, selected } = useSnapshot(store);
  return (
    <div className={className}>
      <label htmlFor="instrument-select" className="mb-1 block text-xs font-semibold text-muted">
        {t('terminal.instruments.select')}
      </label>
      <select
        id="instrument-select"
        value={selected}
        onChange={(event) => selectInstrument(event.target.value)}
        className="min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-sm font-semibold"
      >
        {instruments.map((instrument) => (
          <option key={instrument.symbol} value={instrument.symbol}>
            {instrument.symbol} · {instrument.name}
          </option>
        ))}
      </select>
    </div>
  );
}
