import { and, desc, eq, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orderRounds, orders, payments } from '../../db/schema';
import type { NewOrder } from './repository';

/**
 * Open bills' reads and writes (tab.ts): the table's open bill, its rounds, and whether a payment
 * of it is under way.
 */

/** The table's open bill (unpaid, `tab`), locked until the transaction ends; at most one (orders_open_tab_key). */
export async function lockOpenTab(tx: Db, tableId: number) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tableId, tableId), eq(orders.tab, true), eq(orders.paymentStatus, 'unpaid')))
    .for('update')
    .limit(1);
  return row;
}

/** A bill of the table split into shares (issue 29) with a share still to pay. */
const splitOpen = sql`${orders.paymentStatus} = 'split' and exists (select 1 from orders s
  where s.bill_id = ${orders}.id and s.share_no is not null and s.payment_status not in ('paid', 'refunded'))`;

/** Whether the table's bill is being paid in shares: no round joins it (error.tab_split). */
export async function splitTabAt(db: Db, tableId: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tableId, tableId), eq(orders.tab, true), splitOpen))
    .limit(1);
  return row !== undefined;
}

/**
 * The table's open bill as the table page links it, with how many rounds it has: the unpaid one,
 * or one being paid in shares (its page lists them).
 */
export async function openTabOf(db: Db, tableId: number) {
  // Two reads, each on its partial index (orders_open_tab_key, orders_split_tab_idx): one
  // condition with `or` would read every order of the table, and diners' pages poll this.
  const read = (status: SQL) =>
    db
      .select({
        token: orders.token,
        totalSen: orders.totalSen,
        createdAt: orders.createdAt,
        // Qualified by hand: in a one-table query Drizzle writes ${orders.id} bare, here r.id.
        rounds: sql<number>`(select count(*)::int from ${orderRounds} r where r.order_id = ${orders}.id)`,
      })
      .from(orders)
      .where(and(eq(orders.tableId, tableId), eq(orders.tab, true), status))
      .orderBy(desc(orders.id))
      .limit(1);
  const [open] = await read(eq(orders.paymentStatus, 'unpaid'));
  if (open) return open;
  const [split] = await read(splitOpen);
  return split;
}

/**
 * The round a diner's Idempotency-Key placed at this table (keys are the table's), with its bill's
 * token and the diner who sent it: a replay answers that bill.
 */
export async function roundByKey(db: Db, tableId: number, key: string) {
  const [row] = await db
    .select({
      orderId: orderRounds.orderId,
      token: orders.token,
      requestHash: orderRounds.requestHash,
      buddyId: orderRounds.buddyId,
    })
    .from(orderRounds)
    .innerJoin(orders, eq(orders.id, orderRounds.orderId))
    .where(and(eq(orderRounds.tableId, tableId), eq(orderRounds.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The round staff keyed in with this Idempotency-Key (a till's keys are the merchant's). */
export async function staffRoundByKey(db: Db, merchantId: number, key: string) {
  const [row] = await db
    .select({ id: orderRounds.orderId, requestHash: orderRounds.requestHash })
    .from(orderRounds)
    .innerJoin(orders, eq(orders.id, orderRounds.orderId))
    .where(and(eq(orders.merchantId, merchantId), eq(orderRounds.idempotencyKey, key)))
    .limit(1);
  return row;
}

export type NewRound = Omit<typeof orderRounds.$inferInsert, 'roundNo' | 'id'>;

/** The bill's next round (numbered after its last, from 1), under the bill's row lock. */
export async function insertRound(tx: Db, round: NewRound) {
  const [last] = await tx
    .select({ last: max(orderRounds.roundNo) })
    .from(orderRounds)
    .where(eq(orderRounds.orderId, round.orderId));
  const roundNo = (last?.last ?? 0) + 1;
  const [row] = await tx
    .insert(orderRounds)
    .values({ ...round, roundNo })
    .returning({ id: orderRounds.id, roundNo: orderRounds.roundNo });
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Whether an online payment of the order is under way (its amount was fixed when it began). */
export async function paymentPending(db: Db, orderId: number) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .limit(1);
  return row !== undefined;
}

/** A new open bill: a counter order with `tab`, without expiry (its lines come with its first round). */
export async function insertTab(tx: Db, order: Omit<NewOrder, 'tab' | 'channel' | 'expiresAt'>) {
  const [row] = await tx
    .insert(orders)
    .values({ ...order, channel: 'counter', tab: true, expiresAt: null })
    .returning({ id: orders.id });
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** The position after the bill's last line (where a round's lines go). */
export async function nextPosition(tx: Db, orderId: number) {
  const [row] = await tx
    .select({ last: max(orderLines.position) })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

/** Every line's total of the bill (refunded lines too: a bill is unpaid, none is refunded yet). */
export async function lineTotals(tx: Db, orderId: number) {
  const rows = await tx
    .select({ sen: orderLines.lineTotalSen })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return rows.map((r) => r.sen);
}
