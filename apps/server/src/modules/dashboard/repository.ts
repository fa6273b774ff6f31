import { and, desc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, stores, users } from '../../db/schema';
import type { UserScope } from '../../policy';
import { scopeCondition } from '../users/repository';

/** Whose orders a caller sees: one merchant's, or the merchants of a people scope (admins, agents). */
export type OrderScope = { merchantId: number } | { people: UserScope };

function merchantCondition(db: Db, scope: OrderScope): SQL | undefined {
  if ('merchantId' in scope) return eq(orders.merchantId, scope.merchantId);
  if (scope.people.kind === 'all') return undefined;
  const merchants = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'merchant'), scopeCondition(scope.people)));
  return inArray(orders.merchantId, merchants);
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
