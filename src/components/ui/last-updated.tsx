import type { CachedState } from '@/lib/cached-resource.ts';
import { formatDateTime } from '@/lib/format.ts';
import { ltr, useTranslation } from '@/lib/i18n.ts';
import { Icon } from './icon.tsx';

type Props = {
  /** When the data on screen was fetched (ms since epoch), undefined before the first answer. */
  updatedAt: number | undefined;
  isRefreshing: boolean;
  /** The last refresh found no connection: the data on screen is the cached copy. */
  isOffline: boolean;
  onRefresh: () => void;
};

/** When the data on screen was fetched (DECISIONS.md section 6), whether it is a saved copy, and a refresh button. */
export function LastUpdated({ updatedAt, isRefreshing, isOffline, onRefresh }: Props) {
  const { t } = useTranslation();
  const refresh = t('common.refresh');
  return (
    <div className="flex items-center gap-2 text-xs text-muted">
      {isOffline && (
        <span className="inline-flex items-center gap-1 font-medium text-warning">
          <Icon name="cloudOff" className="size-4" />
          {t('common.offlineCopy')}
        </span>
      )}
      {updatedAt !== undefined && (
        <span role="status" className="tabular">
          {t('common.updatedAt', { time: ltr(formatDateTime(updatedAt)) })}
        </span>
      )}
      <button
        type="button"
        aria-label={refresh}
        title={refresh}
        onClick={onRefresh}
        disabled={isRefreshing}
        className="flex size-8 items-center justify-center rounded-lg border border-border bg-surface text-muted hover:text-text disabled:opacity-60"
      >
        <Icon name="sync" className={`size-4 ${isRefreshing ? 'animate-spin' : ''}`} />
      </button>
    </div>
  );
}

type Resource = Pick<CachedState<unknown>, 'updatedAt' | 'isRefreshing' | 'isOffline' | 'refresh'>;

/** LastUpdated for a cached resource (`useCachedResource` and the hooks built on it). */
export const LastUpdatedOf = ({ resource }: { resource: Resource }) => (
  <LastUpdated
    updatedAt={resource.updatedAt}
    isRefreshing={resource.isRefreshing}
    isOffline={resource.isOffline}
    onRefresh={() => void resource.refresh()}
  />
);
