import { useEffect, useMemo, useState } from 'react';
import { loadCountries, type Country } from '@/lib/country-list.ts';
import { useTranslation } from '@/lib/i18n.ts';

export type CountryOption = { value: string; label: string };

/** A country's name in the member's language when the browser knows it (undefined otherwise). */
export function regionNames(locale: string): (iso: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (iso) => names.of(iso);
  } catch {
    return () => undefined;
  }
}

/** Countries for a filter, one per ISO code, sorted by name; loaded on first use (empty meanwhile). */
export function useCountryOptions(): readonly CountryOption[] {
  const { locale } = useTranslation();
  const [countries, setCountries] = useState<readonly Country[]>([]);
  useEffect(() => {
    let isActive = true;
    loadCountries().then(
      (list) => isActive && setCountries(list),
      () => undefined,
    );
    return () => {
      isActive = false;
    };
  }, []);
  return useMemo(() => {
    const nameOf = regionNames(locale);
    const byIso = new Map(countries.map((country) => [country.iso, country]));
    return [...byIso.values()]
      .map((country) => ({ value: country.iso, label: nameOf(country.iso) ?? country.name }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [countries, locale]);
}
