import { useSnapshot } from 'valtio';
import { authStore } from '@/features/auth/store.ts';

/** The signed-in member's id: whose cached data and queued changes a screen reads (member screens only). */
export const useMemberId = () => useSnapshot(authStore).user?.id ?? '';
