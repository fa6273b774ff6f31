import type { BoardRemark, BoardType, OrderStatus } from '@meja/contracts';
import { and, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { orders, stores } from '../../../db/schema';
import { likeTerm } from '../../../lib/paging';
import { klDayEnd, klDayOf, klDayStart } from '../../../lib/time';
import { isOpen, type RawLine } from './view';

/**
 * Which orders belong on which board, twice: as SQL for the page (`boardWhere`) and as a test of
 * one order already read (`belongsOn`) for the live stream's `in_view`. The two must agree; the
 * board tests compare them on the same orders.
 */

export interface BoardFilter {
  type: BoardType;
  /** Undefined: every merchant (an admin's real-time orders). */
  merchantId?: number;
  remark?: BoardRemark;
  station?: number;
  search?: string;
  startDate?: string;
  endDate?: string;
}

/** What `belongsOn` needs of an order: its row, its store's stages, its status, all its lines. */
export interface BoardFacts {
  order: {
    merchantId: number;
    paymentStatus: string;
    channel: string;
    orderNo: number | null;
    receiptNo: string | null;
    tableName: string | null;
    createdAt: Date;
    /** An open bill: its rounds cook as they are ordered. */
    tab: boolean;
    /** A share of a split bill: a payment of the bill the boards show, never on them itself. */
    billId: number | null;
  };
  readyToProcess: boolean | null;
  readyToServe: boolean | null;
  status: string;
  lines: RawLine[];
  /** A split bill's shares (issue 29). */
  shares: { payment_status: string }[];
}

/**
 * The outer order's id inside subqueries, always qualified: drizzle writes a bare column name in
 * a select list of a query without joins, which inside `from order_lines l` would mean l.id.
 */
export const outerOrderId = sql.raw('"orders"."id"');

/*
 * The line tests below end in `offset 0`: it keeps PostgreSQL from turning them into a semi-join,
 * which on a board of every merchant (the admin's) it plans as a scan of all order lines. As a
 * test per order on order_lines_order_idx, a page of the newest orders stops after its 25 rows
 * (measured on 210k orders: 122 ms → 2 ms; a merchant's own board is under 1 ms either way).
 */

const paymentRemarks: readonly string[] = ['unpaid', 'paid', 'void', 'refunded', 'expired', 'split'];

/** A split bill (issue 29) with a share still to pay. */
const shareUnpaid = sql`exists (select 1 from orders s where s.bill_id = ${outerOrderId}
  and s.share_no is not null and s.payment_status not in ('paid', 'refunded'))`;

/** The order's status (view.ts `boardStatusOf` in SQL): open lines are neither complete nor refunded. */
export const orderStatusSql = sql<OrderStatus>`(case
  when ${orders.paymentStatus} in ('unpaid', 'void', 'expired') then 'unpaid'
  when ${orders.paymentStatus} = 'split' and ${shareUnpaid} then 'unpaid'
  when not exists (select 1 from order_lines l where l.order_id = ${outerOrderId}
    and l.refund_id is null and l.food_status <> 'complete' offset 0) then 'complete'
  when exists (select 1 from order_lines l where l.order_id = ${outerOrderId}
    and l.refund_id is null and l.food_status = 'processing' offset 0) then 'processing'
  else 'ready' end)`;

/**
 * The created-at window of a board, as [from, to): 'order' today (Kuala Lumpur); 'history' the
 * date range, default today; the kitchen and serve boards the date range, default since
 * yesterday began (a late-night order is still cooked after midnight), so that every board reads
 * an index range of orders, never a merchant's whole past.
 */
export function windowOf(f: BoardFilter, now = new Date()): [Date, Date | undefined] {
  const today = klDayOf(now);
  if (f.type === 'order') return [klDayStart(today), klDayEnd(today)];
  if (f.type === 'history') return [klDayStart(f.startDate ?? today), klDayEnd(f.endDate ?? today)];
  const yesterday = klDayOf(klDayStart(today).getTime() - 1);
  return [klDayStart(f.startDate ?? yesterday), f.endDate ? klDayEnd(f.endDate) : undefined];
}

/** Some line of the order (not refunded) passes `line`, of the station's categories when one is named. */
const someLine = (line: SQL, station?: number) => sql`exists (
  select 1 from order_lines l
  ${station === undefined ? sql`` : sql`join foods f on f.id = l.food_id join sub_printer_categories spc on spc.category_id = f.category_id and spc.sub_printer_id = ${station}`}
  where l.order_id = ${outerOrderId} and l.refund_id is null and ${line} offset 0)`;

const anyLineOf = (station: number) => sql`exists (
  select 1 from order_lines l join foods f on f.id = l.food_id
  join sub_printer_categories spc on spc.category_id = f.category_id and spc.sub_printer_id = ${station}
  where l.order_id = ${outerOrderId} offset 0)`;

function typeCondition(f: BoardFilter): SQL | undefined {
  switch (f.type) {
    case 'order':
      return and(
        or(
          eq(orders.paymentStatus, 'unpaid'),
          and(eq(orders.paymentStatus, 'split'), shareUnpaid),
          and(inArray(orders.paymentStatus, ['paid', 'split']), someLine(sql`l.food_status <> 'complete'`)),
        ),
        f.station === undefined ? undefined : anyLineOf(f.station),
      );
    case 'kitchen':
      return and(
        or(
          // A split bill keeps the food; its shares' lines are copies, never cooked.
          inArray(orders.paymentStatus, ['paid', 'split']),
          and(
            eq(orders.paymentStatus, 'unpaid'),
            eq(orders.channel, 'counter'),
            or(eq(stores.readyToProcess, true), eq(orders.tab, true)),
          ),
        ),
        someLine(
          sql`(l.food_status = 'processing' or (l.food_status = 'ready' and ${stores.readyToServe}))`,
          f.station,
        ),
      );
    case 'serve':
      return and(
        inArray(orders.paymentStatus, ['paid', 'unpaid', 'split']),
        someLine(sql`l.food_status = 'ready'`, f.station),
      );
    case 'history':
      return f.station === undefined ? undefined : anyLineOf(f.station);
  }
}

/** The board's own orders (recordsTotal): scope, window and type. */
export function boardWhere(f: BoardFilter, now = new Date()): SQL | undefined {
  const [from, to] = windowOf(f, now);
  return and(
    f.merchantId === undefined ? undefined : eq(orders.merchantId, f.merchantId),
    gte(orders.createdAt, from),
    to ? lt(orders.createdAt, to) : undefined,
    typeCondition(f),
    // A split bill's shares are payments of the bill the boards show, not food to cook or serve.
    f.type === 'history' ? undefined : isNull(orders.billId),
  );
}

/** What the caller narrowed it to (recordsFiltered): `remark` and `search`. */
export function narrowing(f: Pick<BoardFilter, 'remark' | 'search'>): SQL[] {
  const out: SQL[] = [];
  if (f.remark)
    out.push(
      paymentRemarks.includes(f.remark)
        ? eq(orders.paymentStatus, f.remark)
        : sql`${orderStatusSql} = ${f.remark}`,
    );
  const term = likeTerm(f.search);
  if (term) {
    const number = /^\s*(?:no\.?\s*|#)?(\d{1,9})\s*$/i.exec(f.search ?? '')?.[1];
    out.push(
      or(
        number ? eq(orders.orderNo, Number(number)) : undefined,
        ilike(orders.receiptNo, term),
        ilike(orders.tableName, term),
      ) as SQL,
    );
  }
  return out;
}

const ofStation = (l: RawLine, station?: number) => station === undefined || l.station_id === station;

function typeHolds(f: BoardFilter, o: BoardFacts): boolean {
  const pay = o.order.paymentStatus;
  const lines = o.lines.filter((l) => !l.refunded);
  if (f.type !== 'history' && o.order.billId !== null) return false;
  // A split bill keeps its food: on the boards as a paid order is, and the cashier's while a share is unpaid.
  const split = pay === 'split';
  const shareUnpaid = o.shares.some((s) => s.payment_status !== 'paid' && s.payment_status !== 'refunded');
  switch (f.type) {
    case 'order':
      return (
        (pay === 'unpaid' || (split && shareUnpaid) || ((pay === 'paid' || split) && lines.some(isOpen))) &&
        (f.station === undefined || o.lines.some((l) => l.station_id === f.station))
      );
    case 'kitchen':
      return (
        (pay === 'paid' ||
          split ||
          (pay === 'unpaid' &&
            o.order.channel === 'counter' &&
            (o.readyToProcess === true || o.order.tab))) &&
        lines.some(
          (l) =>
            ofStation(l, f.station) &&
            (l.food_status === 'processing' || (l.food_status === 'ready' && o.readyToServe === true)),
        )
      );
    case 'serve':
      return (
        (pay === 'paid' || pay === 'unpaid' || split) &&
        lines.some((l) => ofStation(l, f.station) && l.food_status === 'ready')
      );
    case 'history':
      return f.station === undefined || o.lines.some((l) => l.station_id === f.station);
  }
}

function searchHolds(search: string | undefined, o: BoardFacts['order']): boolean {
  const s = search?.trim().toLowerCase();
  if (!s) return true;
  const number = /^(?:no\.?\s*|#)?(\d{1,9})$/i.exec(s)?.[1];
  return (
    (number !== undefined && o.orderNo === Number(number)) ||
    (o.receiptNo ?? '').toLowerCase().includes(s) ||
    (o.tableName ?? '').toLowerCase().includes(s)
  );
}

/** `boardWhere` and `narrowing` for one order already read: is it on this board now? */
export function belongsOn(f: BoardFilter, o: BoardFacts, now = new Date()): boolean {
  if (f.merchantId !== undefined && o.order.merchantId !== f.merchantId) return false;
  const [from, to] = windowOf(f, now);
  const at = o.order.createdAt.getTime();
  if (at < from.getTime() || (to && at >= to.getTime())) return false;
  if (!typeHolds(f, o)) return false;
  if (f.remark && (paymentRemarks.includes(f.remark) ? o.order.paymentStatus : o.status) !== f.remark)
    return false;
  return searchHolds(f.search, o.order);
}

/** The lines a board shows of an order: a station's board only that station's. */
export const linesOn = (f: Pick<BoardFilter, 'station'>, lines: RawLine[]) =>
  f.station === undefined ? lines : lines.filter((l) => l.station_id === f.station);
