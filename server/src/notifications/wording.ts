import type { Db } from '../db/connect.ts';
import { fillPlaceholders, wordNotification, type Notification } from '../contract.ts';

const CACHE_MS = 60_000;
type Language = { strings: Record<string, string>; locale: string; at: number };

/**
 * Words a notification for Web Push in the member's language, from the translations in the database (what
 * operators may have reworded), English where a key is missing. Languages are cached for a minute.
 */
export function createWording(db: Db, now: () => number = Date.now) {
  const cache = new Map<string, Language>();

  async function language(isoCode: string): Promise<Language | undefined> {
    const cached = cache.get(isoCode);
    if (cached && now() - cached.at < CACHE_MS) return cached;
    const row = await db
      .selectFrom('translations')
      .select(['translations', 'localHelper'])
      .where('isoCode', '=', isoCode)
      .executeTakeFirst();
    if (!row) return undefined;
    const loaded = {
      strings: row.translations as Record<string, string>,
      locale: row.localHelper,
      at: now(),
    };
    cache.set(isoCode, loaded);
    return loaded;
  }

  return async (notification: Pick<Notification, 'kind' | 'params'>, isoCode: string) => {
    const english = await language('en');
    const chosen = (await language(isoCode)) ?? english;
    const translate = (key: string, params: Record<string, string | number>) =>
      fillPlaceholders(chosen?.strings[key] ?? english?.strings[key] ?? key, params);
    const currency = new Intl.NumberFormat(chosen?.locale ?? 'en', {
      style: 'currency',
      currency: 'USD',
      numberingSystem: 'latn',
    });
    return wordNotification(notification, translate, (amount) => currency.format(amount));
  };
}
