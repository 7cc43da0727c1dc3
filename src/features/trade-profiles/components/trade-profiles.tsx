import { Link } from 'wouter';
import type { TradeAccount } from '@/contract/tournament.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { LastUpdatedOf } from '@/components/ui/last-updated.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { useCachedResource } from '@/lib/cached-resource.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { getTradeProfiles } from '../api/get-trade-profiles.ts';
import { TRADE_PROFILES_KEY } from '../api/rename-trade-profile.ts';
import { ProfileNameEditor } from './profile-name-editor.tsx';

/** The trade-info tab: each trade profile (tournament, profile name, account id) with its rename. */
export function TradeProfiles({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation();
  const profiles = useCachedResource<TradeAccount[]>(TRADE_PROFILES_KEY, ownerId, getTradeProfiles);

  if (profiles.isLoading)
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-3">
        {[1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-24 rounded-xl" />
        ))}
      </div>
    );
  if (!profiles.data) return <Alert tone="error">{profiles.error?.message ?? t('common.loadFailed')}</Alert>;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <LastUpdatedOf resource={profiles} />
      </div>
      {profiles.data.length === 0 ? (
        <EmptyState icon="briefcase" title={t('tradeProfiles.empty')}>
          <Link href={paths.tournaments()} className="font-semibold text-primary underline">
            {t('myTournaments.browse')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {profiles.data.map((account) => (
            <li
              key={account.accountId}
              className="grid gap-3 rounded-xl border border-border bg-surface-2/50 p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]"
            >
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="truncate font-semibold">{account.tournamentTitle}</h3>
                  <Badge tone={account.mode === 'live' ? 'primary' : 'neutral'}>
                    {t(`tournaments.mode.${account.mode}`)}
                  </Badge>
                </div>
                <p className="mt-1 text-xs text-muted">
                  {t('tradeProfiles.accountId')}:{' '}
                  <code dir="ltr" className="font-mono text-text">
                    {account.login ?? account.accountId}
                  </code>
                </p>
                {account.status === 'ready' && account.mode === 'live' && (
                  <Link
                    href={paths.trade(account.tournamentId, account.accountId)}
                    className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
                  >
                    {t('tournaments.tradeNow')}
                  </Link>
                )}
              </div>
              <div className="min-w-0">
                <p className="text-xs text-muted">{t('tournaments.profileName')}</p>
                <div className="mt-1 font-semibold">
                  <ProfileNameEditor
                    ownerId={ownerId}
                    accountId={account.accountId}
                    profileName={account.profileName}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
