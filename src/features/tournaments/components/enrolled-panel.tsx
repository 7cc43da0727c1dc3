import { Link } from 'wouter';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { useMyTournaments } from '../hooks/use-my-tournaments.ts';

export const tradeNowClass =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-primary px-5 text-sm font-semibold text-primary-fg hover:brightness-110';

/**
 * An enrolled member sees "Trade now" instead of the payment form. The tournament record does not carry the
 * member's account, so it is found among their current tournaments.
 */
export function EnrolledPanel({ ownerId, tournamentId }: { ownerId: string; tournamentId: string }) {
  const { t } = useTranslation();
  const mine = useMyTournaments(ownerId);
  const entry = mine.data?.find(
    (item) => item.tournament.id === tournamentId && item.account.mode === 'live',
  );
  const isCreating = entry?.account.status === 'creating';
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="success">{t('tournaments.enrolled')}</Alert>
      {isCreating ? (
        <>
          <Alert tone="info">{t('payments.accountCreating')}</Alert>
          <Button variant="secondary" isBusy={mine.isRefreshing} onClick={() => void mine.refresh()}>
            {t('common.retry')}
          </Button>
        </>
      ) : (
        <Link href={paths.trade(tournamentId, entry?.account.accountId)} className={tradeNowClass}>
          <Icon name="play" className="size-4" />
          {t('tournaments.tradeNow')}
        </Link>
      )}
      {entry && (
        <p className="text-center text-sm text-muted">
          {t('tournaments.profileName')}:{' '}
          <span className="font-semibold text-text">{entry.account.profileName}</span>
        </p>
      )}
    </div>
  );
}
