import type { TransactionStatus } from '@/contract/payments.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { STATUS_LOOK } from '../transaction-view.ts';

/** The status label of a payment; expired ones carry none (spec section 4). */
export function TransactionBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation();
  const look = STATUS_LOOK[status];
  return look ? <Badge tone={look.tone}>{t(look.key)}</Badge> : null;
}
