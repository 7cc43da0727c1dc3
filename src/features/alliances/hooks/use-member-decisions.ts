import { useCallback, useState } from 'react';
import type { AllianceMember } from '@/contract/alliances.ts';
import { runAction } from '@/lib/api-client.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { manageMember, type OwnerDecision } from '../api/manage-member.ts';
import { writeAlliance } from '../cache.ts';

const DONE: Record<OwnerDecision, string> = {
  accept: 'alliances.done.accepted',
  reject: 'alliances.done.rejected',
  kick: 'alliances.done.kicked',
};

/**
 * The owner's accept, reject and kick: online calls (the owner sees the platform's answer, or its message on a
 * refusal), one at a time; the answer replaces the cached alliance.
 */
export function useMemberDecisions(ownerId: string, allianceId: string) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<{ userId: string; decision: OwnerDecision } | null>(null);
  const decide = useCallback(
    async (member: AllianceMember, decision: OwnerDecision) => {
      if (busy) return;
      setBusy({ userId: member.userId, decision });
      try {
        const answer = await runAction(
          () => manageMember(allianceId, member.userId, decision),
          t(DONE[decision], { name: member.name }),
        );
        if (answer) await writeAlliance(ownerId, answer);
      } finally {
        setBusy(null);
      }
    },
    [allianceId, busy, ownerId, t],
  );
  const isBusy = (userId: string, decision: OwnerDecision) =>
    busy?.userId === userId && busy.decision === decision;
  return { decide, isBusy, isDeciding: busy !== null };
}
