import { fromCents, toCents, type TournamentType } from '../../contract.ts';
import type { RewardRow } from './rewards.ts';

/** A tournament as an operator defines it (admin commands); money in USD. */
export type TournamentInput = {
  title: string;
  type: TournamentType;
  description: string;
  terms: string;
  registrationStartAt: Date;
  registrationEndAt: Date;
  startAt: Date;
  endAt: Date;
  price: number;
  poolPrice: number;
  isDynamicPoolPrice: boolean;
  dynamicPoolPrice: number;
  settingsPoolPrice: number;
  capacity: number | null;
  instruments: string[];
  rewards: RewardRow[];
  startingBalance: number;
};

/**
 * Whole cents. `value * 100` is not exact in binary (19.99 * 100 is 1998.9999999999998), so the amount is
 * compared with its rounding to cents instead, which is the very number a 2-decimal amount parses to.
 */
export const isWholeCents = (value: number) => Number.isFinite(value) && fromCents(toCents(value)) === value;
const isMoney = (value: number) => value >= 0 && isWholeCents(value);
const isTime = (date: Date) => !Number.isNaN(date.getTime());

/** Every problem with a tournament definition, as sentences an operator can act on; empty when it is sound. */
export function tournamentProblems(input: TournamentInput): string[] {
  const problems: string[] = [];
  if (!input.title.trim() || input.title.length > 120) problems.push('title must be 1 to 120 characters');
  const dates = [input.registrationStartAt, input.registrationEndAt, input.startAt, input.endAt];
  if (!dates.every(isTime)) problems.push('every date must be a valid date and time');
  else {
    if (input.registrationStartAt > input.registrationEndAt)
      problems.push('registration must start before it ends');
    if (input.startAt >= input.endAt) problems.push('the tournament must start before it ends');
    if (input.registrationEndAt > input.endAt)
      problems.push('registration must end by the end of the tournament');
  }
  for (const [name, value] of [
    ['price', input.price],
    ['pool price', input.poolPrice],
    ['settings pool price', input.settingsPoolPrice],
    ['starting balance', input.startingBalance],
  ] as const)
    if (!isMoney(value)) problems.push(`${name} must be an amount of 0 or more with at most 2 decimals`);
  if (input.startingBalance <= 0) problems.push('starting balance must be more than 0');
  if (!(input.dynamicPoolPrice >= 0 && input.dynamicPoolPrice <= 100))
    problems.push('the dynamic pool percentage must be from 0 to 100');
  if (input.capacity !== null && !(Number.isInteger(input.capacity) && input.capacity > 0))
    problems.push('capacity must be a whole number above 0');
  let sharePerRanks = 0;
  for (const reward of input.rewards) {
    if (
      !Number.isInteger(reward.fromRank) ||
      !Number.isInteger(reward.toRank) ||
      reward.fromRank < 1 ||
      reward.toRank < reward.fromRank
    )
      problems.push(`the reward ranks ${reward.fromRank}-${reward.toRank} are not a range from 1 up`);
    if (!(reward.share > 0 && reward.share <= 100))
      problems.push('each reward share must be above 0 and at most 100');
    sharePerRanks += reward.share * (reward.toRank - reward.fromRank + 1);
  }
  if (sharePerRanks > 100.0001) problems.push('the rewards pay out more than 100% of the pool');
  const sorted = [...input.rewards].sort((a, b) => a.fromRank - b.fromRank);
  if (sorted.some((reward, index) => index > 0 && reward.fromRank <= (sorted[index - 1]?.toRank ?? 0)))
    problems.push('reward rank ranges overlap');
  return problems;
}

/**
 * Parses "1:50,2-3:15,4-10:2.5" (rank or range, then the share each rank gets in percent of the pool).
 * Answers null when the text is not in that form.
 */
export function parseRewards(text: string): RewardRow[] | null {
  const rows = text.split(',').map((part) => /^\s*(\d+)(?:-(\d+))?\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(part));
  if (rows.some((row) => !row)) return null;
  return rows.map((row) => {
    const [, from = '0', to, share = '0'] = row ?? [];
    return { fromRank: Number(from), toRank: Number(to ?? from), share: Number(share) };
  });
}
