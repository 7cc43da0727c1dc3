import { localizeMessage } from '../contract/platform-messages.ts';
import en from '../locales/en.json';

type Params = Record<string, string | number>;
type Translation = {
  isoCode: string;
  isRtl: boolean;
  localHelper: string;
  translations: Record<string, string>;
};

const ENGLISH: Readonly<Record<string, string>> = en.translations;
let strings: Readonly<Record<string, string>> = ENGLISH;
let locale = en.localHelper;

/** Language codes only ("fr", "pt-BR"): the value comes from the URL and ends up in a fetch path. */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

/** The translated string with {{name}} placeholders filled; a key missing in the language falls back to English. */
export function t(key: string, params?: Params): string {
  const template = strings[key] ?? ENGLISH[key] ?? key;
  if (!params) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** A platform message (TRADING_MESSAGES and the other catalogues) in the member's language; other text as is. */
export const localize = (message: string) => localizeMessage(message, (key) => t(key));

/** The Intl locale of the language (its `localHelper`, "en-GB" for English). */
export const getLocale = () => locale;

/**
 * Loads another language from the static /locales/<iso>.json the build emits (and the service worker precaches).
 * Any failure keeps English: a terminal in English beats no terminal.
 */
export async function loadLanguage(isoCode: string): Promise<void> {
  if (isoCode === 'en' || !LANGUAGE_CODE.test(isoCode)) return;
  try {
    const response = await fetch(`/locales/${isoCode}.json`);
    if (!response.ok) return;
    const translation = (await response.json()) as Translation;
    strings = { ...ENGLISH, ...translation.translations };
    if (translation.localHelper) locale = translation.localHelper;
  } catch {
    // Offline without the language cached: English stays.
  }
}
