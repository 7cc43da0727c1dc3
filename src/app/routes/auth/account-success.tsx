import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { AccountCreated } from '@/features/auth/components/account-created.tsx';

/** /auth/account-success: after a password sign-up. */
export default function AccountSuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.accountSuccess'));
  return <AccountCreated />;
}
