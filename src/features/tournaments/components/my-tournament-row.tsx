import { Link } from 'wouter';
import type { MyTournament } from '@/contract/tournament.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { Stat } from '@/components/ui/stat.tsx';
import { paths } from '@/config/paths.ts';
import { DateTime } from '@/components/ui/date-time.tsx';
import { formatCount, formatMoney } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { displayState } from '../display-state.ts';
import { MODE_LABEL } from '../labels.ts';
import { rowAction } from '../my-tournament-action.ts';
import { SLUG_OF_TYPE } from '../type-slug.ts';
import { PracticeButton } from './practice-button.tsx';
import { StateBadge } from './state-badge.tsx';
import { TypeChip } from '@/components/ui/type-chip.tsx';

const actionClass =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition';

/** One entry of My tournaments: title, mode, enrolled, P&L, trades, profit credit, and what to do next. */
export function MyTournamentRow({ entry, now }: { entry: MyTournament; now: number }) {
  const { t, locale } = useTranslation();
  const { tournament, account } = entry;
  const action = rowAction(entry, now);
  const pnlTone = entry.pnl > 0 ? 'text-profit' : entry.pnl < 0 ? 'text-loss' : '';

  return (
    <article className="grid grid-cols-1 gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:p-5">
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <TypeChip type={tournament.type} />
          <StateBadge state={displayState(tournament, now, account)} />
        </div>
        <h2 className="truncate text-base font-bold">
          <Link
            href={paths.tournament(SLUG_OF_TYPE[tournament.type], tournament.id)}
            className="hover:text-primary hover:underline"
          >
            {tournament.title}
          </Link>
        </h2>
        <p className="truncate text-xs text-muted">
          {t('tournaments.profileName')}: <span className="font-medium text-text">{account.profileName}</span>
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 border-t border-border pt-4 text-sm sm:col-span-2 sm:grid-cols-3 lg:grid-cols-6">
        <Stat label={t('tournaments.mode')}>
          <Badge tone={account.mode === 'live' ? 'primary' : 'neutral'}>{t(MODE_LABEL[account.mode])}</Badge>
        </Stat>
        <Stat label={t('tournaments.enrolledAt')}>
          <DateTime value={entry.enrolledAt} format="date" />
        </Stat>
        <Stat label={t('tournaments.pnl')}>
          <span className={pnlTone}>{formatMoney(entry.pnl, locale, true)}</span>
        </Stat>
        <Stat label={t('tournaments.trades')}>{formatCount(entry.trades, locale)}</Stat>
        <Stat label={t('tournaments.profitCredit')}>{formatMoney(entry.profitCredit, locale)}</Stat>
        <Stat label={t('dashboard.rank')}>{entry.rank ? `#${formatCount(entry.rank, locale)}` : '—'}</Stat>
      </dl>
      <div className="flex flex-col items-stretch gap-1 sm:row-start-1 sm:col-start-2 sm:min-w-40 sm:items-end">
        {action === 'trade' && (
          <Link
            href={paths.trade(tournament.id, account.accountId)}
            className={`${actionClass} bg-primary text-primary-fg hover:brightness-110`}
            aria-label={`${t('tournaments.tradeNow')}: ${tournament.title}`}
          >
            <Icon name="play" className="size-4" />
            {t('tournaments.tradeNow')}
          </Link>
        )}
        {action === 'creating' && (
          <p className="text-xs text-muted sm:max-w-56 sm:text-end">{t('payments.accountCreating')}</p>
        )}
        {action === 'practice' && (
          <PracticeButton
            tournamentId={tournament.id}
            label={`${t('tournaments.practiceMode')}: ${tournament.title}`}
          />
        )}
      </div>
    </article>
  );
}
