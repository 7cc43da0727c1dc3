import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@/contract/auth-rules.ts';
import { HttpError } from '@/contract/http-error.ts';
import type { AuthResponse } from '@/contract/auth.ts';
import { login } from '@/features/auth/api/login.ts';
import { resendVerificationEmail } from '@/features/auth/api/resend-verification-email.ts';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { authStore } from '@/features/auth/store.ts';
import { t } from '@/lib/i18n.ts';
import { notifications } from '@/lib/notifications.ts';
import { memberFixture } from '../../fixtures.ts';

vi.mock('@/features/auth/api/login.ts', () => ({ login: vi.fn() }));
vi.mock('@/features/auth/api/resend-verification-email.ts', () => ({ resendVerificationEmail: vi.fn() }));

const USER = memberFixture();
const ANSWER: AuthResponse = {
  user: USER,
  tokens: { access: { token: 'token-1', expires: '2030-01-01T00:00:00.000Z' } },
};

const field = (name: string) => screen.getByLabelText(name, { selector: 'input:not([type=radio])' });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Login' })));
const messages = () => notifications.items.map((item) => item.message);

beforeEach(() => {
  localStorage.clear();
  notifications.items = [];
  authStore.token = null;
  authStore.user = null;
  window.history.replaceState(null, '', '/auth/login');
});
afterEach(() => {
  cleanup();
  vi.mocked(login).mockReset();
});

describe('LoginForm', () => {
  it('shows the errors at the fields and notifies the first', async () => {
    render(<LoginForm />);
    await submit();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    const describedBy = field('Email').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('This field is required!');
    expect(messages()).toEqual(['This field is required!']);
    expect(document.activeElement).toBe(field('Email'));
    expect(login).not.toHaveBeenCalled();
  });

  it('signs in, lands on the dashboard and remembers the email only', async () => {
    vi.mocked(login).mockResolvedValue(ANSWER);
    render(<LoginForm />);
    type('Email', ' dana@example.com ');
    type('Password', 'Secret123');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await submit();
    expect(login).toHaveBeenCalledWith({ email: 'dana@example.com', password: 'Secret123' });
    expect(authStore.token).toBe('token-1');
    expect(window.location.pathname).toBe('/');
    expect(JSON.parse(localStorage.getItem('rememberMe') ?? '{}')).toEqual({
      email: 'dana@example.com',
      rememberMe: true,
    });
  });

  it('fills in a remembered email', () => {
    localStorage.setItem('rememberMe', JSON.stringify({ email: 'dana@example.com', rememberMe: true }));
    render(<LoginForm />);
    expect((field('Email') as HTMLInputElement).value).toBe('dana@example.com');
    expect((screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers the verification mail again to an unverified member', async () => {
    vi.mocked(login).mockRejectedValue(new HttpError(403, 'Forbidden', AUTH_MESSAGES.notVerified));
    vi.mocked(resendVerificationEmail).mockResolvedValue({ message: 'sent' });
    render(<LoginForm />);
    type('Email', 'dana@example.com');
    type('Password', 'Secret123');
    await submit();
    expect(messages()).toEqual([AUTH_MESSAGES.notVerified]);
    await act(
      async () => void fireEvent.click(screen.getByRole('button', { name: 'Resend verification mail' })),
    );
    expect(resendVerificationEmail).toHaveBeenCalledWith('dana@example.com');
    expect(messages()).toContain('Verification mail resent');
  });

  it('tells an unapproved member to wait', async () => {
    vi.mocked(login).mockRejectedValue(new HttpError(403, 'Forbidden', AUTH_MESSAGES.notApproved));
    render(<LoginForm />);
    type('Email', 'dana@example.com');
    type('Password', 'Secret123');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe(
      'Your account is not approved yet. Please contact an administrator.',
    );
  });

  it('sends a 409 on password login to forgot-password with its email (spec section 8)', async () => {
    vi.mocked(login).mockRejectedValue(new HttpError(409, 'Conflict', 'Conflict'));
    render(<LoginForm />);
    type('Email', 'dana@example.com');
    type('Password', 'whatever');
    await submit();
    expect(window.location.pathname + window.location.search).toBe(
      '/auth/forgot-password?email=dana%40example.com',
    );
  });

  it('shows a refusal the screen does not handle itself as a notification', async () => {
    vi.mocked(login).mockRejectedValue(new HttpError(401, 'Unauthorized', AUTH_MESSAGES.badCredentials));
    render(<LoginForm />);
    type('Email', 'dana@example.com');
    type('Password', 'wrong');
    await submit();
    expect(messages()).toEqual(['Incorrect email or password']);
  });

  it('after a refused password stays put and offers both ways in without one: a code, or forgot password', async () => {
    // A member whose account was made by code gets this same answer (the platform does not tell them apart).
    vi.mocked(login).mockRejectedValue(new HttpError(401, 'Unauthorized', AUTH_MESSAGES.badCredentials));
    render(<LoginForm />);
    type('Email', 'dana@example.com');
    type('Password', 'Whatever1');
    await submit();
    expect(window.location.pathname).toBe('/auth/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/auth/forgot-password?email=dana%40example.com',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'One-time code' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  it('offline, says that signing in needs a connection and sends nothing', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      render(<LoginForm />);
      type('Email', 'dana@example.com');
      type('Password', 'Secret123!');
      expect(screen.getByRole('status').textContent).toBe(t('network.signInNeedsConnection'));
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Login' }).disabled).toBe(true);
      await submit();
      expect(login).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
  });
});
