import { useEffect, useId, useState } from 'react';
import type { AlliancePage } from '@/contract/alliances.ts';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { LastUpdatedOf } from '@/components/ui/last-updated.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { inputClass } from '@/components/ui/text-field.tsx';
import type { CachedState } from '@/lib/cached-resource.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { useAllAlliances, useMyAlliances } from '../hooks/use-alliances.ts';
import { AllianceGrid } from './alliance-grid.tsx';

const SEARCH_DELAY_MS = 300;

const Freshness = ({ list }: { list: CachedState<AlliancePage> }) => (
  <div className="mb-4 flex justify-end">
    <LastUpdatedOf resource={list} />
  </div>
);

/** /alliances: "My alliances" (owned, joined, requested) and "All alliances" (every alliance, with search). */
export function AllianceDirectory({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation();
  const mine = useMyAlliances(ownerId);
  return (
    <Tabs
      label={t('pages.alliances')}
      items={[
        {
          key: 'mine',
          label: t('alliances.tab.mine'),
          count: mine.data?.totalResults,
          panel: (
            <>
              <Freshness list={mine} />
              <AllianceGrid
                ownerId={ownerId}
                list={mine}
                empty={
                  <EmptyState icon="shield" title={t('alliances.emptyMine')}>
                    {t('alliances.emptyMineHint')}
                  </EmptyState>
                }
              />
            </>
          ),
        },
        { key: 'all', label: t('alliances.tab.all'), panel: <AllAlliances ownerId={ownerId} /> },
      ]}
    />
  );
}

/** Every alliance, largest first, searched by name (after a short pause in typing), a page at a time. */
function AllAlliances({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useAllAlliances(ownerId, page, search);
  const pages = list.data?.totalPages ?? 0;
  const searchId = useId();

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(query.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div role="search" className="relative w-full sm:max-w-sm">
          <label htmlFor={searchId} className="sr-only">
            {t('alliances.search')}
          </label>
          <Icon
            name="search"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            maxLength={80}
            autoComplete="off"
            placeholder={t('alliances.search')}
            onChange={(event) => setQuery(event.target.value)}
            className={`${inputClass} ps-9`}
          />
        </div>
        <LastUpdatedOf resource={list} />
      </div>
      <AllianceGrid
        ownerId={ownerId}
        list={list}
        empty={
          <EmptyState
            icon="search"
            title={search ? t('alliances.noMatch', { search }) : t('alliances.emptyAll')}
          >
            {t('alliances.emptyAllHint')}
          </EmptyState>
        }
      />
      {pages > 1 && (
        <nav aria-label={t('alliances.pages')} className="mt-4 flex items-center justify-end gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('common.previous')}
          </Button>
          <span className="text-sm text-muted tabular">{t('common.pageOf', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('common.next')}
          </Button>
        </nav>
      )}
    </>
  );
}
