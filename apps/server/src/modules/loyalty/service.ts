import type { MessageKey } from '@meja/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { balanceOf, buddyPoints, Overdraft, type Posting, pointsIssued, post } from '../ledger';
import type { RefundedOrder } from '../orders/lifecycle';
import { addRewardReversals } from '../reports/rollups';
import * as repo from './repository';
import { type RewardRow, refundShare, reversalOf } from './reversal';
import { isPoints } from './split';

/**
 * Points at checkout (PRODUCT.md "Money", docs/adr/0013): taken from the buddy's wallet when the
 * order is placed, given back when it is voided or expires unpaid, taken again (as far as the
 * buddy still has them) when an expired order is paid after all. The money side (the merchant is
 * owed their value) is posted with the payment, in orders/paid-entries.ts. The steps are in
 * order-steps.ts; here is how points move, and how a refund gives them and the rewards back.
 */

/** Points moving from the buddy's wallet (points > 0) or back into it (points < 0). */
export const spend = (buddyId: number, points: number): Posting[] => [
  { account: buddyPoints(buddyId), amountSen: points },
  { account: pointsIssued, amountSen: -points },
];

/** A 400 on `points`, its message (with the numbers) also the field's. */
export const refusal = (key: MessageKey, vars: Record<string, string | number>) =>
  new AppError('validation', key, { points: key }, vars);

/** Points held now (a buddy's wallet is the negated balance of their account). */
export const pointsHeld = async (db: Db, buddyId: number) =>
  Math.max(0, -(await balanceOf(db, buddyPoints(buddyId))));

/**
 * Posts 'points_retaken' of at most `wanted` points, in a savepoint: should the buddy spend some
 * meanwhile (the balance read is not locked), the ledger refuses the overdraft and this takes what
 * is left instead. Answers how many were taken.
 */
export async function retake(tx: Db, orderId: number, buddyId: number, wanted: number): Promise<number> {
  let take = Math.min(wanted, await pointsHeld(tx, buddyId));
  for (;;) {
    try {
      await tx.transaction((t) => post(t, { kind: 'points_retaken', ref: orderId }, spend(buddyId, take)));
      return take;
    } catch (err) {
      if (!(err instanceof Overdraft) || take <= 0) throw err;
      take = Math.max(0, take - err.shortBy);
    }
  }
}

/** The buddy's share of the points the order was paid with, back in their wallet ('points_refund'). */
export async function givePointsBack(tx: Db, r: RefundedOrder): Promise<number> {
  if (r.buddyId === null || r.pointsSen <= 0) return 0;
  const back = refundShare(r.pointsSen, r);
  if (back <= 0) return 0;
  const legs: Posting[] = [
    { account: buddyPoints(r.buddyId), amountSen: -back },
    { account: pointsIssued, amountSen: back },
  ];
  const { posted } = await post(tx, { kind: 'points_refund', ref: r.refundId }, legs);
  return posted ? back : 0;
}

/**
 * Reverses the refunded part's share of the rewards in one 'order_rewards_refund' posting, in a
 * savepoint: the buddies' balances are read unlocked, so should one spend points meanwhile the
 * ledger refuses the overdraft and this takes back that much less (the rest written off).
 */
export async function takeRewardsBack(tx: Db, r: RefundedOrder, rows: (RewardRow & { level: number })[]) {
  const buddies = [...new Set(rows.filter((x) => isPoints(x.kind)).map((x) => x.beneficiaryId))];
  const held = new Map<number, number>();
  for (const b of buddies) held.set(b, await pointsHeld(tx, b));
  for (;;) {
    const reversal = reversalOf(rows, r, held);
    if (!reversal.postings.length) return reversal;
    try {
      const { posted } = await tx.transaction((t) =>
        post(t, { kind: 'order_rewards_refund', ref: r.refundId }, reversal.postings),
      );
      if (!posted) return { ...reversal, rows: [], takenPoints: 0, shortPoints: 0 };
      await repo.saveReversals(tx, reversal.rows);
      await addRewardReversals(
        tx,
        r.merchantId,
        reversal.rows.map((after, i) => ({
          kind: rows[i]?.kind ?? '',
          level: rows[i]?.level ?? 0,
          reversedSen: after.deltaSen,
          writtenOffSen: after.shortSen,
        })),
      );
      return reversal;
    } catch (err) {
      const owner = err instanceof Overdraft ? err.account.ownerId : null;
      if (owner === null || !held.has(owner)) throw err;
      const taken = reversal.postings.find((p) => p.account.key === buddyPoints(owner).key)?.amountSen ?? 0;
      held.set(owner, Math.max(0, taken - (err as Overdraft).shortBy));
    }
  }
}
