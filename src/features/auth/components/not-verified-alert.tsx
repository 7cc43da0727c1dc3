import { Alert } from '@/components/ui/alert.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notifications.ts';
import { useBusy } from '@/lib/use-busy.ts';
import { resendVerificationEmail } from '../api/resend-verification-email.ts';
import { linkClass } from './auth-card.tsx';

/**
 * After a 'User is not verified' refusal (spec section 8): the message itself and the link under it both
 * send the verification mail again.
 */
export function NotVerifiedAlert({ email }: { email: string }) {
  const { t } = useTranslation();
  const { isBusy, run } = useBusy();
  const resend = () =>
    void run(async () => {
      await resendVerificationEmail(email);
      notifySuccess(t('login.verificationResent'));
    });
  return (
    <Alert tone="warning" className="mt-5">
      <button type="button" className="text-start" onClick={resend} disabled={isBusy}>
        {t('login.notVerified')}
      </button>
      <button
        type="button"
        className={`mt-2 block ${linkClass}`}
        onClick={resend}
        disabled={isBusy}
        aria-busy={isBusy || undefined}
      >
        {t('login.resendVerification')}
      </button>
    </Alert>
  );
}
