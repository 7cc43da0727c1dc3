import { useSnapshot } from 'valtio';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { notify } from '@/lib/notifications.ts';
import { outboxState } from '@/lib/outbox-state.ts';
import { applyUpdate, pwaState } from '@/lib/pwa.ts';

/** "New version, reload": never applied while queued changes are unsent (DECISIONS.md section 6). */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { needsRefresh } = useSnapshot(pwaState);
  if (!needsRefresh) return null;
  const reload = () => {
    if (!applyUpdate(outboxState.pending > 0)) notify('warning', t('pwa.updateBlocked'));
  };
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-notification items-center gap-3 rounded-xl border border-border bg-surface p-4 shadow-xl sm:inset-x-auto sm:end-4"
    >
      <p className="flex-1 text-sm">{t('pwa.updateAvailable')}</p>
      <Button onClick={reload}>{t('pwa.reload')}</Button>
    </div>
  );
}
