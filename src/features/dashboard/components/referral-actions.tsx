import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { copyText } from '@/lib/clipboard.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notifications.ts';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Copy the referral link, or hand it to the device's share sheet where there is one (phones, some desktops). */
export function ReferralActions({ link }: { link: string }) {
  const { t } = useTranslation();
  const [isCopied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && 'share' in navigator;
  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setCopied(false), 2_000);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    const isDone = await copyText(link);
    setCopied(isDone);
    if (isDone) notifySuccess(t('common.copied'));
    else notifyError(t('common.copyFailed'));
  };

  const share = () =>
    navigator
      .share({ title: t('dashboard.shareTitle'), text: t('dashboard.shareText'), url: link })
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      .catch((error: unknown) => (isAbort(error) ? undefined : copy()));

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => void copy()}>
        <Icon name={isCopied ? 'check' : 'copy'} className={`size-4 ${isCopied ? 'text-profit' : ''}`} />
        {isCopied ? t('common.copied') : t('dashboard.copyLink')}
      </Button>
      {canShare && (
        <Button variant="secondary" onClick={() => void share()}>
          <Icon name="external" className="size-4" />
          {t('dashboard.share')}
        </Button>
      )}
    </div>
  );
}
