import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Link } from 'wouter';
import { SEVERITY, type Notification, type NotificationList } from '@/contract/notifications.ts';
import { DateTime } from '@/components/ui/date-time.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { useCachedEntry } from '@/lib/cached-resource.ts';
import { formatCount } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { markRead, NOTIFICATIONS_KEY, refreshNotifications, wordingOf } from '../store.ts';
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

/**
 * The notification centre (issue 9): a bell in the header with the unread count; the list newest first, read from
 * the device's cache so it opens offline; a link to each notification's screen, which also marks it read.
 */
export function NotificationCenter({ ownerId, buttonClass }: { ownerId: string; buttonClass: string }) {
  const { t, locale } = useTranslation();
  const list = useCachedEntry<NotificationList>(NOTIFICATIONS_KEY, ownerId);
  const unread = list?.unread ?? 0;
  const items = list?.items ?? [];
  return (
    <Popover className="relative">
      <PopoverButton
        data-testid="notification-bell"
        className={`${buttonClass} relative`}
        onClick={() => void refreshNotifications(ownerId)}
      >
        <Icon name="bell" />
        <span className="sr-only">
          {t('notifications.title')}
          {unread > 0 && `, ${t('notifications.unreadCount', { count: formatCount(unread, locale) })}`}
        </span>
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-loss px-1 text-[11px] font-bold text-white tabular"
          >
            {unread > 99 ? '99+' : formatCount(unread, locale)}
          </span>
        )}
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
