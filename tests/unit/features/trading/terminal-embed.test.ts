import { describe, expect, it } from 'vitest';
import { readTerminalMessage, terminalSrc } from '@/features/trading/terminal-embed.ts';

const ORIGIN = 'https://arena.example';
const frame = { name: 'our terminal frame' } as unknown as MessageEventSource;
const other = { name: 'another window' } as unknown as MessageEventSource;
const expected = { origin: ORIGIN, source: frame };
const message = (fields: Partial<Pick<MessageEvent, 'origin' | 'source' | 'data'>>) => ({
  origin: ORIGIN,
  source: frame,
  data: { type: 'terminal:session-ended' },
  ...fields,
});

describe('readTerminalMessage', () => {
  it('accepts each declared message from our own frame on our own origin', () => {
    for (const type of ['terminal:ready', 'terminal:storage-blocked', 'terminal:session-ended'])
      expect(readTerminalMessage(message({ data: { type } }), expected)).toEqual({ type });
  });

  it('refuses a message from another origin, even one that only differs by scheme or port', () => {
    for (const origin of [
      'https://evil.example',
      'http://arena.example',
      'https://arena.example:8443',
      'null',
    ])
      expect(readTerminalMessage(message({ origin }), expected)).toBeNull();
  });

  it('refuses a same-origin message that does not come from our frame', () => {
    expect(readTerminalMessage(message({ source: other }), expected)).toBeNull();
    expect(readTerminalMessage(message({ source: null }), expected)).toBeNull();
  });

  it('refuses everything while the frame has no window (not mounted yet, or gone)', () => {
    expect(readTerminalMessage(message({ source: null }), { origin: ORIGIN, source: null })).toBeNull();
    expect(readTerminalMessage(message({}), { origin: ORIGIN, source: undefined })).toBeNull();
  });

  it('refuses unknown types and data that is not a message object', () => {
    for (const data of [
      { type: 'terminal:logout' },
      { type: 42 },
      { kind: 'terminal:ready' },
      'terminal:ready',
      null,
      undefined,
    ])
      expect(readTerminalMessage(message({ data }), expected)).toBeNull();
  });

  it('hands on only the type, not whatever else the sender attached', () => {
    const data = { type: 'terminal:ready', html: '<img onerror=alert(1)>' };
    expect(readTerminalMessage(message({ data }), expected)).toEqual({ type: 'terminal:ready' });
  });
});

describe('terminalSrc', () => {
  it('puts the token, language, theme and direction in the fragment, encoded', () => {
    const src = terminalSrc({ token: 'a+b/c=', language: 'ar', theme: 'light', dir: 'rtl' });
    const [path, hash] = src.split('#');
    expect(path).toBe('/terminal.html');
    const params = new URLSearchParams(hash);
    expect(Object.fromEntries(params)).toEqual({ embed: 'a+b/c=', lang: 'ar', theme: 'light', dir: 'rtl' });
    expect(src).not.toContain('?');
  });
});
