import type { Transaction } from '@/contract/payments.ts';
import { api } from '@/lib/api-client.ts';

export const getTransaction = (id: string) =>
  api<Transaction>(`/payments/transactions/${encodeURIComponent(id)}`);
