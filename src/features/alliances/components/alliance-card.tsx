import { Link } from 'wouter';
import type { Alliance, AllianceRanking } from '@/contract/alliances.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Stat } from '@/components/ui/stat.tsx';
import { paths } from '@/config/paths.ts';
import { formatCount, formatMoney } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { useAllianceRanking, useMyAlliances } from '../hooks/use-alliances.ts';
import { standingOf } from '../membership.ts';
import { AllianceAvatar } from './alliance-avatar.tsx';
import { MembershipBadge } from './membership-badge.tsx';

/**
 * The dashboard's alliance (spec section 2): the member's alliance (their best-ranked one) with its group rank in
 * the main tournament, a waiting request, or a way to find one. Each part reads its own cache entry.
 */
export function AllianceCard({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation();
  const mine = useMyAlliances(ownerId);
  const ranking = useAllianceRanking(ownerId);
  const { data } = mine;
  return (
    <Card title={t('dashboard.alliance')}>
      {mine.isLoading ? (
        <div className="flex flex-col gap-2" role="status" aria-label={t('app.loading')}>
          <Skeleton className="h-12" />
          <Skeleton className="h-10" />
        </div>
      ) : !data ? (
        <Alert tone="error">
          <p>
            {mine.isOffline ? t('alliances.offlineNoData') : (mine.error?.message ?? t('common.loadFailed'))}
          </p>
          <Button
            variant="secondary"
            className="mt-2 min-h-8 px-3"
            isBusy={mine.isRefreshing}
            onClick={() => void mine.refresh()}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <CardBody alliances={data.results} ranking={ranking.data} />
      )}
      <Link
        href={paths.alliances()}
        className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {t('menu.alliances')}
        <Icon name="chevronRight" className="size-4 rtl:-scale-x-100" />
      </Link>
    </Card>
  );
}

function CardBody({
  alliances,
  ranking,
}: {
  alliances: readonly Alliance[];
  ranking: AllianceRanking | undefined;
}) {
  const { t, locale } = useTranslation();
  const joined = alliances.filter((alliance) => alliance.isOwner || alliance.myStatus === 'accepted');
  const best = ranking?.mine.find((rank) => joined.some((alliance) => alliance.id === rank.allianceId));
  const main = joined.find((alliance) => alliance.id === best?.allianceId) ?? joined[0];
  const waiting = alliances.find((alliance) => alliance.myStatus === 'pending' && !alliance.isOwner);

  if (!main)
    return waiting ? (
      <p className="text-sm text-muted">
        {t('alliances.card.waiting', { name: waiting.name })}{' '}
        <Link href={paths.alliances(waiting.id)} className="font-semibold text-primary underline">
          {t('alliances.card.open')}
        </Link>
      </p>
    ) : (
      <div className="flex flex-col items-start gap-3">
        <p className="flex items-center gap-3 text-sm text-muted">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-2">
            <Icon name="users" className="size-5" />
          </span>
          {t('alliances.card.none')}
        </p>
        <Link
          href={paths.alliances()}
          className="inline-flex min-h-10 items-center rounded-lg bg-primary px-4 text-sm font-semibold text-primary-fg hover:brightness-110"
        >
          {t('alliances.card.find')}
        </Link>
      </div>
    );

  const rank = best?.allianceId === main.id ? best : undefined;
  const others = joined.length - 1;
  return (
    <div className="flex flex-col gap-4">
      <Link href={paths.alliances(main.id)} className="group flex items-center gap-3">
        <AllianceAvatar alliance={main} />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold break-words group-hover:text-primary group-hover:underline">
            {main.name}
          </span>
          <span className="block text-xs text-muted tabular">
            {t('alliances.memberCount', { count: formatCount(main.memberCount, locale) })}
          </span>
        </span>
        <MembershipBadge standing={standingOf(main)} />
      </Link>
      {rank ? (
        <dl className="grid grid-cols-[repeat(auto-fit,minmax(7.5rem,1fr))] gap-3 border-t border-border pt-4">
          <Stat label={t('dashboard.groupRank')}>
            <span className="text-2xl font-black">#{formatCount(rank.rank, locale)}</span>
          </Stat>
          <Stat label={t('alliances.card.profit')}>
            <span className={rank.totalProfit > 0 ? 'text-profit' : rank.totalProfit < 0 ? 'text-loss' : ''}>
              {formatMoney(rank.totalProfit, locale, true)}
            </span>
          </Stat>
          <Stat label={t('alliances.card.players')}>{formatCount(rank.players, locale)}</Stat>
        </dl>
      ) : (
        <p className="border-t border-border pt-4 text-sm text-muted">
          {ranking?.tournament
            ? t('alliances.card.unranked', { title: ranking.tournament.title })
            : t('alliances.card.noTournament')}
        </p>
      )}
      {rank && ranking?.tournament && (
        <p className="-mt-2 text-xs text-muted">
          {t('alliances.card.in', { title: ranking.tournament.title })}
        </p>
      )}
      {others > 0 && (
        <p className="text-xs text-muted">
          {t('alliances.card.more', { count: formatCount(others, locale) })}
        </p>
      )}
    </div>
  );
}
