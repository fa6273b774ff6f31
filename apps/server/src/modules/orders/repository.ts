import { and, asc, eq, getTableColumns, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  foods,
  orderEvents,
  orderLineOptions,
  orderLines,
  orderNumbers,
  orders,
  payments,
  stores,
} from '../../db/schema';
import { ownerOf } from '../../lib/row-owner';
import { moveAuditNotify } from '../../lib/state-machine-repository';
import { printerStoreColumns } from '../printing/repository';
import type { PricedCart } from './cart';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewLine = Omit<typeof orderLines.$inferInsert, 'orderId' | 'courseId' | 'courseName'> & {
  /** Worked out by the insert from the food (courseOfFood), so no caller has to read it first. */
  courseId?: number | null | SQL;
  courseName?: string | null | SQL;
  options: Omit<typeof orderLineOptions.$inferInsert, 'lineId'>[];
};

/**
 * The food's course as the line is written (issue 29): its own, else its category's. Subqueries
 * of the insert itself (primary-key reads), so every way of ordering (a diner's placing, a
 * key-in, items added) copies it without another statement or a change to the pricing menu.
 */
const courseOfFood = (foodId: number, column: 'id' | 'name') => sql`(
  select c.${sql.raw(column)} from foods f
  join menu_categories mc on mc.id = f.category_id
  join courses c on c.id = coalesce(f.course_id, mc.course_id)
  where f.id = ${foodId})`;

/** The priced lines as an order's rows, numbered from `from` (after the lines an order already has). */
export const lineRows = (cart: PricedCart, from = 0, extra: Partial<NewLine> = {}): NewLine[] =>
  cart.lines.map((l, i) => ({
    position: from + i,
    foodId: l.food.id,
    kind: l.food.kind,
    name: l.food.name,
    code: l.food.code,
    unitPriceSen: l.unitPriceSen,
    quantity: l.quantity,
    lineTotalSen: l.lineTotalSen,
    takeAway: l.takeAway,
    note: l.note,
    ticketBalance: l.food.ticketBalance,
    ticketExpiryDays: l.food.ticketExpiryDays,
    courseId: courseOfFood(l.food.id, 'id'),
    courseName: courseOfFood(l.food.id, 'name'),
    ...extra,
    options: l.options.map((o) => ({
      optionId: o.option.id,
      groupName: o.group.name,
      name: o.option.name,
      priceSen: o.option.priceSen,
      quantity: o.quantity,
    })),
  }));

/** Food id → how many of it the cart holds (what placing takes of limited quantities). */
export function wantedOf(cart: PricedCart) {
  const wanted = new Map<number, number>();
  for (const l of cart.lines) wanted.set(l.food.id, (wanted.get(l.food.id) ?? 0) + l.quantity);
  return wanted;
}

/**
 * The order placed at this table with this Idempotency-Key (keys are unique per table), with the
 * buddy who placed it (null: an anonymous diner), whose key it is.
 */
export async function findByIdempotencyKey(db: Db, tableId: number, key: string) {
  const [row] = await db
    .select({ id: orders.id, token: orders.token, requestHash: orders.requestHash, buddyId: orders.buddyId })
    .from(orders)
    .where(and(eq(orders.tableId, tableId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The merchant's order keyed in with this Idempotency-Key (keys are unique per merchant). */
export async function findByKeyInKey(db: Db, merchantId: number, key: string) {
  const [row] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.keyInKey, key)))
    .limit(1);
  return row;
}

/** The merchant's order that the cashier's "paid" with this Idempotency-Key paid, and how. */
export async function findByPaidKey(db: Db, merchantId: number, key: string) {
  const [row] = await db
    .select({ id: orders.id, paymentMethod: orders.paymentMethod, cashTenderedSen: orders.cashTenderedSen })
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.paidKey, key)))
    .limit(1);
  return row;
}

/** An order with its lines and their options, written in one transaction by the caller. */
export async function insertOrder(tx: Db, order: NewOrder, lines: NewLine[]): Promise<number> {
  const [row] = await tx.insert(orders).values(order).returning({ id: orders.id });
  if (!row) throw new Error('insert returned nothing');
  await insertLines(tx, row.id, lines);
  return row.id;
}

/** Lines with their options, added to an order (each line's position unique within it). */
export async function insertLines(tx: Db, orderId: number, lines: NewLine[]) {
  const ids = await tx
    .insert(orderLines)
    .values(lines.map(({ options: _, ...l }) => ({ ...l, orderId })))
    .returning({ id: orderLines.id, position: orderLines.position });
  const lineId = new Map(ids.map((l) => [l.position, l.id]));
  const options = lines.flatMap((l) =>
    l.options.map((o) => ({ ...o, lineId: lineId.get(l.position ?? 0) ?? 0 })),
  );
  if (options.length) await tx.insert(orderLineOptions).values(options);
  return ids.map((l) => l.id);
}

/**
 * The store's next order number of a Kuala Lumpur day, from 1: one upsert, so two orders never
 * share a number (staff's key-in; a diner's placing takes it in its order's insert, placed.ts).
 * Order numbers are for calling orders out, not for the books: receipt numbers are the gapless ones.
 */
export async function takeOrderNumber(tx: Db, merchantId: number, day: string): Promise<number> {
  const [row] = await tx
    .insert(orderNumbers)
    .values({ merchantId, day, last: 1 })
    .onConflictDoUpdate({
      target: [orderNumbers.merchantId, orderNumbers.day],
      set: { last: sql`${orderNumbers.last} + 1` },
    })
    .returning({ last: orderNumbers.last });
  if (!row) throw new Error('order number upsert returned nothing');
  return row.last;
}

export type NewOrderEvent = typeof orderEvents.$inferInsert;

export async function insertEvent(tx: Db, event: NewOrderEvent) {
  await tx.insert(orderEvents).values(event);
}

/** The names of a merchant's foods (any state), for messages about foods a cart can no longer have. */
export async function foodNames(db: Db, merchantId: number, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db
    .select({ id: foods.id, name: foods.name })
    .from(foods)
    .where(and(eq(foods.merchantId, merchantId), inArray(foods.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Whose order this is (its merchant), nothing else: for the policy (policy/merchant-scope.ts `rowScope`). */
export const ownerOfOrder = (db: Db, id: number) => ownerOf(db, orders, id);

/** The order's row, locked until the transaction ends. */
export async function lockOrder(tx: Db, id: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
  return row;
}

/**
 * lockOrder for a payment, which also answers whether a line grants tickets (an alcohol line with
 * a ticket balance, as tickets/repository.ts ticketLines reads them): most orders have none, and
 * the tickets step then reads no lines.
 */
export async function lockOrderToPay(tx: Db, id: number) {
  const [row] = await tx
    .select({
      ...getTableColumns(orders),
      // Qualified by hand: in a one-table query Drizzle writes ${orders.id} bare ("id"), here l.id.
      grantsTickets: sql<boolean>`exists (select 1 from ${orderLines} l where l.order_id = ${orders}.id and l.kind = 'alcohol' and l.ticket_balance > 0)`,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update')
    .limit(1);
  return row;
}

/** The order's row as it is now (inside a transaction: as this transaction wrote it). */
export async function findOrder(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** Any column but the payment status, which only its state machine writes (movePaymentStatus). */
export async function updateOrder(tx: Db, id: number, values: Omit<Partial<NewOrder>, 'paymentStatus'>) {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

/** What a move to paid writes beside the status. */
export type PaidValues = Pick<NewOrder, 'paidAt' | 'roundingSen' | 'paymentMethod' | 'cashTenderedSen'>;

/** The order its own token names, locked until the transaction ends. */
export async function lockOrderByToken(tx: Db, token: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.token, token)).for('update').limit(1);
  return row;
}

/**
 * The channel `from` → `to` (statuses.ts `paymentChannel`), only while it is still `from` and the
 * order unpaid. A counter order waits for the cashier, so its online payment window goes.
 */
export async function moveChannel(tx: Db, id: number, from: string, to: string) {
  const rows = await tx
    .update(orders)
    .set({ channel: to, expiresAt: null, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.channel, from), eq(orders.paymentStatus, 'unpaid')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** The payment status `from` → `to` (statuses.ts), only while it is still `from`. */
export async function movePaymentStatus(tx: Db, id: number, from: string, to: string, values?: PaidValues) {
  const rows = await tx
    .update(orders)
    .set({ ...values, paymentStatus: to, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.paymentStatus, from)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * movePaymentStatus with its order_events row and its notices in the same statement
 * (lib/state-machine-repository.ts): the paying transaction's move to paid.
 */
export function movePaymentStatusAudited(
  tx: Db,
  order: { id: number },
  from: string,
  to: string,
  values: PaidValues,
  audit: { actorId?: number | null; reason?: string | null },
  notices: readonly (readonly [string, string])[],
) {
  const update = tx
    .update(orders)
    .set({ ...values, paymentStatus: to, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, from)))
    .returning({ id: orders.id });
  return moveAuditNotify(
    tx,
    update,
    (moved) => sql`
      insert into ${orderEvents} (order_id, kind, from_status, to_status, actor_id, reason)
      select id, ${to}, ${from}, ${to}, ${audit.actorId ?? null}::integer, ${audit.reason ?? null}::text from ${moved}`,
    notices,
  );
}

/** An order's lines (or those of `lineIds` among them) with their food status and refund, in the order's order. */
export async function lineStatuses(db: Db, orderId: number, lineIds?: number[]) {
  return db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      foodStatus: orderLines.foodStatus,
      refundId: orderLines.refundId,
      /** Held by staff and not fired yet (issue 29). */
      held: sql<boolean>`${orderLines.heldAt} is not null and ${orderLines.firedAt} is null`,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), lineIds ? inArray(orderLines.id, lineIds) : undefined))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
}
export type LineStatus = Awaited<ReturnType<typeof lineStatuses>>[number];

/** A line's food status `from` → `to` (statuses.ts), only while it is still `from`. */
export async function moveFoodStatus(tx: Db, lineId: number, from: string, to: string) {
  const rows = await tx
    .update(orderLines)
    .set({ foodStatus: to })
    .where(and(eq(orderLines.id, lineId), eq(orderLines.foodStatus, from)))
    .returning({ id: orderLines.id });
  return rows.length > 0;
}

/** Whether the merchant's store uses the "ready to serve" stage of food status. */
export async function usesReadyToServe(db: Db, merchantId: number) {
  const [row] = await db
    .select({ readyToServe: stores.readyToServe })
    .from(stores)
    .where(eq(stores.merchantId, merchantId))
    .limit(1);
  return row?.readyToServe ?? false;
}

/** The channel a gateway payment was made through ('fpx', 'ewallet', 'card'), kept as the order's payment method. */
export async function paymentChannel(db: Db, paymentId: number) {
  const [row] = await db
    .select({ channel: payments.channel })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .limit(1);
  return row?.channel;
}

/** Unpaid orders whose payment window has passed, oldest first (the minutely expiry job re-checks each under its lock). */
export async function dueToExpire(db: Db, now: Date, limit: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'unpaid'), isNotNull(orders.expiresAt), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * The store's next receipt number, taken under the store row's lock: until this transaction
 * ends no other can take one, so numbers are never duplicated, and a rollback gives it back.
 */
export async function takeReceiptNumber(tx: Db, merchantId: number) {
  const [row] = await tx
    .update(stores)
    .set({ receiptNext: sql`${stores.receiptNext} + 1` })
    .where(eq(stores.merchantId, merchantId))
    .returning({
      seq: sql<number>`${stores.receiptNext} - 1`,
      prefix: stores.receiptPrefix,
      digits: stores.receiptDigits,
      platformChargeBp: stores.platformChargeBp,
      // The row is this transaction's until commit: what the printing step would read of it.
      printerStore: printerStoreColumns,
    });
  return row;
}

/** Sets the store's running receipt counter (under the lock takeReceiptNumber took). */
export async function setReceiptNext(tx: Db, merchantId: number, next: number) {
  await tx.update(stores).set({ receiptNext: next }).where(eq(stores.merchantId, merchantId));
}

/**
 * Gives the order `receiptNo` unless another order of the merchant has it already (numbers given
 * before the counter was set back): answers whether it was written.
 */
export async function writeReceipt(
  tx: Db,
  orderId: number,
  merchantId: number,
  receiptNo: string,
  seq: number,
  platformChargeBp?: number,
) {
  const rows = await tx
    .update(orders)
    .set({ receiptNo, receiptSeq: seq, platformChargeBp, updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, orderId),
        sql`not exists (select 1 from ${orders} as taken where taken.merchant_id = ${merchantId} and taken.receipt_no = ${receiptNo})`,
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

export async function receiptTaken(tx: Db, merchantId: number, receiptNo: string) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.receiptNo, receiptNo)))
    .limit(1);
  return row !== undefined;
}

/** NOTIFY inside the transaction: PostgreSQL delivers it when (and only if) the transaction commits. */
export async function notify(tx: Db, ...messages: [channel: string, payload: string][]) {
  const calls = messages.map(([channel, payload]) => sql`pg_notify(${channel}, ${payload})`);
  if (calls.length) await tx.execute(sql`select ${sql.join(calls, sql`, `)}`);
}
