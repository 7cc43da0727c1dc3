import { Link } from 'wouter';
import type { TournamentType } from '@/contract/tournament.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { LastUpdatedOf } from '@/components/ui/last-updated.tsx';
import { paths, type TournamentSlug } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { useNow } from '@/lib/use-now.ts';
import { useTournaments } from '../hooks/use-tournaments.ts';
import { SLUG_OF_TYPE } from '../type-slug.ts';
import { TournamentCard, TournamentCardSkeleton } from './tournament-card.tsx';

const FILTERS: ReadonlyArray<{ slug?: TournamentSlug; key: string }> = [
  { key: 'tournaments.filter.all' },
  { slug: 'master', key: 'tournaments.type.master' },
  { slug: 'mini', key: 'tournaments.type.mini' },
  { slug: 'play2earn', key: 'tournaments.type.play2earn' },
];

/** Active tournaments of one type or all: the cached list at once, refreshed from the network. */
export function TournamentList({ ownerId, type }: { ownerId: string; type?: TournamentType }) {
  const { t } = useTranslation();
  const list = useTournaments(ownerId, type);
  const now = useNow();
  const current = type ? SLUG_OF_TYPE[type] : undefined;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t('tournaments.filter.label')}>
          <ul className="flex flex-wrap gap-1 rounded-xl border border-border bg-surface p-1">
            {FILTERS.map((filter) => (
              <li key={filter.key}>
                <Link
                  href={paths.tournaments(filter.slug)}
                  aria-current={filter.slug === current ? 'page' : undefined}
                  className={`flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold transition ${
                    filter.slug === current ? 'bg-primary text-primary-fg' : 'text-muted hover:text-text'
                  }`}
                >
                  {t(filter.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LastUpdatedOf resource={list} />
      </div>
      {list.isLoading ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-label={t('app.loading')}>
          {[1, 2, 3, 4, 5, 6].map((card) => (
            <TournamentCardSkeleton key={card} />
          ))}
        </div>
      ) : !list.data ? (
        <Alert tone="error">
          <p>{list.error?.message ?? t('common.loadFailed')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void list.refresh()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : list.data.length === 0 ? (
        <EmptyState icon="trophy" title={t('tournaments.empty')}>
          {t('tournaments.emptyHint')}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.data.map((tournament) => (
            <li key={tournament.id}>
              <TournamentCard tournament={tournament} now={now} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
