import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProfileNameEditor } from '@/features/trade-profiles/components/profile-name-editor.tsx';
import { db } from '@/lib/db.ts';
import { notifications } from '@/lib/notifications.ts';

const messages = () => notifications.items.map((item) => item.message);
const edit = () => fireEvent.click(screen.getByRole('button', { name: 'Edit trading profile name Wolf' }));
const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));

beforeEach(async () => {
  notifications.items = [];
  await db.outbox.clear();
  await db.resources.clear();
});
afterEach(cleanup);

describe('ProfileNameEditor', () => {
  it('requires a name, at the field and as a notification', async () => {
    render(<ProfileNameEditor ownerId="u1" accountId="a1" profileName="Wolf" />);
    edit();
    const field = screen.getByLabelText('New trade profile name');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '   ' } });
    await save();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required!')).toBeTruthy();
    expect(messages()).toEqual(['This field is required!']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('renames through the outbox and updates the cached trade profiles at once', async () => {
    await db.resources.put({
      key: 'trade-profiles',
      ownerId: 'u1',
      updatedAt: 1,
      data: [{ accountId: 'a1', profileName: 'Wolf' }],
    });
    render(<ProfileNameEditor ownerId="u1" accountId="a1" profileName="Wolf" />);
    edit();
    fireEvent.change(screen.getByLabelText('New trade profile name'), { target: { value: ' Bull Run ' } });
    await save();
    expect(screen.getByTestId('profile-name').textContent).toBe('Bull Run');
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({
      ownerId: 'u1',
      method: 'PATCH',
      path: '/trade-profiles/a1',
      body: { profileName: 'Bull Run' },
    });
    expect((await db.resources.get('trade-profiles'))?.data).toEqual([
      { accountId: 'a1', profileName: 'Bull Run' },
    ]);
    expect(messages()).toEqual(['Trading profile name updated']);
  });

  it('leaves the name as it was on Cancel', () => {
    render(<ProfileNameEditor ownerId="u1" accountId="a1" profileName="Wolf" />);
    edit();
    fireEvent.change(screen.getByLabelText('New trade profile name'), { target: { value: 'Other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('profile-name').textContent).toBe('Wolf');
  });
});
