import type { Kyc } from '@/contract/kyc.ts';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { ltr, useTranslation } from '@/lib/i18n.ts';

const TONE: Record<Kyc['status'], BadgeTone> = {
  pending: 'warning',
  approved: 'profit',
  rejected: 'loss',
  missing_info: 'accent',
};

/** The KYC's status (spec section 4) and the reviewer's remarks, as the member sees them. */
export function KycStatus({ kyc }: { kyc: Kyc }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-2 rounded-xl border border-border bg-surface-2 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">{t('kyc.status')}</span>
        <Badge tone={TONE[kyc.status]}>{t(`kyc.statusName.${kyc.status}`)}</Badge>
        <span className="ms-auto text-xs text-muted tabular">
          {t('kyc.submittedAt', { time: ltr(formatDateTime(kyc.submittedAt)) })}
        </span>
      </div>
      <p className="text-sm text-muted">{t(`kyc.statusHelp.${kyc.status}`)}</p>
      {kyc.remarks && (
        <p className="rounded-lg border border-border bg-surface p-3 text-sm">
          <span className="font-semibold">{t('kyc.remarks')}: </span>
          {kyc.remarks}
        </p>
      )}
    </div>
  );
}
