import type { ReferralPage } from '@/contract/affiliates.ts';
import { api } from '@/lib/api-client.ts';

export const REFERRALS_PAGE_SIZE = 20;

/** One page of everyone the member referred (GET /affiliates/referrals). */
export const getReferrals = (page: number) =>
  api<ReferralPage>('/affiliates/referrals', { query: { page, limit: REFERRALS_PAGE_SIZE } });
