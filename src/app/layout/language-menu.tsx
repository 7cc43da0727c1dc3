import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useSnapshot } from 'valtio';
import { useSummons, type Summoned } from '@/components/ui/on-demand.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { i18nState, setLanguage, useTranslation } from '@/lib/i18n.ts';
import { notifyError } from '@/lib/notifications.ts';
import { headerIconButton } from './header-button.ts';

/** The header's language menu: English always, then every language the platform (or the offline copy) lists. */
export default function LanguageMenu({ summons }: Summoned) {
  const { t, language } = useTranslation();
  const buttonRef = useSummons<HTMLButtonElement>(summons);
  const { languages } = useSnapshot(i18nState);
  const choose = (isoCode: string) =>
    void setLanguage(isoCode).catch(() => notifyError(t('header.languageUnavailable')));
  return (
    <Menu as="div" className="relative">
      <MenuButton ref={buttonRef} aria-label={t('header.language')} className={headerIconButton}>
        <Icon name="globe" />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8 }}
        className="z-40 w-48 rounded-xl border border-border bg-surface p-2 shadow-xl focus:outline-none"
      >
        {languages.map((item) => (
          <MenuItem key={item.isoCode}>
            <button
              type="button"
              lang={item.isoCode}
              dir={item.isRtl ? 'rtl' : 'ltr'}
              aria-current={item.isoCode === language ? 'true' : undefined}
              onClick={() => choose(item.isoCode)}
              className="flex min-h-10 w-full items-center justify-between gap-3 rounded-md px-3 text-start text-sm text-text data-[focus]:bg-surface-2"
            >
              {item.name}
              {item.isoCode === language && <Icon name="check" className="size-4 text-primary" />}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
