import { ALLIANCE_DESCRIPTION_MAX, ALLIANCE_NAME_MAX } from '@/contract/alliances.ts';

/** The contract's limits, so that the fields stop where the platform would refuse. */
export const NAME_MAX = ALLIANCE_NAME_MAX;
export const DESCRIPTION_MAX = ALLIANCE_DESCRIPTION_MAX;

export type AllianceDraft = { name: string; description: string; isApprovalRequired: boolean };

/** Spec section 5: "Alliance name: required". Answers the message key of the first problem, or null. */
export const checkAllianceName = (name: string) => (name.trim() ? null : 'validation.required');

/** Only what changed, trimmed: PATCH refuses an empty body, and an unchanged name would be checked again. */
export function changesOf(before: AllianceDraft, after: AllianceDraft): Partial<AllianceDraft> {
  const name = after.name.trim();
  const description = after.description.trim();
  return {
    ...(name !== before.name ? { name } : {}),
    ...(description !== before.description ? { description } : {}),
    ...(after.isApprovalRequired !== before.isApprovalRequired
      ? { isApprovalRequired: after.isApprovalRequired }
      : {}),
  };
}
