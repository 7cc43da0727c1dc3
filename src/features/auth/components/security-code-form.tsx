import { Link, useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { CODE_LIFETIME_MINUTES } from '@/contract/auth-rules.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { paths } from '@/config/paths.ts';
import { ltr, useTranslation } from '@/lib/i18n.ts';
import { requestOtp } from '../api/request-otp.ts';
import { verifyOtp } from '../api/verify-otp.ts';
import { clearCountdown } from '../countdown.ts';
import { readCodeState, type LoginState } from '../flow-state.ts';
import { signIn } from '../sign-in.ts';
import { AuthCard, linkClass } from './auth-card.tsx';
import { CodeStep } from './code-step.tsx';

/**
 * The second half of login by code (spec section 4): the emailed code signs the member in and goes to the
 * dashboard. The email arrives in history state; without it the screen points back to login.
 */
export function SecurityCodeForm() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const handed = readCodeState(useHistoryState());

  if (!handed)
    return (
      <AuthCard title={t('code.checkEmail')}>
        <Alert tone="info">{t('code.noEmail')}</Alert>
        <Link href={paths.auth.login} className={`mt-6 inline-block text-sm ${linkClass}`}>
          {t('code.backToLogin')}
        </Link>
      </AuthCard>
    );

  const { email, loginPath } = handed;
  const back: LoginState = { email, mode: 'code' };
  return (
    <AuthCard title={t('code.checkEmail')}>
      <CodeStep
        description={t('code.emailSentTo', { email: ltr(email), minutes: CODE_LIFETIME_MINUTES })}
        onVerify={async (otp) => {
          const answer = await verifyOtp(email, otp);
          clearCountdown();
          signIn(answer);
          navigate(paths.dashboard);
        }}
        onResend={async () => (await requestOtp(email)).resendInSeconds}
        offlineKey="network.signInNeedsConnection"
        change={
          <Link href={loginPath} state={back} className={linkClass}>
            {t('code.changeEmail')}
          </Link>
        }
      />
    </AuthCard>
  );
}
