import { and, desc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
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
