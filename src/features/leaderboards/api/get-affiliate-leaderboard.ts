import type { AffiliateLeaderboard } from '@/contract/leaderboards.ts';
import { api } from '@/lib/api-client.ts';

/** The top 100 referrers, and the member's own row wherever it ranks. */
export const getAffiliateLeaderboard = () => api<AffiliateLeaderboard>('/affiliates/leaderBoard');
