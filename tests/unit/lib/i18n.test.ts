import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/contract/auth-rules.ts';
import { fillMessage, GENERAL_MESSAGES, matchPlatformMessage } from '@/contract/platform-messages.ts';
import { localize, pageTitle, t } from '@/lib/i18n.ts';

describe('i18n', () => {
  it('translates from the built-in English table and fills parameters', () => {
    expect(t('menu.myTournaments')).toBe('My Tournaments');
    expect(t('dashboard.welcome', { name: 'Dana' })).toBe('Welcome back, Dana');
  });

  it('shows the key itself when no language has it', () => {
    expect(t('nothing.here')).toBe('nothing.here');
  });

  it('builds "Screen | TradeArena" page titles', () => {
    expect(pageTitle('Login', 'TradeArena')).toBe('Login | TradeArena');
    expect(pageTitle('', 'TradeArena')).toBe('TradeArena');
  });
});

describe('platform messages', () => {
  it('recognises a catalogue message, with the values filled into a template', () => {
    expect(matchPlatformMessage(AUTH_MESSAGES.badCredentials)).toEqual({
      key: 'platform.auth.badCredentials',
      params: {},
    });
    const wait = fillMessage(GENERAL_MESSAGES.tooManyRequests, { seconds: 42 });
    expect(wait).toBe('Too many requests. Please wait 42 seconds and try again.');
    expect(matchPlatformMessage(wait)).toEqual({
      key: 'platform.general.tooManyRequests',
      params: { seconds: '42' },
    });
    expect(matchPlatformMessage('Something else went wrong')).toBeUndefined();
  });

  it('shows a recognised message from the translations and any other text as it came', () => {
    expect(localize(fillMessage(GENERAL_MESSAGES.codeWait, { seconds: 7 }))).toBe(
      'Please wait 7 seconds before asking for a new code.',
    );
    expect(localize('A message of another service')).toBe('A message of another service');
  });
});
