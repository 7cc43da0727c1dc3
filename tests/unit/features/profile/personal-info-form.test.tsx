import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PersonalInfo } from '@/features/profile/components/personal-info.tsx';
import { db } from '@/lib/db.ts';
import { notifications } from '@/lib/notifications.ts';
import { memberFixture } from '../../fixtures.ts';

const USER = memberFixture({ id: 'u1', gender: 'female', birthdate: '1990-04-02', country: 'MY' });

const TELEGRAM = 'Telegram';
const messages = () => notifications.items.map((item) => item.message);
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const save = () => act(async () => void fireEvent.click(saveButton()));
const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(async () => {
  notifications.items = [];
  await db.outbox.clear();
  await db.profile.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PersonalInfo', () => {
  it('shows the member, email and phone read-only, with Save disabled until something changes', () => {
    render(<PersonalInfo ownerId="u1" user={USER} onSaved={() => undefined} />);
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Dana');
    expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Lee');
    expect(screen.getByText('dana@example.com')).toBeTruthy();
    expect(screen.getByText('+60 123456')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change phone' }).getAttribute('href')).toBe(
      '/complete-profile?change=phone',
    );
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    type('First name', 'Dan');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    type('First name', 'Dana');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
  });

  it('offers to change an unverified phone too', () => {
    render(
      <PersonalInfo ownerId="u1" user={{ ...USER, isPhoneVerified: false }} onSaved={() => undefined} />,
    );
    expect(screen.getByText('Not verified')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change phone' }).getAttribute('href')).toBe(
      '/complete-profile?change=phone',
    );
  });

  it('saves a Telegram handle through the outbox and updates the cached member at once', async () => {
    await db.profile.put({ userId: 'u1', data: USER, updatedAt: 1 });
    const onSaved = vi.fn();
    render(<PersonalInfo ownerId="u1" user={USER} onSaved={onSaved} />);
    type(TELEGRAM, ' @dana_fx ');
    await save();
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({
      ownerId: 'u1',
      kind: 'profile',
      method: 'PATCH',
      path: '/users/u1',
      body: { telegram: '@dana_fx' },
      status: 'pending',
    });
    expect(queued?.undo).toEqual([
      { table: 'profile', key: 'u1', previous: { userId: 'u1', data: USER, updatedAt: 1 } },
    ]);
    expect((await db.profile.get('u1'))?.data).toEqual({ ...USER, telegram: '@dana_fx' });
    expect(onSaved).toHaveBeenCalledWith({ ...USER, telegram: '@dana_fx' });
    expect(messages()).toEqual(['Profile updated']);
  });

  it('says the change waits on this device when offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<PersonalInfo ownerId="u1" user={USER} onSaved={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Gender'), {
      target: { value: '' },
    });
    await save();
    expect((await db.outbox.toArray())[0]?.body).toEqual({ gender: null });
    expect((await db.profile.get('u1'))?.data).toMatchObject({ gender: null, firstname: 'Dana' });
    expect(messages()).toEqual([
      'Saved on this device. Your profile will be updated when you are back online.',
    ]);
  });

  it('shows an invalid handle at its field and keeps Save disabled', async () => {
    render(<PersonalInfo ownerId="u1" user={USER} onSaved={() => undefined} />);
    type(TELEGRAM, 'dana-fx');
    const field = screen.getByLabelText(TELEGRAM);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(
      document.getElementById(describedBy.split(' ').find((id) => id.endsWith('-error')) ?? '')?.textContent,
    ).toMatch(/telegramInvalid|letters, digits and underscores/);
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    await save();
    expect(await db.outbox.count()).toBe(0);
  });

  it('follows a refreshed member unless the form holds unsaved edits', () => {
    const { rerender } = render(<PersonalInfo ownerId="u1" user={USER} onSaved={() => undefined} />);
    rerender(
      <PersonalInfo ownerId="u1" user={{ ...USER, firstname: 'Danielle' }} onSaved={() => undefined} />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Danielle');
    type('Last name', 'Tan');
    rerender(<PersonalInfo ownerId="u1" user={{ ...USER, firstname: 'Dee' }} onSaved={() => undefined} />);
    expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Tan');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Dee');
    expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Lee');
  });

  it('shows a placeholder while the member loads', () => {
    render(<PersonalInfo ownerId="u1" user={null} onSaved={() => undefined} />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
  });
});
