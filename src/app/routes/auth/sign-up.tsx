import { useLocation } from 'wouter';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { SignUp } from '@/features/auth/components/sign-up.tsx';

/** /auth/sign-up and its branded twin /auth/dxb-sign-up. */
export default function SignUpPage() {
  const { t } = useTranslation();
  const [location] = useLocation();
  usePageTitle(t('pages.signUp'));
  return <SignUp isBranded={location === paths.auth.dxbSignUp} />;
}
