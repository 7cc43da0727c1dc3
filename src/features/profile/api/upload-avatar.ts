import type { User } from '@/contract/user.ts';
import { api } from '@/lib/api-client.ts';

type Uploaded = { id: string };

/**
 * POST /files/upload (entity user), then PATCH /users/{id} with the new file (spec section 7). Uploads are never
 * queued: offline they need a connection.
 */
export async function uploadAvatar(userId: string, file: File): Promise<User> {
  const form = new FormData();
  form.append('entity', 'user');
  form.append('entityId', userId);
  form.append('file', file);
  const uploaded = await api<Uploaded>('/files/upload', { method: 'POST', body: form });
  return api<User>(`/users/${encodeURIComponent(userId)}`, { method: 'PATCH', body: { image: uploaded.id } });
}
