import { useSnapshot } from 'valtio';
import { Icon } from '@/components/ui/icon.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { outboxState } from '@/lib/outbox-state.ts';
import { useOnline } from '@/lib/use-online.ts';

/** Offline and pending-changes indicator in the header; silent when all is well. */
export function NetworkStatus() {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const { pending } = useSnapshot(outboxState);
  if (isOnline && pending === 0) return null;
  return (
    <div
      role="status"
      className="flex h-8 items-center gap-2 rounded-full border border-border bg-surface-2 px-3 text-xs font-medium text-warning"
    >
      <Icon name={isOnline ? 'sync' : 'cloudOff'} className="size-4" />
      <span>{isOnline ? t('outbox.pending', { count: pending }) : t('network.offline')}</span>
    </div>
  );
}
