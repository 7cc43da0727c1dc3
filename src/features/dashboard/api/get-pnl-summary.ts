import type { PnlSummary } from '@/contract/affiliates.ts';
import { api } from '@/lib/api-client.ts';

/** The member's P&L across their running, ranked entries (GET /tournaments/dashboard/pnlSummary). */
export const getPnlSummary = () => api<PnlSummary>('/tournaments/dashboard/pnlSummary');
