import { and, asc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderLines } from '../../../db/schema';

/**
 * Held and fired lines (issue 29, docs/adr/0025): `held_at` set by staff keying in, `fired_at`
 * set by Fire. A line is held while it has the first and not the second.
 */

/** Holds the order's new lines (from position `from`): those at `positions`, and those of `courses`. */
export async function holdNewLines(
  tx: Db,
  orderId: number,
  from: number,
  positions: number[],
  courses: number[],
) {
  if (!positions.length && !courses.length) return [];
  return tx
    .update(orderLines)
    .set({ heldAt: sql`now()` })
    .where(
      and(
        eq(orderLines.orderId, orderId),
        gte(orderLines.position, from),
        or(
          positions.length ? inArray(orderLines.position, positions) : undefined,
          courses.length ? inArray(orderLines.courseId, courses) : undefined,
        ),
      ),
    )
    .returning({ id: orderLines.id, name: orderLines.name, quantity: orderLines.quantity });
}

/** The order's lines: which are still held, and their course (what Fire chooses from). */
export const linesToFire = (db: Db, orderId: number) =>
  db
    .select({
      id: orderLines.id,
      name: orderLines.name,
      quantity: orderLines.quantity,
      courseId: orderLines.courseId,
      held: sql<boolean>`${orderLines.heldAt} is not null and ${orderLines.firedAt} is null`,
      refunded: isNotNull(orderLines.refundId),
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position), asc(orderLines.id));

/** Fires held lines, once: a line fired already is left as it was. */
export async function markFired(tx: Db, lineIds: number[]) {
  if (!lineIds.length) return;
  await tx
    .update(orderLines)
    .set({ firedAt: sql`now()` })
    .where(and(inArray(orderLines.id, lineIds), isNotNull(orderLines.heldAt), isNull(orderLines.firedAt)));
}
