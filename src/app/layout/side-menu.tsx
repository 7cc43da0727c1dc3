import { Link, useLocation } from 'wouter';
import { Icon } from '@/components/ui/icon.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { env } from '@/config/env.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { isCurrent, MENU, PROFILE_ENTRY, type MenuEntry } from './menu-entries.ts';

function Entry({
  entry,
  isCollapsed,
  isNested,
  onNavigate,
}: {
  entry: MenuEntry;
  isCollapsed: boolean;
  isNested?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const isExact = location === entry.href;
  const isActive = isCurrent(entry.href, location);
  const label = t(entry.key);
  return (
    <li>
      <Link
        href={entry.href}
        onClick={onNavigate}
        aria-current={isExact ? 'page' : undefined}
        title={isCollapsed ? label : undefined}
        className={`group flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition ${
          isCollapsed ? 'justify-center' : ''
        } ${isNested && !isCollapsed ? 'text-[0.8125rem]' : ''} ${
          isExact
            ? 'bg-primary text-primary-fg'
            : isActive
              ? 'bg-surface-2 text-text'
              : 'text-muted hover:bg-surface-2 hover:text-text'
        }`}
      >
        {isNested && !isCollapsed ? (
          <span className="flex size-5 shrink-0 items-center justify-center" aria-hidden="true">
            <span className="size-1.5 rounded-full bg-current opacity-60" />
          </span>
        ) : (
          <Icon name={entry.icon} className="size-5 shrink-0" />
        )}
        <span className={isCollapsed ? 'sr-only' : 'truncate'}>{label}</span>
      </Link>
    </li>
  );
}

/** The menu's content, shared by the fixed side menu (tablet and up) and the mobile drawer. */
export function MenuContent({ isCollapsed, onNavigate }: { isCollapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col gap-2 p-3">
      <div className={`flex h-14 items-center ${isCollapsed ? 'justify-center' : 'px-2'}`}>
        <Logo name={env.productName} isCompact={isCollapsed} />
      </div>
      <nav
        aria-label={t('menu.label')}
        className="flex min-h-0 flex-1 flex-col justify-between gap-2 overflow-y-auto"
      >
        <ul className="flex flex-col gap-1">
          {MENU.flatMap((entry) => [
            <Entry key={entry.key} entry={entry} isCollapsed={isCollapsed} onNavigate={onNavigate} />,
            ...(entry.children ?? []).map((child) => (
              <Entry
                key={child.key}
                entry={child}
                isCollapsed={isCollapsed}
                isNested
                onNavigate={onNavigate}
              />
            )),
          ])}
        </ul>
        <ul className="border-t border-border pt-2">
          <Entry entry={PROFILE_ENTRY} isCollapsed={isCollapsed} onNavigate={onNavigate} />
        </ul>
      </nav>
    </div>
  );
}

/** Fixed side menu: 290 px, 80 px collapsed, not shown below tablet width (spec section 9). */
export function SideMenu({ isCollapsed }: { isCollapsed: boolean }) {
  return (
    <aside
      className={`fixed inset-y-0 start-0 z-30 hidden border-e border-border bg-surface transition-[width] md:block ${
        isCollapsed ? 'w-menu-collapsed' : 'w-menu'
      }`}
    >
      <MenuContent isCollapsed={isCollapsed} />
    </aside>
  );
}
