import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearCountdown,
  COUNTDOWN_KEY,
  readDeadline,
  remainingSeconds,
  secondsUntil,
  startCountdown,
} from '@/features/auth/countdown.ts';
import { useCountdown } from '@/features/auth/hooks/use-countdown.ts';

const NOW = 1_800_000_000_000;

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('resend countdown (spec section 4)', () => {
  it('runs 60 seconds by default and keeps its deadline under "countDown"', () => {
    startCountdown(undefined, NOW);
    expect(JSON.parse(localStorage.getItem(COUNTDOWN_KEY) ?? 'null')).toBe(NOW + 60_000);
    expect(remainingSeconds(NOW)).toBe(60);
  });

  it("takes the platform's resendInSeconds", () => {
    startCountdown(30, NOW);
    expect(remainingSeconds(NOW + 10_000)).toBe(20);
  });

  it('counts whole seconds up, and never below zero', () => {
    expect(secondsUntil(NOW + 1_500, NOW)).toBe(2);
    expect(secondsUntil(NOW, NOW)).toBe(0);
    expect(secondsUntil(NOW - 5_000, NOW)).toBe(0);
  });

  it('reads nothing running when cleared, absent or unreadable', () => {
    startCountdown(30, NOW);
    clearCountdown();
    expect(readDeadline()).toBeNull();
    expect(remainingSeconds(NOW)).toBe(0);
    localStorage.setItem(COUNTDOWN_KEY, '{not json');
    expect(remainingSeconds(NOW)).toBe(0);
    localStorage.setItem(COUNTDOWN_KEY, '"soon"');
    expect(remainingSeconds(NOW)).toBe(0);
  });

  it('ticks each second, survives a remount (a reload) and offers resend at zero', () => {
    vi.useFakeTimers({ now: NOW });
    startCountdown(3);
    const first = renderHook(() => useCountdown());
    expect(first.result.current.secondsLeft).toBe(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(first.result.current.secondsLeft).toBe(2);
    first.unmount();

    const again = renderHook(() => useCountdown());
    expect(again.result.current.secondsLeft).toBe(2);
    act(() => vi.advanceTimersByTime(2_000));
    expect(again.result.current.secondsLeft).toBe(0);
    expect(localStorage.getItem(COUNTDOWN_KEY)).toBeNull();

    act(() => again.result.current.start(5));
    expect(again.result.current.secondsLeft).toBe(5);
    act(() => vi.advanceTimersByTime(1_000));
    expect(again.result.current.secondsLeft).toBe(4);
  });
});
