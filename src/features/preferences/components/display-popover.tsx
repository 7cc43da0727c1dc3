import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { useSummons, type Summoned } from '@/components/ui/on-demand.tsx';
import { SegmentedControl } from '@/components/ui/segmented-control.tsx';
import { inputClass } from '@/components/ui/text-field.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { fromClock, toClock, type NightTime, type Theme } from '../night-mode.ts';
import { preferences, setNightMode, setTheme } from '../store.ts';

/**
 * The header's display settings (spec sections 3 and 4): dark or light, and night mode, which goes dark at its
 * start time and light at its end time every day. Choosing a theme by hand turns night mode off.
 */
export default function DisplayPopover({ buttonClass, summons }: { buttonClass: string } & Summoned) {
  const { t } = useTranslation();
  const buttonRef = useSummons<HTMLButtonElement>(summons);
  const { theme, isNightMode, nightTime } = useSnapshot(preferences);
  const id = useId();
  const setTime = (edge: keyof NightTime, value: string) => {
    const ms = fromClock(value);
    if (ms !== null) setNightMode(true, { ...nightTime, [edge]: ms });
  };
  return (
    <Popover className="relative">
      <PopoverButton ref={buttonRef} aria-label={t('display.title')} className={buttonClass}>
        <Icon name={theme === 'dark' ? 'moon' : 'sun'} />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 8 }}
        className="z-40 flex w-72 flex-col gap-4 rounded-xl border border-border bg-surface p-4 shadow-xl focus:outline-none"
      >
        <h2 className="text-sm font-bold">{t('display.title')}</h2>
        <SegmentedControl<Theme>
          legend={t('display.theme')}
          name="theme"
          options={[
            { value: 'dark', label: t('display.dark') },
            { value: 'light', label: t('display.light') },
          ]}
          value={theme}
          onChange={setTheme}
        />
        <div>
          <Checkbox
            checked={isNightMode}
            onChange={(event) => setNightMode(event.target.checked)}
            aria-describedby={`${id}-night-hint`}
            label={<span className="font-semibold">{t('display.nightMode')}</span>}
          />
          <p id={`${id}-night-hint`} className="mt-1 ps-6.5 text-xs text-muted">
            {t('display.nightModeHint')}
          </p>
        </div>
        {isNightMode && (
          <div className="grid gap-3">
            {(['start', 'end'] as const).map((edge) => (
              <div key={edge} className="flex flex-col gap-1.5">
                <label htmlFor={`${id}-${edge}`} className="text-xs font-semibold text-muted">
                  {t(edge === 'start' ? 'display.darkFrom' : 'display.lightFrom')}
                </label>
                <input
                  id={`${id}-${edge}`}
                  type="time"
                  required
                  dir="ltr"
                  value={toClock(nightTime[edge])}
                  onChange={(event) => setTime(edge, event.target.value)}
                  className={inputClass}
                />
              </div>
            ))}
          </div>
        )}
      </PopoverPanel>
    </Popover>
  );
}
