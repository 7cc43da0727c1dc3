import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { NeedsConnection } from '@/components/ui/needs-connection.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { SegmentedControl } from '@/components/ui/segmented-control.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { useOnline } from '@/lib/use-online.ts';
import { useFormCheck } from '../hooks/use-form-check.ts';
import { signUpErrors, type LoginMode, type SignUpValues } from '../validation.ts';
import { linkClass } from './auth-card.tsx';

type Props = {
  values: SignUpValues;
  onValues: (values: SignUpValues) => void;
  mode: LoginMode;
  onMode: (mode: LoginMode) => void;
  onSubmit: () => void;
  isBusy: boolean;
  isBranded: boolean;
};

/** The sign-up fields of spec section 2; password fields only in password mode. */
export function SignUpForm({ values, onValues, mode, onMode, onSubmit, isBusy, isBranded }: Props) {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const form = useFormCheck(signUpErrors(values, mode));
  const set =
    <Field extends keyof SignUpValues>(field: Field) =>
    (value: SignUpValues[Field]) =>
      onValues({ ...values, [field]: value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.check(event.currentTarget)) onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.firstName')}
          name="firstname"
          autoComplete="given-name"
          maxLength={60}
          value={values.firstname}
          onChange={(event) => set('firstname')(event.target.value)}
          error={form.message('firstname')}
        />
        <TextField
          label={t('fields.lastName')}
          name="lastname"
          autoComplete="family-name"
          maxLength={60}
          value={values.lastname}
          onChange={(event) => set('lastname')(event.target.value)}
          error={form.message('lastname')}
        />
      </div>
      <TextField
        label={t('fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(event) => set('email')(event.target.value)}
        error={form.message('email')}
      />
      <SegmentedControl
        legend={t('signUp.method')}
        name="mode"
        value={mode}
        onChange={onMode}
        options={[
          { value: 'password', label: t('fields.methodPassword') },
          { value: 'code', label: t('fields.methodCode') },
        ]}
      />
      {mode === 'password' && (
        <>
          <PasswordField
            label={t('fields.password')}
            toggleLabel={t('fields.showPassword')}
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => set('password')(event.target.value)}
            error={form.message('password')}
            hint={form.message('password') ? undefined : t('fields.passwordHint')}
          />
          <PasswordField
            label={t('fields.confirmPassword')}
            toggleLabel={t('fields.showPassword')}
            name="confirmation"
            autoComplete="new-password"
            value={values.confirmation}
            onChange={(event) => set('confirmation')(event.target.value)}
            error={form.message('confirmation')}
          />
        </>
      )}
      <Checkbox
        label={t('signUp.terms')}
        name="terms"
        checked={values.isTermsAccepted}
        onChange={(event) => set('isTermsAccepted')(event.target.checked)}
        error={form.message('terms')}
      />
      <NeedsConnection messageKey="network.signUpNeedsConnection" className="mt-2" />
      <Button type="submit" isBusy={isBusy} disabled={!isOnline} className="mt-2 h-11 w-full">
        {t('signUp.submit')}
      </Button>
      <p className="mt-2 text-center text-sm text-muted">
        {t('signUp.haveAccount')}{' '}
        <Link href={isBranded ? paths.auth.dxbLogin : paths.auth.login} className={linkClass}>
          {t('signUp.login')}
        </Link>
      </p>
    </form>
  );
}
