import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useSnapshot } from 'valtio';
import { Icon } from '@/components/ui/icon.tsx';
import { reachability } from '@/lib/api-client.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { outboxState, type QueuedChange } from '@/lib/outbox-state.ts';
import { useOnline } from '@/lib/use-online.ts';

/** What a queued change is waiting for, in the member's words. */
function stateKey(change: QueuedChange, isPaused: boolean, isOnline: boolean) {
  if (isPaused || change.status === 'paused') return 'outbox.state.paused';
  if (change.status === 'sending') return 'outbox.state.sending';
  if (!isOnline || change.lastStatus === 0) return 'outbox.state.waiting';
  if (change.attempts > 0) return 'outbox.state.retrying';
  return 'outbox.state.queued';
}

/** Offline and pending-changes indicator in the header; opens the list of queued changes and their state. */
export function NetworkStatus() {
  const { t } = useTranslation();
  const { isReachable } = useSnapshot(reachability);
  const isOnline = useOnline() && isReachable;
  const { pending, isPaused, entries } = useSnapshot(outboxState);
  if (isOnline && pending === 0) return null;
  const summary = pending > 0 ? t('outbox.pending', { count: pending }) : t('network.offline');
  const chip = (
    <>
      <Icon name={isOnline ? 'sync' : 'cloudOff'} className="size-4" />
      <span className={pending > 0 ? 'hidden sm:inline' : ''}>{summary}</span>
      {pending > 0 && <span className="tabular sm:hidden">{pending}</span>}
    </>
  );
  const chipClass =
    'flex h-8 items-center gap-2 rounded-full border border-border bg-surface-2 px-3 text-xs font-medium text-warning';
  if (pending === 0)
    return (
      <div role="status" className={chipClass}>
        {chip}
      </div>
    );
  return (
    <Popover className="relative">
      <PopoverButton
        aria-label={`${isOnline ? '' : `${t('network.offline')}, `}${summary}`}
        className={chipClass}
      >
        {chip}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 8 }}
        className="z-40 w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border border-border bg-surface p-3 shadow-xl"
      >
        <p className="mb-2 text-sm font-semibold">{t('outbox.title')}</p>
        <ul className="flex flex-col gap-2" aria-label={t('outbox.title')}>
          {entries.map((change) => {
            return (
              <li key={change.seq} className="rounded-lg bg-surface-2 px-3 py-2 text-sm">
                <p className="font-medium">{change.label}</p>
                <p className="text-xs text-muted">
                  {t(stateKey(change, isPaused, isOnline), { count: change.attempts })}
                </p>
                {change.lastError && <p className="mt-1 text-xs text-muted">{change.lastError}</p>}
              </li>
            );
          })}
        </ul>
        <p className="mt-3 text-xs text-muted">{t('outbox.explain')}</p>
      </PopoverPanel>
    </Popover>
  );
}
