import { useSnapshot } from 'valtio';
import { t } from '../i18n.ts';
import { store } from '../store.ts';
import { HistoryTable } from './history-table.tsx';
import { PositionsTable } from './positions-table.tsx';
import { Tabs } from './tabs.tsx';

/** Open positions and closed trades under the chart. */
export function TradeTabs({ className = '' }: { className?: string }) {
  const { positions } = useSnapshot(store);
  return (
    <Tabs
      label={t('terminal.tabs.label')}
      className={className}
      items={[
        {
          key: 'positions',
          label: (
            <>
              {t('terminal.tabs.positions')}
              <span className="rounded-full border border-current px-1.5 text-xs tabular">
                {positions.length}
              </span>
            </>
          ),
          panel: () => <PositionsTable />,
        },
        {
          key: 'history',
          label: t('terminal.tabs.history'),
          panel: (isActive) => <HistoryTable isActive={isActive} />,
        },
      ]}
    />
  );
}
