import { proxy, subscribe } from 'valtio';
import { readStored, writeStored } from '@/lib/storage.ts';
import {
  DEFAULT_NIGHT_TIME,
  isValidNightTime,
  msUntilNextSwitch,
  themeAt,
  type NightTime,
  type Theme,
} from './night-mode.ts';

const KEY = 'preferences';

type Preferences = { theme: Theme; isNightMode: boolean; nightTime: NightTime; isMenuCollapsed: boolean };

const DEFAULTS: Preferences = {
  theme: 'dark',
  isNightMode: false,
  nightTime: { ...DEFAULT_NIGHT_TIME },
  isMenuCollapsed: false,
};

const isPreferences = (value: unknown): value is Preferences =>
  typeof value === 'object' &&
  value !== null &&
  ['dark', 'light'].includes((value as Preferences).theme) &&
  typeof (value as Preferences).isNightMode === 'boolean' &&
  isValidNightTime((value as Preferences).nightTime);

/** Theme (dark by default, saved), night mode and the side menu (spec section 4). */
export const preferences = proxy<Preferences>({ ...DEFAULTS, ...readStored(KEY, DEFAULTS, isPreferences) });

const THEME_COLOURS: Record<Theme, string> = { dark: '#0b0f17', light: '#f4f6fb' };

function paint(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOURS[theme]);
}

export function setTheme(theme: Theme) {
  preferences.theme = theme;
  preferences.isNightMode = false;
}

export function setNightMode(isNightMode: boolean, nightTime: NightTime = preferences.nightTime) {
  preferences.nightTime = { ...nightTime };
  preferences.isNightMode = isNightMode;
  if (isNightMode) preferences.theme = themeAt(new Date(), nightTime);
}

export const toggleMenu = () => {
  preferences.isMenuCollapsed = !preferences.isMenuCollapsed;
};

let nightTimer: ReturnType<typeof setTimeout> | undefined;

/** While night mode is on, the theme follows the window every day, also while the app stays open. */
function scheduleNightMode(now: () => Date) {
  clearTimeout(nightTimer);
  if (!preferences.isNightMode) return;
  preferences.theme = themeAt(now(), preferences.nightTime);
  nightTimer = setTimeout(() => scheduleNightMode(now), msUntilNextSwitch(now(), preferences.nightTime) + 50);
}

export function initPreferences(now: () => Date = () => new Date()) {
  paint(preferences.theme);
  scheduleNightMode(now);
  let lastNightKey = '';
  return subscribe(preferences, () => {
    writeStored(KEY, preferences);
    paint(preferences.theme);
    const nightKey = JSON.stringify([preferences.isNightMode, preferences.nightTime]);
    if (nightKey !== lastNightKey) {
      lastNightKey = nightKey;
      scheduleNightMode(now);
    }
  });
}
