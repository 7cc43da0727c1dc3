import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { NeedsConnection } from '@/components/ui/needs-connection.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notifications.ts';
import { useBusy } from '@/lib/use-busy.ts';
import { useOnline } from '@/lib/use-online.ts';
import { resetPassword } from '../api/reset-password.ts';
import { useFormCheck } from '../hooks/use-form-check.ts';
import { newPasswordErrors } from '../validation.ts';
import { AuthCard, linkClass } from './auth-card.tsx';

/** The shape of a reset token (contract `ResetToken`): anything else cannot be valid, so it is not sent. */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** Reached from the emailed link (`?token=`): sets the new password, then login with a success message. */
export function NewPasswordForm() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState({ password: '', confirmation: '' });
  const { isBusy, run } = useBusy();
  const isOnline = useOnline();
  const form = useFormCheck(newPasswordErrors(values));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check(event.currentTarget)) return;
    void run(async () => {
      await resetPassword(token, values.password);
      notifySuccess(t('newPassword.done'));
      navigate(paths.auth.login, { replace: true });
    });
  };

  if (!TOKEN.test(token))
    return (
      <AuthCard title={t('newPassword.title')}>
        <Alert tone="error">{t('newPassword.invalidToken')}</Alert>
        <Link href={paths.auth.forgotPassword} className={`mt-6 inline-block text-sm ${linkClass}`}>
          {t('newPassword.requestLink')}
        </Link>
      </AuthCard>
    );

  return (
    <AuthCard title={t('newPassword.title')} subtitle={t('newPassword.subtitle')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <PasswordField
          label={t('fields.password')}
          toggleLabel={t('fields.showPassword')}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
          error={form.message('password')}
          hint={form.message('password') ? undefined : t('fields.passwordHint')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          toggleLabel={t('fields.showPassword')}
          name="confirmation"
          autoComplete="new-password"
          value={values.confirmation}
          onChange={(event) => setValues({ ...values, confirmation: event.target.value })}
          error={form.message('confirmation')}
        />
        <NeedsConnection messageKey="network.resetNeedsConnection" className="mt-2" />
        <Button type="submit" isBusy={isBusy} disabled={!isOnline} className="mt-2 h-11 w-full">
          {t('newPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
