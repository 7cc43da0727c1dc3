import { useState } from 'react';
import { HttpError } from '@/contract/http-error.ts';
import type { Quote } from '@/contract/payments.ts';
import { Button } from '@/components/ui/button.tsx';
import { inputClass } from '@/components/ui/text-field.tsx';
import { isAbortError } from '@/lib/api-client.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { useOnline } from '@/lib/use-online.ts';
import { notifyError, notifySuccess } from '@/lib/notifications.ts';
import { requestQuote } from '../api/request-quote.ts';

type Props = {
  tournamentId: string;
  applied: Quote | null;
  onApplied: (quote: Quote | null) => void;
};

/** Promo code with Apply (POST /payments/quote): a refused code is shown at the field and notified. */
export function PromoCodeField({ tournamentId, applied, onApplied }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [isBusy, setBusy] = useState(false);
  const isOnline = useOnline();

  const apply = async () => {
    const promoCode = code.trim();
    if (!promoCode) {
      setError(t('validation.required'));
      notifyError(t('validation.required'));
      return;
    }
    setBusy(true);
    try {
      const quote = await requestQuote({ tournamentId, promoCode });
      setError(undefined);
      onApplied(quote);
      notifySuccess(t('payments.promoApplied'));
    } catch (failure) {
      if (isAbortError(failure)) return;
      const message = failure instanceof Error ? failure.message : String(failure);
      if (failure instanceof HttpError && failure.status >= 400 && failure.status < 500) setError(message);
      notifyError(message);
    } finally {
      setBusy(false);
    }
  };

  if (applied?.promoCode)
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-profit/40 bg-profit/10 px-3 py-2 text-sm">
        <span>
          {t('payments.promoCode')}: <strong dir="ltr">{applied.promoCode}</strong>
        </span>
        <Button
          variant="ghost"
          className="min-h-8 px-2"
          onClick={() => {
            onApplied(null);
            setCode('');
          }}
        >
          {t('payments.removePromo')}
        </Button>
      </div>
    );

  return (
    <div>
      <label htmlFor="promo-code" className="mb-1.5 block text-sm font-medium">
        {t('payments.promoCode')}
      </label>
      <div className="flex gap-2">
        <input
          id="promo-code"
          name="promoCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          dir="ltr"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            // Enter applies the code instead of submitting the payment.
            if (event.key === 'Enter') {
              event.preventDefault();
              if (isOnline) void apply();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'promo-code-error' : undefined}
          className={`${inputClass} min-w-0 flex-1 uppercase placeholder:normal-case`}
          placeholder={t('payments.promoPlaceholder')}
        />
        <Button
          variant="secondary"
          className="h-11"
          isBusy={isBusy}
          disabled={!isOnline}
          onClick={() => void apply()}
        >
          {t('payments.apply')}
        </Button>
      </div>
      {error && (
        <p id="promo-code-error" className="mt-1.5 text-sm text-loss">
          {error}
        </p>
      )}
    </div>
  );
}
