import type { MessageKey } from '@meja/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { balanceOf, buddyPoints, Overdraft, type Posting, pointsIssued, post } from '../ledger';

/**
 * Points at checkout (PRODUCT.md "Money", docs/adr/0013): taken from the buddy's wallet when the
 * order is placed, given back when it is voided or expires unpaid, taken again (as far as the
 * buddy still has them) when an expired order is paid after all. The money side (the merchant is
 * owed their value) is posted with the payment, in orders/paid-entries.ts. The steps are in
 * order-steps.ts; here is how points move.
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
