import type {
  BoardType,
  TBoardPage,
  TOrderListPage,
  ZDisplayOrderQuery,
  ZOrderListingQuery,
} from '@meja/contracts';
import { type AnyColumn, and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { orders } from '../../../db/schema';
import { forbidden, notFound } from '../../../lib/errors';
import { orderBy, withinDays } from '../../../lib/paging';
import type { ActorCtx } from '../../../plugins/context';
import { allows, boardPermission } from '../../../policy';
import { merchantOrEvery } from '../../../policy/merchant-scope';
import { type BoardFilter, boardWhere, narrowing } from './conditions';
import { boardRows, countOrders, stationOwner, summaryRows } from './repository';
import { toBoardOrder, toListItem } from './view';

type DisplayQuery = z.infer<typeof ZDisplayOrderQuery>;
type ListingQuery = z.infer<typeof ZOrderListingQuery>;

const sortable: Record<string, AnyColumn> = {
  id: orders.id,
  created_at: orders.createdAt,
  paid_at: orders.paidAt,
  order_no: orders.orderNo,
  receipt_no: orders.receiptNo,
  table_name: orders.tableName,
  total_sen: orders.totalSen,
  payment_status: orders.paymentStatus,
};

/** The kitchen and waiters work through orders oldest first; the cashier and history see the newest first. */
const ownOrder = (type: BoardType) => {
  const dir = type === 'kitchen' || type === 'serve' ? 'asc' : 'desc';
  return [
    [orders.createdAt, dir],
    [orders.id, dir],
  ] as [AnyColumn, 'asc' | 'desc'][];
};

/**
 * The board a caller asked for, as conditions.ts takes it: its permission checked (the
 * cashier's boards, the kitchen's, the waiters'), its merchant decided, and a station of another
 * merchant not found.
 */
export async function boardFilter(ctx: ActorCtx, q: DisplayQuery): Promise<BoardFilter> {
  const { type } = q;
  if (!allows(ctx.actor, boardPermission[type])) throw forbidden();
  let merchantId = await merchantOrEvery(ctx, q.merchant_id);
  if (q.station !== undefined) {
    const owner = await stationOwner(ctx.db, q.station);
    if (owner === undefined || owner === null || (merchantId !== undefined && owner !== merchantId))
      throw notFound();
    // An admin watching every merchant with a station named: that station's merchant.
    merchantId = owner;
  }
  return {
    type,
    merchantId,
    remark: q.remark,
    station: q.station,
    search: q.search,
    startDate: q.startDate,
    endDate: q.endDate,
  };
}

async function counted(ctx: ActorCtx, base: SQL | undefined, narrowed: SQL[]) {
  const [total, filtered] = await Promise.all([
    countOrders(ctx.db, base),
    narrowed.length ? countOrders(ctx.db, and(base, ...narrowed)) : undefined,
  ]);
  return { recordsTotal: total, recordsFiltered: filtered ?? total };
}

/** GET /admin/display_order: one board's page, each order with its lines (a station's only). */
export async function displayOrder(ctx: ActorCtx, q: DisplayQuery): Promise<TBoardPage> {
  const f = await boardFilter(ctx, q);
  const now = new Date();
  const base = boardWhere(f, now);
  const narrowed = narrowing(f);
  const [rows, counts] = await Promise.all([
    boardRows(ctx.db, {
      where: and(base, ...narrowed),
      orderBy: orderBy(q.order, sortable, ownOrder(f.type)),
      limit: q.length,
      offset: q.start,
      station: f.station,
    }),
    counted(ctx, base, narrowed),
  ]);
  return { data: rows.map((r) => toBoardOrder(r)), ...counts };
}

/** GET /admin/order_listing: orders without their lines, in the date range (placed) and scope. */
export async function orderListing(ctx: ActorCtx, q: ListingQuery): Promise<TOrderListPage> {
  const merchantId = await merchantOrEvery(ctx, q.merchant_id);
  const base = merchantId === undefined ? undefined : eq(orders.merchantId, merchantId);
  const narrowed = [
    withinDays(orders.createdAt, q),
    q.payment_status ? eq(orders.paymentStatus, q.payment_status) : undefined,
    ...narrowing({ search: q.search }),
  ].filter((c): c is SQL => c !== undefined);
  const [rows, counts] = await Promise.all([
    summaryRows(ctx.db, {
      where: and(base, ...narrowed),
      orderBy: orderBy(q.order, sortable, ownOrder('history')),
      limit: q.length,
      offset: q.start,
    }),
    counted(ctx, base, narrowed),
  ]);
  return { data: rows.map(toListItem), ...counts };
}
