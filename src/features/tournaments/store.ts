import { proxy } from 'valtio';

export type LivePool = { poolPrice: number; seq: number; receivedAt: number };

/** What the socket told us since the screen's data was fetched: the newest pool per tournament, closings. */
export const liveTournaments = proxy({
  pools: {} as Record<string, LivePool>,
  closedAt: {} as Record<string, string>,
});

/** Keeps the newest pool price; an event older than the one held (a late or replayed one) is dropped. */
export function applyPoolPrice(tournamentId: string, poolPrice: number, seq: number, now = Date.now()) {
  const held = liveTournaments.pools[tournamentId];
  if (held && held.seq >= seq) return;
  liveTournaments.pools[tournamentId] = { poolPrice, seq, receivedAt: now };
}

export function markClosed(tournamentId: string, closedAt: string) {
  liveTournaments.closedAt[tournamentId] = closedAt;
}

/** The pool to show: the live one when it arrived after the fetched data, else the fetched one. */
export const pickPool = (live: LivePool | undefined, fetched: number, fetchedAt: number | undefined) =>
  live && (fetchedAt === undefined || live.receivedAt > fetchedAt) ? live.poolPrice : fetched;
