import type { Reward } from '@/contract/tournament.ts';
import { formatMoney, formatPercent } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { rankRange, rewardLines } from '../rewards.ts';

/** Rank ranges, their share of the pool and the USD amount for each rank (spec section 2: rewards). */
export function RewardsTable({ rewards, pool }: { rewards: readonly Reward[]; pool: number }) {
  const { t, locale } = useTranslation();
  if (rewards.length === 0) return <p className="text-sm text-muted">{t('tournaments.noRewards')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('tournaments.rewards')}</caption>
        <thead>
          <tr className="border-b border-border text-start text-xs uppercase tracking-wide text-muted">
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {t('tournaments.rank')}
            </th>
            <th scope="col" className="py-2 pe-3 text-end font-semibold">
              {t('tournaments.share')}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t('tournaments.prizePerRank')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rewardLines(rewards, pool).map((line) => (
            <tr key={line.fromRank} className="border-b border-border/60 last:border-0">
              <th scope="row" className="py-2.5 pe-3 text-start font-semibold tabular">
                <span
                  className={`inline-flex min-w-8 items-center whitespace-nowrap justify-center rounded-md px-1.5 py-0.5 ${
                    line.fromRank <= 3 ? 'bg-accent/15 text-accent' : 'bg-surface-2'
                  }`}
                >
                  <bdi>{rankRange(line)}</bdi>
                </span>
              </th>
              <td className="py-2.5 pe-3 text-end text-muted tabular">
                <bdi>{formatPercent(line.share, locale)}</bdi>
              </td>
              <td className="py-2.5 text-end font-semibold tabular">
                <bdi>{formatMoney(line.amount, locale)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
