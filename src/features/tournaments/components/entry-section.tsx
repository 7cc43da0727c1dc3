import type { ReactNode } from 'react';
import type { Tournament, TournamentClosed } from '@/contract/tournament.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { NeedsConnection } from '@/components/ui/needs-connection.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { displayState, isFull, isOver, isPracticeOpen, isRegistrationOpen } from '../display-state.ts';
import { ClosedNotice } from './closed-notice.tsx';
import { EnrolledPanel } from './enrolled-panel.tsx';
import { PracticeButton } from './practice-button.tsx';

type Props = {
  ownerId: string;
  tournament: Tournament;
  closed: TournamentClosed | undefined;
  now: number;
  /** The payment form, composed in by the page (payments is its own feature). */
  renderEntry: (tournament: Tournament) => ReactNode;
};

/**
 * What the member can do about entering: trade (enrolled), pay (open), or read why not (closed, full); and, while
 * practice is open, practise for free beside it.
 */
export function EntrySection(props: Props) {
  const { t } = useTranslation();
  const { tournament, now } = props;
  if (!isPracticeOpen(tournament, now)) return <Entry {...props} />;
  return (
    <div className="flex flex-col gap-3">
      <Entry {...props} />
      <div className="flex flex-col gap-2 rounded-2xl border border-dashed border-border p-4">
        <p className="text-sm text-muted">
          {t(isOver(tournament, now) ? 'tournaments.practiceAfterHint' : 'tournaments.practiceHint')}
        </p>
        <NeedsConnection messageKey="network.practiceNeedsConnection" />
        <PracticeButton tournamentId={tournament.id} />
      </div>
    </div>
  );
}

function Entry({ ownerId, tournament, closed, now, renderEntry }: Props) {
  const { t } = useTranslation();
  if (closed?.isClosed || isOver(tournament, now)) {
    const isFinal = displayState(tournament, now).kind === 'final' || closed?.status === 'final';
    return (
      <ClosedNotice
        ownerId={ownerId}
        tournamentId={tournament.id}
        isFinal={isFinal}
        isEnrolled={tournament.isEnrolled}
      />
    );
  }
  if (tournament.isEnrolled) return <EnrolledPanel ownerId={ownerId} tournamentId={tournament.id} />;
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
