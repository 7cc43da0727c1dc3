import { useId } from 'react';
import type { AllianceMember } from '@/contract/alliances.ts';
import { Button } from '@/components/ui/button.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { ltr, useTranslation } from '@/lib/i18n.ts';
import { useOnline } from '@/lib/use-online.ts';
import type { useMemberDecisions } from '../hooks/use-member-decisions.ts';
import { MemberName } from './member-table.tsx';

type Props = {
  requests: readonly AllianceMember[];
  decisions: ReturnType<typeof useMemberDecisions>;
};

/** The owner's waiting requests, oldest first, each with Accept and Reject (online only). */
export function MemberRequests({ requests, decisions }: Props) {
  return (
    <ul className="flex flex-col divide-y divide-border">
      {requests.map((member) => (
        <Request key={member.userId} member={member} decisions={decisions} />
      ))}
    </ul>
  );
}

function Request({ member, decisions }: { member: AllianceMember; decisions: Props['decisions'] }) {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const nameId = useId();
  const isDisabled = !isOnline || decisions.isDeciding;
  return (
    <li
      data-testid="request-row"
      className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <MemberName member={member} isMe={false} nameId={nameId} />
        <p className="mt-1 text-xs text-muted tabular">
          {t('alliances.requestedOn', { date: ltr(formatDateTime(member.requestedAt)) })}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          className="min-h-9 flex-1 px-3 sm:flex-none"
          disabled={isDisabled}
          isBusy={decisions.isBusy(member.userId, 'accept')}
          aria-describedby={nameId}
          onClick={() => void decisions.decide(member, 'accept')}
        >
          {t('alliances.action.accept')}
        </Button>
        <Button
          variant="secondary"
          className="min-h-9 flex-1 px-3 sm:flex-none"
          disabled={isDisabled}
          isBusy={decisions.isBusy(member.userId, 'reject')}
          aria-describedby={nameId}
          onClick={() => void decisions.decide(member, 'reject')}
        >
          {t('alliances.action.reject')}
        </Button>
      </div>
    </li>
  );
}
