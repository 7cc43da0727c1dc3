import type { MyTournament } from '@/contract/tournament.ts';

export type RowAction = 'trade' | 'creating' | 'practice' | 'none';

/**
 * What a row of My tournaments offers: "Trade now" for a ready account of a running tournament (live or
 * practice), a wait notice while it is created, and "Practice mode" for past tournaments.
 */
export function rowAction({ account }: Pick<MyTournament, 'account'>, isPast: boolean): RowAction {
  if (isPast) return account.mode === 'practice' && account.status === 'ready' ? 'trade' : 'practice';
  if (account.status === 'creating') return 'creating';
  if (account.status === 'ready') return 'trade';
  return 'none';
}
