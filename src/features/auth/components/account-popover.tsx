import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { Icon } from '@/components/ui/icon.tsx';
import { useSummons, type Summoned } from '@/components/ui/on-demand.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { authStore, levelName } from '../store.ts';
import { Avatar, AVATAR_BUTTON } from './avatar.tsx';

/** Header avatar with a popover holding Profile and Logout (spec section 2). */
export default function AccountPopover({ summons }: Summoned) {
  const { t } = useTranslation();
  const { user, levels } = useSnapshot(authStore);
  const buttonRef = useSummons<HTMLButtonElement>(summons);
  if (!user) return null;
  const itemClass =
    'flex min-h-10 items-center gap-3 rounded-md px-3 text-sm text-text hover:bg-surface-2 focus-visible:bg-surface-2';
  return (
    <Popover className="relative">
      <PopoverButton ref={buttonRef} aria-label={t('header.account')} className={AVATAR_BUTTON}>
        <Avatar user={user} />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 8 }}
        className="z-40 w-64 rounded-xl border border-border bg-surface p-2 shadow-xl"
      >
        {({ close }) => (
          <>
            <div className="border-b border-border px-3 pb-3 pt-1">
              <p className="truncate font-semibold">
                {user.firstname} {user.lastname}
              </p>
              <p className="truncate text-xs text-muted">
                {levelName(user, levels) ? `@${levelName(user, levels)}` : user.email}
              </p>
            </div>
            <div className="flex flex-col pt-2">
              <Link href={paths.profile()} className={itemClass} onClick={() => close()}>
                <Icon name="user" className="size-4" />
                {t('header.profile')}
              </Link>
              <Link href={paths.logout} className={itemClass} onClick={() => close()}>
                <Icon name="logout" className="size-4" />
                {t('header.logout')}
              </Link>
            </div>
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}
