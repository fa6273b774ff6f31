import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type BumpedLine, kitchenBumps, orders } from '../../db/schema';

/**
 * Tickets bumped off the kitchen display (`kitchen_bumps`): written by the food move that bumps
 * one (food.ts), read and closed by a recall (admin/recall.ts).
 */

export type { BumpedLine } from '../../db/schema';

export async function insertBump(
  tx: Db,
  bump: { orderId: number; merchantId: number; lines: BumpedLine[]; actorId: number | null },
) {
  await tx.insert(kitchenBumps).values(bump);
}

/** The order's last bump, recalled or not. */
export async function lastBump(db: Db, orderId: number) {
  const [row] = await db
    .select()
    .from(kitchenBumps)
    .where(eq(kitchenBumps.orderId, orderId))
    .orderBy(desc(kitchenBumps.id))
    .limit(1);
  return row;
}
export type Bump = NonNullable<Awaited<ReturnType<typeof lastBump>>>;

/**
 * The merchant's tickets bumped since `since` that may be recalled, newest first: each order's
 * last bump, not recalled yet, of an order still paid or unpaid (not voided, refunded or expired).
 */
export async function recallable(db: Db, merchantId: number, since: Date, limit: number) {
  return db
    .select({ orderId: kitchenBumps.orderId, lines: kitchenBumps.lines, bumpedAt: kitchenBumps.bumpedAt })
    .from(kitchenBumps)
    .innerJoin(orders, eq(orders.id, kitchenBumps.orderId))
    .where(
      and(
        eq(kitchenBumps.merchantId, merchantId),
        gte(kitchenBumps.bumpedAt, since),
        isNull(kitchenBumps.recalledAt),
        inArray(orders.paymentStatus, ['paid', 'unpaid']),
        sql`not exists (select 1 from ${kitchenBumps} later
          where later.order_id = ${kitchenBumps.orderId} and later.id > ${kitchenBumps.id})`,
      ),
    )
    .orderBy(desc(kitchenBumps.bumpedAt), desc(kitchenBumps.id))
    .limit(limit);
}

export async function markRecalled(tx: Db, id: number, actorId: number) {
  await tx
    .update(kitchenBumps)
    .set({ recalledAt: new Date(), recalledBy: actorId })
    .where(eq(kitchenBumps.id, id));
}
