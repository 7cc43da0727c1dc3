import { CODE_PATTERN, isEmail, isStrongPassword, PHONE_MIN_LENGTH } from '@/contract/auth-rules.ts';

/**
 * Form rules of spec section 5 as pure functions. Each answers the translation key of its message, or null
 * when the value is fine, so the same rule serves the field, the notification and the tests.
 */
export type MessageKey = `validation.${string}`;
export type Check = MessageKey | null;
export type Errors<Field extends string> = Partial<Record<Field, MessageKey>>;

export const required = (value: string): Check => (value.trim() ? null : 'validation.required');

export const checkEmail = (value: string): Check =>
  required(value) ?? (isEmail(value.trim()) ? null : 'validation.email');

/** At login any password is sent as typed: the platform judges it. */
export const checkLoginPassword = required;

export const checkNewPassword = (value: string): Check =>
  value ? (isStrongPassword(value) ? null : 'validation.password') : 'validation.required';

export const checkConfirmation = (confirmation: string, password: string): Check =>
  confirmation ? (confirmation === password ? null : 'validation.passwordMismatch') : 'validation.required';

export const checkTerms = (isAccepted: boolean): Check => (isAccepted ? null : 'validation.terms');

export function checkPhone(value: string): Check {
  if (!value.trim()) return 'validation.phoneRequired';
  if (!/^\d+$/.test(value)) return 'validation.phoneNumber';
  return value.length < PHONE_MIN_LENGTH ? 'validation.phoneLength' : null;
}

export const checkCode = (value: string): Check => (CODE_PATTERN.test(value) ? null : 'validation.code');

/** Keeps the failed checks, in the order the fields appear on the form. */
export function collectErrors<Field extends string>(checks: Record<Field, Check>): Errors<Field> {
  const errors: Errors<Field> = {};
  for (const [field, message] of Object.entries(checks) as Array<[Field, Check]>)
    if (message) errors[field] = message;
  return errors;
}

/** The first failed field and its message: focused and notified on a failed submit (spec section 5). */
export function firstError<Field extends string>(errors: Errors<Field>): [Field, MessageKey] | null {
  for (const [field, message] of Object.entries(errors) as Array<[Field, MessageKey | undefined]>)
    if (message) return [field, message];
  return null;
}

export type LoginMode = 'password' | 'code';

export const loginErrors = (values: { email: string; password: string }, mode: LoginMode) =>
  collectErrors({
    email: checkEmail(values.email),
    password: mode === 'password' ? checkLoginPassword(values.password) : null,
  });

export type SignUpValues = {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  confirmation: string;
  isTermsAccepted: boolean;
};

export const signUpErrors = (values: SignUpValues, mode: LoginMode) =>
  collectErrors({
    firstname: required(values.firstname),
    lastname: required(values.lastname),
    email: checkEmail(values.email),
    password: mode === 'password' ? checkNewPassword(values.password) : null,
    confirmation: mode === 'password' ? checkConfirmation(values.confirmation, values.password) : null,
    terms: checkTerms(values.isTermsAccepted),
  });

export const newPasswordErrors = (values: { password: string; confirmation: string }) =>
  collectErrors({
    password: checkNewPassword(values.password),
    confirmation: checkConfirmation(values.confirmation, values.password),
  });

export const emailErrors = (email: string) => collectErrors({ email: checkEmail(email) });

export const phoneErrors = (phone: string) => collectErrors({ phone: checkPhone(phone) });
