import type { LeaderboardRow } from '@/contract/realtime.ts';
import { formatCount } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { Profit } from './profit.tsx';
import { RankMedal } from './rank-medal.tsx';
import { YouBadge } from './you-badge.tsx';

/** Winner in the middle and tallest, runner-up to one side, third to the other (read in rank order). */
const LOOK = [
  'sm:order-2 sm:pt-9 border-[#c9962a]/70 from-[#f5c451]/25',
  'sm:order-1 sm:pt-5 border-[#9aa4b5]/70 from-[#cfd6e2]/20',
  'sm:order-3 sm:pt-3 border-[#a8693a]/70 from-[#dd9a63]/20',
];

/** The top three of the board (spec section 6), highlighted above the full list. */
export function Podium({ rows, memberId }: { rows: readonly LeaderboardRow[]; memberId: string }) {
  const { t, locale } = useTranslation();
  const top = rows.slice(0, 3);
  if (top.length === 0) return null;
  return (
    <section aria-label={t('leaderboards.topThree')} className="mb-5">
      <ol className="grid grid-cols-1 items-end gap-3 sm:grid-cols-3">
        {top.map((row, index) => (
          <li
            key={row.accountId}
            className={`flex items-center gap-3 rounded-2xl border bg-gradient-to-b to-surface p-4 sm:flex-col sm:text-center ${LOOK[index]}`}
          >
            <RankMedal rank={row.rank} size="lg" />
            <div className="min-w-0 flex-1 sm:w-full">
              <p className="flex items-center gap-1.5 sm:justify-center">
                <span className="truncate font-bold">
                  <bdi>{row.username}</bdi>
                </span>
                {row.userId === memberId && <YouBadge />}
              </p>
              <p className="truncate text-xs text-muted">
                <bdi>{row.profileName}</bdi>
              </p>
            </div>
            <div className="text-end sm:text-center">
              <Profit value={row.totalProfit} className="block text-lg" />
              <p className="text-xs text-muted">
                {t('leaderboards.tradeCount', { count: formatCount(row.tradeCount, locale) })}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
