import { type MessageKey, senToRM } from '@meja/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { balanceOf, buddyPoints, Overdraft, type Posting, pointsIssued, post } from '../ledger';
import type { PlacingStep, ReleaseStep } from '../orders/lifecycle';
import type { PaidStep } from '../orders/paid/steps';
import { recordOrderEvent } from '../orders/statuses';
import * as repo from './repository';

/**
 * Points at checkout (PRODUCT.md "Money", docs/adr/0013): taken from the buddy's wallet when the
 * order is placed, given back when it is voided or expires unpaid, taken again (as far as the
 * buddy still has them) when an expired order is paid after all. The money side (the merchant is
 * owed their value) is posted with the payment, in orders/paid/ledger.ts.
 */

/** Points moving from the buddy's wallet (points > 0) or back into it (points < 0). */
const spend = (buddyId: number, points: number): Posting[] => [
  { account: buddyPoints(buddyId), amountSen: points },
  { account: pointsIssued, amountSen: -points },
];

/** A 400 on `points`, its message (with the numbers) also the field's. */
const refusal = (key: MessageKey, vars: Record<string, string | number>) =>
  new AppError('validation', key, { points: key }, vars);

/** Points held now (a buddy's wallet is the negated balance of their account). */
export const pointsHeld = async (db: Db, buddyId: number) =>
  Math.max(0, -(await balanceOf(db, buddyPoints(buddyId))));

/**
 * A signed-in buddy paying with points: no more than the bill, no more than they hold. Posted once
 * per order ('points_redeemed'); a placement sent again is answered by its Idempotency-Key first.
 */
export const pointsPlacingStep: PlacingStep = {
  name: 'points',
  order: 10,
  async run(tx, o) {
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
};

/** An unpaid order given up (void, expiry): the points it was to be paid with go back ('points_returned'). */
export const pointsReleaseStep: ReleaseStep = {
  name: 'points',
  order: 10,
  async run(tx, o) {
    if (o.buddyId === null || o.pointsSen <= 0) return;
    await post(tx, { kind: 'points_returned', ref: o.id }, spend(o.buddyId, -o.pointsSen));
  },
};

/**
 * Posts 'points_retaken' of at most `wanted` points, in a savepoint: should the buddy spend some
 * meanwhile (the balance read is not locked), the ledger refuses the overdraft and this takes what
 * is left instead. Answers how many were taken.
 */
async function retake(tx: Db, orderId: number, buddyId: number, wanted: number): Promise<number> {
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

/**
 * A payment after expiry: the expiry gave the points back, so they are taken again before the
 * ledger step (30) posts the payment. A buddy who spent them meanwhile is taken to 0, never below:
 * the order is paid all the same, with `points_sen` cut to what was taken (so the payment's
 * posting owes the merchant only that), the rest in `points_short_sen` and the order's log, for
 * the merchant to resolve, like food that ran out (`stock_short`).
 */
export const pointsRetakeStep: PaidStep = {
  name: 'points_retake',
  order: 25,
  async run(tx, paid) {
    if (paid.from !== 'expired' || paid.buddyId === null) return;
    const o = await repo.orderPoints(tx, paid.id);
    if (!o || o.pointsSen <= 0) return;
    const taken = await retake(tx, paid.id, paid.buddyId, o.pointsSen);
    const short = o.pointsSen - taken;
    if (short <= 0) return;
    await repo.setOrderPoints(tx, paid.id, { pointsSen: taken, pointsShortSen: o.pointsShortSen + short });
    if (paid.kept) Object.assign(paid.kept, { pointsSen: taken, pointsShortSen: o.pointsShortSen + short });
    await recordOrderEvent(tx, {
      orderId: paid.id,
      kind: 'points_short',
      fromStatus: 'paid',
      toStatus: 'paid',
      actorId: paid.actorId ?? null,
      reason: `paid after expiry: ${short} points (RM ${senToRM(short)}) were spent meanwhile and are still to be paid`,
    });
  },
};
