import { SelectField } from '@/components/ui/select-field.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { useCountryOptions } from '@/lib/use-country-options.ts';

type Props = {
  value: string;
  onChange: (country: string) => void;
  /** Offer only these ISO codes (the countries present on a board); every country when absent. */
  only?: ReadonlySet<string>;
  className?: string;
};

/** "All countries" or one country (ISO alpha-2, as the platform's `?country=` takes it). */
export function CountryFilter({ value, onChange, only, className = '' }: Props) {
  const { t } = useTranslation();
  const options = useCountryOptions().filter(
    (option) => !only || only.has(option.value) || option.value === value,
  );
  return (
    <SelectField
      label={t('leaderboards.filter.country')}
      placeholder={t('leaderboards.filter.allCountries')}
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    />
  );
}
