import type { MyMasterTournament, MyTournament } from '@/contract/tournament.ts';
import { api } from '@/lib/api-client.ts';

/** The featured main tournament and where the member stands in it. */
export const getMyMasterTournament = () =>
  api<MyMasterTournament>('/tournaments/dashboard/myMasterTournament');

/** The member's running tournaments, best P&L first. */
export const getTopTournaments = () => api<MyTournament[]>('/tournaments/dashboard/myTournaments');
