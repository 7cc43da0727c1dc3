import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Icon } from '@/components/ui/icon.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { installPwa, pwaState } from '@/lib/pwa.ts';
import { headerIconButton as iconButton } from './header-button.ts';

/** Shown only when the browser offers installation and the app is not already running installed. */
export function InstallButton() {
  const { t } = useTranslation();
  const { deferredPrompt, isStandalone } = useSnapshot(pwaState);
  if (!deferredPrompt || isStandalone) return null;
  return (
    <button
      type="button"
      onClick={() => void installPwa()}
      className="flex h-10 items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold text-text hover:bg-surface-2"
    >
      <Icon name="download" className="size-4" />
      <span className="hidden sm:inline">{t('header.installPwa')}</span>
      <span className="sr-only sm:hidden">{t('header.installPwa')}</span>
    </button>
  );
}

export function FullscreenToggle() {
  const { t } = useTranslation();
  const [isFullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const toggle = () =>
    void (isFullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(
      () => undefined,
    );
  return (
    <button
      type="button"
      onClick={toggle}
      className={iconButton}
      aria-label={t(isFullscreen ? 'header.exitFullscreen' : 'header.fullscreen')}
      aria-pressed={isFullscreen}
    >
      <Icon name={isFullscreen ? 'shrink' : 'expand'} />
    </button>
  );
}
