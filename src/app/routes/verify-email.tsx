import { useParams } from 'wouter';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { EmailVerification } from '@/features/auth/components/email-verification.tsx';
import { AuthCard } from '@/features/auth/components/auth-card.tsx';
import { AuthLayout } from '../layout/auth-layout.tsx';

/** /verify-email/{token}: public, for visitors and members alike, in the auth screens' frame. */
export default function VerifyEmail() {
  const { t } = useTranslation();
  const { token = '' } = useParams<{ token: string }>();
  usePageTitle(t('pages.verifyEmail'));
  return (
    <AuthLayout>
      <AuthCard title={t('pages.verifyEmail')}>
        <EmailVerification token={token} />
      </AuthCard>
    </AuthLayout>
  );
}
