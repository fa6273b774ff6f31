import { parseHundredths } from '@meja/contracts/money-format';

/** The percentages of the platform fee the payout setting shares out (SPEC §3 "Payout settings"). */
export const percentFields = [
  'buddy_cashback',
  'agent_commission',
  'mentor_commission',
  'referral_level_1',
  'referral_level_2',
  'referral_level_3',
  'referral_level_4',
  'referral_level_5',
] as const;
export type PercentField = (typeof percentFields)[number];

/** Hundredths of a percent (10% = 1000), as the server keeps them. */
export const fullFee = 100_00;

/**
 * The running total of the percentages as typed, in hundredths of a percent; fields still empty
 * or not yet a number count as 0 (their own check says what is wrong with them).
 */
export function totalPercent(
  values: Partial<Record<PercentField, string | number | null | undefined>>,
): number {
  let total = 0;
  for (const field of percentFields) {
    const v = values[field];
    if (v === undefined || v === null || v === '') continue;
    const parsed = parseHundredths(v);
    if (parsed.ok) total += parsed.hundredths;
  }
  return total;
}

/** The share of the fee is spent more than once: refused before sending (and by the server). */
export const overFullFee = (totalBp: number) => totalBp > fullFee;

/** 5525 → "55.25". */
export const percentText = (bp: number) => (bp / 100).toFixed(2);
