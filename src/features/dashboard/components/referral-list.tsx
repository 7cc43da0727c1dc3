import { useState } from 'react';
import type { ReferralPage } from '@/contract/affiliates.ts';
import { Button } from '@/components/ui/button.tsx';
import { LastUpdatedOf } from '@/components/ui/last-updated.tsx';
import { useCachedResource } from '@/lib/cached-resource.ts';
import { formatCount, formatDate } from '@/lib/format.ts';
import { ltr, useTranslation } from '@/lib/i18n.ts';
import { getReferrals } from '../api/get-referrals.ts';
import { CardError, CardSkeleton } from './card-status.tsx';

/** The refer-and-earn tab's list (spec section 2): each referred member, when they joined, their entries. */
export function ReferralList({ ownerId }: { ownerId: string }) {
  const { t, locale } = useTranslation();
  const [page, setPage] = useState(1);
  const referrals = useCachedResource<ReferralPage>(`referrals:${page}`, ownerId, () => getReferrals(page));
  const { data } = referrals;
  return (
    <section aria-labelledby="referred-users" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="referred-users" className="text-sm font-semibold">
          {t('profile.referredUsers')}
          {data && <span className="ms-2 text-muted tabular">{formatCount(data.totalResults, locale)}</span>}
        </h3>
        <LastUpdatedOf resource={referrals} />
      </div>
      {referrals.isLoading ? (
        <CardSkeleton />
      ) : !data ? (
        <CardError status={referrals} />
      ) : data.results.length === 0 ? (
        <p className="text-sm text-muted">{t('dashboard.noReferrals')}</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="text-start text-xs text-muted">
            <tr>
              <th className="py-2 text-start font-medium">{t('fields.email')}</th>
              <th className="py-2 text-start font-medium">{t('profile.joinedAt')}</th>
              <th className="py-2 text-end font-medium">{t('dashboard.totalEnrolled')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {data.results.map((referral) => (
              <tr key={referral.id}>
                <td className="break-all py-2.5 pe-3 font-medium">
                  <bdi>{referral.email}</bdi>
                </td>
                <td className="whitespace-nowrap py-2.5 pe-3 tabular">
                  {ltr(formatDate(referral.joinedAt))}
                </td>
                <td className="py-2.5 text-end tabular">{formatCount(referral.totalEnrolled, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && data.totalPages > 1 && (
        <nav aria-label={t('profile.referralPages')} className="flex items-center justify-end gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('common.previous')}
          </Button>
          <span className="text-sm text-muted tabular">
            {t('common.pageOf', { page, pages: data.totalPages })}
          </span>
          <Button variant="secondary" disabled={page >= data.totalPages} onClick={() => setPage(page + 1)}>
            {t('common.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
