import { Button } from '@/components/ui/button.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { useTranslation } from '@/lib/i18n.ts';

/**
 * What stands where the terminal frame would be while there is no connection: a frame opened then would only show
 * the browser's error page, and its single-use token would be spent for nothing.
 */
export function TerminalOffline({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-80 flex-col items-center justify-center gap-3 rounded-2xl border border-border bg-surface px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-warning/10 text-warning">
        <Icon name="cloudOff" className="size-6" />
      </span>
      <div role="status" className="flex max-w-md flex-col gap-1">
        <p className="font-semibold">{t('network.noConnection')}</p>
        <p className="text-sm text-muted">{t('network.terminalNeedsConnection')}</p>
      </div>
      <Button variant="secondary" className="mt-1" isBusy={isRetrying} onClick={onRetry}>
        {!isRetrying && <Icon name="sync" className="size-4" />}
        {t('network.tryAgain')}
      </Button>
    </div>
  );
}
