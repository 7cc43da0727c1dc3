import { Card } from '@/components/ui/card.tsx';
import { Stat } from '@/components/ui/stat.tsx';
import { formatCount, formatMoney } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { usePnlSummary } from '../hooks/use-dashboard-cards.ts';
import { CardError, CardSkeleton, StaleNote } from './card-status.tsx';

/** Gains green, losses red, zero plain; the sign is also written ("+", "-"), so colour is never the only cue. */
export const profitTone = (amount: number) => (amount > 0 ? 'text-profit' : amount < 0 ? 'text-loss' : '');

/** The dashboard's P&L summary (spec section 2) across the member's running, ranked entries. */
export function PnlSummaryCard({ ownerId }: { ownerId: string }) {
  const { t, locale } = useTranslation();
  const pnl = usePnlSummary(ownerId);
  const { data } = pnl;
  return (
    <Card title={t('dashboard.pnl')}>
      {pnl.isLoading ? (
        <CardSkeleton rows={2} />
      ) : !data ? (
        <CardError status={pnl} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Stat label={t('dashboard.totalProfit')} className="col-span-full">
              <span className={`text-3xl font-black ${profitTone(data.totalProfit)}`}>
                {formatMoney(data.totalProfit, locale, true)}
              </span>
            </Stat>
            <Stat label={t('dashboard.openProfit')}>
              <span className={profitTone(data.openProfit)}>
                {formatMoney(data.openProfit, locale, true)}
              </span>
            </Stat>
            <Stat label={t('tournaments.trades')}>{formatCount(data.tradeCount, locale)}</Stat>
            <Stat label={t('dashboard.tournamentsCount')}>{formatCount(data.tournaments, locale)}</Stat>
            <Stat label={t('tournaments.profitCredit')}>{formatMoney(data.profitCredit, locale)}</Stat>
            <Stat label={t('dashboard.bestRank')}>
              {data.bestRank ? t('dashboard.rankShort', { rank: formatCount(data.bestRank, locale) }) : '—'}
            </Stat>
          </dl>
          {data.tournaments === 0 && <p className="mt-3 text-sm text-muted">{t('dashboard.pnlEmpty')}</p>}
        </>
      )}
      <StaleNote status={pnl} />
    </Card>
  );
}
