import { Icon } from './icon.tsx';

type Props = {
  /** "Updated 12/05/2026 14:03", or undefined before the first answer. */
  text: string | undefined;
  refreshLabel: string;
  isRefreshing: boolean;
  onRefresh: () => void;
  /** Shown when the last refresh found no connection (the data on screen is the cached copy). */
  offlineText?: string | undefined;
};

/** When the data on screen was fetched (DECISIONS.md section 6), with a refresh button. */
export function LastUpdated({ text, refreshLabel, isRefreshing, onRefresh, offlineText }: Props) {
  return (
    <div className="flex items-center gap-2 text-xs text-muted">
      {offlineText && (
        <span className="inline-flex items-center gap-1 font-medium text-warning">
          <Icon name="cloudOff" className="size-4" />
          {offlineText}
        </span>
      )}
      {text && (
        <span role="status" className="tabular">
          {text}
        </span>
      )}
      <button
        type="button"
        aria-label={refreshLabel}
        title={refreshLabel}
        onClick={onRefresh}
        disabled={isRefreshing}
        className="flex size-8 items-center justify-center rounded-lg border border-border bg-surface text-muted hover:text-text disabled:opacity-60"
      >
        <Icon name="sync" className={`size-4 ${isRefreshing ? 'animate-spin' : ''}`} />
      </button>
    </div>
  );
}
