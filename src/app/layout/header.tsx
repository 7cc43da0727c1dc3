import { useTranslation } from '@/lib/i18n.ts';
import { AvatarMenu } from '@/features/auth/components/avatar-menu.tsx';
import { SearchBox } from '@/features/tournaments/components/search-box.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { DisplaySettings } from '@/features/preferences/components/display-settings.tsx';
import { NotificationCenter } from '@/features/notifications/components/notification-center.tsx';
import { useMemberId } from '../use-member-id.ts';
import { FullscreenToggle, InstallButton } from './header-actions.tsx';
import { headerIconButton } from './header-button.ts';
import { LanguagePicker } from './language-picker.tsx';
import { NetworkStatus } from './network-status.tsx';

type Props = { isCollapsed: boolean; onToggleMenu: () => void; onOpenDrawer: () => void };

/** Header of spec section 2: menu control, tournament search (tablet and up), language, display, fullscreen,
 * install, notifications, avatar. */
export function Header({ isCollapsed, onToggleMenu, onOpenDrawer }: Props) {
  const { t } = useTranslation();
  const memberId = useMemberId();
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-border bg-bg/90 px-3 backdrop-blur sm:px-5">
      <button
        type="button"
        className={`${headerIconButton} md:hidden`}
        aria-label={t('menu.open')}
        onClick={onOpenDrawer}
      >
        <Icon name="menu" />
      </button>
      <button
        type="button"
        className={`${headerIconButton} hidden md:flex`}
        aria-label={t(isCollapsed ? 'menu.expand' : 'menu.collapse')}
        aria-expanded={!isCollapsed}
        onClick={onToggleMenu}
      >
        <Icon name={isCollapsed ? 'chevronRight' : 'chevronLeft'} className="size-5 rtl:-scale-x-100" />
      </button>
      <div className="hidden flex-1 md:block">
        <SearchBox />
      </div>
      <div className="ms-auto flex items-center gap-1.5 sm:gap-2">
        <NetworkStatus />
        <InstallButton />
        <LanguagePicker />
        <DisplaySettings buttonClass={headerIconButton} />
        <FullscreenToggle />
        <NotificationCenter ownerId={memberId} buttonClass={headerIconButton} />
        <AvatarMenu />
      </div>
    </header>
  );
}
