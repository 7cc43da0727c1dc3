import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button.tsx';
import { NeedsConnection } from '@/components/ui/needs-connection.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { useBusy } from '@/lib/use-busy.ts';
import { useOnline } from '@/lib/use-online.ts';
import { forgotPassword } from '../api/forgot-password.ts';
import type { LoginState } from '../flow-state.ts';
import { useFormCheck } from '../hooks/use-form-check.ts';
import { emailErrors } from '../validation.ts';
import { AuthCard, linkClass } from './auth-card.tsx';

/** Asks for a reset link, then goes to login with an info message (spec section 2); `?email=` fills the field. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const { isBusy, run } = useBusy();
  const isOnline = useOnline();
  const form = useFormCheck(emailErrors(email));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check(event.currentTarget)) return;
    const address = email.trim();
    void run(async () => {
      await forgotPassword(address);
      const state: LoginState = { email: address, notice: 'forgot.sent' };
      navigate(paths.auth.login, { state });
    });
  };

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={form.message('email')}
        />
        <NeedsConnection messageKey="network.resetNeedsConnection" className="mt-2" />
        <Button type="submit" isBusy={isBusy} disabled={!isOnline} className="mt-2 h-11 w-full">
          {t('forgot.submit')}
        </Button>
      </form>
      <Link href={paths.auth.login} className={`mt-6 inline-block text-sm ${linkClass}`}>
        {t('forgot.backToLogin')}
      </Link>
    </AuthCard>
  );
}
