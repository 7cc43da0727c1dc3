import { Link } from 'wouter';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { LastUpdatedOf } from '@/components/ui/last-updated.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { formatCount, formatDate } from '@/lib/format.ts';
import { ltr, useTranslation } from '@/lib/i18n.ts';
import { useMyAlliances } from '../hooks/use-alliances.ts';
import { standingOf } from '../membership.ts';
import { AllianceAvatar } from './alliance-avatar.tsx';
import { MembershipBadge } from './membership-badge.tsx';

/**
 * The profile's enrolled-alliances tab (spec section 2): the alliances the member owns, belongs to or asked to
 * join, with their standing and a link to each. Shares its cache entry with "My alliances".
 */
export function EnrolledAlliances({ ownerId }: { ownerId: string }) {
  const { t, locale } = useTranslation();
  const mine = useMyAlliances(ownerId);
  const { data } = mine;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <LastUpdatedOf resource={mine} />
      </div>
      {mine.isLoading ? (
        <div role="status" aria-label={t('app.loading')} className="flex flex-col gap-3">
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-16 rounded-xl" />
          ))}
        </div>
      ) : !data ? (
        <Alert tone="error">
          <p>
            {mine.isOffline ? t('alliances.offlineNoData') : (mine.error?.message ?? t('common.loadFailed'))}
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void mine.refresh()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : data.results.length === 0 ? (
        <EmptyState icon="shield" title={t('alliances.emptyMine')}>
          <Link href={paths.alliances()} className="font-semibold text-primary underline">
            {t('alliances.browse')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.results.map((alliance) => (
            <li key={alliance.id}>
              <Link
                href={paths.alliances(alliance.id)}
                className="flex items-center gap-3 rounded-xl border border-border bg-surface-2/50 p-3 transition hover:border-primary/50 sm:p-4"
              >
                <AllianceAvatar alliance={alliance} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold break-words">{alliance.name}</span>
                  <span className="block text-xs text-muted tabular">
                    {t('alliances.memberCount', { count: formatCount(alliance.memberCount, locale) })}
                    {' · '}
                    {t('alliances.createdOn', { date: ltr(formatDate(alliance.createdAt)) })}
                  </span>
                </span>
                <MembershipBadge standing={standingOf(alliance)} />
                <Icon name="chevronRight" className="size-4 shrink-0 text-muted rtl:-scale-x-100" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
