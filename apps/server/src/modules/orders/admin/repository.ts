import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { diningTables, giveBacks, orderLines, orders, payments, refunds, stores } from '../../../db/schema';
import { ownerOf } from '../../../lib/row-owner';
import type { MerchantScope } from '../../../policy/merchant-scope';

/** The order, if it is the scope's merchant's. */
export async function orderIn(db: Db, scope: MerchantScope, id: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.merchantId, scope.merchantId)))
    .limit(1);
  return row;
}

/** The store's columns staff pricing needs (place.ts `StaffPricingStore`). */
const pricingStore = {
  merchantId: stores.merchantId,
  storeId: stores.id,
  menuVersion: stores.menuVersion,
  displayName: stores.displayName,
  serviceCharge: stores.serviceCharge,
  serviceChargeBp: stores.serviceChargeBp,
  salesServiceTax: stores.salesServiceTax,
  fpxStatus: stores.fpxStatus,
  hideFpxUnderMinimum: stores.hideFpxUnderMinimum,
};

/** One of the scope's tables with its store, for keying in an order there. */
export async function tableIn(db: Db, scope: MerchantScope, tableId: number) {
  const [row] = await db
    .select({
      ...pricingStore,
      tableId: diningTables.id,
      tableName: diningTables.name,
      dineInPayment: stores.dineInPayment,
    })
    .from(diningTables)
    .innerJoin(stores, eq(stores.merchantId, diningTables.merchantId))
    .where(and(eq(diningTables.id, tableId), eq(diningTables.merchantId, scope.merchantId)))
    .limit(1);
  return row;
}

export type KeyInTable = NonNullable<Awaited<ReturnType<typeof tableIn>>>;

/** Whose table this is, for the policy (an admin keying in an order names only the table). */
export const ownerOfTable = (db: Db, id: number) => ownerOf(db, diningTables, id);

/** The merchant's store as staff pricing reads it. */
export async function storeOf(db: Db, merchantId: number) {
  const [row] = await db.select(pricingStore).from(stores).where(eq(stores.merchantId, merchantId)).limit(1);
  return row;
}

/** The store's kitchen switches: unpaid counter orders go to the kitchen at once (`ready_to_process`). */
export async function readyToProcess(db: Db, merchantId: number) {
  const [row] = await db
    .select({ on: stores.readyToProcess })
    .from(stores)
    .where(eq(stores.merchantId, merchantId))
    .limit(1);
  return row?.on ?? false;
}

/** How the store's dine-in is paid: 'first' (each order on its own) or 'end' (the table's open bill). */
export async function dineInPayment(db: Db, merchantId: number): Promise<'first' | 'end'> {
  const [row] = await db
    .select({ how: stores.dineInPayment })
    .from(stores)
    .where(eq(stores.merchantId, merchantId))
    .limit(1);
  return row?.how === 'end' ? 'end' : 'first';
}

/** Whether the store uses the ready-to-serve stage (the kitchen marks food ready, waiters serve it). */
export async function usesServeStage(db: Db, merchantId: number) {
  const [row] = await db
    .select({ on: stores.readyToServe })
    .from(stores)
    .where(eq(stores.merchantId, merchantId))
    .limit(1);
  return row?.on ?? false;
}

/** The order's lines as refunds and totals read them, in the order's order. */
export function linesOf(db: Db, orderId: number) {
  return db
    .select({
      id: orderLines.id,
      name: orderLines.name,
      quantity: orderLines.quantity,
      lineTotalSen: orderLines.lineTotalSen,
      foodStatus: orderLines.foodStatus,
      refundId: orderLines.refundId,
      /** Held by staff and not fired yet (issue 29). */
      held: sql<boolean>`${orderLines.heldAt} is not null and ${orderLines.firedAt} is null`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
}
export type AdminLine = Awaited<ReturnType<typeof linesOf>>[number];

/** The position after the order's last line (where added items go). */
export async function nextPosition(db: Db, orderId: number) {
  const [row] = await db
    .select({ last: max(orderLines.position) })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

/** Whether a gateway payment of the order succeeded (orders paid before payment methods were kept). */
export async function paidThroughGateway(db: Db, orderId: number) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
    .limit(1);
  return row !== undefined;
}

export async function insertRefund(tx: Db, values: typeof refunds.$inferInsert) {
  const [row] = await tx.insert(refunds).values(values).returning({ id: refunds.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

/** The give-back of the order an earlier call with this Idempotency-Key recorded. */
export async function giveBackByKey(db: Db, orderId: number, key: string) {
  const [row] = await db
    .select()
    .from(giveBacks)
    .where(and(eq(giveBacks.orderId, orderId), eq(giveBacks.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function insertGiveBack(tx: Db, values: typeof giveBacks.$inferInsert) {
  const [row] = await tx.insert(giveBacks).values(values).returning({ id: giveBacks.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

/** The lines' money went back with this refund; a line refunded already is left as it was. */
export async function markLinesRefunded(tx: Db, orderId: number, lineIds: number[], refundId: number) {
  const rows = await tx
    .update(orderLines)
    .set({ refundId })
    .where(and(eq(orderLines.orderId, orderId), inArray(orderLines.id, lineIds), isNull(orderLines.refundId)))
    .returning({ id: orderLines.id });
  return rows.length;
}

/** The claim status `from` → `to` (claim.ts), only while it is still `from`. */
export async function moveClaimStatus(tx: Db, id: number, from: string, to: string) {
  const rows = await tx
    .update(orders)
    .set({ claimStatus: to, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.claimStatus, from)))
    .returning({ id: orders.id });
  return rows.length > 0;
}
