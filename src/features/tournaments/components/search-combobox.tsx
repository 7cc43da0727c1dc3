import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { SearchResult } from '@/contract/tournament.ts';
import { Icon } from '@/components/ui/icon.tsx';
import { useSummons, type Summoned } from '@/components/ui/on-demand.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { searchTournaments } from '../api/search-tournaments.ts';
import { SLUG_OF_TYPE } from '../type-slug.ts';
import { SEARCH_ICON, SEARCH_INPUT } from './search-box.tsx';

const DEBOUNCE_MS = 250;

/** The header search's combobox; see search-box.tsx. */
export default function SearchCombobox({ initialQuery, summons }: { initialQuery: string } & Summoned) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [query, setQuery] = useState(initialQuery);
  const inputRef = useSummons<HTMLInputElement>(summons && 'focus');
  const [results, setResults] = useState<SearchResult[]>([]);

  useEffect(() => {
    const search = query.trim();
    if (search.length < 2) return;
    const timer = setTimeout(() => {
      searchTournaments(search).then(setResults, () => setResults([]));
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const open = (result: SearchResult | null) => {
    if (!result) return;
    setQuery('');
    navigate(paths.tournament(SLUG_OF_TYPE[result.tournamentType], result.id));
  };

  return (
    // `immediate` opens the list on focus, so what was typed into the stand-in shows its results at once.
    <Combobox onChange={open} value={null} immediate>
      <div className="relative w-full max-w-sm">
        <Icon name="search" className={SEARCH_ICON} />
        <ComboboxInput
          ref={inputRef}
          aria-label={t('header.search')}
          placeholder={t('header.search')}
          className={SEARCH_INPUT}
          onChange={(event) => setQuery(event.target.value)}
          value={query}
        />
        {query.trim().length >= 2 && (
          <ComboboxOptions className="absolute inset-x-0 top-11 z-40 max-h-80 overflow-auto rounded-lg border border-border bg-surface p-1 shadow-xl">
            {results.length === 0 ? (
              <div className="px-3 py-2 text-sm text-muted">{t('header.noResults')}</div>
            ) : (
              results.map((result) => (
                <ComboboxOption
                  key={result.id}
                  value={result}
                  className="cursor-pointer rounded-md px-3 py-2 text-sm data-[focus]:bg-surface-2"
                >
                  {result.title}
                </ComboboxOption>
              ))
            )}
          </ComboboxOptions>
        )}
      </div>
    </Combobox>
  );
}
