import { describe, expect, it } from 'vitest';
import { flagOf, loadCountries, searchCountries } from '@/lib/country-list.ts';

describe('country list for the phone prefix', () => {
  it('lists about 250 countries with a dial code and a flag', async () => {
    const countries = await loadCountries();
    expect(countries.length).toBeGreaterThan(230);
    expect(countries.find((country) => country.iso === 'MY')).toEqual({
      iso: 'MY',
      name: 'Malaysia',
      dial: '+60',
      flag: '🇲🇾',
    });
    expect(countries.every((country) => /^\+\d{1,4}$/.test(country.dial))).toBe(true);
  });

  it('draws flags from ISO codes', () => {
    expect(flagOf('ae')).toBe('🇦🇪');
  });

  it('searches by ISO code, dial code or name, exact matches first', async () => {
    const countries = await loadCountries();
    const isoOf = (query: string) => searchCountries(countries, query).map((country) => country.iso);
    expect(isoOf('my')[0]).toBe('MY');
    expect(isoOf('+60')[0]).toBe('MY');
    expect(isoOf('60')[0]).toBe('MY');
    expect(isoOf('+44')).toContain('GB');
    expect(isoOf('germ')).toEqual(['DE']);
    expect(isoOf('zzzz')).toEqual([]);
    expect(searchCountries(countries, '  ')).toHaveLength(countries.length);
  });
});
