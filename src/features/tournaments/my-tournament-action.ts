import type { MyTournament } from '@/contract/tournament.ts';
import { hasStarted, isPracticeOpen } from './display-state.ts';

export type RowAction = 'trade' | 'creating' | 'practice' | 'none';

/**
 * What a row of My tournaments offers (spec section 2: "trade now or practice mode"): "Trade now" on a ready
 * account that can trade (a live entry once its tournament has started, a practice account until it ends), a wait
 * notice while an account is created, and "Practice mode" on a live entry that cannot trade yet or any more, while
 * practice is open.
 */
export function rowAction(
  { account, tournament }: Pick<MyTournament, 'account' | 'tournament'>,
  now: number,
): RowAction {
  if (account.status === 'creating') return 'creating';
  if (account.mode === 'practice') return account.status === 'ready' ? 'trade' : 'none';
  if (account.status === 'ready' && hasStarted(tournament, now)) return 'trade';
  return isPracticeOpen(tournament, now) ? 'practice' : 'none';
}
