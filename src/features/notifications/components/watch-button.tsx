import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icon.tsx';
import { runAction } from '@/lib/api-client.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notifications.ts';
import { getWatch, putWatch } from '../api/notifications.ts';

/**
 * The bell on a tournament and its board: watching sends the member notifications about it (entered tournaments
 * are watched until switched off). Hidden until the platform has said which it is.
 */
export function WatchButton({ tournamentId }: { tournamentId: string }) {
  const { t } = useTranslation();
  const [isWatching, setWatching] = useState<boolean | null>(null);
  const [isBusy, setBusy] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    getWatch(tournamentId).then(
      (watch) => isCurrent && setWatching(watch.isWatching),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [tournamentId]);
  if (isWatching === null) return null;
  const toggle = async () => {
    setBusy(true);
    const next = !isWatching;
    const answer = await runAction(() => putWatch(tournamentId, next)).finally(() => setBusy(false));
    if (!answer) return;
    setWatching(answer.isWatching);
    notifySuccess(t(answer.isWatching ? 'notifications.watch.started' : 'notifications.watch.stopped'));
  };
  return (
    <button
      type="button"
      aria-pressed={isWatching}
      disabled={isBusy}
      onClick={() => void toggle()}
      className={`inline-flex h-10 items-center gap-2 rounded-lg border px-3 text-sm font-semibold transition disabled:opacity-60 ${
        isWatching
          ? 'border-primary/50 bg-primary/15 text-primary hover:bg-primary/25'
          : 'border-border bg-surface-2 text-text hover:bg-border/60'
      }`}
    >
      <Icon name={isWatching ? 'bellRing' : 'bell'} className="size-4" />
      {t('notifications.watch.label')}
    </button>
  );
}
