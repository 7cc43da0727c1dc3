import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { useCountryOptions } from '@/lib/use-country-options.ts';
import {
  NAME_MAX,
  TELEGRAM_MAX,
  withCurrentOption,
  type PersonalErrors,
  type PersonalField,
  type PersonalValues,
} from '../personal-info.ts';

type Props = {
  values: PersonalValues;
  errors: PersonalErrors;
  /** YYYY-MM-DD: the latest birthdate the picker offers. */
  today: string;
  onChange: (field: PersonalField, value: string) => void;
};

/** The editable fields of the personal-info tab: two columns from tablet width, one below. */
export function PersonalFields({ values, errors, today, onChange }: Props) {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  const error = (field: PersonalField) => {
    const key = errors[field];
    return key ? t(key, { max: field === 'telegram' ? TELEGRAM_MAX : NAME_MAX }) : undefined;
  };
  const bind = (field: PersonalField) => ({
    name: field,
    value: values[field],
    error: error(field),
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });

  return (
    <div className="grid grid-cols-1 gap-x-5 gap-y-4 md:grid-cols-2">
      <TextField
        label={t('fields.firstName')}
        autoComplete="given-name"
        maxLength={NAME_MAX}
        {...bind('firstname')}
      />
      <TextField
        label={t('fields.lastName')}
        autoComplete="family-name"
        maxLength={NAME_MAX}
        {...bind('lastname')}
      />
      <SelectField
        label={t('profile.personal.gender')}
        placeholder={t('profile.personal.notSet')}
        options={[
          { value: 'male', label: t('profile.personal.male') },
          { value: 'female', label: t('profile.personal.female') },
        ]}
        {...bind('gender')}
      />
      <TextField
        type="date"
        label={t('profile.personal.birthdate')}
        autoComplete="bday"
        max={today}
        {...bind('birthdate')}
      />
      <SelectField
        label={t('profile.personal.country')}
        placeholder={t('profile.personal.notSet')}
        autoComplete="country"
        options={withCurrentOption(countries, values.country)}
        {...bind('country')}
      />
      <TextField
        label={t('profile.personal.telegram')}
        hint={t('profile.personal.telegramHint')}
        placeholder={t('profile.personal.telegramPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        maxLength={TELEGRAM_MAX}
        {...bind('telegram')}
      />
    </div>
  );
}
