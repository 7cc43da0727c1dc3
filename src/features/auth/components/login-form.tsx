import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { NeedsConnection } from '@/components/ui/needs-connection.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { SegmentedControl } from '@/components/ui/segmented-control.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { DEFAULT_LANDING, paths } from '@/config/paths.ts';
import { isEmail } from '@/contract/auth-rules.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notifications.ts';
import { useBusy } from '@/lib/use-busy.ts';
import { useOnline } from '@/lib/use-online.ts';
import { login } from '../api/login.ts';
import { requestOtp } from '../api/request-otp.ts';
import { startCountdown } from '../countdown.ts';
import { readLoginState, type CodeState } from '../flow-state.ts';
import { useFormCheck } from '../hooks/use-form-check.ts';
import { loginProblem, type LoginProblem } from '../login-problem.ts';
import { forgetEmail, rememberEmail, rememberedEmail } from '../remember-me.ts';
import { signIn } from '../sign-in.ts';
import { loginErrors, type LoginMode } from '../validation.ts';
import { AuthCard, linkClass } from './auth-card.tsx';
import { NotVerifiedAlert } from './not-verified-alert.tsx';

/** Login by password or by one-time code (spec sections 2 and 4); the DXB variant keeps its own links. */
export function LoginForm({ isBranded = false }: { isBranded?: boolean }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const handed = readLoginState(useHistoryState());
  const [mode, setMode] = useState<LoginMode>(handed.mode ?? 'password');
  const [email, setEmail] = useState(() => handed.email ?? rememberedEmail() ?? '');
  const [password, setPassword] = useState('');
  const [isRemembered, setRemembered] = useState(() => rememberedEmail() !== null);
  const [problem, setProblem] = useState<Exclude<LoginProblem, 'noPassword'> | null>(null);
  const { isBusy, run } = useBusy();
  const isOnline = useOnline();
  const form = useFormCheck(loginErrors({ email, password }, mode));
  const address = email.trim();

  const keepChoice = () => (isRemembered ? rememberEmail(address) : forgetEmail());

  const enter = async () => {
    if (mode === 'code') {
      const { resendInSeconds } = await requestOtp(address);
      keepChoice();
      startCountdown(resendInSeconds);
      notifySuccess(t('code.sent'));
      const state: CodeState = {
        email: address,
        loginPath: isBranded ? paths.auth.dxbLogin : paths.auth.login,
      };
      return navigate(paths.auth.securityCode, { state });
    }
    const answer = await login({ email: address, password });
    keepChoice();
    signIn(answer);
    navigate(DEFAULT_LANDING);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check(event.currentTarget)) return;
    setProblem(null);
    void run(async () => {
      try {
        await enter();
      } catch (error) {
        const found = loginProblem(error);
        if (found === 'noPassword' && mode === 'password')
          return navigate(paths.auth.forgotPasswordFor(address));
        // The refusal is notified as usual; the screen adds what the member can do about it.
        if (found === 'notVerified' || found === 'notApproved') setProblem(found);
        throw error;
      }
    });
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {handed.notice && (
        <Alert tone="info" className="mb-5">
          {t(handed.notice)}
        </Alert>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={form.message('email')}
        />
        <SegmentedControl
          legend={t('fields.method')}
          name="mode"
          value={mode}
          onChange={setMode}
          options={[
            { value: 'password', label: t('fields.methodPassword') },
            { value: 'code', label: t('fields.methodCode') },
          ]}
        />
        {mode === 'password' && (
          <PasswordField
            label={t('fields.password')}
            toggleLabel={t('fields.showPassword')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={form.message('password')}
          />
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox
            label={t('login.rememberMe')}
            name="rememberMe"
            checked={isRemembered}
            onChange={(event) => {
              setRemembered(event.target.checked);
              if (!event.target.checked) forgetEmail();
            }}
          />
          <Link
            href={isEmail(address) ? paths.auth.forgotPasswordFor(address) : paths.auth.forgotPassword}
            className={`text-sm ${linkClass}`}
          >
            {t('login.forgotPassword')}
          </Link>
        </div>
        <NeedsConnection messageKey="network.signInNeedsConnection" className="mt-2" />
        <Button type="submit" isBusy={isBusy} disabled={!isOnline} className="mt-2 h-11 w-full">
          {mode === 'password' ? t('login.submit') : t('login.sendCode')}
        </Button>
      </form>
      {problem === 'notVerified' && <NotVerifiedAlert email={address} />}
      {problem === 'notApproved' && (
        <Alert tone="warning" className="mt-5">
          {t('login.notApproved')}
        </Alert>
      )}
      <p className="mt-6 text-center text-sm text-muted">
        {t('login.noAccount')}{' '}
        <Link href={isBranded ? paths.auth.dxbSignUp : paths.auth.signUp} className={linkClass}>
          {t('login.signUp')}
        </Link>
      </p>
    </AuthCard>
  );
}
