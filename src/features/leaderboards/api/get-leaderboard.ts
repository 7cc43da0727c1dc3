import type { LeaderboardSnapshot } from '@/contract/realtime.ts';
import { api } from '@/lib/api-client.ts';

/** Every player of one board in rank order (the same snapshot the socket sends). */
export const getLeaderboard = (id: string) =>
  api<LeaderboardSnapshot>(`/tournaments/leaderBoard/${encodeURIComponent(id)}`);
