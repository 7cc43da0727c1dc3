import { useSnapshot } from 'valtio';
import { Icon } from '@/components/ui/icon.tsx';
import { OnDemand, StandInButton } from '@/components/ui/on-demand.tsx';
import { reachability } from '@/lib/api-client.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { outboxState } from '@/lib/outbox-state.ts';
import { useOnline } from '@/lib/use-online.ts';

export const CHIP_CLASS =
  'flex h-8 items-center gap-2 rounded-full border border-border bg-surface-2 px-3 text-xs font-medium text-warning';

export type ChipProps = { isOnline: boolean; pending: number; summary: string };

/** The chip's face: online or not, and how many changes wait. */
export function StatusChip({ isOnline, pending, summary }: ChipProps) {
  return (
    <>
      <Icon name={isOnline ? 'sync' : 'cloudOff'} className="size-4" />
      <span className={pending > 0 ? 'hidden sm:inline' : ''}>{summary}</span>
      {pending > 0 && <span className="tabular sm:hidden">{pending}</span>}
    </>
  );
}

const loadList = () => import('./queued-changes.tsx').then((module) => module.default);

/**
 * Offline and pending-changes indicator in the header; with changes waiting it opens the list of queued changes
 * and their state (fetched when the member reaches for it).
 */
export function NetworkStatus() {
  const { t } = useTranslation();
  const { isReachable } = useSnapshot(reachability);
  const isOnline = useOnline() && isReachable;
  const { pending } = useSnapshot(outboxState);
  if (isOnline && pending === 0) return null;
  const summary = pending > 0 ? t('outbox.pending', { count: pending }) : t('network.offline');
  const chip = { isOnline, pending, summary };
  if (pending === 0)
    return (
      <div role="status" className={CHIP_CLASS}>
        <StatusChip {...chip} />
      </div>
    );
  const label = `${isOnline ? '' : `${t('network.offline')}, `}${summary}`;
  return (
    <OnDemand
      load={loadList}
      props={{ ...chip, label }}
      standIn={(intent) => (
        <StandInButton intent={intent} label={label} className={CHIP_CLASS}>
          <StatusChip {...chip} />
        </StandInButton>
      )}
    />
  );
}
