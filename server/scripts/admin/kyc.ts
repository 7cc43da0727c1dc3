import type { KycStatus } from '../../src/contract.ts';
import { reviewKyc } from '../../src/repositories/kyc.ts';
import { fail, type Command } from './command.ts';

const DECISIONS: Record<string, Exclude<KycStatus, 'pending'>> = {
  approve: 'approved',
  reject: 'rejected',
  'missing-info': 'missing_info',
};

/** `--remarks "text"` anywhere in the arguments; the rest are positional. */
function remarksOf(args: string[]) {
  const at = args.indexOf('--remarks');
  if (at === -1) return { remarks: null, rest: args };
  const remarks = args[at + 1]?.trim();
  if (!remarks) fail('Give the remarks after --remarks, in quotes.');
  return { remarks: remarks ?? null, rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

export const kycCommands: Record<string, Command> = {
  'list-kyc': {
    usage: 'list-kyc [pending|approved|rejected|missing_info]',
    async run(context, [status]) {
      const db = await context.db();
      const rows = await db
        .selectFrom('kyc')
        .innerJoin('users', 'users.id', 'kyc.userId')
        .select(['users.email', 'kyc.status', 'kyc.identityType', 'kyc.addressType', 'kyc.submittedAt'])
        .$if(Boolean(status), (query) => query.where('kyc.status', '=', status as KycStatus))
        .orderBy('kyc.submittedAt')
        .limit(100)
        .execute();
      return (
        rows
          .map((row) =>
            [row.email, row.status, row.identityType, row.addressType, row.submittedAt.toISOString()].join(
              '\t',
            ),
          )
          .join('\n') || 'No KYC submissions.'
      );
    },
  },
  'review-kyc': {
    usage: 'review-kyc <email> approve|reject|missing-info [--remarks "text for the member"]',
    async run(context, args) {
      const { remarks, rest } = remarksOf(args);
      const [email, decision] = rest;
      if (!email) fail('Give the email of the member whose KYC you reviewed.');
      const status = DECISIONS[decision ?? ''] ?? fail('Say approve, reject or missing-info.');
      if (status !== 'approved' && !remarks) fail('Tell the member why, with --remarks "…".');
      const row = await reviewKyc(await context.db(), email as string, status, remarks);
      if (!row) fail(`${email} has not submitted KYC.`);
      return `${email}: KYC ${status}${remarks ? ` (${remarks})` : ''}.`;
    },
  },
};
