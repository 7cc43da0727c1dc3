import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button.tsx';
import { NeedsConnection } from '@/components/ui/needs-connection.tsx';
import { t } from '@/lib/i18n.ts';
import { useOnline } from '@/lib/use-online.ts';

const setOnline = (isOnline: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => isOnline });
  window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
};

/** A form's way of using it: the notice beside the button, the button disabled by the same hook. */
function PayForm() {
  const isOnline = useOnline();
  return (
    <form>
      <NeedsConnection messageKey="network.payNeedsConnection" />
      <Button type="submit" disabled={!isOnline}>
        Pay now
      </Button>
    </form>
  );
}

const payNow = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Pay now' });

beforeEach(() => setOnline(true));
afterEach(() => {
  cleanup();
  setOnline(true);
});

describe('NeedsConnection', () => {
  it('says nothing online, and the action stays enabled', () => {
    render(<PayForm />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(payNow().disabled).toBe(false);
  });

  it('says offline that the action needs a connection, and the action waits', () => {
    setOnline(false);
    render(<PayForm />);
    // The text is whatever the key translates to (the key itself until the strings are merged).
    expect(screen.getByRole('status').textContent).toBe(t('network.payNeedsConnection'));
    expect(screen.getByRole('status').querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(payNow().disabled).toBe(true);
  });

  it('follows the connection as it goes and comes back', () => {
    render(<PayForm />);
    act(() => setOnline(false));
    expect(screen.getByRole('status')).toBeTruthy();
    expect(payNow().disabled).toBe(true);
    act(() => setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
    expect(payNow().disabled).toBe(false);
  });
});
