import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link.tsx';
import type { TradeAccount } from '@/contract/tournament.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Stat } from '@/components/ui/stat.tsx';
import { paths } from '@/config/paths.ts';
import { formatMoney } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useTradeTournament } from '../hooks/use-trade-tournament.ts';

type Props = {
  tournamentId: string;
  accountId: string;
  /** The trading profile name with its rename, composed in by the page. */
  renderProfileName: (account: TradeAccount) => ReactNode;
};

const TUTORIAL = ['trade.tutorial.pick', 'trade.tutorial.order', 'trade.tutorial.rank'] as const;

/**
 * The trade screen (spec section 2): the trading profile and a short tutorial beside the embedded terminal. While
 * the account is still being created the member is told to wait, and the screen asks again by itself.
 */
export function TradeScreen({ tournamentId, accountId, renderProfileName }: Props) {
  const { t, locale } = useTranslation();
  const { data, error, isLoading, isCreating, retry } = useTradeTournament(tournamentId, accountId);
  usePageTitle(data ? `${t('pages.trade')}: ${data.tournament.title}` : t('pages.trade'));
  const back = <BackLink href={paths.myTournaments}>{t('menu.myTournaments')}</BackLink>;

  if (isLoading) return <Skeleton className="h-96 rounded-2xl" />;
  if (!data)
    return (
      <>
        {back}
        <PageHeader title={t('pages.trade')} />
        <Alert tone={isCreating ? 'info' : 'error'}>
          <p>{error?.message ?? t('common.loadFailed')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void retry()}>
            {t('common.retry')}
          </Button>
        </Alert>
      </>
    );

  const { tournament, account } = data;
  return (
    <>
      {back}
      <PageHeader
        title={tournament.title}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            {t('pages.trade')}
            <Badge tone={account.mode === 'live' ? 'primary' : 'neutral'}>
              {t(`tournaments.mode.${account.mode}`)}
            </Badge>
          </span>
        }
      />
      <div className="grid grid-cols-1 items-start gap-5 xl:grid-cols-[minmax(0,1fr)_340px]">
        <section
          aria-label={t('trade.terminal')}
          className="flex min-h-[420px] flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-border bg-surface p-8 text-center"
        >
          <Icon name="chart" className="size-10 text-primary" />
          <p className="font-semibold">{t('trade.terminal')}</p>
          <p className="max-w-md text-sm text-muted">
            {account.status === 'ended' ? t('trade.ended') : t('trade.terminalSoon')}
          </p>
        </section>
        <div className="flex flex-col gap-5">
          <Card title={t('trade.profile')}>
            <div className="font-semibold">{renderProfileName(account)}</div>
            <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
              <Stat label={t('tradeProfiles.accountId')}>
                <span dir="ltr">{account.login ?? '—'}</span>
              </Stat>
              <Stat label={t('tournaments.startingBalance')}>
                {formatMoney(account.startingBalance, locale)}
              </Stat>
              <Stat label={t('trade.balance')}>{formatMoney(account.balance, locale)}</Stat>
              <Stat label={t('trade.equity')}>{formatMoney(account.equity, locale)}</Stat>
            </dl>
          </Card>
          <Card title={t('trade.tutorial.title')}>
            <ol className="flex flex-col gap-3 text-sm">
              {TUTORIAL.map((key, index) => (
                <li key={key} className="flex gap-3">
                  <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/15 text-xs font-bold text-primary">
                    {index + 1}
                  </span>
                  <span className="text-muted">{t(key)}</span>
                </li>
              ))}
            </ol>
          </Card>
        </div>
      </div>
    </>
  );
}
