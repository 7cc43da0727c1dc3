import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { logout } from '@/features/auth/session.ts';

/** /logout signs the member out (token, member, local storage, caches, outbox) and goes to login. */
export default function Logout() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  usePageTitle(t('pages.logout'));
  useEffect(() => {
    void logout().then(() => navigate(paths.auth.login, { replace: true }));
  }, [navigate]);
  return <Spinner label={t('pages.logout')} className="min-h-dvh" />;
}
