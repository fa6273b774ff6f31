import { senToRM } from '@meja/contracts';
import type { Db } from '../../db/client';
import { uplinesOf } from '../buddies/referrals';
import { Overdraft, post } from '../ledger';
import type {
  PaidOrder,
  PlacedOrder,
  PointsKept,
  ReceiptTaken,
  RefundedOrder,
  RefundNotes,
  ReleasedOrder,
  SharePoints,
  StepCtx,
} from '../orders/lifecycle';
import { percentOf } from '../orders/pricing';
import { recordOrderEvent } from '../orders/statuses';
import { payoutRates } from '../settings/repository';
import * as repo from './repository';
import { givePointsBack, refusal, retake, spend, takeRewardsBack } from './service';
import { type Beneficiaries, ratesValid, referralLevels, rewardPostings, splitFee } from './split';

/**
 * Loyalty's part of an order's life (docs/adr/0013-rewards-and-points.md): a buddy's points paid
 * with (taken when placed, given back when released, taken again by a late payment), and the
 * rewards shared out of the platform fee when paid and taken back by a refund.
 */

export const loyaltyPoints = {
  /**
   * A signed-in buddy paying with points: no more than the bill, no more than they hold. Posted
   * once per order ('points_redeemed'); a placement sent again is answered by its Idempotency-Key
   * first.
   */
  async placed({ db: tx }: StepCtx, o: PlacedOrder) {
    const points = o.request.points;
    if (!points) return;
    if (o.buddyId === null) throw refusal('error.points_sign_in', {});
    const bill = o.cart.totals.totalSen;
    if (points > bill) throw refusal('error.points_over_bill', { bill: senToRM(bill), max: bill });
    try {
      await post(tx, { kind: 'points_redeemed', ref: o.id }, spend(o.buddyId, points));
    } catch (err) {
      // The placing transaction rolls back with the refusal: nothing was taken.
      if (err instanceof Overdraft) throw refusal('error.points_not_enough', { held: points - err.shortBy });
      throw err;
    }
    await repo.setOrderPoints(tx, o.id, { pointsSen: points });
  },

  /**
   * A share of a split bill paid with points (issue 29): taken as a placing's are ('points_redeemed'
   * on the share), so its payment, refunds and a void treat them as any order's points.
   */
  async sharePoints({ db: tx }: StepCtx, s: SharePoints) {
    if (s.points > s.totalSen)
      throw refusal('error.points_over_bill', { bill: senToRM(s.totalSen), max: s.totalSen });
    try {
      await post(tx, { kind: 'points_redeemed', ref: s.id }, spend(s.buddyId, s.points));
    } catch (err) {
      if (err instanceof Overdraft)
        throw refusal('error.points_not_enough', { held: s.points - err.shortBy });
      throw err;
    }
    await repo.setOrderPoints(tx, s.id, { pointsSen: s.points });
  },

  /** An unpaid order given up (void, expiry): the points it was to be paid with go back ('points_returned'). */
  async released({ db: tx }: StepCtx, o: ReleasedOrder) {
    if (o.buddyId === null || o.pointsSen <= 0) return;
    await post(tx, { kind: 'points_returned', ref: o.id }, spend(o.buddyId, -o.pointsSen));
  },

  /**
   * A payment after expiry: the expiry gave the points back, so they are taken again before the
   * payment is posted. A buddy who spent them meanwhile is taken to 0, never below: the order is
   * paid all the same, with `points_sen` cut to what was taken (so the payment's posting owes the
   * merchant only that), the rest in `points_short_sen` and the order's log, for the merchant to
   * resolve, like food that ran out (`stock_short`). Answers the order's points as it left them.
   */
  async paid({ db: tx }: StepCtx, paid: PaidOrder): Promise<PointsKept> {
    const asPlaced = { pointsSen: paid.pointsSen, pointsShortSen: paid.pointsShortSen };
    if (paid.from !== 'expired' || paid.buddyId === null) return asPlaced;
    const o = await repo.orderPoints(tx, paid.id);
    if (!o || o.pointsSen <= 0) return asPlaced;
    const taken = await retake(tx, paid.id, paid.buddyId, o.pointsSen);
    const short = o.pointsSen - taken;
    if (short <= 0) return asPlaced;
    const left = { pointsSen: taken, pointsShortSen: o.pointsShortSen + short };
    await repo.setOrderPoints(tx, paid.id, left);
    await recordOrderEvent(tx, {
      orderId: paid.id,
      kind: 'points_short',
      fromStatus: 'paid',
      toStatus: 'paid',
      actorId: paid.actorId ?? null,
      reason: `paid after expiry: ${short} points (RM ${senToRM(short)}) were spent meanwhile and are still to be paid`,
    });
    return left;
  },
};

/** Who receives each part of this order's fee: its buddy and their uplines, the merchant's agent and mentor. */
async function beneficiariesOf(tx: Db, paid: PaidOrder): Promise<Beneficiaries> {
  const uplines = paid.buddyId === null ? [] : await uplinesOf(tx, paid.buddyId, referralLevels);
  return { buddyId: paid.buddyId, uplines, ...(await repo.agentAndMentorOf(tx, paid.merchantId)) };
}

export const rewards = {
  /**
   * Out of the paid order's platform fee (subtotal × the platform charge the receipt step kept on
   * it): cashback to the buddy and referral rewards to their uplines as points, commissions to
   * the merchant's agent and mentor, at the newest payout settings' rates; what nobody receives
   * stays with the platform. One 'order_rewards' posting, once per order, and one order_rewards
   * row per part paid.
   */
  async paid(ctx: StepCtx, paid: PaidOrder, receipt: Pick<ReceiptTaken, 'platformChargeBp'>) {
    const tx = ctx.db;
    const fee = percentOf(paid.subtotalSen, receipt.platformChargeBp);
    if (fee <= 0) return;
    const rates = await payoutRates(ctx, tx);
    if (!rates) return;
    if (!ratesValid(rates)) {
      // The settings screen refuses such a set; should one be written anyway, the platform keeps
      // the fee rather than pay out more than it earned, and the order's log says so.
      await recordOrderEvent(tx, {
        orderId: paid.id,
        kind: 'rewards_not_paid',
        fromStatus: 'paid',
        toStatus: 'paid',
        reason: 'no rewards paid: the payout settings add up to more than 100% of the fee',
      });
      return;
    }
    const { parts } = splitFee(fee, rates, await beneficiariesOf(tx, paid));
    if (!parts.length) return;
    const { posted } = await post(tx, { kind: 'order_rewards', ref: paid.id }, rewardPostings(parts));
    if (posted) await repo.insertRewards(tx, paid, parts);
  },

  /**
   * The refunded part's share of the points the order was paid with goes back, and the share of
   * the rewards it earned is taken back: commissions are owed less, and points are taken from
   * each buddy's wallet down to 0 at most; what they had already spent is written off by the
   * platform. Answers what the refund's log says of it.
   */
  async refunded({ db: tx }: StepCtx, r: RefundedOrder): Promise<RefundNotes> {
    const notes: string[] = [];
    const back = await givePointsBack(tx, r);
    if (back > 0) notes.push(`${back} points went back to the buddy`);
    const rows = await repo.rewardsOf(tx, r.orderId);
    if (!rows.length) return notes;
    const { takenPoints, shortPoints } = await takeRewardsBack(tx, r, rows);
    if (takenPoints > 0) notes.push(`${takenPoints} reward points taken back`);
    if (shortPoints > 0) notes.push(`${shortPoints} points could not be taken back (already spent)`);
    return notes;
  },
};
