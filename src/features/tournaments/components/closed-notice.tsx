import { Link } from 'wouter';
import { Alert } from '@/components/ui/alert.tsx';
import { paths } from '@/config/paths.ts';
import { formatCount, formatMoney } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { useMyPastTournaments } from '../hooks/use-my-tournaments.ts';

/**
 * The closed-tournament notice (spec section 2): the leaderboard is being calculated or final; an entrant also sees
 * their own result (rank and the prize paid as credit) once it is final.
 */
export function ClosedNotice({
  ownerId,
  tournamentId,
  isFinal,
  isEnrolled,
}: {
  ownerId: string;
  tournamentId: string;
  isFinal: boolean;
  isEnrolled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert tone={isFinal ? 'info' : 'warning'}>
      <p className="font-semibold">{t('tournaments.closedTitle')}</p>
      <p className="mt-1">{t(isFinal ? 'tournaments.closedFinal' : 'tournaments.closedCalculating')}</p>
      {isFinal && isEnrolled && <MyResult ownerId={ownerId} tournamentId={tournamentId} />}
      <Link href={paths.leaderBoard(tournamentId)} className="mt-2 inline-block font-semibold underline">
        {t('tournaments.viewLeaderBoard')}
      </Link>
    </Alert>
  );
}

/** The member's final rank and prize in a tournament, from their past entries. */
function MyResult({ ownerId, tournamentId }: { ownerId: string; tournamentId: string }) {
  const { t, locale } = useTranslation();
  const past = useMyPastTournaments(ownerId);
  const entry = past.data?.find(
    (item) => item.tournament.id === tournamentId && item.account.mode === 'live',
  );
  if (!entry?.rank) return null;
  return (
    <p className="mt-2 font-semibold" data-testid="my-result">
      {t('tournaments.myResult', {
        rank: formatCount(entry.rank, locale),
        prize: formatMoney(entry.profitCredit, locale),
      })}
    </p>
  );
}
