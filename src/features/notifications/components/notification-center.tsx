import type { NotificationList } from '@/contract/notifications.ts';
import { OnDemand } from '@/components/ui/on-demand.tsx';
import { useCachedEntry } from '@/lib/cached-resource.ts';
import { NOTIFICATIONS_KEY } from '../store.ts';
import { BellFace } from './bell-face.tsx';

const loadPopover = () => import('./notification-popover.tsx').then((module) => module.default);

/**
 * The notification centre (issue 9): a bell in the header with the unread count; the list newest first, read from
 * the device's cache so it opens offline; a link to each notification's screen, which also marks it read. The
 * list's code is fetched when the member reaches for the bell.
 */
export function NotificationCenter({ ownerId, buttonClass }: { ownerId: string; buttonClass: string }) {
  const unread = useCachedEntry<NotificationList>(NOTIFICATIONS_KEY, ownerId)?.unread ?? 0;
  return (
    <OnDemand
      load={loadPopover}
      props={{ ownerId, buttonClass }}
      standIn={(intent) => (
        <button
          type="button"
          data-testid="notification-bell"
          aria-expanded={false}
          className={`${buttonClass} relative`}
          {...intent}
        >
          <BellFace unread={unread} />
        </button>
      )}
    />
  );
}
