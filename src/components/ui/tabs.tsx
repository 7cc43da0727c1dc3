import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

type Item = { key: string; label: string; count?: number | undefined; panel: ReactNode };

/** Tabs (Headless UI): arrow keys move between tabs, each panel is labelled by its tab. `end` sits beside them. */
export function Tabs({ label, items, end }: { label: string; items: readonly Item[]; end?: ReactNode }) {
  return (
    <TabGroup>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <TabList
          aria-label={label}
          className="inline-flex gap-1 rounded-xl border border-border bg-surface p-1"
        >
          {items.map((item) => (
            <Tab
              key={item.key}
              className="flex min-h-9 items-center gap-2 rounded-lg px-4 text-sm font-semibold text-muted transition data-[hover]:text-text data-[selected]:bg-primary data-[selected]:text-primary-fg"
            >
              {item.label}
              {item.count !== undefined && (
                <span className="rounded-full bg-black/15 px-1.5 text-xs tabular">{item.count}</span>
              )}
            </Tab>
          ))}
        </TabList>
        {end}
      </div>
      <TabPanels>
        {items.map((item) => (
          <TabPanel key={item.key} className="focus:outline-none">
            {item.panel}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
