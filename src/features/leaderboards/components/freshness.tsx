import { Icon } from '@/components/ui/icon.tsx';
import { LastUpdated } from '@/components/ui/last-updated.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { ltr, useTranslation } from '@/lib/i18n.ts';
import { useNow } from '@/lib/use-now.ts';
import { ageOf } from '../age.ts';

type Props = {
  updatedAt: number | undefined;
  isRefreshing: boolean;
  isOffline: boolean;
  /** The live connection is being restored (shown only while not offline). */
  isReconnecting?: boolean;
  onRefresh: () => void;
};

/**
 * "Updated 12 s ago", offline flag and refresh. A live board changes every second, so its age says more than
 * a clock time; LastUpdated keeps the offline flag and the refresh button (it shows no time when given none).
 */
export function Freshness({ updatedAt, isReconnecting = false, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {isReconnecting && !rest.isOffline && (
        <span role="status" className="inline-flex items-center gap-1 text-xs font-medium text-warning">
          <Icon name="sync" className="size-4 animate-spin" />
          {t('network.reconnecting')}
        </span>
      )}
      {updatedAt !== undefined && <UpdatedAgo updatedAt={updatedAt} />}
      <LastUpdated updatedAt={undefined} {...rest} />
    </div>
  );
}

/** Ticks on its own, so a screen of 10,000 rows is not re-rendered every second for it. */
function UpdatedAgo({ updatedAt }: { updatedAt: number }) {
  const { t } = useTranslation();
  const now = useNow(1_000);
  const age = ageOf(updatedAt, now);
  const exact = formatDateTime(updatedAt);
  return (
    <span className="text-xs text-muted tabular" title={exact}>
      {age.kind === 'absolute'
        ? t('common.updatedAt', { time: ltr(exact) })
        : t(age.key, { count: age.count })}
    </span>
  );
}
