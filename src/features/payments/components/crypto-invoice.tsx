import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { CheckoutResult } from '@/contract/payments.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CopyButton } from '@/components/ui/copy-button.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { Stat } from '@/components/ui/stat.tsx';
import { paths } from '@/config/paths.ts';
import { formatCountdown } from '@/lib/format.ts';
import { ltr, useTranslation } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notifications.ts';
import { useNow } from '@/lib/use-now.ts';
import { useTransaction } from '../hooks/use-transaction.ts';
import { chainLabel } from '../payment-options.ts';

/**
 * The crypto invoice in the portal: where to send how much USDT on which chain, until when. The payment is
 * followed; once it completes the member is taken to the success page.
 */
export function CryptoInvoice({ result, onBack }: { result: CheckoutResult; onBack: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const now = useNow();
  const { transaction } = useTransaction(result.transaction.id);
  const current = transaction ?? result.transaction;
  const invoice = current.invoice ?? result.transaction.invoice;

  useEffect(() => {
    if (current.status === 'completed') navigate(paths.paymentSuccessFor(current.id));
  }, [current.status, current.id, navigate]);

  if (!invoice) return null;
  const msLeft = new Date(invoice.expiresAt).getTime() - now;
  const isExpired = current.status === 'expired' || (current.status === 'pending' && msLeft <= 0);
  const isFailed = current.status === 'failed';
  const amount = `${invoice.amount.toFixed(2)} ${invoice.currency}`;

  return (
    <section aria-labelledby="invoice-title" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h3 id="invoice-title" className="text-base font-bold">
          {t('payments.invoice.title')}
        </h3>
        {!isExpired && !isFailed && (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-warning/10 px-2.5 py-0.5 text-xs font-semibold text-warning tabular">
            <Icon name="clock" className="size-3.5" />
            {t('payments.invoice.expiresIn', { time: ltr(formatCountdown(msLeft, t('common.daysShort'))) })}
          </span>
        )}
      </div>
      <p className="text-sm text-muted">
        {t('payments.invoice.instructions', { amount, chain: chainLabel(invoice.chainType) })}
      </p>
      <dl className="grid grid-cols-2 gap-3 rounded-xl border border-border bg-surface-2 p-4 text-sm">
        <Stat label={t('payments.invoice.amount')}>
          <span dir="ltr">{amount}</span>
        </Stat>
        <Stat label={t('payments.invoice.chain')}>{chainLabel(invoice.chainType)}</Stat>
        <div className="col-span-2 min-w-0">
          <dt className="text-xs text-muted">{t('payments.invoice.address')}</dt>
          <dd className="mt-1 flex items-center gap-2">
            <code
              dir="ltr"
              className="min-w-0 flex-1 break-all rounded-md bg-bg px-2 py-1.5 font-mono text-xs"
            >
              {invoice.address}
            </code>
            <CopyButton
              text={invoice.address}
              label={t('payments.invoice.copyAddress')}
              copiedLabel={t('common.copied')}
              onCopied={(isCopied) =>
                isCopied ? notifySuccess(t('common.copied')) : notifyError(t('common.copyFailed'))
              }
            />
          </dd>
        </div>
      </dl>
      {isExpired ? (
        <Alert tone="warning">{t('payments.invoice.expired')}</Alert>
      ) : isFailed ? (
        <Alert tone="error">{t('payments.failed')}</Alert>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <span
            className="size-3.5 animate-spin rounded-full border-2 border-border border-t-primary"
            aria-hidden="true"
          />
          {t('payments.invoice.waiting')}
        </p>
      )}
      {result.redirectUrl && !isExpired && !isFailed && (
        <a
          href={result.redirectUrl}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-primary px-5 text-sm font-semibold text-primary-fg hover:brightness-110"
        >
          <Icon name="external" className="size-4" />
          {t('payments.invoice.open')}
        </a>
      )}
      <Button variant="ghost" onClick={onBack}>
        {isExpired || isFailed ? t('payments.tryAgain') : t('payments.invoice.otherMethod')}
      </Button>
    </section>
  );
}
