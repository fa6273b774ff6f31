import { and, count, desc, eq, gt, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, stores } from '../../db/schema';
import type { OrderScope } from '../../policy';
import { merchantIdsIn } from '../users/service';

function merchantCondition(db: Db, scope: OrderScope): SQL | undefined {
  if ('merchantId' in scope) return eq(orders.merchantId, scope.merchantId);
  if (scope.people.kind === 'all') return undefined;
  return inArray(orders.merchantId, merchantIdsIn(db, scope.people));
}

/** Orders paid twice or paid short of stock, newest change first (the partial index covers them). */
export async function attentionOrders(db: Db, scope: OrderScope, limit: number) {
  return db
    .select({
      id: orders.id,
      merchantId: orders.merchantId,
      storeName: stores.displayName,
      receiptNo: orders.receiptNo,
      tableName: orders.tableName,
      paidTwiceSen: orders.paidTwiceSen,
      stockShort: orders.stockShort,
      totalSen: orders.totalSen,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .leftJoin(stores, eq(stores.merchantId, orders.merchantId))
    .where(and(or(orders.stockShort, gt(orders.paidTwiceSen, 0)), merchantCondition(db, scope)))
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(limit);
}

/** A paid order's Kuala Lumpur hour ('YYYY-MM-DDTHH:00') or day: Malaysia keeps UTC+8 all year. */
const klSlot = (unit: 'hour' | 'day') =>
  unit === 'hour'
    ? sql<string>`to_char((${orders.paidAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD"T"HH24:00')`
    : sql<string>`to_char((${orders.paidAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/**
 * Orders paid in [from, to), per hour or day of the chart: how many, what they brought in (cash
 * rounding in, refunds out) and how many have all their food done (no line open: neither complete
 * nor refunded). One query on orders_merchant_paid_idx (merchant_id, paid_at).
 */
export async function paidBySlot(db: Db, scope: OrderScope, from: Date, to: Date, unit: 'hour' | 'day') {
  const slot = klSlot(unit);
  return db
    .select({
      slot,
      transactions: count(),
      salesSen: sql<number>`coalesce(sum(${orders.totalSen} + ${orders.roundingSen} - ${orders.refundedSen}), 0)::int`,
      complete: sql<number>`(count(*) filter (where not exists (
        select 1 from order_lines l where l.order_id = "orders"."id"
          and l.refund_id is null and l.food_status <> 'complete')))::int`,
    })
    .from(orders)
    .where(and(merchantCondition(db, scope), gte(orders.paidAt, from), lt(orders.paidAt, to)))
    .groupBy(slot);
}

/** Orders placed in [from, to) still waiting to be paid (orders_merchant_created_idx). */
export async function unpaidPlaced(db: Db, scope: OrderScope, from: Date, to: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        merchantCondition(db, scope),
        gte(orders.createdAt, from),
        lt(orders.createdAt, to),
        eq(orders.paymentStatus, 'unpaid'),
      ),
    );
  return row?.n ?? 0;
}
