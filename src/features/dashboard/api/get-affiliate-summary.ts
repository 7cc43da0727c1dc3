import type { AffiliateSummary } from '@/contract/affiliates.ts';
import { api } from '@/lib/api-client.ts';

/** The member's referral totals and five most recent referrals (GET /affiliates/summary). */
export const getAffiliateSummary = () => api<AffiliateSummary>('/affiliates/summary');
