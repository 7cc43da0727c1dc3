import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/terminal/app.tsx';
import { t } from '@/terminal/i18n.ts';
import { store } from '@/terminal/store.ts';

vi.mock('@/terminal/lib/socket.ts', () => ({ connectTerminal: async () => () => undefined }));

afterEach(() => {
  cleanup();
  store.phase = 'starting';
});

describe('terminal offline', () => {
  it('fills the frame with an offline notice and a way to try again, not an empty terminal', () => {
    store.phase = 'offline';
    render(<App />);
    expect(screen.getByRole('heading', { name: t('terminal.offline.title') })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(t('terminal.offline.body'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull();
  });
});
