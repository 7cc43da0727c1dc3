import type { TradeAccount } from '@/contract/tournament.ts';
import { api } from '@/lib/api-client.ts';

export const getTradeProfiles = () => api<TradeAccount[]>('/trade-profiles');
