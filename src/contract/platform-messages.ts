import { ALLIANCE_MESSAGES } from './alliances.ts';
import { AUTH_MESSAGES } from './auth-rules.ts';
import { KYC_APPROVED_MESSAGE } from './kyc.ts';
import { PAYMENT_MESSAGES } from './payments.ts';
import { TRADING_MESSAGES } from './trading.ts';

/**
 * Every fixed message the platform answers with, by catalogue. The platform speaks English; the portal and the
 * terminal show these in the member's language under the key `platform.<catalogue>.<name>`.
 */
export const PLATFORM_MESSAGES = {
  alliances: ALLIANCE_MESSAGES,
  auth: AUTH_MESSAGES,
  kyc: { approved: KYC_APPROVED_MESSAGE },
  payments: PAYMENT_MESSAGES,
  trading: TRADING_MESSAGES,
} as const;

const KEYS = new Map<string, string>(
  Object.entries(PLATFORM_MESSAGES).flatMap(([catalogue, messages]) =>
    Object.entries(messages).map(([name, text]): [string, string] => [text, `platform.${catalogue}.${name}`]),
  ),
);

/** The translation key of a message from a catalogue ("platform.auth.notVerified"); other text has none. */
export const platformMessageKey = (message: string) => KEYS.get(message);
