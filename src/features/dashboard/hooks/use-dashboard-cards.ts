import type { AffiliateSummary, PnlSummary } from '@/contract/affiliates.ts';
import { useCachedResource } from '@/lib/cached-resource.ts';
import { getAffiliateSummary } from '../api/get-affiliate-summary.ts';
import { getPnlSummary } from '../api/get-pnl-summary.ts';

/** Each card reads its own cache entry, so one failing request never blanks the others. */
export const usePnlSummary = (ownerId: string) =>
  useCachedResource<PnlSummary>('dashboard:pnl', ownerId, getPnlSummary);

export const useAffiliateSummary = (ownerId: string) =>
  useCachedResource<AffiliateSummary>('dashboard:affiliates', ownerId, getAffiliateSummary);
