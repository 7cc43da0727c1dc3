// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareEntries, LiveBoard, type BoardEntry } from '../../../server/src/domain/leaderboard/board.ts';
import { MirrorBoard } from '../../../server/src/domain/leaderboard/mirror.ts';
import { seededRandom } from '../../../server/src/domain/market/random-walk.ts';

const entry = (id: number, profitCents: number, tradeCount = 1): BoardEntry => ({
  accountId: `a${String(id).padStart(5, '0')}`,
  userId: `u${id}`,
  username: `Player ${id}`,
  profileName: `P${id}`,
  country: id % 2 ? 'DE' : 'AE',
  tradeCount,
  profitCents,
  createdAtMs: id,
});

/** What a client holds after the snapshot and every update since. */
function replay(snapshot: ReturnType<LiveBoard['rows']>, updates: Array<ReturnType<LiveBoard['flush']>>) {
  const rows = new Map(snapshot.map((row) => [row.accountId, row]));
  for (const update of updates) {
    for (const id of update.removed) rows.delete(id);
    for (const row of update.rows) rows.set(row.accountId, row);
  }
  return [...rows.values()].sort((a, b) => a.rank - b.rank);
}

describe('the live board', () => {
  it('ranks by profit, ties to the earlier account, and lists players without a trade as not prize-eligible', () => {
    const board = new LiveBoard([entry(3, 500), entry(1, 500), entry(2, 900), entry(4, 700, 0)]);
    expect(board.rows().map((row) => [row.accountId, row.rank, row.isPrizeEligible])).toEqual([
      ['a00002', 1, true],
      ['a00004', 2, false],
      ['a00001', 3, true],
      ['a00003', 4, true],
    ]);
  });

  it('sends only the rows whose rank or values changed', () => {
    const board = new LiveBoard([1, 2, 3, 4, 5].map((id) => entry(id, 1000 - id * 100)));
    board.update({ accountId: 'a00004', profitCents: 850 }); // from 4th to 2nd: 2nd and 3rd move down
    const { rows, removed } = board.flush();
    expect(rows.map((row) => [row.accountId, row.rank])).toEqual([
      ['a00004', 2],
      ['a00002', 3],
      ['a00003', 4],
    ]);
    expect(removed).toEqual([]);
    board.update({ accountId: 'a00004', profitCents: 850 });
    expect(board.flush().rows).toEqual([]);
  });

  it('stays in the order a full sort gives after thousands of random changes, and updates rebuild it exactly', () => {
    const random = seededRandom(42);
    const entries = Array.from({ length: 2_000 }, (_, id) => entry(id, Math.round((random() - 0.5) * 1e6)));
    const board = new LiveBoard(entries);
    const snapshot = board.rows();
    const current = new Map(entries.map((item) => [item.accountId, { ...item }]));
    const updates = [];
    for (let round = 0; round < 50; round += 1) {
      for (let change = 0; change < 200; change += 1) {
        const target = current.get(`a${String(Math.floor(random() * 2_000)).padStart(5, '0')}`);
        if (!target) continue; // the removed player: updates for them are ignored
        target.profitCents += Math.round((random() - 0.5) * 20_000);
        target.tradeCount += random() < 0.1 ? 1 : 0;
        board.update({
          accountId: target.accountId,
          profitCents: target.profitCents,
          tradeCount: target.tradeCount,
        });
      }
      if (round === 20) {
        board.remove('a00007');
        current.delete('a00007');
      }
      if (round === 30) {
        board.add(entry(5_000, 12_345));
        current.set('a05000', entry(5_000, 12_345));
      }
      updates.push(board.flush());
    }
    const expected = [...current.values()].sort(compareEntries).map((item) => item.accountId);
    expect(board.rows().map((row) => row.accountId)).toEqual(expected);
    expect(board.rows().every((row, index) => row.rank === index + 1)).toBe(true);
    expect(replay(snapshot, updates)).toEqual(board.rows());
    // Another process's mirror, fed the same snapshot and updates, answers every read as the board does.
    const mirror = new MirrorBoard(snapshot);
    for (const update of updates) mirror.apply(update.rows, update.removed);
    expect(mirror.rows()).toEqual(board.rows());
    expect(mirror.top(10)).toEqual(board.top(10));
    expect([mirror.size, mirror.row('a05000'), mirror.row('a00007')]).toEqual([
      board.size,
      board.row('a05000'),
      null,
    ]);
  });

  it('answers a player row, renames, and removals shift the ranks below', () => {
    const board = new LiveBoard([entry(1, 300), entry(2, 200), entry(3, 100)]);
    board.flush();
    board.update({ accountId: 'a00003', profileName: 'Renamed' });
    board.update({ accountId: 'nobody', profitCents: 1 });
    board.remove('a00001');
    const { rows, removed } = board.flush();
    expect(removed).toEqual(['a00001']);
    expect(rows.map((row) => [row.accountId, row.rank, row.profileName])).toEqual([
      ['a00002', 1, 'P2'],
      ['a00003', 2, 'Renamed'],
    ]);
    expect(board.row('a00003')).toMatchObject({ rank: 2, totalProfit: 1 });
    expect(board.size).toBe(2);
  });
});
