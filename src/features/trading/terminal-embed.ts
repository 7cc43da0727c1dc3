import { TERMINAL_MESSAGE_TYPES, type TerminalMessage } from '@/contract/trading.ts';

export type TerminalTheme = 'dark' | 'light';

type Embed = { token: string; language: string; theme: TerminalTheme; dir: 'ltr' | 'rtl' };

/**
 * The terminal's address. Everything rides in the fragment, which never reaches the server or its logs (the
 * embed token opens a session); the terminal reads it once at start-up and then removes it from its address.
 */
export function terminalSrc({ token, language, theme, dir }: Embed) {
  const hash = new URLSearchParams({ embed: token, lang: language, theme, dir });
  return `/terminal.html#${hash.toString()}`;
}

type Incoming = Pick<MessageEvent, 'origin' | 'source' | 'data'>;
type Expected = { origin: string; source: MessageEventSource | null | undefined };

const isKnownType = (type: unknown): type is TerminalMessage['type'] =>
  TERMINAL_MESSAGE_TYPES.some((known) => known === type);

/**
 * The terminal's message, or null for anything else (DECISIONS.md section 7): it must come from this origin, from
 * our own frame's window (not another tab or frame on the same origin), and carry a type the contract declares.
 */
export function readTerminalMessage(event: Incoming, expected: Expected): TerminalMessage | null {
  if (event.origin !== expected.origin) return null;
  if (!expected.source || event.source !== expected.source) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  const { type } = data;
  return isKnownType(type) ? { type } : null;
}
