import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Alert } from '@/components/ui/alert.tsx';
import { BackLink } from '@/components/ui/back-link.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import type { TradeAccount } from '@/contract/tournament.ts';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { useOnline } from '@/lib/use-online.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useTradeTournament } from '../hooks/use-trade-tournament.ts';
import { useTutorial } from '../hooks/use-tutorial.ts';
import type { TerminalTheme } from '../terminal-embed.ts';
import { TerminalOffline } from './terminal-offline.tsx';
import { TerminalPanel } from './terminal-panel.tsx';
import { TradeProfileCard } from './trade-profile-card.tsx';
import { TradeTutorial } from './trade-tutorial.tsx';

type Props = {
  tournamentId: string;
  accountId: string;
  /** The portal's theme, handed on to the terminal (preferences belong to another feature). */
  theme: TerminalTheme;
  /** The trading profile name with its rename, composed in by the page. */
  renderProfileName: (account: TradeAccount) => ReactNode;
};

const TUTORIAL_ID = 'trade-tutorial';

/**
 * The trade screen (spec section 2): the embedded terminal first and wide, the trading profile and a short
 * tutorial beside it on wide screens and below it otherwise. While the account is still being created the member
 * is told to wait and the screen asks again by itself. Offline, or when the token could not be fetched for want of
 * a network (status 0), a notice stands where the frame would break, and the terminal opens again once back online.
 */
export function TradeScreen({ tournamentId, accountId, theme, renderProfileName }: Props) {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const trade = useTradeTournament(tournamentId, accountId);
  const tutorial = useTutorial();
  const { data, reload } = trade;
  usePageTitle(data ? `${t('pages.trade')}: ${data.tournament.title}` : t('pages.trade'));

  // Back online: any token fetched before is likely spent or expired, so the terminal opens with a fresh one.
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!isOnline) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      void reload();
    }
  }, [isOnline, reload]);

  const back = <BackLink href={paths.myTournaments}>{t('menu.myTournaments')}</BackLink>;
  const isUnreachable = !isOnline || trade.error?.status === 0;
  const offline = <TerminalOffline onRetry={() => void reload()} isRetrying={trade.isReloading} />;
  if (trade.isLoading) return <Skeleton className="h-96 rounded-2xl" />;
  if (!data)
    return (
      <>
        {back}
        <h1 className="mb-5 text-2xl font-bold tracking-tight">{t('pages.trade')}</h1>
        {isUnreachable ? (
          offline
        ) : (
          <Alert tone={trade.isCreating ? 'info' : 'error'}>
            <p>{trade.error?.message ?? t('common.loadFailed')}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void trade.retry()}>
              {t('common.retry')}
            </Button>
          </Alert>
        )}
      </>
    );

  const { tournament, account, embedToken } = data;
  const showTutorial = () => {
    tutorial.toggle();
    // Below the terminal on narrow screens: bring the opened tutorial into view.
    if (!tutorial.isOpen)
      requestAnimationFrame(() => document.getElementById(TUTORIAL_ID)?.scrollIntoView({ block: 'nearest' }));
  };
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          {back}
          <h1 className="flex flex-wrap items-center gap-2 text-xl font-bold tracking-tight sm:text-2xl">
            <span className="min-w-0 break-words">{tournament.title}</span>
            <Badge tone={account.mode === 'live' ? 'primary' : 'neutral'}>
              {t(`tournaments.mode.${account.mode}`)}
            </Badge>
          </h1>
        </div>
        <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
          <Button
            variant="secondary"
            className="px-3"
            aria-expanded={tutorial.isOpen}
            aria-controls={TUTORIAL_ID}
            onClick={showTutorial}
          >
            <Icon name="info" className="hidden size-4 sm:block" />
            {t('trade.howToTrade')}
          </Button>
          {embedToken && isOnline && (
            <Button
              variant="secondary"
              className="px-3"
              isBusy={trade.isReloading}
              onClick={() => void reload()}
            >
              {!trade.isReloading && <Icon name="sync" className="hidden size-4 sm:block" />}
              {t('trade.reload')}
            </Button>
          )}
        </div>
      </div>
      <div className="grid grid-cols-1 items-start gap-5 xl:grid-cols-[minmax(0,1fr)_300px]">
        <section aria-label={t('trade.terminal')} className="min-w-0">
          {!isOnline ? (
            offline
          ) : embedToken ? (
            <TerminalPanel
              embedToken={embedToken}
              theme={theme}
              reload={reload}
              isReloading={trade.isReloading}
            />
          ) : (
            <Alert tone="info">
              <p>{t('trade.ended')}</p>
              <Link
                href={paths.myTournaments}
                className="mt-2 inline-block font-semibold text-primary underline"
              >
                {t('menu.myTournaments')}
              </Link>
            </Alert>
          )}
        </section>
        <div className="flex flex-col gap-5">
          <TradeProfileCard account={account} profileName={renderProfileName(account)} />
          <TradeTutorial id={TUTORIAL_ID} isOpen={tutorial.isOpen} onClose={tutorial.close} />
        </div>
      </div>
    </>
  );
}
