import { api } from '@/lib/api-client.ts';

/** Revokes the session on the platform; the portal clears itself whether or not this reaches it. */
export const postLogout = () => api<void>('/auth/logout', { method: 'POST' });
