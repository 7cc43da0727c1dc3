import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseFragment, postToParent, takeEmbedParams } from '@/terminal/session.ts';

describe('the embed fragment', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('reads token, language, theme and direction, with safe defaults', () => {
    expect(parseFragment('#embed=abc123&lang=ar&theme=light&dir=rtl')).toEqual({
      embedToken: 'abc123',
      lang: 'ar',
      theme: 'light',
      dir: 'rtl',
    });
    expect(parseFragment('#lang=../../x&theme=pink&dir=up')).toEqual({
      embedToken: null,
      lang: 'en',
      theme: 'dark',
      dir: 'ltr',
    });
  });

  it('takes the token out of the address and sets up the page', () => {
    history.replaceState(null, '', '/terminal.html?x=1#embed=secret-token-123&lang=fr&theme=light&dir=rtl');
    const params = takeEmbedParams();
    expect(params.embedToken).toBe('secret-token-123');
    expect(window.location.href).not.toContain('secret-token-123');
    expect(window.location.search).toBe('?x=1');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('posts to its own origin only, never to "*"', () => {
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    postToParent({ type: 'terminal:ready' });
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'terminal:ready' }, window.location.origin);
  });
});
