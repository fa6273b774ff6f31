import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { foods, orderLines } from '../../db/schema';

/**
 * Limited quantities (foods.quantity_left). Writers lock food rows in ascending id order and
 * before the store row (touchMenu, receipt numbers), so concurrent orders cannot deadlock.
 */

/** Food id → how many an order holds. */
export type Wanted = Map<number, number>;

export interface Short {
  foodId: number;
  /** What is left now (0 when sold out). */
  left: number;
}

/** What an order holds of each food (its lines summed per food). */
export async function heldFoods(tx: Db, orderId: number): Promise<Wanted> {
  const rows = await tx
    .select({ foodId: orderLines.foodId, quantity: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.foodId)))
    .groupBy(orderLines.foodId);
  const wanted: Wanted = new Map();
  for (const r of rows) if (r.foodId !== null) wanted.set(r.foodId, Number(r.quantity));
  return wanted;
}

/** Of these foods, the ones with a limited quantity, in id order. */
async function limitedOf(tx: Db, merchantId: number, ids: number[]) {
  const rows = await tx
    .select({ id: foods.id })
    .from(foods)
    .where(and(eq(foods.merchantId, merchantId), inArray(foods.id, ids), isNotNull(foods.quantityLeft)))
    .orderBy(asc(foods.id));
  return rows.map((r) => r.id);
}

/**
 * Takes what an order holds of each limited food, each with one conditional UPDATE (`left >= n`):
 * two orders can never both take the last one. Foods that have too few left are answered with
 * what is left and nothing is taken of them; the caller decides (refuse and roll back, or flag).
 */
export async function takeStock(
  tx: Db,
  merchantId: number,
  wanted: Wanted,
): Promise<{ taken: number; short: Short[] }> {
  if (!wanted.size) return { taken: 0, short: [] };
  const short: Short[] = [];
  let taken = 0;
  for (const id of await limitedOf(tx, merchantId, [...wanted.keys()])) {
    const n = wanted.get(id) ?? 0;
    const [row] = await tx
      .update(foods)
      .set({ quantityLeft: sql`${foods.quantityLeft} - ${n}` })
      .where(and(eq(foods.id, id), sql`${foods.quantityLeft} >= ${n}`))
      .returning({ left: foods.quantityLeft });
    if (row) {
      taken++;
      continue;
    }
    const [now] = await tx.select({ left: foods.quantityLeft }).from(foods).where(eq(foods.id, id));
    // Made unlimited meanwhile: nothing to take.
    if (now?.left === null || now === undefined) continue;
    short.push({ foodId: id, left: Math.max(now.left, 0) });
  }
  return { taken, short };
}

/** Gives an unpaid order's foods back (void, expiry). Answers how many foods changed. */
export async function giveStockBack(tx: Db, merchantId: number, wanted: Wanted): Promise<number> {
  if (!wanted.size) return 0;
  let changed = 0;
  for (const id of await limitedOf(tx, merchantId, [...wanted.keys()])) {
    const rows = await tx
      .update(foods)
      .set({ quantityLeft: sql`${foods.quantityLeft} + ${wanted.get(id) ?? 0}` })
      .where(and(eq(foods.id, id), isNotNull(foods.quantityLeft)))
      .returning({ id: foods.id });
    changed += rows.length;
  }
  return changed;
}
