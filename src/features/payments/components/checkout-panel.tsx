import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { CheckoutResult, Quote } from '@/contract/payments.ts';
import { Button } from '@/components/ui/button.tsx';
import { NeedsConnection } from '@/components/ui/needs-connection.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { paths } from '@/config/paths.ts';
import { formatMoney } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { leaveFor } from '@/lib/leave.ts';
import { notifyError } from '@/lib/notifications.ts';
import { useBusy } from '@/lib/use-busy.ts';
import { useOnline } from '@/lib/use-online.ts';
import { checkout } from '../api/checkout.ts';
import { getCreditAndTickets } from '../api/get-credit-and-tickets.ts';
import {
  availableMethods,
  CHAIN_TYPES,
  chainLabel,
  checkoutBody,
  checkoutErrors,
  checkoutOutcome,
  isFreeEntry,
  toChain,
  type PayMethod,
  type Wallet,
} from '../payment-options.ts';
import { CryptoInvoice } from './crypto-invoice.tsx';
import { MethodChoice } from './method-choice.tsx';
import { PromoCodeField } from './promo-code-field.tsx';

type Props = { tournamentId: string; price: number };

/**
 * Payment summary and method choice of a tournament (spec section 2): price, promo code, discount, total, then
 * card, crypto (with its chain), ticket or credit. Card leaves for the hosted checkout; crypto shows its invoice
 * here; ticket, credit and free entries complete at once.
 */
export function CheckoutPanel({ tournamentId, price }: Props) {
  const { t, locale } = useTranslation();
  const [, navigate] = useLocation();
  const [wallet, setWallet] = useState<{ id: string; value: Wallet }>();
  const [quote, setQuote] = useState<Quote | null>(null);
  const [chosen, setChosen] = useState<PayMethod>('card');
  const [chain, setChain] = useState('');
  const [profileName, setProfileName] = useState('');
  const [isChecked, setChecked] = useState(false);
  const [invoice, setInvoice] = useState<CheckoutResult | null>(null);
  const { isBusy, run } = useBusy();
  const isOnline = useOnline();

  useEffect(() => {
    getCreditAndTickets(tournamentId).then(
      (value) => setWallet({ id: tournamentId, value }),
      () => undefined,
    );
  }, [tournamentId]);

  const summary = quote ?? { price, discount: 0, total: price };
  const held = wallet?.id === tournamentId ? wallet.value : undefined;
  const methods = availableMethods(summary.total, held);
  const method = methods.includes(chosen) ? chosen : methods[0];
  const isFree = isFreeEntry(summary.total);
  const choice = { method, chainType: toChain(chain) };
  const errors = checkoutErrors(choice, summary.total);
  const errorOf = (field: keyof typeof errors) => (isChecked && errors[field] ? t(errors[field]) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const [field, key] = Object.entries(errors)[0] ?? [];
    if (field && key) {
      notifyError(t(key));
      const element = event.currentTarget.elements.namedItem(field);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    const body = checkoutBody(tournamentId, choice, summary.total, quote?.promoCode ?? null, profileName);
    void run(async () => {
      // One key per attempt: a retried request is recognised, a new press is a new attempt.
      const outcome = checkoutOutcome(await checkout(body, crypto.randomUUID()));
      if (outcome.kind === 'redirect') leaveFor(outcome.url);
      else if (outcome.kind === 'invoice') setInvoice(outcome.result);
      else navigate(paths.paymentSuccessFor(outcome.transactionId));
    });
  };

  return (
    <section
      aria-labelledby="payment-summary"
      className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5 shadow-xl shadow-black/5"
    >
      <h2 id="payment-summary" className="text-sm font-semibold uppercase tracking-wide text-muted">
        {t('payments.summary')}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t('payments.price')}</dt>
          <dd className="font-semibold tabular">
            <bdi>{formatMoney(summary.price, locale)}</bdi>
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t('payments.discount')}</dt>
          <dd className={`font-semibold tabular ${summary.discount > 0 ? 'text-profit' : ''}`}>
            <bdi>{formatMoney(summary.discount > 0 ? -summary.discount : 0, locale)}</bdi>
          </dd>
        </div>
        <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-border pt-3">
          <dt className="font-semibold">{t('payments.total')}</dt>
          <dd className="text-2xl font-extrabold tabular" data-testid="payment-total">
            <bdi>{formatMoney(summary.total, locale)}</bdi>
          </dd>
        </div>
      </dl>
      {invoice ? (
        <CryptoInvoice result={invoice} onBack={() => setInvoice(null)} />
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <PromoCodeField tournamentId={tournamentId} applied={quote} onApplied={setQuote} />
          {!isFree && (
            <MethodChoice
              methods={methods}
              value={method}
              onChange={setChosen}
              wallet={held}
              error={errorOf('method')}
            />
          )}
          {method === 'ticket' && !isFree && (
            <p className="-mt-2 text-xs text-muted">{t('payments.ticketCovers')}</p>
          )}
          {method === 'crypto' && !isFree && (
            <SelectField
              label={t('payments.chain')}
              name="chainType"
              placeholder={t('payments.chooseChain')}
              value={chain}
              onChange={(event) => setChain(event.target.value)}
              options={CHAIN_TYPES.map((value) => ({ value: String(value), label: chainLabel(value) }))}
              error={errorOf('chainType')}
              required
            />
          )}
          <TextField
            label={t('payments.profileNameOptional')}
            name="profileName"
            maxLength={40}
            autoComplete="off"
            value={profileName}
            onChange={(event) => setProfileName(event.target.value)}
            hint={t('payments.profileNameHint')}
          />
          <NeedsConnection
            messageKey={isFree ? 'network.joinNeedsConnection' : 'network.payNeedsConnection'}
          />
          <Button type="submit" isBusy={isBusy} disabled={!isOnline} className="h-12 w-full text-base">
            {isFree ? t('payments.join') : t('payments.payNow')}
          </Button>
          <p className="text-center text-xs text-muted">{t('payments.secureNote')}</p>
        </form>
      )}
    </section>
  );
}
