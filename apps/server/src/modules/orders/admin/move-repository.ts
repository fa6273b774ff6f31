import { and, eq, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { diningTables, orderLines, orderRounds, orders } from '../../../db/schema';

/** Moves and merges' reads and writes (moves.ts): tables, bills, and lines and rounds changing bill. */

/** The merchant's table by id; another merchant's is none (never told apart from a missing one). */
export async function tableOf(db: Db, merchantId: number, tableId: number) {
  const [row] = await db
    .select({ id: diningTables.id, name: diningTables.name })
    .from(diningTables)
    .where(and(eq(diningTables.id, tableId), eq(diningTables.merchantId, merchantId)))
    .limit(1);
  return row;
}

/** The id of the table's open bill (`tab`, unpaid; at most one by orders_open_tab_key) other than `except`. */
export async function openBillAt(db: Db, tableId: number, except?: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.tableId, tableId),
        eq(orders.tab, true),
        eq(orders.paymentStatus, 'unpaid'),
        except === undefined ? undefined : ne(orders.id, except),
      ),
    )
    .limit(1);
  return row?.id;
}

/** The orders' rows locked in id order, so that two moves between the same bills never deadlock. */
export async function lockInIdOrder(tx: Db, ids: number[]) {
  const locked = new Map<number, typeof orders.$inferSelect>();
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
    if (row) locked.set(id, row);
  }
  return locked;
}

/** The chosen lines onto another bill, in their order from position `from`, as its round `roundId`. */
export async function moveLinesTo(
  tx: Db,
  lineIds: number[],
  toOrderId: number,
  from: number,
  roundId: number,
) {
  for (const [i, id] of lineIds.entries())
    await tx
      .update(orderLines)
      .set({ orderId: toOrderId, position: from + i, roundId })
      .where(eq(orderLines.id, id));
}

/** The last round's number of the bill (0 when it has none: a pay-first order). */
export async function lastRound(tx: Db, orderId: number) {
  const [row] = await tx
    .select({ last: max(orderRounds.roundNo) })
    .from(orderRounds)
    .where(eq(orderRounds.orderId, orderId));
  return row?.last ?? 0;
}

/**
 * Every line and round of one bill onto another: lines after its last (positions shifted by
 * `positionOffset`), rounds numbered after its last (by `roundOffset`). A round keeps the table
 * its diner ordered from, so that its Idempotency-Key, sent again from that table, still finds it.
 */
export async function mergeInto(
  tx: Db,
  fromOrderId: number,
  toOrderId: number,
  offsets: { position: number; round: number },
) {
  await tx
    .update(orderRounds)
    .set({ orderId: toOrderId, roundNo: sql`${orderRounds.roundNo} + ${offsets.round}` })
    .where(eq(orderRounds.orderId, fromOrderId));
  await tx
    .update(orderLines)
    .set({ orderId: toOrderId, position: sql`${orderLines.position} + ${offsets.position}` })
    .where(eq(orderLines.orderId, fromOrderId));
}
