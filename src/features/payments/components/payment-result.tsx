import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Transaction } from '@/contract/payments.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CopyButton } from '@/components/ui/copy-button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Icon, type IconName } from '@/components/ui/icon.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { DateTime } from '@/components/ui/date-time.tsx';
import { formatMoney } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notifications.ts';
import { useTransaction } from '../hooks/use-transaction.ts';
import { resultView } from '../transaction-view.ts';
import { TransactionBadge } from './transaction-badge.tsx';

type Props = {
  transactionId: string | null;
  /** The trading profile name with its inline rename, composed in by the page. */
  renderProfileName: (transaction: Transaction & { accountId: string }) => ReactNode;
};

const linkButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-semibold transition';

/**
 * What became of a payment (spec section 2): status, currency, amount, transaction id and trading profile name.
 * Asked again every 2 s while pending; a completed entry whose account is still being created says so, with Retry.
 */
export function PaymentResult({ transactionId, renderProfileName }: Props) {
  const { t, locale } = useTranslation();
  const { transaction, error, isLoading, retry } = useTransaction(transactionId);

  if (!transactionId)
    return (
      <EmptyState icon="card" title={t('payments.noTransaction')}>
        <Link href={paths.tournaments()} className="font-semibold text-primary underline">
          {t('payments.browseTournaments')}
        </Link>
      </EmptyState>
    );
  if (isLoading) return <ResultSkeleton />;
  if (!transaction)
    return (
      <Alert tone="error">
        <p>{error?.message ?? t('common.loadFailed')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void retry()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );

  const view = resultView(transaction);
  const hero: { icon: IconName; tone: string; key: string } = view.canTrade
    ? { icon: 'check', tone: 'bg-profit/15 text-profit', key: 'payments.result.ready' }
    : view.isCreating
      ? { icon: 'clock', tone: 'bg-primary/15 text-primary', key: 'payments.result.creating' }
      : view.isPending
        ? { icon: 'clock', tone: 'bg-warning/15 text-warning', key: 'payments.result.pending' }
        : view.isFailed || view.isExpired
          ? { icon: 'alert', tone: 'bg-loss/15 text-loss', key: 'payments.result.failed' }
          : view.isRefunded
            ? { icon: 'info', tone: 'bg-primary/15 text-primary', key: 'payments.result.refunded' }
            : { icon: 'check', tone: 'bg-profit/15 text-profit', key: 'payments.result.completed' };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <section className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <div className="flex items-start gap-4">
          <span className={`flex size-12 shrink-0 items-center justify-center rounded-full ${hero.tone}`}>
            <Icon name={hero.icon} className="size-6" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 className="text-lg font-bold">{t(hero.key)}</h2>
            <p className="mt-1 text-sm text-muted">{transaction.tournamentTitle}</p>
          </div>
        </div>

        <dl className="mt-6 grid gap-4 border-t border-border pt-5 text-sm sm:grid-cols-2">
          <Row label={t('payments.field.status')}>
            {view.isExpired ? (
              t('payments.invoice.expiredShort')
            ) : (
              <TransactionBadge status={transaction.status} />
            )}
          </Row>
          <Row label={t('payments.field.currency')}>{transaction.currency}</Row>
          <Row label={t('payments.field.amount')}>
            <span className="tabular">{formatMoney(transaction.amount, locale)}</span>
          </Row>
          <Row label={t('payments.field.date')}>
            <span className="tabular">
              <DateTime value={transaction.completedAt ?? transaction.createdAt} />
            </span>
          </Row>
          <Row label={t('payments.field.transactionId')} wide isPlain={false}>
            <span className="flex items-center gap-2">
              <code
                dir="ltr"
                className="min-w-0 flex-1 break-all font-mono text-xs"
                data-testid="transaction-id"
              >
                {transaction.id}
              </code>
              <CopyButton
                text={transaction.id}
                label={t('payments.copyTransactionId')}
                copiedLabel={t('common.copied')}
                onCopied={(isCopied) =>
                  isCopied ? notifySuccess(t('common.copied')) : notifyError(t('common.copyFailed'))
                }
              />
            </span>
          </Row>
          {transaction.accountId && (
            <Row label={t('payments.field.profileName')} wide isPlain={false}>
              {renderProfileName({ ...transaction, accountId: transaction.accountId })}
            </Row>
          )}
        </dl>
      </section>

      {view.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <span
            className="size-3.5 animate-spin rounded-full border-2 border-border border-t-primary"
            aria-hidden="true"
          />
          {t('payments.waitingConfirmation')}
        </p>
      )}
      {view.isCreating && (
        <Alert tone="info">
          <p>{t('payments.accountCreating')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void retry()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {view.isFailed && <Alert tone="error">{t('payments.failed')}</Alert>}
      {view.isExpired && (
        <Alert tone="warning">
          {t(transaction.method === 'crypto' ? 'payments.invoice.expired' : 'payments.checkoutExpired')}
        </Alert>
      )}
      {view.isRefunded && <Alert tone="info">{t('payments.refunded')}</Alert>}
      {transaction.note && <Alert tone="info">{transaction.note}</Alert>}

      <div className="flex flex-wrap gap-3">
        {view.canTrade && transaction.accountId && (
          <Link
            href={paths.trade(transaction.tournamentId, transaction.accountId)}
            className={`${linkButton} bg-primary text-primary-fg hover:brightness-110`}
          >
            <Icon name="play" className="size-4" />
            {t('tournaments.tradeNow')}
          </Link>
        )}
        <Link
          href={paths.tournamentById(transaction.tournamentId)}
          className={`${linkButton} border border-border bg-surface-2 hover:bg-border/60`}
        >
          {t('payments.backToTournament')}
        </Link>
        <Link
          href={paths.myTournaments}
          className={`${linkButton} text-muted hover:bg-surface-2 hover:text-text`}
        >
          {t('menu.myTournaments')}
        </Link>
      </div>
    </div>
  );
}

/** A label and value; plain values are isolated (<bdi>) so numbers keep their order in right-to-left pages. */
function Row({
  label,
  children,
  wide = false,
  isPlain = true,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
  isPlain?: boolean;
}) {
  return (
    <div className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-1 font-semibold">{isPlain ? <bdi>{children}</bdi> : children}</dd>
    </div>
  );
}

function ResultSkeleton() {
  return (
    <div role="status" aria-busy="true" className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <Skeleton className="h-72 rounded-2xl" />
      <Skeleton className="h-11 w-64" />
    </div>
  );
}
