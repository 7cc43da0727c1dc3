import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { readStored, writeStored } from '@/lib/storage.ts';
import { askPermission, permissionState, type PermissionState } from '../push.ts';

const DISMISSED_KEY = 'notifications.promptDismissed';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/**
 * The clear prompt before the browser's own question: why background notifications help, and the choice. The
 * browser asks only after "Turn on notifications" is pressed.
 */
export function PermissionPrompt() {
  const { t } = useTranslation();
  const [state, setState] = useState<PermissionState>(permissionState);
  const [isDismissed, setDismissed] = useState(() => readStored(DISMISSED_KEY, false, isBoolean));
  const [isAsking, setAsking] = useState(false);
  if (state === 'unsupported') return null;
  if (state === 'granted' || state === 'denied')
    return (
      <p className="flex items-center gap-2 px-4 py-2 text-xs text-muted">
        <Icon name={state === 'granted' ? 'check' : 'info'} className="size-4 shrink-0" />
        {t(state === 'granted' ? 'notifications.permission.on' : 'notifications.permission.blocked')}
      </p>
    );
  if (isDismissed) return null;
  const allow = async () => {
    setAsking(true);
    setState(await askPermission().finally(() => setAsking(false)));
  };
  return (
    <section
      aria-labelledby="notification-permission-title"
      className="m-3 rounded-xl border border-primary/40 bg-primary/10 p-4"
    >
      <h3 id="notification-permission-title" className="flex items-center gap-2 text-sm font-bold">
        <Icon name="bellRing" className="size-4 text-primary" />
        {t('notifications.permission.title')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('notifications.permission.text')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button isBusy={isAsking} onClick={() => void allow()}>
          {t('notifications.permission.allow')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            writeStored(DISMISSED_KEY, true);
            setDismissed(true);
          }}
        >
          {t('notifications.permission.later')}
        </Button>
      </div>
    </section>
  );
}
