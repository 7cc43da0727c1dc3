import { useSnapshot } from 'valtio';
import { Icon } from '@/components/ui/icon.tsx';
import { OnDemand, StandInButton } from '@/components/ui/on-demand.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { preferences } from '../store.ts';

const loadPopover = () => import('./display-popover.tsx').then((module) => module.default);

/** The header's display settings (theme and night mode), fetched when the member reaches for them. */
export function DisplaySettings({ buttonClass }: { buttonClass: string }) {
  const { t } = useTranslation();
  const { theme } = useSnapshot(preferences);
  return (
    <OnDemand
      load={loadPopover}
      props={{ buttonClass }}
      standIn={(intent) => (
        <StandInButton intent={intent} label={t('display.title')} className={buttonClass}>
          <Icon name={theme === 'dark' ? 'moon' : 'sun'} />
        </StandInButton>
      )}
    />
  );
}
