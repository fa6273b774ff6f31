import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  buddyProfiles,
  foods,
  orderLineOptions,
  orderLines,
  orders,
  printJobs,
  stores,
  subPrinterCategories,
  subPrinters,
  users,
} from '../../db/schema';
import type { PrintableLine, PrintableOrder } from './documents';

export type PrintJobRow = typeof printJobs.$inferSelect;

/**
 * The store's printing set-up and what its printed header says, as columns of the stores row: the
 * paying transaction's receipt number (orders/order-steps.ts) answers them with its write of the
 * row, so that the printing step reads nothing.
 */
export const printerStoreColumns = {
  displayName: stores.displayName,
  displayAddress: stores.displayAddress,
  postcode: stores.postcode,
  state: stores.state,
  sstNo: stores.sstNo,
  printerSeriesNo: stores.printerSeriesNo,
  printerModel: stores.printerModel,
  autoPrint: stores.autoPrint,
  autoPrintTotal: stores.autoPrintTotal,
  readyToProcess: stores.readyToProcess,
  // Qualified by hand: Drizzle writes both columns bare ("merchant_id" = "merchant_id"), which
  // counted every merchant's sub-printers.
  stations: sql<number>`(select count(*)::int from ${subPrinters} as sp where sp.merchant_id = ${stores}.merchant_id)`,
};

/** The store's printing set-up and what its printed header says. */
export async function printerStore(db: Db, merchantId: number) {
  const [row] = await db
    .select(printerStoreColumns)
    .from(stores)
    .where(eq(stores.merchantId, merchantId))
    .limit(1);
  return row;
}
export type PrinterStore = NonNullable<Awaited<ReturnType<typeof printerStore>>>;

/** A merchant's sub printer (station); another merchant's is not found. */
export async function subPrinterOf(db: Db, merchantId: number, id: number) {
  const [row] = await db
    .select({ id: subPrinters.id, name: subPrinters.name, seriesNo: subPrinters.seriesNo })
    .from(subPrinters)
    .where(and(eq(subPrinters.id, id), eq(subPrinters.merchantId, merchantId)))
    .limit(1);
  return row;
}

/** A line as printed, with the ticket that carried it and its food's category (kitchen routing). */
export interface StoredLine extends PrintableLine {
  ticketJobId: number | null;
  categoryId: number | null;
  /** Held by staff (issue 29): it waits for Fire before any ticket carries it. */
  heldAt: Date | null;
}
export interface StoredOrder extends PrintableOrder {
  merchantId: number;
  lines: StoredLine[];
}

/** An order with its lines and their options as printed (of `merchantId` only, when given). */
export async function printableOrder(
  db: Db,
  id: number,
  merchantId?: number,
): Promise<StoredOrder | undefined> {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), merchantId === undefined ? undefined : eq(orders.merchantId, merchantId)))
    .limit(1);
  if (!o) return undefined;
  const lines = await db
    .select({
      id: orderLines.id,
      name: orderLines.name,
      quantity: orderLines.quantity,
      lineTotalSen: orderLines.lineTotalSen,
      takeAway: orderLines.takeAway,
      note: orderLines.note,
      addedAt: orderLines.addedAt,
      refundId: orderLines.refundId,
      ticketJobId: orderLines.ticketJobId,
      categoryId: foods.categoryId,
      courseName: orderLines.courseName,
      heldAt: orderLines.heldAt,
      firedAt: orderLines.firedAt,
    })
    .from(orderLines)
    .leftJoin(foods, eq(foods.id, orderLines.foodId))
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  const options = lines.length
    ? await db
        .select({
          lineId: orderLineOptions.lineId,
          groupName: orderLineOptions.groupName,
          name: orderLineOptions.name,
          quantity: orderLineOptions.quantity,
        })
        .from(orderLineOptions)
        .where(
          inArray(
            orderLineOptions.lineId,
            lines.map((l) => l.id),
          ),
        )
        .orderBy(asc(orderLineOptions.id))
    : [];
  // A split bill's receipt lists its shares' payments (issue 29).
  const shares =
    o.paymentStatus === 'split'
      ? await db
          .select({
            shareNo: sql<number>`${orders.shareNo}`,
            paymentStatus: orders.paymentStatus,
            paymentMethod: orders.paymentMethod,
            receiptNo: orders.receiptNo,
            paidSen: sql<number>`case when ${orders.paymentStatus} in ('paid', 'refunded')
              then ${orders.totalSen} + ${orders.roundingSen} - ${orders.pointsSen} else 0 end`,
            pointsSen: sql<number>`case when ${orders.paymentStatus} in ('paid', 'refunded') then ${orders.pointsSen} else 0 end`,
          })
          .from(orders)
          .where(and(eq(orders.billId, o.id), sql`${orders.shareNo} is not null`))
          .orderBy(asc(orders.shareNo))
      : undefined;
  return {
    ...o,
    shares,
    lines: lines.map(({ refundId, ...l }) => ({
      ...l,
      refunded: refundId !== null,
      options: options.filter((op) => op.lineId === l.id),
    })),
  };
}

/** Which station prints each routed category: category id → sub printer id. */
export async function stations(db: Db, merchantId: number) {
  const rows = await db
    .select({ categoryId: subPrinterCategories.categoryId, subPrinterId: subPrinterCategories.subPrinterId })
    .from(subPrinterCategories)
    .where(eq(subPrinterCategories.merchantId, merchantId));
  return new Map(rows.map((r) => [r.categoryId, r.subPrinterId]));
}

/** A new print job, or undefined when one with this key exists already (a repeat does nothing). */
export async function insertPrintJob(tx: Db, job: typeof printJobs.$inferInsert) {
  const [row] = await tx
    .insert(printJobs)
    .values(job)
    .onConflictDoNothing({ target: printJobs.key })
    .returning({ id: printJobs.id });
  return row?.id;
}

/** The lines a kitchen ticket carries: only while no ticket carried them yet. */
export async function markTicketed(tx: Db, lineIds: number[], jobId: number) {
  if (!lineIds.length) return;
  await tx
    .update(orderLines)
    .set({ ticketJobId: jobId })
    .where(and(inArray(orderLines.id, lineIds), isNull(orderLines.ticketJobId)));
}

export async function findPrintJob(db: Db, id: number) {
  const [row] = await db.select().from(printJobs).where(eq(printJobs.id, id)).limit(1);
  return row;
}

/** The job's row, locked until the transaction ends, with its order's token (its live pages). */
export async function lockPrintJob(tx: Db, id: number) {
  const [row] = await tx
    .select({ job: printJobs, token: orders.token })
    .from(printJobs)
    .leftJoin(orders, eq(orders.id, printJobs.orderId))
    .where(eq(printJobs.id, id))
    .for('update', { of: printJobs })
    .limit(1);
  return row && { ...row.job, token: row.token };
}

/** The job's status `from` → `to` (statuses.ts), only while it is still `from`. */
export async function movePrintStatus(
  tx: Db,
  id: number,
  from: string,
  to: string,
  values: { lastError?: string | null } = {},
) {
  const rows = await tx
    .update(printJobs)
    .set({
      status: to,
      ...(to === 'printing' ? { attempts: sql`${printJobs.attempts} + 1` } : {}),
      ...(to === 'printed' ? { printedAt: new Date(), lastError: null } : {}),
      ...(values.lastError !== undefined ? { lastError: values.lastError } : {}),
    })
    .where(and(eq(printJobs.id, id), eq(printJobs.status, from)))
    .returning({ id: printJobs.id });
  return rows.length > 0;
}

/** The channel a print job's id is NOTIFYed on when it ends, printed or failed (wait.ts). */
export const printEndedChannel = 'print_ended';

/** Tells whoever waits for the print (wait.ts) that it ended: sent when `tx` commits. */
export async function notifyPrintEnded(tx: Db, id: number) {
  await tx.execute(sql`select pg_notify(${printEndedChannel}, ${String(id)})`);
}

/**
 * Whether a print is going to this printer right now (the main one when `subPrinterId` is null).
 * A try lasts seconds: a row left printing for minutes is one whose process stopped mid-way, and
 * blocks nobody.
 */
export async function printerBusy(db: Db, merchantId: number, subPrinterId: number | null) {
  const [row] = await db
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(
      and(
        eq(printJobs.merchantId, merchantId),
        subPrinterId === null ? isNull(printJobs.subPrinterId) : eq(printJobs.subPrinterId, subPrinterId),
        eq(printJobs.status, 'printing'),
        gt(printJobs.createdAt, sql`now() - interval '2 minutes'`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function orderIdByToken(db: Db, token: string) {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.token, token)).limit(1);
  return row?.id;
}

/** The e-mail of the signed-in buddy who placed the order, if the order has one and the buddy gave one. */
export async function buddyEmailOf(db: Db, orderId: number) {
  const [row] = await db
    .select({ email: sql<string | null>`coalesce(nullif(${buddyProfiles.email}, ''), ${users.email})` })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buddyId))
    .leftJoin(buddyProfiles, eq(buddyProfiles.userId, users.id))
    .where(and(eq(orders.id, orderId), eq(users.role, 'buddy'), eq(users.status, 'active')))
    .limit(1);
  return row?.email ?? undefined;
}
