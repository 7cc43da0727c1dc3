import type { IconName } from '@/components/ui/icon.tsx';
import { paths } from '@/config/paths.ts';

export type MenuEntry = { key: string; href: string; icon: IconName; children?: MenuEntry[] };

/** The side menu of spec section 2, in its order; My Profile sits apart at the bottom. */
export const MENU: MenuEntry[] = [
  { key: 'menu.dashboard', href: paths.dashboard, icon: 'dashboard' },
  {
    key: 'menu.tournaments',
    href: paths.tournaments(),
    icon: 'trophy',
    children: [
      { key: 'menu.main', href: paths.tournaments('master'), icon: 'star' },
      { key: 'menu.mini', href: paths.tournaments('mini'), icon: 'bolt' },
      { key: 'menu.play2earn', href: paths.tournaments('play2earn'), icon: 'coins' },
    ],
  },
  { key: 'menu.myTournaments', href: paths.myTournaments, icon: 'briefcase' },
  { key: 'menu.leaderBoard', href: paths.leaderBoard(), icon: 'chart' },
  { key: 'menu.affiliateLeaderBoard', href: paths.affiliateLeaderBoard, icon: 'users' },
  { key: 'menu.alliances', href: paths.alliances(), icon: 'shield' },
];

export const PROFILE_ENTRY: MenuEntry = { key: 'menu.myProfile', href: paths.profile(), icon: 'user' };

/** An entry is current on its own path and below it (the dashboard only on "/"). */
export const isCurrent = (href: string, location: string) =>
  href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
