import { useRef, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { PhonePrefixSelect } from '@/components/ui/phone-prefix-select.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { useFormCheck } from '../hooks/use-form-check.ts';
import { phoneErrors } from '../validation.ts';

export type PhoneIntent = 'verify' | 'skip';
type Props = {
  phone: string;
  prefix: string;
  onPhone: (phone: string) => void;
  onPrefix: (prefix: string) => void;
  onSubmit: (intent: PhoneIntent) => void;
  busyIntent: PhoneIntent | null;
};

/** Phone prefix and phone with "Save and Verify" and "Save and Skip Verify" (spec section 2). */
export function PhoneForm({ phone, prefix, onPhone, onPrefix, onSubmit, busyIntent }: Props) {
  const { t } = useTranslation();
  const form = useFormCheck(phoneErrors(phone));
  // Enter in the phone field presses the first button ("Save and Verify"), as a click would.
  const intent = useRef<PhoneIntent>('verify');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.check(event.currentTarget)) onSubmit(intent.current);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid grid-cols-[8.5rem_minmax(0,1fr)] items-start gap-3">
        <PhonePrefixSelect
          value={prefix}
          onChange={onPrefix}
          label={t('fields.phonePrefix')}
          toggleLabel={t('fields.showCountries')}
          placeholder={t('fields.searchCountry')}
          emptyLabel={t('fields.noCountry')}
        />
        <TextField
          label={t('fields.phone')}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          dir="ltr"
          maxLength={15}
          value={phone}
          onChange={(event) => onPhone(event.target.value.trim())}
          error={form.message('phone')}
        />
      </div>
      <div className="mt-2 flex flex-col gap-3">
        {(['verify', 'skip'] as const).map((option) => (
          <Button
            key={option}
            type="submit"
            variant={option === 'verify' ? 'primary' : 'secondary'}
            isBusy={busyIntent === option}
            disabled={busyIntent !== null}
            onClick={() => {
              intent.current = option;
            }}
            className="h-11 w-full"
          >
            {t(option === 'verify' ? 'completeProfile.verify' : 'completeProfile.skip')}
          </Button>
        ))}
      </div>
    </form>
  );
}
