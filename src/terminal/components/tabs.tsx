import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem = {
  key: string;
  label: ReactNode;
  /** Called with whether the tab is shown, so a panel can wait to load until it is first opened. */
  panel: (isActive: boolean) => ReactNode;
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs, Tab goes into the panel.
 * Panels stay mounted (hidden) so switching back keeps what a panel loaded.
 */
export function Tabs({
  label,
  items,
  className = '',
}: {
  label: string;
  items: readonly TabItem[];
  className?: string;
}) {
  const id = useId();
  const [active, setActive] = useState(items[0]?.key ?? '');

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = isRtl ? 'ArrowRight' : 'ArrowLeft';
    const last = items.length - 1;
    const target =
      event.key === forward
        ? (index + 1) % items.length
        : event.key === backward
          ? (index + last) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const item = target === null ? undefined : items[target];
    if (!item) return;
    event.preventDefault();
    setActive(item.key);
    document.getElementById(`${id}-tab-${item.key}`)?.focus();
  }

  return (
    <section className={`min-w-0 rounded-xl border border-border bg-surface p-3 ${className}`}>
      <div
        role="tablist"
        aria-label={label}
        className="mb-3 inline-flex gap-1 rounded-xl border border-border bg-bg p-1"
      >
        {items.map((item, index) => {
          const isActive = item.key === active;
          return (
            <button
              key={item.key}
              id={`${id}-tab-${item.key}`}
              type="button"
              role="tab"
              aria-selected={isActive}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={isActive ? 0 : -1}
              onClick={() => setActive(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`flex min-h-9 items-center gap-2 rounded-lg px-4 text-sm font-semibold transition ${
                isActive ? 'bg-primary text-primary-fg' : 'text-muted hover:text-text'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          id={`${id}-panel-${item.key}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${item.key}`}
          hidden={item.key !== active}
          // Focusable, as the tabs pattern advises; it is also the sideways scroller of wide tables on phones.
          tabIndex={0}
          className="relative overflow-x-auto"
        >
          {item.panel(item.key === active)}
        </div>
      ))}
    </section>
  );
}
