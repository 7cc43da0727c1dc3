import { Icon } from '@/components/ui/icon.tsx';
import { OnDemand, StandInButton } from '@/components/ui/on-demand.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { headerIconButton } from './header-button.ts';

const loadMenu = () => import('./language-menu.tsx').then((module) => module.default);

/** The header's language menu, fetched when the member reaches for it. */
export function LanguagePicker() {
  const { t } = useTranslation();
  return (
    <OnDemand
      load={loadMenu}
      props={{}}
      standIn={(intent) => (
        <StandInButton intent={intent} label={t('header.language')} popup="menu" className={headerIconButton}>
          <Icon name="globe" />
        </StandInButton>
      )}
    />
  );
}
