import { Link, useLocation } from 'wouter';
import type { MyTournament } from '@/contract/tournament.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { Stat } from '@/components/ui/stat.tsx';
import { paths } from '@/config/paths.ts';
import { formatCount, formatDate, formatMoney } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { useBusy } from '@/lib/use-busy.ts';
import { openPracticeAccount } from '../api/open-practice-account.ts';
import { displayState } from '../display-state.ts';
import { MODE_LABEL } from '../labels.ts';
import { rowAction } from '../my-tournament-action.ts';
import { SLUG_OF_TYPE } from '../type-slug.ts';
import { StateBadge } from './state-badge.tsx';
import { TypeChip } from './type-chip.tsx';

const actionClass =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition';

/** One entry of My tournaments: title, mode, enrolled, P&L, trades, profit credit, and what to do next. */
export function MyTournamentRow({
  entry,
  now,
  isPast,
}: {
  entry: MyTournament;
  now: number;
  isPast: boolean;
}) {
  const { t, locale } = useTranslation();
  const [, navigate] = useLocation();
  const { isBusy, run } = useBusy();
  const { tournament, account } = entry;
  const action = rowAction(entry, isPast);
  const pnlTone = entry.pnl > 0 ? 'text-profit' : entry.pnl < 0 ? 'text-loss' : '';

  const practice = () =>
    run(async () => {
      const opened = await openPracticeAccount(tournament.id);
      navigate(paths.trade(tournament.id, opened.accountId));
    });

  return (
    <article className="grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,2.2fr)_auto] lg:items-center">
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <TypeChip type={tournament.type} />
          <StateBadge state={displayState(tournament, now, account.mode)} />
        </div>
        <h3 className="truncate text-base font-bold">
          <Link
            href={paths.tournament(SLUG_OF_TYPE[tournament.type], tournament.id)}
            className="hover:text-primary hover:underline"
          >
            {tournament.title}
          </Link>
        </h3>
        <p className="truncate text-xs text-muted">
          {t('tournaments.profileName')}: <span className="font-medium text-text">{account.profileName}</span>
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-5">
        <Stat label={t('tournaments.mode')}>
          <Badge tone={account.mode === 'live' ? 'primary' : 'neutral'}>{t(MODE_LABEL[account.mode])}</Badge>
        </Stat>
        <Stat label={t('tournaments.enrolledAt')}>{formatDate(entry.enrolledAt)}</Stat>
        <Stat label={t('tournaments.pnl')}>
          <span className={pnlTone}>{formatMoney(entry.pnl, locale, true)}</span>
        </Stat>
        <Stat label={t('tournaments.trades')}>{formatCount(entry.trades, locale)}</Stat>
        <Stat label={t('tournaments.profitCredit')}>{formatMoney(entry.profitCredit, locale)}</Stat>
      </dl>
      <div className="flex flex-col items-stretch gap-1 lg:min-w-40 lg:items-end">
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
          <p className="text-xs text-muted lg:max-w-48 lg:text-end">{t('payments.accountCreating')}</p>
        )}
        {action === 'practice' && (
          <Button
            variant="secondary"
            isBusy={isBusy}
            onClick={() => void practice()}
            aria-label={`${t('tournaments.practiceMode')}: ${tournament.title}`}
          >
            {t('tournaments.practiceMode')}
          </Button>
        )}
      </div>
    </article>
  );
}
