import { useSnapshot } from 'valtio';
import { dismiss, notifications, type Severity } from '@/lib/notifications.ts';
import { Icon, type IconName } from './icon.tsx';

const LOOK: Record<Severity, { icon: IconName; tone: string }> = {
  success: { icon: 'check', tone: 'text-profit' },
  error: { icon: 'alert', tone: 'text-loss' },
  warning: { icon: 'alert', tone: 'text-warning' },
  info: { icon: 'info', tone: 'text-primary' },
};

/** Notifications, 36rem wide at most (spec section 9), stacked at the top end of the screen. */
export function Toaster({ dismissLabel }: { dismissLabel: string }) {
  const { items } = useSnapshot(notifications);
  return (
    <div className="pointer-events-none fixed inset-x-3 top-3 z-50 flex flex-col items-end gap-2 sm:inset-x-auto sm:end-4">
      {items.map((item) => (
        <div
          key={item.id}
          role={item.severity === 'error' ? 'alert' : 'status'}
          className="pointer-events-auto flex w-full max-w-notification items-start gap-3 rounded-xl border border-border bg-surface p-4 shadow-xl shadow-black/20"
        >
          <Icon
            name={LOOK[item.severity].icon}
            className={`mt-0.5 size-5 shrink-0 ${LOOK[item.severity].tone}`}
          />
          <div className="min-w-0 flex-1 text-sm">
            {item.title && <p className="font-semibold break-words">{item.title}</p>}
            <p className={`break-words ${item.title ? 'text-muted' : ''}`}>{item.message}</p>
            {item.action && (
              <button
                type="button"
                className="mt-1 font-semibold text-primary underline"
                onClick={item.action.run}
              >
                {item.action.label}
              </button>
            )}
          </div>
          <button
            type="button"
            aria-label={dismissLabel}
            className="rounded p-1 text-muted hover:text-text"
            onClick={() => dismiss(item.id)}
          >
            <Icon name="close" className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
