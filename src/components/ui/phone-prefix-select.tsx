import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Field,
  Label,
} from '@headlessui/react';
import { useEffect, useMemo, useState } from 'react';
import { loadCountries, searchCountries, type Country } from '@/lib/country-list.ts';
import { Icon } from './icon.tsx';

type Props = {
  /** The dial code, e.g. "+60". */
  value: string;
  onChange: (dialCode: string) => void;
  label: string;
  toggleLabel: string;
  placeholder: string;
  emptyLabel: string;
  className?: string;
};

/**
 * Phone prefix picker: every country with its flag, name and dial code, searchable by ISO code, dial code or
 * name. The list loads on first render of the picker; until then the current prefix shows as typed.
 */
export function PhonePrefixSelect({
  value,
  onChange,
  label,
  toggleLabel,
  placeholder,
  emptyLabel,
  className = '',
}: Props) {
  const [countries, setCountries] = useState<Country[]>([]);
  const [query, setQuery] = useState('');
  // Several countries share a dial code (+1, +7): the one the member picked is the one shown.
  const [pickedIso, setPickedIso] = useState<string | null>(null);

  useEffect(() => {
    loadCountries().then(setCountries, () => setCountries([]));
  }, []);

  const selected = useMemo(
    () =>
      countries.find((country) => country.dial === value && country.iso === pickedIso) ??
      countries.find((country) => country.dial === value) ??
      null,
    [countries, value, pickedIso],
  );
  const results = useMemo(() => searchCountries(countries, query), [countries, query]);

  const pick = (country: Country | null) => {
    if (!country) return;
    setPickedIso(country.iso);
    onChange(country.dial);
  };

  return (
    <Field className={className}>
      <Label className="mb-1.5 block text-sm font-medium">{label}</Label>
      <Combobox value={selected} onChange={pick} onClose={() => setQuery('')} immediate>
        <div className="relative">
          <ComboboxInput
            dir="ltr"
            autoComplete="off"
            placeholder={placeholder}
            displayValue={(country: Country | null) => (country ? `${country.flag} ${country.dial}` : value)}
            onChange={(event) => setQuery(event.target.value)}
            // Typing starts a search rather than editing the shown "flag +code".
            onFocus={(event) => event.target.select()}
            className="h-11 w-full rounded-lg border border-border bg-surface-2 ps-3 pe-9 text-text placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-focus/60"
          />
          <ComboboxButton
            aria-label={toggleLabel}
            className="absolute inset-y-0 end-0 flex w-9 items-center justify-center text-muted"
          >
            <Icon name="chevronDown" className="size-4" />
          </ComboboxButton>
          <ComboboxOptions className="absolute start-0 top-12 z-40 max-h-72 w-72 max-w-[calc(100vw-2.5rem)] overflow-auto rounded-lg border border-border bg-surface p-1 shadow-xl empty:invisible">
            {results.length === 0 && countries.length > 0 ? (
              <div className="px-3 py-2 text-sm text-muted">{emptyLabel}</div>
            ) : (
              results.map((country) => (
                <ComboboxOption
                  key={`${country.iso}${country.dial}`}
                  value={country}
                  className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm data-[focus]:bg-surface-2 data-[selected]:font-semibold"
                >
                  <span aria-hidden="true">{country.flag}</span>
                  <span className="min-w-0 flex-1 truncate">{country.name}</span>
                  <span dir="ltr" className="text-muted tabular">
                    {country.dial}
                  </span>
                </ComboboxOption>
              ))
            )}
          </ComboboxOptions>
        </div>
      </Combobox>
    </Field>
  );
}
