/**
 * The ledger's accounts, named in PRODUCT.md's words. A key is 'name' or 'name:owner id' and never
 * changes meaning: rows written before these types existed use the same strings.
 * Amounts are debits positive, credits negative; a balance is the sum of an account's entries, so
 * a liability or revenue account holds a negative balance while it is owed or earned.
 */
export type Unit = 'RM' | 'points';
export type AccountType = 'asset' | 'liability' | 'revenue' | 'expense' | 'equity';

export interface Account {
  readonly key: string;
  readonly type: AccountType;
  readonly ownerId: number | null;
  readonly unit: Unit;
  /**
   * The balance may never become a debit (> 0): a buddy's points cannot go below zero. A posting
   * that would take it there is refused with `Overdraft` and changes nothing.
   */
  readonly noOverdraft?: boolean;
  /**
   * false: a buddy's own account, left out of the daily rollup (ledger_daily) that reports read:
   * there are too many to sum, and the platform accounts they move against carry the totals.
   */
  readonly daily?: false;
}

const platform = (key: string, type: AccountType, unit: Unit = 'RM'): Account =>
  Object.freeze({ key, type, ownerId: null, unit });

const owned =
  (name: string, type: AccountType, unit: Unit = 'RM', opts: { noOverdraft?: true; buddy?: true } = {}) =>
  (ownerId: number): Account => {
    if (!Number.isSafeInteger(ownerId) || ownerId <= 0) throw new Error(`${name}: bad owner id ${ownerId}`);
    return Object.freeze({
      key: `${name}:${ownerId}`,
      type,
      ownerId,
      unit,
      ...(opts.noOverdraft && { noOverdraft: true }),
      ...(opts.buddy && { daily: false as const }),
    });
  };

/** Online payments the gateway has taken for us and not yet settled to the platform's bank. */
export const gatewayClearing = platform('gateway_clearing', 'asset');
/** The platform fee earned on paid orders; rewards and commissions are paid out of it. */
export const platformRevenue = platform('platform_revenue', 'revenue');
/** Money sent out in payouts (commissions, settlements) that the bank has not yet confirmed. */
export const payoutClearing = platform('payout_clearing', 'asset');
/** Points given to buddies (cashback, referral rewards) and not yet redeemed: the points' source. */
export const pointsIssued = platform('points_issued', 'equity', 'points');
/**
 * The RM value of the points buddies hold (1 point = 1 sen): credited when rewards are given out
 * of the platform fee, debited when points pay a bill (the merchant is then owed that value).
 */
export const pointsOutstanding = platform('points_outstanding', 'liability');
/** Points a refund should have taken back but the buddy had already spent: the platform's loss. */
export const pointsWrittenOff = platform('points_written_off', 'expense');

/** What the platform owes a merchant: its sales less the platform fee, and redeemed points' value. */
export const merchantPayable = owned('merchant_payable', 'liability');
/** Cash and terminal payments taken at a merchant's counter: the money is already with the merchant. */
export const cashAtMerchant = owned('cash_at_merchant', 'asset');
/**
 * Money a diner paid twice for a merchant's order (a second gateway payment of a paid or voided
 * order), owed back to the diner until staff record giving it back. Per merchant, not per order:
 * an owned account's id is its merchant, buddy or agent (owner_id, and the merchant's accounting
 * report reads `family:merchantId`), so an order's id there would pass for another merchant's
 * account; and accounts stay bounded by merchants. What each order still owes is the order's
 * `paid_twice_sen`, written in the same transactions as these postings.
 */
export const refundDue = owned('refund_due', 'liability');
/** A buddy's points (1 point = 1 sen; cashback and referral rewards), spent on bills. */
export const buddyPoints = owned('buddy_points', 'liability', 'points', { noOverdraft: true, buddy: true });
/** The value of points redeemed at a merchant, owed to it (100 points = RM1.00) until settled by a payout. */
export const merchantRedemption = owned('merchant_redemption', 'liability');
/** Commissions (agent, mentor) owed to an agent out of the platform fee, until paid out. */
export const agentCommission = owned('agent_commission', 'liability');
/** The one-off recruitment allowance owed to the agent who recruited a merchant, until paid out. */
export const recruitmentAllowance = owned('recruitment_allowance', 'liability');
/** A buddy's referral rewards cashed out (issue 13): taken from their points, owed in RM until paid out. */
export const referralCash = owned('referral_cash', 'liability', 'RM', { buddy: true });
/**
 * What payout decisions changed: a declined commission or allowance the platform no longer owes
 * (credit), or an adjustment that pays more (debit) or less (credit) than accrued.
 */
export const payoutAdjustments = platform('payout_adjustments', 'expense');
