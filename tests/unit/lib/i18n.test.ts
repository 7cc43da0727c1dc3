import { describe, expect, it } from 'vitest';
import { pageTitle, t } from '@/lib/i18n.ts';

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
