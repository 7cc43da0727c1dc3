import type { User } from '@/contract/user.ts';
import type { UserUpdateBody } from '@/contract/users.ts';
import { api } from '@/lib/api-client.ts';

/** Changes the member's own record; a new phone number is unverified until its code is entered. */
export const updateUser = (userId: string, body: UserUpdateBody) =>
  api<User>(`/users/${encodeURIComponent(userId)}`, { method: 'PATCH', body });
