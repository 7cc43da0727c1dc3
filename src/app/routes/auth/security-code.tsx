import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { SecurityCodeForm } from '@/features/auth/components/security-code-form.tsx';

/** /auth/security-code: the second step of login by code. */
export default function SecurityCodePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.securityCode'));
  return <SecurityCodeForm />;
}
