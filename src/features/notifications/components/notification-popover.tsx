import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Link } from 'wouter';
import { SEVERITY, type Notification, type NotificationList } from '@/contract/notifications.ts';
import { DateTime } from '@/components/ui/date-time.tsx';
import { useSummons, type Summoned } from '@/components/ui/on-demand.tsx';
import { useCachedEntry } from '@/lib/cached-resource.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { markRead, NOTIFICATIONS_KEY, refreshNotifications, wordingOf } from '../store.ts';
import { BellFace } from './bell-face.tsx';
import { PermissionPrompt } from './permission-prompt.tsx';

const TONE: Record<number, string> = {
  [SEVERITY.info]: 'bg-muted',
  [SEVERITY.low]: 'bg-primary',
  [SEVERITY.medium]: 'bg-warning',
  [SEVERITY.high]: 'bg-loss',
};

function Item({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t } = useTranslation();
  const { title, body, path } = wordingOf(notification);
  const isUnread = !notification.readAt;
  return (
    <li>
      <Link
        href={path}
        onClick={onOpen}
        className={`flex gap-3 px-4 py-3 hover:bg-surface-2 focus-visible:bg-surface-2 ${isUnread ? '' : 'opacity-80'}`}
      >
        <span
          aria-hidden
          className={`mt-1.5 size-2 shrink-0 rounded-full ${TONE[notification.severity] ?? 'bg-muted'}`}
        />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={`text-sm break-words ${isUnread ? 'font-bold' : 'font-medium'}`}>{title}</span>
            {isUnread && <span className="sr-only">{t('notifications.unread')}</span>}
          </span>
          <span className="mt-0.5 block text-sm break-words text-muted">{body}</span>
          <span className="mt-1 block text-xs text-muted">
            <DateTime value={notification.createdAt} />
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The notification centre's bell and list; see notification-center.tsx. */
export default function NotificationPopover({
  ownerId,
  buttonClass,
  summons,
}: { ownerId: string; buttonClass: string } & Summoned) {
  const { t } = useTranslation();
  const buttonRef = useSummons<HTMLButtonElement>(summons);
  const list = useCachedEntry<NotificationList>(NOTIFICATIONS_KEY, ownerId);
  const unread = list?.unread ?? 0;
  const items = list?.items ?? [];
  return (
    <Popover className="relative">
      <PopoverButton
        ref={buttonRef}
        data-testid="notification-bell"
        className={`${buttonClass} relative`}
        onClick={() => void refreshNotifications(ownerId)}
      >
        <BellFace unread={unread} />
      </PopoverButton>
      <PopoverPanel
        data-testid="notification-centre"
        anchor={{ to: 'bottom end', gap: 8, padding: 12 }}
        className="z-40 flex max-h-[min(36rem,80vh)] w-[min(36rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-xl focus:outline-none"
      >
        {({ close }) => (
          <>
            <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
              <h2 className="text-sm font-bold">{t('notifications.title')}</h2>
              <button
                type="button"
                disabled={unread === 0}
                onClick={() => void markRead(ownerId)}
                className="rounded px-2 py-1 text-xs font-semibold text-primary hover:underline disabled:text-muted disabled:no-underline"
              >
                {t('notifications.markAllRead')}
              </button>
            </div>
            <div className="overflow-y-auto">
              <PermissionPrompt />
              {items.length === 0 ? (
                <p className="px-4 py-8 text-center text-sm text-muted">{t('notifications.empty')}</p>
              ) : (
                <ul aria-label={t('notifications.title')} className="divide-y divide-border">
                  {items.map((notification) => (
                    <Item
                      key={notification.id}
                      notification={notification}
                      onOpen={() => {
                        if (!notification.readAt) void markRead(ownerId, [notification.id]);
                        close();
                      }}
                    />
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}
