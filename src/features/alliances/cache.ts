import type { Alliance, AllianceDetail, AlliancePage } from '@/contract/alliances.ts';
import { db, type CacheUndo } from '@/lib/db.ts';

/** The cache entries of alliances (DECISIONS.md section 6): lists, one page per alliance, the group rank. */
export const allianceKeys = {
  mine: 'alliances:list:mine',
  all: (page: number, search: string) => `alliances:list:all:${page}:${search}`,
  detail: (id: string) => `alliances:detail:${id}`,
  ranking: 'alliances:ranking',
} as const;

const LIST_PREFIX = 'alliances:list:';

/** The summary lists hold: an alliance's page without its members. */
export function summaryOf(alliance: Alliance | AllianceDetail): Alliance {
  if (!('members' in alliance)) return alliance;
  const { members: _, ...summary } = alliance;
  return summary;
}

/** `mine` holds what the member owns, belongs to or asked to join (as the platform's `scope=mine`). */
const isListedAsMine = (alliance: Alliance) =>
  alliance.isOwner || alliance.myStatus === 'accepted' || alliance.myStatus === 'pending';

/**
 * A cached list page with the alliance as it now stands (`undefined`: it is gone): replaced where listed, taken
 * out of `mine` once the member is no longer in it, put into `mine` when they join. Answers the same page when
 * nothing changes.
 */
export function pageWith(page: AlliancePage, id: string, alliance: Alliance | undefined, isMine: boolean) {
  const isListed = page.results.some((item) => item.id === id);
  const belongs = alliance !== undefined && (!isMine || isListedAsMine(alliance));
  if (!belongs)
    return isListed
      ? {
          ...page,
          results: page.results.filter((item) => item.id !== id),
          totalResults: Math.max(0, page.totalResults - 1),
        }
      : page;
  if (isListed) return { ...page, results: page.results.map((item) => (item.id === id ? alliance : item)) };
  if (!isMine) return page;
  // The platform lists owned alliances first.
  const results = alliance.isOwner ? [alliance, ...page.results] : [...page.results, alliance];
  return { ...page, results, totalResults: page.totalResults + 1 };
}

type Update = {
  /** The alliance as lists show it, from a list's own copy (undefined where the list lacks it). */
  summary: (listed: Alliance | undefined) => Alliance | undefined;
  /** The alliance's page, from the cached one (undefined when none is cached); undefined removes it. */
  detail: (cached: AllianceDetail | undefined) => AllianceDetail | undefined;
  /** When the data was fetched: kept for an optimistic change, now for the platform's answer. */
  updatedAt?: number;
};

/**
 * Writes one alliance's new state into every cached list and its page, and answers how to undo it. Call it inside
 * a transaction over `resources` (the outbox's, or `writeAlliance`'s).
 */
export async function updateCachedAlliance(
  ownerId: string,
  id: string,
  update: Update,
): Promise<CacheUndo[]> {
  const undo: CacheUndo[] = [];
  const entries = await db.resources.where('ownerId').equals(ownerId).toArray();
  for (const entry of entries) {
    if (!entry.key.startsWith(LIST_PREFIX)) continue;
    const page = entry.data as AlliancePage;
    const isMine = entry.key === allianceKeys.mine;
    const listed = page.results.find((item) => item.id === id);
    if (!listed && !isMine) continue;
    const next = pageWith(page, id, update.summary(listed), isMine);
    if (next === page) continue;
    await db.resources.put({ ...entry, data: next });
    undo.push({ table: 'resources', key: entry.key, previous: entry });
  }
  const key = allianceKeys.detail(id);
  const cached = entries.find((entry) => entry.key === key);
  const detail = update.detail(cached?.data as AllianceDetail | undefined);
  if (detail) {
    await db.resources.put({
      key,
      ownerId,
      data: detail,
      updatedAt: update.updatedAt ?? cached?.updatedAt ?? 0,
    });
    undo.push({ table: 'resources', key, previous: cached });
  } else if (cached) {
    await db.resources.delete(key);
    undo.push({ table: 'resources', key, previous: cached });
  }
  return undo;
}

/** The platform's answer about an alliance, written everywhere it is cached. */
export const writeAlliance = (ownerId: string, answer: AllianceDetail) =>
  db.transaction('rw', db.resources, () =>
    updateCachedAlliance(ownerId, answer.id, {
      summary: () => summaryOf(answer),
      detail: () => answer,
      updatedAt: Date.now(),
    }),
  );

/** A deleted alliance leaves every cached list and its page. */
export const forgetAlliance = (ownerId: string, id: string) =>
  db.transaction('rw', db.resources, () =>
    updateCachedAlliance(ownerId, id, { summary: () => undefined, detail: () => undefined }),
  );
