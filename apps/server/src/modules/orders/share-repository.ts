import type { TBoardShare, TShareOf } from '@meja/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import type { NewOrder } from './repository';

/**
 * A split bill's shares (admin/split-bill.ts, docs/adr/0026): each an order row with `bill_id`
 * and `share_no`, its own lines, paid on its own.
 */

/**
 * The shares of the order row `orders` (whose alias in the query is `billRef`), as one JSON value
 * of its query, in the shape the bill shows them; `[]` for an order that is not split.
 */
export const sharesJson = (billRef: unknown) => sql<TBoardShare[]>`(
  select coalesce(json_agg(json_build_object(
    'id', s.id, 'share_no', s.share_no, 'token', s.token, 'payment_status', s.payment_status,
    'total', to_char(s.total_sen / 100.0, 'FM999999990.00'), 'total_sen', s.total_sen,
    'paid_sen', case when s.payment_status in ('paid', 'refunded') then s.total_sen + s.rounding_sen - s.points_sen else 0 end,
    'points', s.points_sen, 'payment_method', s.payment_method, 'receipt_no', s.receipt_no,
    'lines', (select coalesce(json_agg(json_build_object(
        'name', l.name, 'quantity', l.quantity, 'line_total_sen', l.line_total_sen) order by l.position, l.id), '[]')
      from order_lines l where l.order_id = s.id and l.kind <> 'share')
  ) order by s.share_no), '[]')
  from orders s where s.bill_id = ${billRef} and s.share_no is not null)`;

/** A share's bill, as its page names it; null for an order that is no share. */
export const shareOfJson = (shareRef: unknown) => sql<TShareOf | null>`(
  select json_build_object('bill_token', b.token, 'order_no', b.order_no, 'share_no', s.share_no,
    'shares', (select count(*)::int from orders c where c.bill_id = b.id))
  from orders s join orders b on b.id = s.bill_id where s.id = ${shareRef} and s.share_no is not null)`;

/** The bill's shares' ids and statuses, in share order, locked until the transaction ends. */
export async function lockShares(tx: Db, billId: number) {
  return tx
    .select({
      id: orders.id,
      token: orders.token,
      merchantId: orders.merchantId,
      paymentStatus: orders.paymentStatus,
      pointsSen: orders.pointsSen,
    })
    .from(orders)
    .where(and(eq(orders.billId, billId), sql`${orders.shareNo} is not null`))
    .orderBy(asc(orders.shareNo))
    .for('update');
}

/** The unpaid shares of a bill, in share order (the cashier's "paid" of the whole bill pays them). */
export async function unpaidShares(db: Db, billId: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.billId, billId), eq(orders.paymentStatus, 'unpaid')))
    .orderBy(asc(orders.shareNo));
  return rows.map((r) => r.id);
}

/** Whether every share of the bill is paid (refunded after paying counts: it was paid). */
export async function billSettled(db: Db, billId: number) {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${orders.paymentStatus} not in ('paid', 'refunded'))::int`,
    })
    .from(orders)
    .where(and(eq(orders.billId, billId), sql`${orders.shareNo} is not null`));
  return (row?.open ?? 1) === 0;
}

/** A share's row: an ordinary counter order of the bill's store, at the bill's rates. */
export async function insertShare(tx: Db, share: NewOrder) {
  const [row] = await tx.insert(orders).values(share).returning({ id: orders.id, token: orders.token });
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/**
 * Copies the bill's line (and its options) onto the share with the quantity it takes: the copy
 * keeps the food, its name and price, its kitchen ticket (it is not cooked again) and its
 * tickets (an alcohol item's glasses go to whoever pays its share).
 */
export async function copyLine(tx: Db, lineId: number, shareId: number, quantity: number, position: number) {
  const inserted = await tx.execute(sql`
    insert into order_lines (order_id, food_id, kind, name, code, unit_price_sen, quantity, line_total_sen,
      take_away, note, food_status, ticket_balance, ticket_expiry_days, position, added_at, added_by,
      ticket_job_id, course_id, course_name)
    select ${shareId}, food_id, kind, name, code, unit_price_sen, ${quantity}, unit_price_sen * ${quantity},
      take_away, note, food_status, ticket_balance, ticket_expiry_days, ${position}, added_at, added_by,
      ticket_job_id, course_id, course_name
    from order_lines where id = ${lineId}
    returning id`);
  const row = (inserted as unknown as { rows: { id: number }[] }).rows[0];
  if (!row) throw new Error(`line ${lineId} not found`);
  await tx.execute(sql`
    insert into order_line_options (line_id, option_id, group_name, name, price_sen, quantity)
    select ${row.id}, option_id, group_name, name, price_sen, quantity from order_line_options where line_id = ${lineId}`);
}

/** A share of an equal or amount split: one line, "Share 2 of 3", at the share's subtotal. */
export async function insertShareLine(tx: Db, shareId: number, name: string, subtotalSen: number) {
  await tx.insert(orderLines).values({
    orderId: shareId,
    kind: 'share',
    name,
    unitPriceSen: subtotalSen,
    quantity: 1,
    lineTotalSen: subtotalSen,
    foodStatus: 'complete',
  });
}

/** The bill's lines a split shares out (not refunded), in the bill's order. */
export async function billLines(db: Db, billId: number) {
  return db
    .select({ id: orderLines.id, unitPriceSen: orderLines.unitPriceSen, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, billId), sql`${orderLines.refundId} is null`))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
}

/**
 * Voids the shares of an undone split (none was paid): their rows stay, for the log, no longer
 * numbered (a split made again numbers its own from 1).
 */
export async function voidShares(tx: Db, ids: number[]) {
  if (!ids.length) return;
  await tx
    .update(orders)
    .set({ paymentStatus: 'void', shareNo: null, updatedAt: new Date() })
    .where(and(inArray(orders.id, ids), eq(orders.paymentStatus, 'unpaid')));
}

/** The bill a share belongs to (id, token, merchant), or undefined for an order that is no share. */
export async function billOf(db: Db, orderId: number) {
  const [row] = await db
    .execute(sql`
    select b.id, b.token, b.merchant_id as "merchantId" from orders s join orders b on b.id = s.bill_id
    where s.id = ${orderId} and s.share_no is not null`)
    .then((r) => (r as unknown as { rows: { id: number; token: string; merchantId: number }[] }).rows);
  return row;
}

/** The order a page's token opens. */
export async function idOfToken(db: Db, token: string) {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.token, token)).limit(1);
  return row?.id;
}
