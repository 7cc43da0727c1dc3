import { useSnapshot } from 'valtio';
import { store } from '../store.ts';
import { t } from '../i18n.ts';

const LOOK = {
  live: { key: 'terminal.connection.live', dot: 'bg-profit' },
  connecting: { key: 'terminal.connection.connecting', dot: 'bg-warning' },
  reconnecting: { key: 'terminal.connection.reconnecting', dot: 'bg-warning animate-pulse' },
} as const;

/** Whether prices are live; polite, so a flaky connection does not interrupt a screen reader mid-sentence. */
export function ConnectionBadge() {
  const { connection } = useSnapshot(store);
  const look = LOOK[connection];
  return (
    <p
      role="status"
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-border bg-surface-2 px-2.5 py-1 text-xs font-semibold"
    >
      <span className={`size-2 rounded-full ${look.dot}`} aria-hidden="true" />
      {t(look.key)}
    </p>
  );
}
