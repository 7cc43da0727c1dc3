import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkStatus } from '@/app/layout/network-status.tsx';
import { reachability } from '@/lib/api-client.ts';
import { outboxState, type QueuedChange } from '@/lib/outbox-state.ts';

const change = (fields: Partial<QueuedChange>): QueuedChange => ({
  seq: 1,
  label: 'Profile',
  status: 'pending',
  attempts: 0,
  lastError: null,
  lastStatus: null,
  ...fields,
});
const show = (entries: QueuedChange[], isPaused = false) => {
  Object.assign(outboxState, { entries, pending: entries.length, isPaused });
  render(<NetworkStatus />);
};

afterEach(() => {
  cleanup();
  Object.assign(outboxState, { entries: [], pending: 0, isPaused: false });
  reachability.isReachable = true;
});

describe('the header’s network indicator', () => {
  it('is silent when online with nothing queued', () => {
    show([]);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says Offline when the platform cannot be reached', () => {
    reachability.isReachable = false;
    show([]);
    expect(screen.getByRole('status').textContent).toContain('Offline');
  });

  it('lists each queued change with what it waits for', async () => {
    show([
      change({ seq: 1, attempts: 2, lastStatus: 0, lastError: 'No connection.' }),
      change({ seq: 2, label: 'Trading profile name', attempts: 1, lastStatus: 503 }),
      change({ seq: 3, label: 'Display preferences' }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: /3 unsaved change/ }));
    const items = (await screen.findAllByRole('listitem')).map((item) => item.textContent);
    expect(items[0]).toContain('Waiting for a connection');
    expect(items[1]).toContain('retrying (attempt 1)');
    expect(items[2]).toContain('Queued');
  });

  it('asks the member to sign in again while sending is paused', async () => {
    show([change({ status: 'paused', lastStatus: 401 })], true);
    fireEvent.click(screen.getByRole('button', { name: /1 unsaved change/ }));
    expect((await screen.findByRole('listitem')).textContent).toContain('Sign in again to send it');
  });
});
