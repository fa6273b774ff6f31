import type { TOrderPayer } from '@meja/contracts';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders, stores, subPrinters } from '../../../db/schema';
import { ownerOf } from '../../../lib/row-owner';
import { sharesJson } from '../share-repository';
import { orderStatusSql, outerOrderId } from './conditions';
import type { RawLine } from './view';

export type { RawLine } from './view';

/**
 * The boards' reads: a page of orders with their lines and options in ONE query (correlated
 * json_agg subqueries, each on its own index: order_lines_order_idx, order_line_options_line_idx,
 * print_jobs_order_idx), and its count. Conditions come from conditions.ts.
 */

/**
 * The order's lines as JSON, in the order's order. With `station`, only the lines routed to that
 * sub printer (its categories).
 */
const linesJson = (station?: number) => sql<RawLine[]>`coalesce((
  select json_agg(json_build_object(
    'id', l.id, 'name', l.name, 'code', l.code, 'quantity', l.quantity,
    'line_total_sen', l.line_total_sen, 'food_status', l.food_status, 'take_away', l.take_away,
    'note', l.note, 'category_id', f.category_id, 'station_id', spc.sub_printer_id,
    'added_at', l.added_at, 'refunded', l.refund_id is not null,
    'course_id', l.course_id, 'course_name', l.course_name,
    'held', l.held_at is not null and l.fired_at is null, 'fired_at', l.fired_at,
    'round_no', (select r.round_no from order_rounds r where r.id = l.round_id),
    'options', coalesce((
      select json_agg(json_build_object('group_name', o.group_name, 'name', o.name, 'quantity', o.quantity) order by o.id)
      from order_line_options o where o.line_id = l.id), '[]'::json)
  ) order by l.position, l.id)
  from order_lines l
  left join foods f on f.id = l.food_id
  left join sub_printer_categories spc on spc.category_id = f.category_id
  where l.order_id = ${outerOrderId}${station === undefined ? sql`` : sql` and spc.sub_printer_id = ${station}`}
), '[]'::json)`;

const summaryColumns = {
  order: orders,
  storeName: stores.displayName,
  readyToProcess: stores.readyToProcess,
  readyToServe: stores.readyToServe,
  status: orderStatusSql,
  printStatus: sql<string | null>`(
    select pj.status from print_jobs pj where pj.order_id = ${outerOrderId} order by pj.id desc limit 1)`,
};

const boardColumns = (station?: number) => ({
  ...summaryColumns,
  lines: linesJson(station),
  shares: sharesJson(outerOrderId),
});

export interface BoardRowsQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** Keep only this sub printer's lines in each order. */
  station?: number;
}

export async function boardRows(db: Db, q: BoardRowsQuery) {
  return db
    .select(boardColumns(q.station))
    .from(orders)
    .leftJoin(stores, eq(stores.merchantId, orders.merchantId))
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
}
export type BoardRow = Awaited<ReturnType<typeof boardRows>>[number];

/**
 * The buddy who placed the order (SPEC §3 Order "payer"): first name from its profile (else the
 * account's name), phone, and contact e-mail from its profile (else the account's); null for a
 * guest's or a keyed-in order. One primary-key read per order, only where the payer is shown (the
 * order listing and detail; the boards and their streams, which the kitchen reads too, carry none).
 */
export const payerSql = sql<TOrderPayer | null>`(
  select json_build_object(
    'id', u.id,
    'name', coalesce(nullif(bp.first_name, ''), nullif(u.name, '')),
    'phone_number', u.phone_number,
    'email', coalesce(nullif(bp.email, ''), u.email))
  from users u left join buddy_profiles bp on bp.user_id = u.id
  where u.id = ${sql.raw('"orders"."buddy_id"')})`;

/** A page of orders without their lines, with their payers (the order listing). */
export async function summaryRows(db: Db, q: Omit<BoardRowsQuery, 'station'>) {
  return db
    .select({ ...summaryColumns, payer: payerSql })
    .from(orders)
    .leftJoin(stores, eq(stores.merchantId, orders.merchantId))
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
}

/** One order's board row with all its lines (the stream's shared read, and the detail's head). */
export async function boardRowById(db: Db, id: number, merchantId?: number) {
  const [row] = await db
    .select(boardColumns())
    .from(orders)
    .leftJoin(stores, eq(stores.merchantId, orders.merchantId))
    .where(and(eq(orders.id, id), merchantId === undefined ? undefined : eq(orders.merchantId, merchantId)))
    .limit(1);
  return row;
}

/** One order's payer (the detail). */
export async function payerOf(db: Db, id: number): Promise<TOrderPayer | null> {
  const [row] = await db.select({ payer: payerSql }).from(orders).where(eq(orders.id, id));
  return row?.payer ?? null;
}

/** How many orders the conditions keep (the join lets conditions read the store's settings). */
export async function countOrders(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .leftJoin(stores, eq(stores.merchantId, orders.merchantId))
    .where(where);
  return row?.n ?? 0;
}

/** Whose sub printer (station) it is. */
export const stationOwner = (db: Db, id: number) => ownerOf(db, subPrinters, id);
