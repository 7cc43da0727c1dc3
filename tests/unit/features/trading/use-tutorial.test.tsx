import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasSeenTutorial, TUTORIAL_SEEN_KEY, useTutorial } from '@/features/trading/hooks/use-tutorial.ts';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('useTutorial', () => {
  it('opens by itself on the first trade screen and remembers that it was seen', () => {
    expect(hasSeenTutorial()).toBe(false);
    const { result } = renderHook(() => useTutorial());
    expect(result.current.isOpen).toBe(true);
    expect(localStorage.getItem(TUTORIAL_SEEN_KEY)).toBe('true');
  });

  it('stays closed on later trade screens, and opens and closes on demand', () => {
    renderHook(() => useTutorial()).unmount();
    const { result } = renderHook(() => useTutorial());
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.open());
    expect(result.current.isOpen).toBe(true);
  });

  it('treats a corrupt stored value as not seen rather than failing', () => {
    localStorage.setItem(TUTORIAL_SEEN_KEY, '{oops');
    expect(renderHook(() => useTutorial()).result.current.isOpen).toBe(true);
  });
});
