import type { LeaderboardRow } from '../../contract.ts';

/** A player on a live board; profit in cents so equal amounts compare equal. */
export type BoardEntry = {
  accountId: string;
  userId: string;
  username: string;
  profileName: string;
  country: string | null;
  tradeCount: number;
  profitCents: number;
  createdAtMs: number;
};

type Slot = BoardEntry & { index: number; sent: string | null };

/** Past one change in this many players per pulse, the board is re-sorted once instead of walked. */
const RESORT_SHARE = 8;

/** DECISIONS.md section 5: profit descending, ties to the earlier account (then the id, so order is total). */
type Ordered = Pick<BoardEntry, 'accountId' | 'profitCents' | 'createdAtMs'>;
export const compareEntries = (a: Ordered, b: Ordered) =>
  b.profitCents - a.profitCents ||
  a.createdAtMs - b.createdAtMs ||
  (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0);

const toRow = (slot: Slot): LeaderboardRow => ({
  accountId: slot.accountId,
  userId: slot.userId,
  rank: slot.index + 1,
  username: slot.username,
  profileName: slot.profileName,
  country: slot.country,
  tradeCount: slot.tradeCount,
  totalProfit: slot.profitCents / 100,
  isPrizeEligible: slot.tradeCount > 0,
});

/** What a client has of a row: when it differs, the row goes into the next update. */
const shown = (slot: Slot) =>
  `${slot.index}|${slot.profitCents}|${slot.tradeCount}|${slot.profileName}|${slot.country ?? ''}`;

/**
 * A live leaderboard kept in rank order incrementally: changes are gathered between pulses, then each changed
 * player moves by swapping with neighbours until the order holds again (prices move a little per tick, so moves
 * are short), and only the rows whose shown values changed since the last flush are sent. No full sort per tick.
 */
export class LiveBoard {
  readonly #order: Slot[] = [];
  readonly #byAccount = new Map<string, Slot>();
  readonly #touched = new Set<Slot>();
  /** Changes since the last flush; past a share of the board they wait for one sort instead of walking. */
  #changes = 0;
  #isSortPending = false;
  readonly #removed = new Set<string>();

  /** Builds the board from a list in any order (one sort, at load). */
  constructor(entries: BoardEntry[] = []) {
    const slots: Slot[] = entries.map((entry) => ({ ...entry, index: 0, sent: null }));
    slots.sort(compareEntries);
    slots.forEach((slot, index) => {
      slot.index = index;
      slot.sent = shown(slot);
      this.#order.push(slot);
      this.#byAccount.set(slot.accountId, slot);
    });
  }

  get size() {
    return this.#order.length;
  }

  has(accountId: string) {
    return this.#byAccount.has(accountId);
  }

  /** Adds a player (or replaces one) and moves them to their place. */
  add(entry: BoardEntry) {
    const known = this.#byAccount.get(entry.accountId);
    if (known) return this.update(entry);
    const slot: Slot = { ...entry, index: this.#order.length, sent: null };
    this.#order.push(slot);
    this.#byAccount.set(slot.accountId, slot);
    this.#removed.delete(slot.accountId);
    this.#place(slot);
  }

  /** Changes a player on the board (fields left out keep their value); unknown players are ignored. */
  update(entry: Partial<BoardEntry> & Pick<BoardEntry, 'accountId'>) {
    const slot = this.#byAccount.get(entry.accountId);
    if (!slot) return;
    Object.assign(slot, entry);
    this.#place(slot);
  }

  remove(accountId: string) {
    const slot = this.#byAccount.get(accountId);
    if (!slot) return;
    this.#reorder();
    this.#order.splice(slot.index, 1);
    this.#byAccount.delete(accountId);
    this.#touched.delete(slot);
    for (let index = slot.index; index < this.#order.length; index += 1) {
      const moved = this.#order[index]!;
      moved.index = index;
      this.#touched.add(moved);
    }
    this.#removed.add(accountId);
  }

  /**
   * Puts a changed player in their place: a walk past their neighbours while changes are few (the rest of the board
   * is in order, so the walk is exact); once many players changed in one pulse, one sort of the nearly ordered board
   * (TimSort, close to linear on it) is cheaper than thousands of walks.
   */
  #place(slot: Slot) {
    this.#touched.add(slot);
    if (this.#isSortPending) return;
    this.#changes += 1;
    if (this.#changes > this.#order.length / RESORT_SHARE) this.#isSortPending = true;
    else this.#settle(slot);
  }

  #reorder() {
    this.#changes = 0;
    if (!this.#isSortPending) return;
    this.#isSortPending = false;
    this.#order.sort(compareEntries);
    this.#order.forEach((slot, index) => {
      if (slot.index !== index) this.#touched.add(slot);
      slot.index = index;
    });
  }

  /** Moves a slot towards the top or the bottom until both neighbours are in order. */
  #settle(slot: Slot) {
    const order = this.#order;
    while (slot.index > 0 && compareEntries(slot, order[slot.index - 1]!) < 0) this.#swap(slot.index - 1);
    while (slot.index < order.length - 1 && compareEntries(slot, order[slot.index + 1]!) > 0)
      this.#swap(slot.index);
  }

  #swap(upper: number) {
    const order = this.#order;
    const a = order[upper]!;
    const b = order[upper + 1]!;
    order[upper] = b;
    order[upper + 1] = a;
    b.index = upper;
    a.index = upper + 1;
    this.#touched.add(a);
    this.#touched.add(b);
  }

  /** The rows that changed since the last flush (in rank order) and the players who left. */
  flush(): { rows: LeaderboardRow[]; removed: string[] } {
    this.#reorder();
    const changed: Slot[] = [];
    for (const slot of this.#touched) {
      const now = shown(slot);
      if (now !== slot.sent) {
        slot.sent = now;
        changed.push(slot);
      }
    }
    this.#touched.clear();
    const removed = [...this.#removed];
    this.#removed.clear();
    changed.sort((a, b) => a.index - b.index);
    return { rows: changed.map(toRow), removed };
  }

  rows(): LeaderboardRow[] {
    this.#reorder();
    return this.#order.map(toRow);
  }

  /** The first `limit` rows, building only those (a top-100 need not build 10,000 rows). */
  top(limit: number): LeaderboardRow[] {
    this.#reorder();
    return this.#order.slice(0, limit).map(toRow);
  }

  row(accountId: string): LeaderboardRow | null {
    this.#reorder();
    const slot = this.#byAccount.get(accountId);
    return slot ? toRow(slot) : null;
  }
}
