import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { agentProfiles, merchantSales, payoutItemLines, payoutItems, users } from '../../db/schema';
import { orderRow, placeAs, type RewardsWorld, toggle } from '../loyalty/test-world';
import { sessionOf } from '../orders/admin/test-actors';

/** Test code only: orders paid and refunded at a rewards world's shop, and the payout rows they make. */

/** A guest's counter order of `lemak` Nasi Lemak and `teh` Teh Tarik, paid in cash: its row. */
export async function paidOrder(w: RewardsWorld, lemak: number, teh = 0) {
  const { food, option } = w.shop.fx;
  const lines = [
    ...(lemak ? [{ food_id: food.lemak, quantity: lemak, options: [{ option_id: option.mild }] }] : []),
    ...(teh ? [{ food_id: food.teh, quantity: teh }] : []),
  ];
  const placed = await placeAs(w, null, { lines });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = await orderRow(w.t.database.db, placed.json().data.token);
  const paid = await toggle(w, { id: order.id, method: 'cash' });
  expect(paid.statusCode, paid.body).toBe(200);
  return order;
}

export async function refundWhole(w: RewardsWorld, orderId: number, reason = 'Closed early') {
  const res = await toggle(w, { id: orderId, action: 'refund', reason });
  expect(res.statusCode, res.body).toBe(200);
}

/** Every payout item of a beneficiary, oldest first. */
export const itemsOf = (db: Db, beneficiaryId: number) =>
  db
    .select({
      id: payoutItems.id,
      kind: payoutItems.kind,
      status: payoutItems.status,
      amountSen: payoutItems.amountSen,
      merchantId: payoutItems.merchantId,
    })
    .from(payoutItems)
    .where(eq(payoutItems.beneficiaryId, beneficiaryId))
    .orderBy(asc(payoutItems.id));

/** One item's lines, as [order id, refund id, sen]. */
export async function linesOf(db: Db, itemId: number) {
  const rows = await db
    .select({
      orderId: payoutItemLines.orderId,
      refundId: payoutItemLines.refundId,
      amountSen: payoutItemLines.amountSen,
    })
    .from(payoutItemLines)
    .where(eq(payoutItemLines.itemId, itemId))
    .orderBy(asc(payoutItemLines.id));
  return rows.map((r) => [r.orderId, r.refundId, r.amountSen]);
}

export async function salesOf(db: Db, merchantId: number) {
  const [row] = await db.select().from(merchantSales).where(eq(merchantSales.merchantId, merchantId));
  return row;
}

/** Puts the merchant's accumulated paid sales at `sen` (as if it had sold that much before). */
export async function setSales(db: Db, merchantId: number, sen: number) {
  await db
    .insert(merchantSales)
    .values({ merchantId, paidSen: sen })
    .onConflictDoUpdate({ target: merchantSales.merchantId, set: { paidSen: sen } });
}

export const entitle = (db: Db, agentId: number, entitled = true) =>
  db.update(users).set({ entitled }).where(eq(users.id, agentId));

/** Bank details on an agent's profile, as the agents form keeps them. */
export async function giveBank(db: Db, userId: number, accountName = 'Ahmad bin Ali', icNo = '900101145678') {
  await db
    .insert(agentProfiles)
    .values({ userId, bank: 'cimb', accountNo: '8001234567', accountName, icNo })
    .onConflictDoUpdate({
      target: agentProfiles.userId,
      set: { bank: 'cimb', accountNo: '8001234567', accountName },
    });
}

export const agentSession = (w: RewardsWorld, id: number) => sessionOf(w.t, id);

export const openItemOf = async (db: Db, beneficiaryId: number, kind: string) => {
  const [row] = await db
    .select()
    .from(payoutItems)
    .where(
      and(
        eq(payoutItems.beneficiaryId, beneficiaryId),
        eq(payoutItems.kind, kind),
        eq(payoutItems.status, 'pending'),
      ),
    );
  return row;
};
