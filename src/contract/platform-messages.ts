import { AUTH_MESSAGES } from './auth-rules.ts';
import {
  ALLIANCE_MESSAGES,
  KYC_APPROVED_MESSAGE,
  NOTIFICATION_MESSAGES,
  PAYMENT_MESSAGES,
  TRADING_MESSAGES,
} from './messages.ts';

/** Messages any route may answer with; `{name}` marks a value filled in by `fillMessage`. */
export const GENERAL_MESSAGES = {
  signIn: 'Please sign in to continue',
  forbidden: "You don't have permission to do that",
  notFound: 'Not found',
  tooManyRequests: 'Too many requests. Please wait {seconds} seconds and try again.',
  codeWait: 'Please wait {seconds} seconds before asking for a new code.',
  fileEmpty: 'The file is empty',
  imageUnreadable: 'The image could not be read; it may be damaged. Please try another file.',
  uploadInterrupted: 'The upload was interrupted',
  requestNotRead: 'The request was not read in time. Please try again.',
} as const;

/**
 * Every fixed message the platform answers with, by catalogue. The platform speaks English; the portal and the
 * terminal show these in the member's language under the key `platform.<catalogue>.<name>`.
 */
export const PLATFORM_MESSAGES = {
  alliances: ALLIANCE_MESSAGES,
  auth: AUTH_MESSAGES,
  general: GENERAL_MESSAGES,
  kyc: { approved: KYC_APPROVED_MESSAGE },
  notifications: NOTIFICATION_MESSAGES,
  payments: PAYMENT_MESSAGES,
  trading: TRADING_MESSAGES,
} as const;

type Params = Record<string, string | number>;

/** A catalogue message with its `{name}` values filled in. */
export const fillMessage = (template: string, params: Params) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Each message as a pattern: its text, with every `{name}` standing for any value. */
const PATTERNS = Object.entries(PLATFORM_MESSAGES).flatMap(([catalogue, messages]) =>
  Object.entries(messages).map(([name, text]) => {
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
    const source = escape(text).replace(/\{\w+\}/g, '(.+?)');
    return { key: `platform.${catalogue}.${name}`, names, pattern: new RegExp(`^${source}$`) };
  }),
);

/** The translation key of a catalogue message and the values filled into it; other text matches nothing. */
export function matchPlatformMessage(message: string): { key: string; params: Params } | undefined {
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (match)
      return { key, params: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return undefined;
}

/** A catalogue message in the member's language through `translate`; any other text as it came. */
export function localizeMessage(message: string, translate: (key: string) => string): string {
  const match = matchPlatformMessage(message);
  return match ? fillMessage(translate(match.key), match.params) : message;
}
