import {
  agentCommission,
  buddyPoints,
  type Posting,
  platformRevenue,
  pointsIssued,
  pointsOutstanding,
} from '../ledger';

/**
 * How a paid order's platform fee is shared out (PRODUCT.md "Money", docs/adr/0013): pure
 * arithmetic, no database, so a property test can try any fee and any rates.
 */

/** The payout settings' rates, hundredths of a percent of the fee. */
export interface PayoutRates {
  cashbackBp: number;
  agentCommissionBp: number;
  mentorCommissionBp: number;
  /** Referral levels 1–5, in order. */
  referralBp: readonly number[];
}

export type RewardKind = 'cashback' | 'referral' | 'agent_commission' | 'mentor_commission';

/** Who would receive each part; null (or a missing upline) where nobody does. */
export interface Beneficiaries {
  buddyId: number | null;
  /** Level 1 (the referrer) first. */
  uplines: readonly number[];
  agentId: number | null;
  mentorId: number | null;
}

/** One part paid: points for cashback and referral (1 point = 1 sen), sen for commissions. */
export interface RewardPart {
  kind: RewardKind;
  /** Referral level 1–5; 0 for the other kinds. */
  level: number;
  beneficiaryId: number;
  bp: number;
  amountSen: number;
}

export const referralLevels = 5;
const whole = 10_000;

const rateOk = (bp: number) => Number.isSafeInteger(bp) && bp >= 0 && bp <= whole;

/**
 * Every rate a whole number from 0 to 100%, at most five referral levels, and all of them together
 * at most 100% of the fee: only then can the parts never add up to more than the fee.
 */
export function ratesValid(r: PayoutRates): boolean {
  const all = [r.cashbackBp, r.agentCommissionBp, r.mentorCommissionBp, ...r.referralBp];
  return (
    r.referralBp.length <= referralLevels &&
    all.every(rateOk) &&
    all.reduce((sum, bp) => sum + bp, 0) <= whole
  );
}

/** floor(fee × bp / 10000): rounding down, so the parts of any rates summing to ≤ 100% fit in the fee. */
export const partOf = (feeSen: number, bp: number) => Math.floor((feeSen * bp) / whole);

/**
 * The parts of `feeSen` paid to the beneficiaries who exist; a part with nobody to receive it, or
 * worth 0 sen, is not paid and stays with the platform, in `remainderSen`. Parts + remainder =
 * fee exactly. Throws for rates that break `ratesValid` (the caller checks first).
 */
export function splitFee(feeSen: number, rates: PayoutRates, who: Beneficiaries) {
  if (!ratesValid(rates)) throw new Error('payout rates add up to more than 100% of the fee');
  if (!Number.isSafeInteger(feeSen) || feeSen < 0) throw new Error(`bad fee ${feeSen}`);
  const wanted: [RewardKind, number, number | null | undefined, number][] = [
    ['cashback', 0, who.buddyId, rates.cashbackBp],
    ...rates.referralBp.map((bp, i): [RewardKind, number, number | undefined, number] => [
      'referral',
      i + 1,
      who.uplines[i],
      bp,
    ]),
    ['agent_commission', 0, who.agentId, rates.agentCommissionBp],
    ['mentor_commission', 0, who.mentorId, rates.mentorCommissionBp],
  ];
  const parts: RewardPart[] = [];
  for (const [kind, level, beneficiaryId, bp] of wanted) {
    const amountSen = partOf(feeSen, bp);
    if (beneficiaryId != null && amountSen > 0) parts.push({ kind, level, beneficiaryId, bp, amountSen });
  }
  const paid = parts.reduce((sum, p) => sum + p.amountSen, 0);
  return { parts, remainderSen: feeSen - paid };
}

export const isPoints = (kind: string) => kind === 'cashback' || kind === 'referral';

/**
 * The one posting that pays the parts ('order_rewards'): the platform gives up what it pays out
 * of its fee; points go to the buddies (and their RM value becomes owed as points outstanding),
 * commissions become owed to the agent and the mentor.
 */
export function rewardPostings(parts: readonly RewardPart[]): Posting[] {
  const points = parts.filter((p) => isPoints(p.kind));
  const pointsSen = points.reduce((sum, p) => sum + p.amountSen, 0);
  const paidSen = parts.reduce((sum, p) => sum + p.amountSen, 0);
  return [
    { account: platformRevenue, amountSen: paidSen },
    { account: pointsOutstanding, amountSen: -pointsSen },
    ...parts
      .filter((p) => !isPoints(p.kind))
      .map((p) => ({ account: agentCommission(p.beneficiaryId), amountSen: -p.amountSen })),
    { account: pointsIssued, amountSen: pointsSen },
    ...points.map((p) => ({ account: buddyPoints(p.beneficiaryId), amountSen: -p.amountSen })),
  ];
}
