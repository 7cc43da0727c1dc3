import type { AccountMode, Tournament } from '@/contract/tournament.ts';
import { formatCount } from '@/lib/format.ts';
import type { BadgeTone } from '@/components/ui/badge.tsx';
import type { DisplayKind } from './display-state.ts';

/** Translation key of each account mode. */
export const MODE_LABEL: Record<AccountMode, string> = {
  live: 'tournaments.mode.live',
  practice: 'tournaments.mode.practice',
};

/** How each display state looks: its label key (countdowns take {{time}}) and its badge tone. */
export const STATE_LOOK: Record<DisplayKind, { key: string; tone: BadgeTone; isPulsing?: boolean }> = {
  timeToStart: { key: 'tournaments.state.timeToStart', tone: 'primary' },
  live: { key: 'tournaments.state.live', tone: 'profit', isPulsing: true },
  timeToClose: { key: 'tournaments.state.timeToClose', tone: 'warning', isPulsing: true },
  closed: { key: 'tournaments.state.closed', tone: 'accent' },
  final: { key: 'tournaments.state.final', tone: 'neutral' },
  deleted: { key: 'tournaments.state.deleted', tone: 'loss' },
  practiceEnded: { key: 'tournaments.state.practiceEnded', tone: 'neutral' },
};

/** "117", or "117 / 5,000" when the tournament has a capacity. */
export const formatPlayers = (
  { players, capacity }: Pick<Tournament, 'players' | 'capacity'>,
  locale: string,
) =>
  capacity === null
    ? formatCount(players, locale)
    : `${formatCount(players, locale)} / ${formatCount(capacity, locale)}`;
