import { api } from '@/lib/api-client.ts';

/** DELETE /alliances/{id} (owner only). Online only. */
export const deleteAlliance = (id: string) =>
  api<void>(`/alliances/${encodeURIComponent(id)}`, { method: 'DELETE' });
