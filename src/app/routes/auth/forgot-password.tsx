import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';

/** /auth/forgot-password. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.forgotPassword'));
  return <ForgotPasswordForm />;
}
