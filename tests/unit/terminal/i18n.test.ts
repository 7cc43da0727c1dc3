import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLocale, loadLanguage, t } from '@/terminal/i18n.ts';

afterEach(() => vi.unstubAllGlobals());

describe('terminal i18n', () => {
  it('fills {{name}} placeholders in English', () => {
    expect(t('terminal.positions.close', { symbol: 'EURUSD' })).toBe('Close EURUSD position');
    expect(t('terminal.account.rankOf', { rank: 12, players: 340 })).toBe('#12 of 340');
  });

  it('refuses a language code that is not one, without a request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await loadLanguage('../secrets');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads another language and falls back to English per missing key', async () => {
    const french = {
      isoCode: 'fr',
      isRtl: false,
      localHelper: 'fr-FR',
      translations: { 'terminal.ticket.buy': 'Acheter' },
    };
    const fetch = vi.fn(async () => new Response(JSON.stringify(french)));
    vi.stubGlobal('fetch', fetch);
    await loadLanguage('fr');
    expect(fetch).toHaveBeenCalledWith('/locales/fr.json');
    expect(t('terminal.ticket.buy')).toBe('Acheter');
    expect(t('terminal.ticket.sell')).toBe('Sell');
    expect(getLocale()).toBe('fr-FR');
  });
});
