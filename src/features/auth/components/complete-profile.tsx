import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { CODE_LIFETIME_MINUTES, DEFAULT_PHONE_PREFIX } from '@/contract/auth-rules.ts';
import { paths } from '@/config/paths.ts';
import { ltr, useTranslation } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notifications.ts';
import { useBusy } from '@/lib/use-busy.ts';
import { resendPhoneOtp } from '../api/resend-phone-otp.ts';
import { sendPhoneOtp } from '../api/send-phone-otp.ts';
import { updateUser } from '../api/update-user.ts';
import { verifyPhoneOtp } from '../api/verify-phone-otp.ts';
import { clearCountdown, startCountdown } from '../countdown.ts';
import { saveUser } from '../session.ts';
import { authStore } from '../store.ts';
import { AuthCard, linkClass } from './auth-card.tsx';
import { CodeStep } from './code-step.tsx';
import { PhoneForm, type PhoneIntent } from './phone-form.tsx';

/**
 * Complete profile (spec sections 2 and 4): the phone is saved either way; "Save and Verify" then texts a code
 * and shows the code step, "Save and Skip Verify" goes straight to the dashboard.
 */
export function CompleteProfile() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  // Changing a phone from the profile returns there; completing a new profile goes on to the dashboard.
  const done =
    new URLSearchParams(useSearch()).get('change') === 'phone'
      ? paths.profile('personal-info')
      : paths.dashboard;
  const { user } = useSnapshot(authStore);
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [prefix, setPrefix] = useState(user?.phonePrefix ?? DEFAULT_PHONE_PREFIX);
  const [isVerifying, setVerifying] = useState(false);
  const [intent, setIntent] = useState<PhoneIntent>('verify');
  const { isBusy, run } = useBusy();
  const target = { phone, phonePrefix: prefix };

  const save = (chosen: PhoneIntent) => {
    if (!user || isBusy) return;
    setIntent(chosen);
    void run(async () => {
      saveUser(await updateUser(user.id, target));
      if (chosen === 'skip') {
        notifySuccess(t('completeProfile.saved'));
        return navigate(done);
      }
      startCountdown((await sendPhoneOtp(target)).resendInSeconds);
      notifySuccess(t('code.sent'));
      setVerifying(true);
    });
  };

  return (
    <AuthCard
      title={t('pages.completeProfile')}
      subtitle={isVerifying ? undefined : t('completeProfile.subtitle')}
    >
      {isVerifying ? (
        <CodeStep
          description={t('code.phoneSentTo', {
            phone: ltr(`${prefix} ${phone}`),
            minutes: CODE_LIFETIME_MINUTES,
          })}
          onVerify={async (otp) => {
            const verified = await verifyPhoneOtp({ ...target, otp });
            clearCountdown();
            notifySuccess(t('completeProfile.phoneVerified'));
            navigate(done, { replace: true });
            saveUser(verified);
          }}
          onResend={async () => (await resendPhoneOtp(target)).resendInSeconds}
          change={
            <button type="button" className={linkClass} onClick={() => setVerifying(false)}>
              {t('code.changePhone')}
            </button>
          }
        />
      ) : (
        <PhoneForm
          phone={phone}
          prefix={prefix}
          onPhone={setPhone}
          onPrefix={setPrefix}
          onSubmit={save}
          busyIntent={isBusy ? intent : null}
        />
      )}
      <p className="mt-6 text-center text-sm">
        <Link href={paths.logout} className="text-muted hover:text-text hover:underline">
          {t('header.logout')}
        </Link>
      </p>
    </AuthCard>
  );
}
