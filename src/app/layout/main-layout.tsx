import { Dialog, DialogPanel } from '@headlessui/react';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Icon } from '@/components/ui/icon.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { preferences, toggleMenu } from '@/features/preferences/store.ts';
import { Header } from './header.tsx';
import { MenuContent, SideMenu } from './side-menu.tsx';

/** Collapsible side menu and header around every member screen; the menu is collapsed on /trade (spec section 2). */
export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const { isMenuCollapsed } = useSnapshot(preferences);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  // The trade screen starts collapsed whatever the saved choice; expanding it there is for that visit only.
  const isTrading = location.startsWith('/trade/');
  const [isTradeMenuOpen, setTradeMenuOpen] = useState(false);
  const isCollapsed = isTrading ? !isTradeMenuOpen : isMenuCollapsed;
  const toggle = isTrading ? () => setTradeMenuOpen((open) => !open) : toggleMenu;

  return (
    <div className="min-h-dvh">
      <SideMenu isCollapsed={isCollapsed} />
      <Dialog open={isDrawerOpen} onClose={() => setDrawerOpen(false)} className="relative z-40 md:hidden">
        <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
        <DialogPanel className="fixed inset-y-0 start-0 w-menu max-w-[85vw] border-e border-border bg-surface">
          <button
            type="button"
            className="absolute end-2 top-4 flex size-10 items-center justify-center rounded-lg text-muted hover:bg-surface-2"
            aria-label={t('menu.close')}
            onClick={() => setDrawerOpen(false)}
          >
            <Icon name="close" />
          </button>
          <MenuContent isCollapsed={false} onNavigate={() => setDrawerOpen(false)} />
        </DialogPanel>
      </Dialog>
      <div
        className={`flex min-h-dvh flex-col transition-[padding] ${isCollapsed ? 'md:ps-menu-collapsed' : 'md:ps-menu'}`}
      >
        <Header isCollapsed={isCollapsed} onToggleMenu={toggle} onOpenDrawer={() => setDrawerOpen(true)} />
        <main id="main" className="mx-auto w-full max-w-[1600px] flex-1 p-3 sm:p-5 lg:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
