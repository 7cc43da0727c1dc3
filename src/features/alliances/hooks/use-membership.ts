import { useCallback } from 'react';
import type { Alliance } from '@/contract/alliances.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notifications.ts';
import { useBusy } from '@/lib/use-busy.ts';
import { changeMembership } from '../api/change-membership.ts';
import type { SelfAction } from '../membership.ts';

const DONE: Record<SelfAction, string> = {
  join: 'alliances.done.joined',
  leave: 'alliances.done.left',
  cancel: 'alliances.done.cancelled',
};

/**
 * Join, leave or cancel a request: queued (it goes once there is a connection) with the screen changed at once.
 * One at a time, so a double press queues once.
 */
export function useMembership(ownerId: string) {
  const { t } = useTranslation();
  const { isBusy, run } = useBusy();
  const change = useCallback(
    (alliance: Alliance, action: SelfAction) =>
      run(async () => {
        const name = alliance.name;
        await changeMembership(ownerId, alliance, action, t(`alliances.queued.${action}`, { name }));
        const done =
          action === 'join' && alliance.isApprovalRequired ? 'alliances.done.requested' : DONE[action];
        notifySuccess(t(done, { name }));
      }),
    [ownerId, run, t],
  );
  return { isBusy, change };
}
