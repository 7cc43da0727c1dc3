/**
 * Countries with their dial codes for phone-prefix pickers. `countries-list` is loaded on first use only, so
 * screens without a phone field never download it.
 */
export type Country = { iso: string; name: string; dial: string; flag: string };

/** The flag emoji of an ISO 3166-1 alpha-2 code (two regional-indicator letters). */
export const flagOf = (iso: string) =>
  String.fromCodePoint(...[...iso.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

let loading: Promise<Country[]> | null = null;

/** One entry per country and dial code (a few countries have several), sorted by English name. */
export function loadCountries(): Promise<Country[]> {
  loading ??= import('countries-list').then(({ countries }) =>
    Object.entries(countries)
      .flatMap(([iso, country]) =>
        country.phone.map((code) => ({ iso, name: country.name, dial: `+${code}`, flag: flagOf(iso) })),
      )
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
  );
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** 0: exact dial code or ISO code, 1: starts with it, 2: name contains it, null: no match. */
function rank(country: Country, query: string): number | null {
  const digits = query.replace(/^\+/, '');
  const dial = country.dial.slice(1);
  const iso = country.iso.toLowerCase();
  if ((/^\d+$/.test(digits) && dial === digits) || iso === query) return 0;
  if (/^\d+$/.test(digits) && dial.startsWith(digits)) return 1;
  return country.name.toLowerCase().includes(query) ? 2 : null;
}

/** Searches by ISO code, dial code (with or without "+") or country name; best matches first. */
export function searchCountries(countries: readonly Country[], query: string): Country[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [...countries];
  return countries
    .map((country) => ({ country, rank: rank(country, wanted) }))
    .filter((entry): entry is { country: Country; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.country);
}
