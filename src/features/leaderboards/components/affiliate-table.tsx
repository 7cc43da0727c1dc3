import { useMemo } from 'react';
import type { AffiliateLeaderboard, AffiliateRow } from '@/contract/leaderboards.ts';
import { formatCount, formatDate } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { regionNames } from '@/lib/use-country-options.ts';
import { RankMedal } from './rank-medal.tsx';
import { YouBadge } from './you-badge.tsx';

const WIDE = 'hidden @min-[40rem]:table-cell';
const CELL = 'px-2 py-2.5 @min-[40rem]:px-4';

/**
 * Rank, username, country, total referrals, total enrolled entries, joined. On a narrow screen the country
 * moves under the name and the join date is left out, so the table never scrolls sideways.
 */
export function AffiliateTable({ board, memberId }: { board: AffiliateLeaderboard; memberId: string }) {
  const { t, locale } = useTranslation();
  const nameOf = useMemo(() => regionNames(locale), [locale]);
  const isMeListed = board.rows.some((row) => row.userId === memberId);
  const pinned = board.me && !isMeListed ? board.me : null;
  const renderRow = (row: AffiliateRow) => {
    const isMine = row.userId === memberId;
    const country = row.country ? (nameOf(row.country) ?? row.country) : '–';
    return (
      <tr
        key={row.userId}
        className={`border-b border-border/60 last:border-0 ${isMine ? 'bg-primary/10' : ''}`}
      >
        <td className={CELL}>
          <RankMedal rank={row.rank} />
        </td>
        <td className={`${CELL} max-w-0 w-full`}>
          <span className="flex items-center gap-1.5">
            <span className="truncate font-semibold">
              <bdi>{row.username}</bdi>
            </span>
            {isMine && <YouBadge />}
          </span>
          <span className="block truncate text-xs text-muted @min-[40rem]:hidden">{country}</span>
        </td>
        <td className={`${CELL} ${WIDE} whitespace-nowrap text-sm text-muted`}>{country}</td>
        <td className={`${CELL} text-end tabular`}>{formatCount(row.totalReferrals, locale)}</td>
        <td className={`${CELL} text-end tabular`}>{formatCount(row.totalEnrolled, locale)}</td>
        <td className={`${CELL} ${WIDE} whitespace-nowrap text-end text-sm text-muted tabular`}>
          <bdi>{formatDate(row.joinedAt)}</bdi>
        </td>
      </tr>
    );
  };
  return (
    <div className="@container overflow-clip rounded-2xl border border-border bg-surface">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('pages.affiliateLeaderBoard')}</caption>
        <thead className="sticky top-16 z-10 bg-surface-2 text-xs font-semibold text-muted @min-[40rem]:uppercase @min-[40rem]:tracking-wide">
          <tr>
            <th scope="col" className={`${CELL} text-start`}>
              {t('leaderboards.col.rank')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {t('leaderboards.col.username')}
            </th>
            <th scope="col" className={`${CELL} ${WIDE} text-start`}>
              {t('leaderboards.col.country')}
            </th>
            <th scope="col" className={`${CELL} text-end`}>
              {t('leaderboards.col.referrals')}
            </th>
            <th scope="col" className={`${CELL} text-end`}>
              {t('leaderboards.col.enrolled')}
            </th>
            <th scope="col" className={`${CELL} ${WIDE} text-end`}>
              {t('leaderboards.col.joined')}
            </th>
          </tr>
        </thead>
        <tbody>{board.rows.map(renderRow)}</tbody>
        {pinned && (
          <tfoot className="sticky bottom-0 z-10 border-t-2 border-primary/60 bg-surface shadow-[0_-8px_16px_rgb(0_0_0/0.2)]">
            {renderRow(pinned)}
          </tfoot>
        )}
      </table>
    </div>
  );
}
