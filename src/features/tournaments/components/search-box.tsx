import { useId, useState } from 'react';
import { Icon } from '@/components/ui/icon.tsx';
import { OnDemand } from '@/components/ui/on-demand.tsx';
import { useTranslation } from '@/lib/i18n.ts';

export const SEARCH_ICON = 'pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted';
export const SEARCH_INPUT =
  'h-10 w-full rounded-lg border border-border bg-surface-2 ps-9 pe-3 text-sm text-text placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-focus/60';

const loadCombobox = () => import('./search-combobox.tsx').then((module) => module.default);

/**
 * Header search (tablet and up): finds tournaments by title and opens the chosen one. Errors stay silent. The
 * combobox's code is fetched when the member reaches for the field; what they typed meanwhile is kept.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const listId = useId();
  return (
    <OnDemand
      load={loadCombobox}
      props={{ initialQuery: typed }}
      standIn={(intent) => (
        <div className="relative w-full max-w-sm">
          <Icon name="search" className={SEARCH_ICON} />
          <input
            type="text"
            role="combobox"
            aria-expanded={false}
            aria-autocomplete="list"
            aria-controls={listId}
            aria-label={t('header.search')}
            placeholder={t('header.search')}
            className={SEARCH_INPUT}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            {...intent}
          />
          {/* The combobox pattern's popup, collapsed: the list itself comes with the combobox's code. */}
          <div id={listId} role="listbox" hidden />
        </div>
      )}
    />
  );
}
