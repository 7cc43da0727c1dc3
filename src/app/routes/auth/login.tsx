import { useLocation } from 'wouter';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { LoginForm } from '@/features/auth/components/login-form.tsx';

/** /auth/login and its branded twin /auth/dxb-login. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [location] = useLocation();
  usePageTitle(t('pages.login'));
  return <LoginForm isBranded={location === paths.auth.dxbLogin} />;
}
