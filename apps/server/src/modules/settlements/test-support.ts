import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payoutItemEvents, payoutItems, users } from '../../db/schema';
import { merchantRedemption, pointsOutstanding, post } from '../ledger';

/** Test code only: merchants owed for redeemed points, and their settlements. */

export async function merchantNamed(db: Db, name: string) {
  const [row] = await db
    .insert(users)
    .values({
      role: 'merchant',
      username: `m-${randomUUID().slice(0, 8)}`,
      name,
      status: 'active',
      firstLogin: false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

/** Points worth `sen` redeemed at the merchant, posted as a paid order does (order_paid's two legs). */
export function redeemAt(db: Db, merchantId: number, sen: number) {
  return post(db, { kind: 'test_redemption', ref: randomUUID() }, [
    { account: pointsOutstanding, amountSen: sen },
    { account: merchantRedemption(merchantId), amountSen: -sen },
  ]);
}

/** The merchant's redemption settlements, oldest first. */
export const settlementsOf = (db: Db, merchantId: number) =>
  db
    .select({
      id: payoutItems.id,
      amountSen: payoutItems.amountSen,
      status: payoutItems.status,
      beneficiaryId: payoutItems.beneficiaryId,
      runId: payoutItems.runId,
      dueOn: payoutItems.dueOn,
      throughEntryId: payoutItems.throughEntryId,
    })
    .from(payoutItems)
    .where(and(eq(payoutItems.kind, 'merchant_redemption'), eq(payoutItems.merchantId, merchantId)))
    .orderBy(asc(payoutItems.id));

export const createdEventsOf = (db: Db, itemId: number) =>
  db
    .select({ kind: payoutItemEvents.kind, actorId: payoutItemEvents.actorId })
    .from(payoutItemEvents)
    .where(eq(payoutItemEvents.itemId, itemId));
