import { describe, expect, it } from 'vitest';
import {
  checkCode,
  checkConfirmation,
  checkEmail,
  checkNewPassword,
  checkPhone,
  firstError,
  loginErrors,
  newPasswordErrors,
  signUpErrors,
  type Check,
} from '@/features/auth/validation.ts';
import { t } from '@/lib/i18n.ts';

/** The words the member reads (spec section 5), not the keys. */
const say = (check: Check) => (check ? t(check) : null);

const SIGN_UP = {
  firstname: 'Dana',
  lastname: 'Lee',
  email: 'dana@example.com',
  password: 'Secret123',
  confirmation: 'Secret123',
  isTermsAccepted: true,
};

describe('validation (spec section 5)', () => {
  it('requires a valid email', () => {
    expect(say(checkEmail(''))).toBe('This field is required!');
    expect(say(checkEmail('   '))).toBe('This field is required!');
    expect(say(checkEmail('dana@'))).toBe('Please input a valid email address!');
    expect(say(checkEmail('dana example.com'))).toBe('Please input a valid email address!');
    expect(checkEmail(' dana@example.com ')).toBeNull();
  });

  it('asks a new password for 8 characters with upper case, lower case and a digit', () => {
    const rule =
      'Password must be at least 8 characters with an uppercase letter, a lowercase letter and a digit.';
    expect(say(checkNewPassword(''))).toBe('This field is required!');
    expect(say(checkNewPassword('Short1A'))).toBe(rule);
    expect(say(checkNewPassword('alllower1'))).toBe(rule);
    expect(say(checkNewPassword('ALLUPPER1'))).toBe(rule);
    expect(say(checkNewPassword('NoDigitsHere'))).toBe(rule);
    expect(checkNewPassword('Secret123')).toBeNull();
  });

  it('wants the confirmation to match', () => {
    expect(say(checkConfirmation('', 'Secret123'))).toBe('This field is required!');
    expect(say(checkConfirmation('Secret124', 'Secret123'))).toBe(
      'The two passwords that you entered do not match!',
    );
    expect(checkConfirmation('Secret123', 'Secret123')).toBeNull();
  });

  it('checks the phone: required, digits only, at least 6', () => {
    expect(say(checkPhone(''))).toBe('Phone is required');
    expect(say(checkPhone('12a456'))).toBe('Input should be a number');
    expect(say(checkPhone('+60123'))).toBe('Input should be a number');
    expect(say(checkPhone('12345'))).toBe('Phone number should be of length of minimum 6.');
    expect(checkPhone('123456')).toBeNull();
  });

  it('takes a code of exactly 5 digits', () => {
    expect(checkCode('12345')).toBeNull();
    expect(say(checkCode('1234'))).toBe('Enter the 5-digit code.');
    expect(checkCode('1234a')).not.toBeNull();
  });

  it('needs only a password at login, and none for a code', () => {
    expect(loginErrors({ email: 'dana@example.com', password: '' }, 'password')).toEqual({
      password: 'validation.required',
    });
    expect(loginErrors({ email: 'dana@example.com', password: 'weak' }, 'password')).toEqual({});
    expect(loginErrors({ email: 'dana@example.com', password: '' }, 'code')).toEqual({});
  });

  it('checks every sign-up field in form order, passwords only in password mode', () => {
    expect(signUpErrors(SIGN_UP, 'password')).toEqual({});
    const empty = { ...SIGN_UP, firstname: ' ', lastname: '', isTermsAccepted: false };
    expect(Object.keys(signUpErrors(empty, 'password'))).toEqual(['firstname', 'lastname', 'terms']);
    expect(say(signUpErrors(empty, 'password').terms ?? null)).toBe('Please accept the terms and policy');
    expect(signUpErrors({ ...SIGN_UP, password: '', confirmation: 'x' }, 'code')).toEqual({});
  });

  it('names the first failed field, for the notification and the focus', () => {
    expect(firstError(newPasswordErrors({ password: 'Secret123', confirmation: 'nope' }))).toEqual([
      'confirmation',
      'validation.passwordMismatch',
    ]);
    expect(firstError(signUpErrors({ ...SIGN_UP, email: 'x', isTermsAccepted: false }, 'password'))).toEqual([
      'email',
      'validation.email',
    ]);
    expect(firstError({})).toBeNull();
  });
});
