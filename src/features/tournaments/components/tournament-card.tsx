import { Link } from 'wouter';
import type { Tournament } from '@/contract/tournament.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Stat } from '@/components/ui/stat.tsx';
import { paths } from '@/config/paths.ts';
import { DateTime } from '@/components/ui/date-time.tsx';
import { formatMoney } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { displayState } from '../display-state.ts';
import { formatPlayers } from '../labels.ts';
import { SLUG_OF_TYPE } from '../type-slug.ts';
import { StateBadge } from './state-badge.tsx';
import { TypeChip } from '@/components/ui/type-chip.tsx';

/** A tournament in a list: the whole card opens its detail (the title is the link, stretched over the card). */
export function TournamentCard({ tournament, now }: { tournament: Tournament; now: number }) {
  const { t, locale } = useTranslation();
  const players = formatPlayers(tournament, locale);
  return (
    <article className="relative flex h-full flex-col gap-4 rounded-2xl border border-border bg-surface p-5 transition hover:border-primary/60 hover:shadow-lg hover:shadow-primary/5 has-[a:focus-visible]:outline has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-focus">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TypeChip type={tournament.type} />
        <div className="flex flex-wrap items-center gap-1.5">
          {tournament.isEnrolled && <Badge tone="primary">{t('tournaments.joined')}</Badge>}
          <StateBadge state={displayState(tournament, now)} />
        </div>
      </div>
      <h2 className="text-lg font-bold leading-snug">
        <Link
          href={paths.tournament(SLUG_OF_TYPE[tournament.type], tournament.id)}
          className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none"
        >
          {tournament.title}
        </Link>
      </h2>
      <div>
        <p className="text-xs text-muted">{t('tournaments.prizePool')}</p>
        <p className="text-2xl font-extrabold tracking-tight text-accent tabular">
          <bdi>{formatMoney(tournament.effectivePoolPrice, locale)}</bdi>
        </p>
      </div>
      <dl className="mt-auto grid grid-cols-2 gap-x-4 gap-y-2 border-t border-border pt-4 text-sm">
        <Stat label={t('tournaments.entryFee')}>
          {tournament.price === 0 ? t('tournaments.free') : formatMoney(tournament.price, locale)}
        </Stat>
        <Stat label={t('tournaments.players')}>{players}</Stat>
        {[
          [t('tournaments.startDate'), tournament.startDate],
          [t('tournaments.endDate'), tournament.endDate],
        ].map(([label, date], index) => (
          <div
            key={label}
            className={`col-span-2 flex items-center justify-between gap-3 text-xs ${index === 0 ? 'mt-2' : ''}`}
          >
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold tabular">
              <DateTime value={date ?? ''} />
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

export function TournamentCardSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5">
      <div className="flex justify-between">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-5 w-24 rounded-full" />
      </div>
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-8 w-1/2" />
      <div className="grid grid-cols-2 gap-3 border-t border-border pt-4">
        {[1, 2, 3, 4].map((cell) => (
          <Skeleton key={cell} className="h-9" />
        ))}
      </div>
    </div>
  );
}
