import { resumeOnline } from '../boot.ts';
import { t } from '../i18n.ts';
import { FullPanel } from './full-panel.tsx';

/** The portal's cloud-off line icon (the terminal shares only the contract with the portal, so it is drawn here). */
function CloudOffIcon() {
  return (
    <span className="flex size-12 items-center justify-center rounded-full bg-warning/10 text-warning">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className="size-6"
      >
        <path d="M2 2l20 20M5.8 5.8A7 7 0 0 0 6.1 19H18a4 4 0 0 0 2.4-.8M9.7 4.3A7 7 0 0 1 17.4 9H18a4 4 0 0 1 3.7 5.5" />
      </svg>
    </span>
  );
}

/** No network at start-up: says so instead of an empty terminal, and opens by itself once the connection is back. */
export function OfflinePanel() {
  return (
    <FullPanel title={t('terminal.offline.title')} icon={<CloudOffIcon />}>
      <p role="status" className="text-sm text-muted">
        {t('terminal.offline.body')}
      </p>
      <button
        type="button"
        onClick={resumeOnline}
        className="min-h-10 rounded-lg bg-primary px-4 text-sm font-semibold text-primary-fg hover:brightness-110"
      >
        {t('terminal.retry')}
      </button>
    </FullPanel>
  );
}
