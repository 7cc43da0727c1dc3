import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Tournament, TournamentClosed } from '@/contract/tournament.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { displayState, isFull, isOver, isRegistrationOpen } from '../display-state.ts';
import { EnrolledPanel } from './enrolled-panel.tsx';

type Props = {
  ownerId: string;
  tournament: Tournament;
  closed: TournamentClosed | undefined;
  now: number;
  /** The payment form, composed in by the page (payments is its own feature). */
  renderEntry: (tournament: Tournament) => ReactNode;
};

/** What the member can do about entering: trade (enrolled), pay (open), or read why not (closed, full). */
export function EntrySection({ ownerId, tournament, closed, now, renderEntry }: Props) {
  const { t } = useTranslation();
  if (tournament.isEnrolled) return <EnrolledPanel ownerId={ownerId} tournamentId={tournament.id} />;
  if (closed?.isClosed || isOver(tournament, now)) {
    const isFinal = displayState(tournament, now).kind === 'final' || closed?.status === 'final';
    return (
      <Alert tone="warning">
        <p className="font-semibold">{t('tournaments.closedTitle')}</p>
        <p className="mt-1">{t(isFinal ? 'tournaments.closedFinal' : 'tournaments.closedCalculating')}</p>
        <Link href={paths.leaderBoard(tournament.id)} className="mt-2 inline-block font-semibold underline">
          {t('tournaments.viewLeaderBoard')}
        </Link>
      </Alert>
    );
  }
  if (!isRegistrationOpen(tournament, now)) {
    const isEarly = now < new Date(tournament.registrationStartDate).getTime();
    return isEarly ? (
      <Alert tone="info">
        {t('tournaments.registrationOpens', { date: formatDateTime(tournament.registrationStartDate) })}
      </Alert>
    ) : (
      <Alert tone="warning">{t('tournaments.registrationClosed')}</Alert>
    );
  }
  if (isFull(tournament)) return <Alert tone="warning">{t('tournaments.full')}</Alert>;
  return renderEntry(tournament);
}
