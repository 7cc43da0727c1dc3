import type { LeaderboardRow } from '../../contract.ts';

/**
 * A live board as another process computes it (issue 12): built from the leader's snapshot and kept by applying
 * its updates, exactly as a client does, so a follower answers board reads without computing anything.
 */
export class MirrorBoard {
  readonly #byAccount = new Map<string, LeaderboardRow>();
  #ordered: LeaderboardRow[] | null = null;

  constructor(rows: readonly LeaderboardRow[]) {
    this.apply(rows, []);
  }

  get size() {
    return this.#byAccount.size;
  }

  /** An update's changed rows (each whole, with its rank) and the players who left. */
  apply(rows: readonly LeaderboardRow[], removed: readonly string[]) {
    for (const accountId of removed) this.#byAccount.delete(accountId);
    for (const row of rows) this.#byAccount.set(row.accountId, row);
    this.#ordered = null;
  }

  rows(): LeaderboardRow[] {
    this.#ordered ??= [...this.#byAccount.values()].sort((a, b) => a.rank - b.rank);
    return this.#ordered;
  }

  top(limit: number): LeaderboardRow[] {
    return this.rows().slice(0, limit);
  }

  row(accountId: string): LeaderboardRow | null {
    return this.#byAccount.get(accountId) ?? null;
  }
}
