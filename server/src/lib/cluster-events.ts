import type {
  Candle,
  LeaderboardSnapshot,
  PriceQuote,
  TournamentEventKind,
  TournamentEventPayloads,
} from '../contract.ts';

/** What the market leader sends a follower that starts or asks: the latest quotes and the candles behind them. */
export type MarketState = { quotes: PriceQuote[]; candles: Record<string, Candle[]> };

/**
 * Messages between platform processes (socket.io's server-side events, through Redis; issue 12). The leader
 * runs the market and the boards and tells the others; the others ask it for what they lack.
 */
export type ClusterEvents = {
  /** From the leader, every tick: the quotes that changed. */
  quotes: (quotes: PriceQuote[]) => void;
  /** From the leader when elected or asked: the whole market. */
  market: (state: MarketState) => void;
  /** From the leader when elected, a board opens, or asked: whole live boards with their sequence numbers. */
  boards: (snapshots: LeaderboardSnapshot[]) => void;
  /** From a follower that starts: send me the market and the boards. */
  stateWanted: () => void;
  /** From the leader: a tournament event it numbered; every process sends it to its own subscribers. */
  tournamentEvent: (kind: TournamentEventKind, event: TournamentEventPayloads[TournamentEventKind]) => void;
  /** From a follower: a tournament event for the leader to number and send (a pool price after an entry). */
  emitWanted: (kind: TournamentEventKind, tournamentId: string, payload: object) => void;
  /** From a follower: a trading profile renamed, for the leader's live board. */
  renamed: (tournamentId: string, accountId: string, profileName: string) => void;
};
