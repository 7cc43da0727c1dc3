import { Icon } from '@/components/ui/icon.tsx';
import { formatCount } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';

/** The bell's face: its icon, its name with the unread count, and the count as a badge. */
export function BellFace({ unread }: { unread: number }) {
  const { t, locale } = useTranslation();
  return (
    <>
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
    </>
  );
}
