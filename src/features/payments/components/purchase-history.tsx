import { useState } from 'react';
import type { Purchase } from '@/contract/payments.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { LastUpdatedOf } from '@/components/ui/last-updated.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Stat } from '@/components/ui/stat.tsx';
import { useCachedResource } from '@/lib/cached-resource.ts';
import { DateTime } from '@/components/ui/date-time.tsx';
import { formatMoney } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { getPurchaseHistory } from '../api/get-purchase-history.ts';
import { TransactionBadge } from './transaction-badge.tsx';

/** Rows drawn at a time; "Show more" adds the next page (a table stays a real table). */
export const PAGE_SIZE = 50;

/**
 * Purchase history (spec section 3): tournament, profile name, amount, payment provider id, date; a table where
 * its six columns fit beside the profile tabs, cards elsewhere.
 */
export function PurchaseHistory({ ownerId }: { ownerId: string }) {
  const { t, locale } = useTranslation();
  const history = useCachedResource<Purchase[]>('payments:purchase-history', ownerId, getPurchaseHistory);
  const [shown, setShown] = useState(PAGE_SIZE);

  const freshness = <LastUpdatedOf resource={history} />;
  if (history.isLoading)
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-2">
        {[1, 2, 3, 4].map((row) => (
          <Skeleton key={row} className="h-10" />
        ))}
      </div>
    );
  if (!history.data) return <Alert tone="error">{history.error?.message ?? t('common.loadFailed')}</Alert>;
  if (history.data.length === 0)
    return (
      <div className="flex flex-col gap-3">
        <div className="flex justify-end">{freshness}</div>
        <EmptyState icon="card" title={t('purchaseHistory.empty')} />
      </div>
    );

  const rows = history.data.slice(0, shown);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">{freshness}</div>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 2xl:hidden">
        {rows.map((purchase) => (
          <li
            key={purchase.transactionId}
            className="rounded-xl border border-border bg-surface-2/50 p-4 text-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-semibold">{purchase.tournamentTitle}</p>
                <p className="text-xs text-muted">{t(`payments.method.${purchase.method}`)}</p>
              </div>
              <p className="shrink-0 font-bold tabular">
                <bdi>{formatMoney(purchase.amount, locale)}</bdi>
              </p>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-3">
              <Stat label={t('purchaseHistory.profileName')}>{purchase.profileName ?? '—'}</Stat>
              <Stat label={t('purchaseHistory.date')}>
                <DateTime value={purchase.date} />
              </Stat>
              <Stat label={t('purchaseHistory.providerId')} className="col-span-2">
                <span className="font-mono text-xs" dir="ltr">
                  {purchase.providerPaymentId ?? '—'}
                </span>
              </Stat>
            </dl>
            <div className="mt-3">
              <TransactionBadge status={purchase.status} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto 2xl:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('profile.tab.purchase-history')}</caption>
          <thead>
            <tr className="border-b border-border text-xs uppercase tracking-wide text-muted">
              <th scope="col" className="py-2 pe-2 text-start font-semibold">
                {t('purchaseHistory.tournament')}
              </th>
              <th scope="col" className="py-2 pe-2 text-start font-semibold">
                {t('purchaseHistory.profileName')}
              </th>
              <th scope="col" className="py-2 pe-2 text-end font-semibold">
                {t('purchaseHistory.amount')}
              </th>
              <th scope="col" className="py-2 pe-2 text-start font-semibold">
                {t('purchaseHistory.providerId')}
              </th>
              <th scope="col" className="py-2 pe-2 text-start font-semibold">
                {t('purchaseHistory.date')}
              </th>
              <th scope="col" className="py-2 text-start font-semibold">
                {t('purchaseHistory.status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((purchase) => (
              <tr key={purchase.transactionId} className="border-b border-border/60 last:border-0">
                <th scope="row" className="py-3 pe-2 text-start font-semibold">
                  <span className="block max-w-56 truncate">{purchase.tournamentTitle}</span>
                  <span className="block text-xs font-normal text-muted">
                    {t(`payments.method.${purchase.method}`)}
                  </span>
                </th>
                <td className="py-3 pe-2">
                  <span className="block max-w-40 truncate">{purchase.profileName ?? '—'}</span>
                </td>
                <td className="py-3 pe-2 text-end font-semibold tabular">
                  <bdi>{formatMoney(purchase.amount, locale)}</bdi>
                </td>
                <td className="py-3 pe-2 font-mono text-xs" dir="ltr">
                  <span className="block max-w-36 truncate" title={purchase.providerPaymentId ?? undefined}>
                    {purchase.providerPaymentId ?? '—'}
                  </span>
                </td>
                <td className="whitespace-nowrap py-3 pe-2 tabular">
                  <DateTime value={purchase.date} />
                </td>
                <td className="py-3">
                  <TransactionBadge status={purchase.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {history.data.length > shown && (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => setShown((count) => count + PAGE_SIZE)}
        >
          {t('common.showMore', { count: history.data.length - shown })}
        </Button>
      )}
    </div>
  );
}
