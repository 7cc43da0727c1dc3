import { useSnapshot } from 'valtio';
import { refreshState } from '../boot.ts';
import { formatCount, formatMoney, formatPercent } from '../domain/format.ts';
import { accountProfit } from '../domain/quotes.ts';
import { getLocale, t } from '../i18n.ts';
import { store } from '../store.ts';
import { ConnectionBadge } from './connection-badge.tsx';
import { Stat } from './stat.tsx';
import { TimeLeft } from './time-left.tsx';

// Countdown end: the server decides whether trading is still open; a failed refresh changes nothing.
const onTradingEnd = () => void refreshState().catch(() => undefined);

/** Money, margin, rank and time left of the account, with the tournament it belongs to. */
export function AccountStrip() {
  const { account, tournament, profileName, clockOffsetMs } = useSnapshot(store);
  if (!account || !tournament) return null;
  const locale = getLocale();
  const profit = accountProfit(account);
  const rank =
    account.mode === 'practice'
      ? t('terminal.account.practice')
      : account.rank === null
        ? t('terminal.account.unranked')
        : t('terminal.account.rankOf', {
            rank: formatCount(account.rank, locale),
            players: formatCount(account.players, locale),
          });

  return (
    <header className="rounded-xl border border-border bg-surface px-3 py-3 sm:px-4">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h1 className="min-w-0 truncate text-sm font-semibold">
          <bdi>{tournament.title}</bdi>
          <span className="text-muted" aria-hidden="true">
            {' · '}
          </span>
          <span className="sr-only">, </span>
          <bdi className="font-normal text-muted">{profileName}</bdi>
        </h1>
        <ConnectionBadge />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 sm:gap-x-4 xs:grid-cols-3 sm:grid-cols-4 lg:grid-cols-8">
        <Stat label={t('terminal.account.balance')}>{formatMoney(account.balance, locale)}</Stat>
        <Stat label={t('terminal.account.equity')}>{formatMoney(account.equity, locale)}</Stat>
        <Stat label={t('terminal.account.margin')}>{formatMoney(account.margin, locale)}</Stat>
        <Stat label={t('terminal.account.freeMargin')}>{formatMoney(account.freeMargin, locale)}</Stat>
        <Stat label={t('terminal.account.marginLevel')}>
          {account.marginLevel === null ? '—' : formatPercent(account.marginLevel, locale)}
        </Stat>
        <Stat label={t('terminal.account.profit')}>
          <span className={profit > 0 ? 'text-profit' : profit < 0 ? 'text-loss' : ''}>
            {formatMoney(profit, locale, true)}
          </span>
        </Stat>
        <Stat label={t('terminal.account.rank')}>{rank}</Stat>
        <Stat label={t('terminal.account.timeLeft')}>
          <TimeLeft endsAt={tournament.tradingEndsAt} offsetMs={clockOffsetMs} onEnd={onTradingEnd} />
        </Stat>
      </dl>
    </header>
  );
}
