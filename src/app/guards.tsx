import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useSnapshot } from 'valtio';
import { paths } from '@/config/paths.ts';
import { authStore } from '@/features/auth/store.ts';

/** Auth routes are for visitors only: a signed-in member goes to the dashboard (spec section 2). */
export function GuestGuard({ children }: { children: ReactNode }) {
  const { token } = useSnapshot(authStore);
  return token ? <Redirect to={paths.dashboard} replace /> : children;
}
