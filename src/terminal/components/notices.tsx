import { useSnapshot } from 'valtio';
import { t } from '../i18n.ts';
import { dismissNotice, store, type Notice } from '../store.ts';

const TONE: Record<Notice['tone'], string> = {
  info: 'border-primary/50',
  profit: 'border-profit/60',
  loss: 'border-loss/60',
};

/** Short messages (order filled, position closed by stop loss…); the live region is always there to be heard. */
export function Notices() {
  const { notices } = useSnapshot(store);
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-2 bottom-2 z-20 flex flex-col items-end gap-2 sm:inset-x-auto sm:end-3 sm:w-96"
    >
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border border-s-4 bg-surface-2 p-3 text-sm shadow-lg ${TONE[notice.tone]}`}
        >
          <p className="min-w-0 flex-1">{notice.text}</p>
          <button
            type="button"
            onClick={() => dismissNotice(notice.id)}
            aria-label={t('terminal.notices.dismiss')}
            className="-m-1 shrink-0 rounded p-1 text-muted hover:text-text"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
