import { useEffect, useId, useMemo, useState } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { QR_FILE_NAME, referralLink, svgDataUrl } from '@/lib/referral.ts';
import { ReferralActions } from './referral-actions.tsx';

/** Matches the secondary button, for the download link (a link, so it works without script and saves the file). */
const downloadClass =
  'inline-flex min-h-10 items-center justify-center gap-2 whitespace-nowrap rounded-lg border border-border bg-surface-2 px-4 text-sm font-semibold text-text hover:bg-border/60';

/** The link's QR code as a data: URL; the encoder is fetched with the first code drawn, not with the screen. */
function useQrCode(link: string) {
  const [qr, setQr] = useState({ link: '', url: '' });
  useEffect(() => {
    if (!link) return;
    let isCurrent = true;
    void import('@/lib/referral-qr.ts').then(({ referralQrSvg }) => {
      if (isCurrent) setQr({ link, url: svgDataUrl(referralQrSvg(link)) });
    });
    return () => {
      isCurrent = false;
    };
  }, [link]);
  return qr.link === link ? qr.url : '';
}

/**
 * The dashboard's referral tools (spec section 2: "referral code sharing and download"): the code, the sign-up
 * link to copy or share, and its QR code to show or save.
 */
export function ReferralCard({ affiliateCode }: { affiliateCode: string | undefined }) {
  const { t } = useTranslation();
  const linkId = useId();
  const link = useMemo(
    () => (affiliateCode ? referralLink(window.location.origin, affiliateCode) : ''),
    [affiliateCode],
  );
  const qr = useQrCode(link);

  return (
    <Card title={t('dashboard.referral')}>
      {!affiliateCode ? (
        <p className="text-sm text-muted">{t('dashboard.noReferralCode')}</p>
      ) : (
        <div className="flex flex-col gap-4">
          <div>
            <p className="text-xs text-muted">{t('dashboard.referralCode')}</p>
            <p className="font-mono text-2xl font-bold tracking-widest text-primary">
              <bdi>{affiliateCode}</bdi>
            </p>
            <p className="mt-1 text-sm text-muted">{t('dashboard.referralHint')}</p>
          </div>
          <div>
            <label htmlFor={linkId} className="text-xs text-muted">
              {t('dashboard.referralLink')}
            </label>
            <input
              id={linkId}
              readOnly
              dir="ltr"
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 w-full rounded-lg border border-border bg-surface-2 px-3 py-2 font-mono text-xs text-text"
            />
            <div className="mt-2">
              <ReferralActions link={link} />
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-4 border-t border-border pt-4">
            {qr ? (
              <img
                src={qr}
                alt={t('dashboard.qrAlt')}
                width={128}
                height={128}
                className="size-32 rounded-lg border border-border bg-white"
              />
            ) : (
              <div className="size-32 rounded-lg border border-border bg-white" />
            )}
            <div className="flex min-w-48 flex-1 flex-col items-start gap-2">
              <p className="text-sm text-muted">{t('dashboard.qrHint')}</p>
              <a href={qr || undefined} download={QR_FILE_NAME} className={downloadClass}>
                <Icon name="download" className="size-4" />
                {t('dashboard.downloadQr')}
              </a>
            </div>
          </div>
        </div>
      )}
    </Card>
  );
}
