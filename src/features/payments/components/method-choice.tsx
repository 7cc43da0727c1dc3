import { Icon, type IconName } from '@/components/ui/icon.tsx';
import { formatMoney } from '@/lib/format.ts';
import { ltr, useTranslation } from '@/lib/i18n.ts';
import type { PayMethod, Wallet } from '../payment-options.ts';

const ICON: Record<PayMethod, IconName> = {
  card: 'card',
  crypto: 'crypto',
  ticket: 'ticket',
  credit: 'wallet',
};

type Props = {
  methods: readonly PayMethod[];
  value: PayMethod | undefined;
  onChange: (method: PayMethod) => void;
  wallet: Wallet | undefined;
  error?: string | undefined;
};

/** The payment methods on offer as radio cards (native radios: arrow keys and screen readers just work). */
export function MethodChoice({ methods, value, onChange, wallet, error }: Props) {
  const { t, locale } = useTranslation();
  const hint: Record<PayMethod, string> = {
    card: t('payments.method.cardHint'),
    crypto: t('payments.method.cryptoHint'),
    ticket: t('payments.method.ticketHint', { count: wallet?.tickets ?? 0 }),
    credit: t('payments.method.creditHint', { amount: ltr(formatMoney(wallet?.credit ?? 0, locale)) }),
  };
  return (
    <fieldset aria-describedby={error ? 'method-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">{t('payments.method.label')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {methods.map((method) => (
          <label
            key={method}
            className="relative flex cursor-pointer flex-col gap-1 rounded-xl border border-border bg-surface-2 p-3 transition hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
          >
            <input
              type="radio"
              name="method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
            />
            <span className="flex items-center gap-2 text-sm font-semibold">
              <Icon name={ICON[method]} className="size-5 text-primary" />
              {t(`payments.method.${method}`)}
            </span>
            <span className="text-xs leading-snug text-muted">{hint[method]}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="method-error" className="mt-1.5 text-sm text-loss">
          {error}
        </p>
      )}
    </fieldset>
  );
}
