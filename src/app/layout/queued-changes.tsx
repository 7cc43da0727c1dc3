import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useSnapshot } from 'valtio';
import { useSummons, type Summoned } from '@/components/ui/on-demand.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { outboxState, type QueuedChange } from '@/lib/outbox-state.ts';
import { CHIP_CLASS, type ChipProps, StatusChip } from './network-status.tsx';

/** What a queued change is waiting for, in the member's words. */
function stateKey(change: QueuedChange, isPaused: boolean, isOnline: boolean) {
  if (isPaused || change.status === 'paused') return 'outbox.state.paused';
  if (change.status === 'sending') return 'outbox.state.sending';
  if (!isOnline || change.lastStatus === 0) return 'outbox.state.waiting';
  if (change.attempts > 0) return 'outbox.state.retrying';
  return 'outbox.state.queued';
}

/** The pending-changes chip's list of queued changes and their state; see network-status.tsx. */
export default function QueuedChanges({ label, summons, ...chip }: ChipProps & { label: string } & Summoned) {
  const { t } = useTranslation();
  const { isPaused, entries } = useSnapshot(outboxState);
  const buttonRef = useSummons<HTMLButtonElement>(summons);
  const { isOnline } = chip;
  return (
    <Popover className="relative">
      <PopoverButton ref={buttonRef} aria-label={label} className={CHIP_CLASS}>
        <StatusChip {...chip} />
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
