import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import type { CachedState } from '@/lib/cached-resource.ts';
import { useTranslation } from '@/lib/i18n.ts';

type Status = Pick<CachedState<unknown>, 'data' | 'error' | 'isOffline' | 'isRefreshing' | 'refresh'>;

export const CardSkeleton = ({ rows = 3 }: { rows?: number }) => (
  <div className="flex flex-col gap-2">
    {Array.from({ length: rows }, (_, row) => (
      <Skeleton key={row} className="h-10" />
    ))}
  </div>
);

/** Nothing cached and the request failed: a small error inside the card only, with a way to try again. */
export function CardError({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <p>
        {status.isOffline ? t('dashboard.offlineNoData') : (status.error?.message ?? t('common.loadFailed'))}
      </p>
      <Button
        variant="secondary"
        className="mt-2 min-h-8 px-3"
        isBusy={status.isRefreshing}
        onClick={() => void status.refresh()}
      >
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

/** Cached data is on screen but the refresh failed: say the figures may be old, and offer a retry. */
export function StaleNote({ status }: { status: Status }) {
  const { t } = useTranslation();
  if (!status.data || !status.error) return null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-xs text-warning">
      <Icon name="cloudOff" className="size-4" />
      {status.isOffline ? t('common.offlineCopy') : t('dashboard.staleCopy')}
      <button
        type="button"
        className="font-semibold underline"
        disabled={status.isRefreshing}
        onClick={() => void status.refresh()}
      >
        {t('common.retry')}
      </button>
    </p>
  );
}
