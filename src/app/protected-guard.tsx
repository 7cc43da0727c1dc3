import { useEffect, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { t } from '@/lib/i18n.ts';
import { authStore } from '@/features/auth/store.ts';
import { loadUser } from '@/features/auth/session.ts';

const hasCompleteProfile = (user: {
  phone: string | null;
  phonePrefix: string | null;
  isPhoneVerified: boolean;
}) => Boolean(user.phone && user.phonePrefix && user.isPhoneVerified);

/**
 * Member routes: no token goes to login; a token without a member loads the member first; a member with no
 * phone goes to complete-profile, and one with a verified phone is sent on from there (spec section 2).
 */
export function ProtectedGuard({ children }: { children: ReactNode }) {
  const { token, user } = useSnapshot(authStore);
  const [location] = useLocation();
  const search = useSearch();
  const needsUser = Boolean(token && !user);
  useEffect(() => {
    if (needsUser) void loadUser();
  }, [needsUser]);

  if (!token) return <Redirect to={paths.auth.login} replace />;
  if (!user) return <Spinner label={t('app.loading')} className="min-h-dvh" />;
  const isCompleting = location === paths.completeProfile;
  if (!user.phone && !isCompleting) return <Redirect to={paths.completeProfile} replace />;
  // A member with a verified phone comes here only to change it, from the personal-info tab.
  const isChangingPhone = new URLSearchParams(search).get('change') === 'phone';
  if (isCompleting && hasCompleteProfile(user) && !isChangingPhone)
    return <Redirect to={paths.dashboard} replace />;
  return children;
}
