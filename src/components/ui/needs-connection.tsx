import { useTranslation } from '@/lib/i18n.ts';
import { useOnline } from '@/lib/use-online.ts';
import { Icon } from './icon.tsx';

/**
 * What an action that is never queued (paying, signing in, an order) says offline, beside its button: renders
 * nothing online. The caller disables the button with `useOnline()` from the same place, so the two agree.
 */
export function NeedsConnection({ messageKey, className = '' }: { messageKey: string; className?: string }) {
  const { t } = useTranslation();
  const isOnline = useOnline();
  if (isOnline) return null;
  return (
    <p
      role="status"
      className={`flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm ${className}`}
    >
      <Icon name="cloudOff" className="mt-0.5 size-4 shrink-0 text-warning" />
      <span className="min-w-0 flex-1">{t(messageKey)}</span>
    </p>
  );
}
