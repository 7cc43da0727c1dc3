import { useState } from 'react';
import { Link } from 'wouter';
import type { Alliance } from '@/contract/alliances.ts';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/dialog.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { useMembership } from '../hooks/use-membership.ts';
import { memberAction, selfActionOf } from '../membership.ts';

const LABEL = {
  join: 'alliances.action.join',
  request: 'alliances.action.request',
  cancel: 'alliances.action.cancel',
  leave: 'alliances.action.leave',
} as const;

type Props = {
  ownerId: string;
  alliance: Alliance;
  /** The id of the alliance's name, so that "Join" says which alliance to a screen reader. */
  describedBy?: string;
  /** Lists offer the owner a way to the alliance's page; the page itself has the owner's tools instead. */
  showManage?: boolean;
  className?: string;
};

/**
 * The member's one action on an alliance (spec section 6): Join or Request to join, Cancel request, Leave (after
 * a confirmation), or Manage for the owner. Joining, leaving and cancelling work offline (they are queued).
 */
export function MembershipButton({
  ownerId,
  alliance,
  describedBy,
  showManage = true,
  className = '',
}: Props) {
  const { t } = useTranslation();
  const { isBusy, change } = useMembership(ownerId);
  const [isLeaving, setLeaving] = useState(false);
  const action = memberAction(alliance);

  if (action === 'none') return null;
  if (action === 'manage')
    return showManage ? (
      <Link
        href={paths.alliances(alliance.id)}
        aria-describedby={describedBy}
        className={`inline-flex min-h-10 items-center justify-center rounded-lg border border-border bg-surface-2 px-4 text-sm font-semibold hover:bg-border/60 ${className}`}
      >
        {t('alliances.action.manage')}
      </Link>
    ) : null;

  const isPrimary = action === 'join' || action === 'request';
  const self = selfActionOf(action);
  return (
    <>
      <Button
        variant={isPrimary ? 'primary' : 'secondary'}
        isBusy={isBusy}
        aria-describedby={describedBy}
        className={className}
        onClick={() => {
          if (self === 'leave') setLeaving(true);
          else if (self) void change(alliance, self);
        }}
      >
        {t(LABEL[action])}
      </Button>
      <ConfirmDialog
        isOpen={isLeaving}
        title={t('alliances.leaveTitle', { name: alliance.name })}
        message={t(alliance.isApprovalRequired ? 'alliances.leaveApprovalText' : 'alliances.leaveText')}
        confirmLabel={t('alliances.action.leave')}
        cancelLabel={t('common.cancel')}
        isDestructive
        onClose={() => setLeaving(false)}
        onConfirm={() => {
          setLeaving(false);
          void change(alliance, 'leave');
        }}
      />
    </>
  );
}
