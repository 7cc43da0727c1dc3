import { Type, type Static } from '@sinclair/typebox';

export const TournamentType = Type.Union([
  Type.Literal('master_tournament'),
  Type.Literal('mini_tournament'),
  Type.Literal('play_2_earn'),
]);
export type TournamentType = Static<typeof TournamentType>;

/** Search result of spec section 3. */
export const SearchResult = Type.Object({
  id: Type.String(),
  title: Type.String(),
  tournamentType: TournamentType,
});
export type SearchResult = Static<typeof SearchResult>;
