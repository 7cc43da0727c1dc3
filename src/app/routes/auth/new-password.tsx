import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { NewPasswordForm } from '@/features/auth/components/new-password-form.tsx';

/** /auth/new-password?token=…: the emailed reset link lands here. */
export default function NewPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.newPassword'));
  return <NewPasswordForm />;
}
