import { Link } from 'wouter';
import { Alert } from '@/components/ui/alert.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { formatCount, formatMoney } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { useTopTournaments } from '../hooks/use-dashboard.ts';
import { SLUG_OF_TYPE } from '../type-slug.ts';
import { TypeChip } from '@/components/ui/type-chip.tsx';

/** The dashboard's top-performing tournaments: the member's running entries, best P&L first. */
export function TopTournaments({ ownerId }: { ownerId: string }) {
  const { t, locale } = useTranslation();
  const top = useTopTournaments(ownerId);
  return (
    <Card title={t('dashboard.topTournaments')}>
      {top.isLoading ? (
        <div className="flex flex-col gap-2">
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-12" />
          ))}
        </div>
      ) : !top.data ? (
        <Alert tone="error">{top.error?.message ?? t('common.loadFailed')}</Alert>
      ) : top.data.length === 0 ? (
        <p className="text-sm text-muted">
          {t('myTournaments.empty')}{' '}
          <Link href={paths.tournaments()} className="font-semibold text-primary underline">
            {t('myTournaments.browse')}
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {top.data.map((entry) => (
            <li
              key={entry.account.accountId}
              className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <TypeChip type={entry.tournament.type} />
                <Link
                  href={paths.tournament(SLUG_OF_TYPE[entry.tournament.type], entry.tournament.id)}
                  className="mt-0.5 block truncate font-semibold hover:text-primary hover:underline"
                >
                  {entry.tournament.title}
                </Link>
              </div>
              <div className="shrink-0 text-end">
                <p
                  className={`font-bold tabular ${entry.pnl > 0 ? 'text-profit' : entry.pnl < 0 ? 'text-loss' : ''}`}
                >
                  <bdi>{formatMoney(entry.pnl, locale, true)}</bdi>
                </p>
                <p className="text-xs text-muted tabular">
                  {entry.rank ? t('dashboard.rankShort', { rank: formatCount(entry.rank, locale) }) : '—'}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
