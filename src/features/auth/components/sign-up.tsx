import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CODE_LIFETIME_MINUTES } from '@/contract/auth-rules.ts';
import { paths } from '@/config/paths.ts';
import { ltr, useTranslation } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notifications.ts';
import { useBusy } from '@/lib/use-busy.ts';
import { preRegister } from '../api/pre-register.ts';
import { register } from '../api/register.ts';
import { resendPreRegisterOtp } from '../api/resend-pre-register-otp.ts';
import { verifyPreRegister } from '../api/verify-pre-register.ts';
import { clearCountdown, startCountdown } from '../countdown.ts';
import { captureReferral, clearReferral, readReferral } from '../referral.ts';
import { signIn } from '../sign-in.ts';
import type { LoginMode, SignUpValues } from '../validation.ts';
import { AuthCard, linkClass } from './auth-card.tsx';
import { CodeStep } from './code-step.tsx';
import { SignUpForm } from './sign-up-form.tsx';

const EMPTY: SignUpValues = {
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  confirmation: '',
  isTermsAccepted: false,
};

/**
 * Sign-up (spec section 4). Password mode: register, then account-success. Code mode: an emailed code proves
 * the address on this same screen, then the member is signed in and completes the profile. A referral link's
 * `ref` and `medium` are kept 30 days, sent along, and cleared once the sign-up succeeds.
 */
export function SignUp({ isBranded = false }: { isBranded?: boolean }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [values, setValues] = useState(EMPTY);
  const [mode, setMode] = useState<LoginMode>('password');
  const [codeEmail, setCodeEmail] = useState<string | null>(null);
  const { isBusy, run } = useBusy();

  useEffect(() => captureReferral(search), [search]);

  const names = { firstname: values.firstname.trim(), lastname: values.lastname.trim() };

  const submit = () =>
    void run(async () => {
      const email = values.email.trim();
      if (mode === 'password') {
        await register({ ...names, email, password: values.password, ...readReferral() });
        clearReferral();
        notifySuccess(t('accountSuccess.title'));
        return navigate(paths.auth.accountSuccess);
      }
      const { resendInSeconds } = await preRegister(email);
      startCountdown(resendInSeconds);
      notifySuccess(t('code.sent'));
      setCodeEmail(email);
    });

  if (codeEmail)
    return (
      <AuthCard title={t('code.checkEmail')}>
        <CodeStep
          description={t('code.emailSentTo', { email: ltr(codeEmail), minutes: CODE_LIFETIME_MINUTES })}
          onVerify={async (otp) => {
            const answer = await verifyPreRegister({ ...names, email: codeEmail, otp, ...readReferral() });
            clearReferral();
            clearCountdown();
            signIn(answer);
            navigate(paths.completeProfile);
          }}
          onResend={async () => (await resendPreRegisterOtp(codeEmail)).resendInSeconds}
          offlineKey="network.signUpNeedsConnection"
          change={
            <button type="button" className={linkClass} onClick={() => setCodeEmail(null)}>
              {t('code.changeEmail')}
            </button>
          }
        />
      </AuthCard>
    );

  return (
    <AuthCard title={t('signUp.title')} subtitle={t('signUp.subtitle')}>
      <SignUpForm
        values={values}
        onValues={setValues}
        mode={mode}
        onMode={setMode}
        onSubmit={submit}
        isBusy={isBusy}
        isBranded={isBranded}
      />
    </AuthCard>
  );
}
