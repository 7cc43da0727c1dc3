import type { Purchase } from '@/contract/payments.ts';
import { api } from '@/lib/api-client.ts';

export const getPurchaseHistory = () => api<Purchase[]>('/payments/purchase-history');
