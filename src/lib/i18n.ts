import rosetta from 'rosetta';
import { proxy, useSnapshot } from 'valtio';
import { localizeMessage } from '@/contract/platform-messages.ts';
import type { Translation, TranslationSummary } from '@/contract/translation.ts';
import { api } from './api-client.ts';
import { readStored, writeStored } from './storage.ts';

export const DEFAULT_LANGUAGE = 'en';
const LANGUAGE_KEY = 'language';
const ENGLISH: TranslationSummary = {
  id: 'en',
  isoCode: 'en',
  name: 'English',
  flagCode: 'gb',
  isRtl: false,
  localHelper: 'en-GB',
};

type Params = Record<string, string | number>;
const dictionary = rosetta<Record<string, string>>({});
dictionary.locale(DEFAULT_LANGUAGE);

export const i18nState = proxy({
  language: DEFAULT_LANGUAGE,
  locale: ENGLISH.localHelper,
  dir: 'ltr' as 'ltr' | 'rtl',
  /** English is always in the list (spec section 3). */
  languages: [ENGLISH] as TranslationSummary[],
});

/** Adds a language's strings (English's as well, which the tests load straight from the source file). */
export const addTranslation = ({ isoCode, translations }: Pick<Translation, 'isoCode' | 'translations'>) =>
  dictionary.set(isoCode, translations);

/** Flat keys may contain dots, so they are passed as a one-element path; a missing key falls back to English. */
export function t(key: string, params?: Params): string {
  return dictionary.t([key], params) || dictionary.t([key], params, DEFAULT_LANGUAGE) || key;
}

/** A platform message (the contract's catalogues) in the member's language; any other text as it came. */
export const localize = (message: string) => localizeMessage(message, (key) => t(key));

/** Re-renders the calling component when the language changes. */
export function useTranslation() {
  const { language, dir, locale } = useSnapshot(i18nState);
  return { t, language, dir, locale };
}

async function fetchStatic(isoCode: string): Promise<Translation> {
  const response = await fetch(`/locales/${encodeURIComponent(isoCode)}.json`);
  if (!response.ok) throw new Error(`Language ${isoCode} is not available offline`);
  return (await response.json()) as Translation;
}

async function fetchTranslation(isoCode: string): Promise<Translation> {
  try {
    return await api<Translation>('/translation', { query: { isoCode } });
  } catch {
    // Offline or the platform is down: the service worker has every language precached as a static file.
    return fetchStatic(isoCode);
  }
}

/** The platform's list, else the precached list of the built-in languages (offline). */
async function fetchLanguages(): Promise<TranslationSummary[]> {
  try {
    return await api<TranslationSummary[]>('/translation/all');
  } catch {
    const response = await fetch('/locales/index.json');
    if (!response.ok) throw new Error('The language list is not available offline');
    return (await response.json()) as TranslationSummary[];
  }
}

function apply(translation: Pick<Translation, 'isoCode' | 'isRtl' | 'localHelper'>) {
  dictionary.locale(translation.isoCode);
  i18nState.language = translation.isoCode;
  i18nState.locale = translation.localHelper;
  i18nState.dir = translation.isRtl ? 'rtl' : 'ltr';
  document.documentElement.lang = translation.isoCode;
  document.documentElement.dir = i18nState.dir;
}

/** Loads and switches to a language; the choice is saved (spec section 4). English is loaded at start. */
export async function setLanguage(isoCode: string): Promise<void> {
  writeStored(LANGUAGE_KEY, isoCode);
  if (isoCode === DEFAULT_LANGUAGE) return apply(ENGLISH);
  const translation = await fetchTranslation(isoCode);
  addTranslation(translation);
  apply(translation);
}

/** The stored language, else English; a language that fails to load leaves English in place. */
export async function initI18n(): Promise<void> {
  const stored = readStored(
    LANGUAGE_KEY,
    DEFAULT_LANGUAGE,
    (value): value is string => typeof value === 'string',
  );
  // English, every key's fallback, is the precached static file like every other built-in language (index.html
  // preloads it beside the code): its 800-odd strings are data fetched once, not script parsed on every start.
  const english = await fetchStatic(DEFAULT_LANGUAGE);
  addTranslation(english);
  apply(english);
  if (stored !== DEFAULT_LANGUAGE)
    await setLanguage(stored).catch(() => writeStored(LANGUAGE_KEY, DEFAULT_LANGUAGE));
  void fetchLanguages()
    .then((list) => {
      i18nState.languages = [ENGLISH, ...list.filter((item) => item.isoCode !== DEFAULT_LANGUAGE)];
    })
    .catch(() => undefined);
}

/** Page titles read `Screen | TradeArena` (DECISIONS.md section 1). */
export const pageTitle = (screen: string, productName: string) =>
  screen ? `${screen} | ${productName}` : productName;

/**
 * Wraps text that always reads left to right (an email, a phone number) in a Unicode isolate, so that inside an
 * Arabic sentence it keeps its order instead of being reshuffled by the bidirectional algorithm.
 */
export const ltr = (text: string) => `\u2066${text}\u2069`;
