import type { TournamentType } from '@/contract/tournament.ts';
import type { TournamentSlug } from '@/config/paths.ts';

/** Route slug of each tournament type (Main is the master tournament). */
export const SLUG_OF_TYPE: Record<TournamentType, TournamentSlug> = {
  master_tournament: 'master',
  mini_tournament: 'mini',
  play_2_earn: 'play2earn',
};

export const TYPE_OF_SLUG: Record<TournamentSlug, TournamentType> = {
  master: 'master_tournament',
  mini: 'mini_tournament',
  play2earn: 'play_2_earn',
};
