import { Link } from 'wouter';
import { Card } from '@/components/ui/card.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { Stat } from '@/components/ui/stat.tsx';
import { paths } from '@/config/paths.ts';
import { formatCount, formatDate } from '@/lib/format.ts';
import { ltr, useTranslation } from '@/lib/i18n.ts';
import { useAffiliateSummary } from '../hooks/use-dashboard-cards.ts';
import { CardError, CardSkeleton, StaleNote } from './card-status.tsx';

/** The dashboard's affiliates (spec section 2): how many joined through the member, and the latest of them. */
export function AffiliatesCard({ ownerId }: { ownerId: string }) {
  const { t, locale } = useTranslation();
  const summary = useAffiliateSummary(ownerId);
  const { data } = summary;
  return (
    <Card title={t('dashboard.affiliates')}>
      {summary.isLoading ? (
        <CardSkeleton />
      ) : !data ? (
        <CardError status={summary} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-4">
            <Stat label={t('dashboard.totalReferrals')}>
              <span className="text-2xl font-black">{formatCount(data.totalReferrals, locale)}</span>
            </Stat>
            <Stat label={t('dashboard.totalEnrolled')}>
              <span className="text-2xl font-black">{formatCount(data.totalEnrolled, locale)}</span>
            </Stat>
          </dl>
          <h3 className="mt-5 text-xs font-semibold text-muted">{t('dashboard.recentReferrals')}</h3>
          {data.recent.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{t('dashboard.noReferrals')}</p>
          ) : (
            <ul className="mt-1 flex flex-col divide-y divide-border">
              {data.recent.map((referral) => (
                <li key={referral.id} className="flex items-center justify-between gap-3 py-2.5">
                  <div className="min-w-0">
                    <p className="truncate font-medium">
                      <bdi>{referral.email}</bdi>
                    </p>
                    <p className="text-xs text-muted tabular">
                      {t('dashboard.referralJoined', { date: ltr(formatDate(referral.joinedAt)) })}
                    </p>
                  </div>
                  <p className="shrink-0 text-sm tabular">
                    {t('dashboard.referralEnrolled', { count: formatCount(referral.totalEnrolled, locale) })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <StaleNote status={summary} />
      <Link
        href={paths.affiliateLeaderBoard}
        className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {t('menu.affiliateLeaderBoard')}
        <Icon name="chevronRight" className="size-4 rtl:-scale-x-100" />
      </Link>
    </Card>
  );
}
