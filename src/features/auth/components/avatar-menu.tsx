import { useSnapshot } from 'valtio';
import { OnDemand, StandInButton } from '@/components/ui/on-demand.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { authStore } from '../store.ts';
import { Avatar, AVATAR_BUTTON } from './avatar.tsx';

const loadPopover = () => import('./account-popover.tsx').then((module) => module.default);

/** Header avatar with Profile and Logout (spec section 2), fetched when the member reaches for it. */
export function AvatarMenu() {
  const { t } = useTranslation();
  const { user } = useSnapshot(authStore);
  if (!user) return null;
  return (
    <OnDemand
      load={loadPopover}
      props={{}}
      standIn={(intent) => (
        <StandInButton intent={intent} label={t('header.account')} className={AVATAR_BUTTON}>
          <Avatar user={user} />
        </StandInButton>
      )}
    />
  );
}
