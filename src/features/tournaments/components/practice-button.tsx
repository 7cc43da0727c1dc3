import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { useOnline } from '@/lib/use-online.ts';
import { useBusy } from '@/lib/use-busy.ts';
import { openPracticeAccount } from '../api/open-practice-account.ts';

/**
 * "Practice mode": opens (or reopens) the member's free practice account in a tournament and goes to trade with it.
 * Practice accounts trade the same market but are never ranked. Opening one is never queued: offline it waits.
 */
export function PracticeButton({
  tournamentId,
  label,
  className = '',
}: {
  tournamentId: string;
  /** The accessible name when the visible words are not enough (a list of tournaments). */
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { isBusy, run } = useBusy();
  const isOnline = useOnline();
  const practice = () =>
    run(async () => {
      const account = await openPracticeAccount(tournamentId);
      navigate(paths.trade(tournamentId, account.accountId));
    });
  return (
    <Button
      variant="secondary"
      isBusy={isBusy}
      disabled={!isOnline}
      onClick={() => void practice()}
      aria-label={label}
      className={className}
    >
      {t('tournaments.practiceMode')}
    </Button>
  );
}
