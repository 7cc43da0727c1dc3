import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { preferences, toggleMenu } from '@/features/preferences/store.ts';
import { Header } from './header.tsx';
import { SideMenu } from './side-menu.tsx';

const Drawer = lazy(() => import('./drawer.tsx'));

/** Collapsible side menu and header around every member screen; the menu is collapsed on /trade (spec section 2). */
export function MainLayout({ children }: { children: ReactNode }) {
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
      {isDrawerOpen && (
        <Suspense fallback={null}>
          <Drawer onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
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
