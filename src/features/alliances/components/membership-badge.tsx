import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import type { Standing } from '../membership.ts';

const TONE: Record<Standing, BadgeTone> = {
  owner: 'accent',
  member: 'profit',
  pending: 'warning',
  rejected: 'loss',
  left: 'neutral',
  kicked: 'loss',
};

/** Owner, Member, Pending, Rejected, Left or Kicked; nothing for a member who never asked. */
export function MembershipBadge({ standing }: { standing: Standing | null }) {
  const { t } = useTranslation();
  if (!standing) return null;
  return <Badge tone={TONE[standing]}>{t(`alliances.standing.${standing}`)}</Badge>;
}

/** "Approval required" on alliances whose owner answers each request. */
export function ApprovalBadge({ isApprovalRequired }: { isApprovalRequired: boolean }) {
  const { t } = useTranslation();
  if (!isApprovalRequired) return null;
  return <Badge tone="primary">{t('alliances.approvalRequired')}</Badge>;
}
