import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from '@/app/layout/update-prompt.tsx';
import { notifications } from '@/lib/notifications.ts';
import { outboxState } from '@/lib/outbox-state.ts';
import { offerUpdate, pwaState } from '@/lib/pwa.ts';

afterEach(() => {
  cleanup();
  pwaState.needsRefresh = false;
  outboxState.pending = 0;
  notifications.items = [];
});

describe('the update prompt', () => {
  it('says nothing until a new version waits', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('applies the new version when no change is waiting to be sent', async () => {
    const apply = vi.fn();
    offerUpdate(apply);
    render(<UpdatePrompt />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('never applies it while queued changes are unsent, and says why', async () => {
    const apply = vi.fn();
    outboxState.pending = 2;
    offerUpdate(apply);
    render(<UpdatePrompt />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(apply).not.toHaveBeenCalled();
    expect(notifications.items.map((item) => item.message)).toEqual([
      expect.stringContaining('still being saved'),
    ]);
  });
});
