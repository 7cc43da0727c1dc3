import { formatCount } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';

/** Gold, silver and bronze fills with dark digits: readable on both themes (contrast above 7:1). */
const MEDALS: Record<number, string> = {
  1: 'bg-[#f5c451] text-[#3d2c00] ring-[#c9962a]',
  2: 'bg-[#cfd6e2] text-[#1f2937] ring-[#9aa4b5]',
  3: 'bg-[#dd9a63] text-[#2d1604] ring-[#a8693a]',
};

const SIZES = { sm: 'size-7 text-xs', md: 'size-9 text-sm', lg: 'size-12 text-lg' } as const;

/** A rank; the first three as medals (spec section 9: top 3 winners highlighted). */
export function RankMedal({ rank, size = 'sm' }: { rank: number; size?: keyof typeof SIZES }) {
  const { t, locale } = useTranslation();
  const medal = MEDALS[rank];
  if (!medal)
    return <span className="font-semibold tabular text-muted">{`#${formatCount(rank, locale)}`}</span>;
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-extrabold ring-2 ring-inset ${medal} ${SIZES[size]}`}
      title={t(`leaderboards.place.${rank}`)}
    >
      <span aria-hidden="true">{rank}</span>
      <span className="sr-only">{t(`leaderboards.place.${rank}`)}</span>
    </span>
  );
}
