import { and, asc, eq, ilike, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { foods, menuCategories } from '../../../db/schema';
import { likeTerm, orderBy, type PageFilter, pageOf, withinDays } from '../../../lib/paging';

/** How many foods (or alcohol items) a category holds. */
/** A column named with its table: inside a subquery, drizzle would leave it bare (and ambiguous). */
export const qualified = (table: AnyPgTable, column: AnyPgColumn) =>
  sql`${table}.${sql.identifier(column.name)}`;

const foodCount =
  sql<number>`(select count(*) from ${foods} where ${qualified(foods, foods.categoryId)} = ${qualified(menuCategories, menuCategories.id)})`
    .mapWith(Number)
    .as('food_count');

const columns = {
  id: menuCategories.id,
  merchantId: menuCategories.merchantId,
  kind: menuCategories.kind,
  name: menuCategories.name,
  priority: menuCategories.priority,
  active: menuCategories.active,
  version: menuCategories.version,
  createdAt: menuCategories.createdAt,
  foodCount,
};

export type CategoryRow = Awaited<ReturnType<typeof getCategory>> & {};

const sortable = {
  id: menuCategories.id,
  name: menuCategories.name,
  priority: menuCategories.priority,
  status: menuCategories.active,
  created_at: menuCategories.createdAt,
};

/** One merchant's categories of one kind: the tenant condition of this module. */
const ofMerchant = (merchantId: number, kind: string) =>
  and(eq(menuCategories.merchantId, merchantId), eq(menuCategories.kind, kind));

export async function listCategories(
  db: Db,
  merchantId: number,
  kind: string,
  f: PageFilter & { active?: boolean },
) {
  const term = likeTerm(f.search);
  const order = orderBy(f.order, sortable, [
    [menuCategories.priority, 'asc'],
    [menuCategories.id, 'asc'],
  ]);
  return pageOf(
    db,
    menuCategories,
    ofMerchant(merchantId, kind),
    [
      term ? ilike(menuCategories.name, term) : undefined,
      f.active === undefined ? undefined : eq(menuCategories.active, f.active),
      withinDays(menuCategories.createdAt, f),
    ],
    (where) =>
      db
        .select(columns)
        .from(menuCategories)
        .where(where)
        .orderBy(...order)
        .limit(f.length)
        .offset(f.start),
  );
}

/** One category by id, whoever owns it: the service checks the owner is the caller's merchant. */
export async function getCategory(db: Db, id: number) {
  const [row] = await db.select(columns).from(menuCategories).where(eq(menuCategories.id, id)).limit(1);
  return row;
}

/** Categories by id, for a reorder. */
export const getCategories = (db: Db, ids: number[]) =>
  db
    .select({ id: menuCategories.id, merchantId: menuCategories.merchantId, kind: menuCategories.kind })
    .from(menuCategories)
    .where(inArray(menuCategories.id, ids));

/** Every category of the merchant's kind, first to last, locked against a concurrent reorder. */
export const orderedIds = async (db: Db, merchantId: number, kind: string) =>
  (
    await db
      .select({ id: menuCategories.id, priority: menuCategories.priority })
      .from(menuCategories)
      .where(ofMerchant(merchantId, kind))
      .orderBy(asc(menuCategories.priority), asc(menuCategories.id))
      .for('update')
  ).map((r) => r.id);

/** A new category goes last. */
export async function insertCategory(
  db: Db,
  values: { merchantId: number; kind: string; name: string; active: boolean },
) {
  const [last] = await db
    .select({ p: max(menuCategories.priority) })
    .from(menuCategories)
    .where(ofMerchant(values.merchantId, values.kind));
  const [row] = await db
    .insert(menuCategories)
    .values({ ...values, priority: (last?.p ?? 0) + 1 })
    .returning({ id: menuCategories.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * Saves a change made to `version`; false when the row has moved on since (someone else saved),
 * or is gone. The version goes up by one.
 */
export async function updateCategory(
  db: Db,
  id: number,
  version: number | undefined,
  values: { name?: string; active?: boolean },
) {
  const where: SQL | undefined =
    version === undefined
      ? eq(menuCategories.id, id)
      : and(eq(menuCategories.id, id), eq(menuCategories.version, version));
  const rows = await db
    .update(menuCategories)
    .set({ ...values, version: sql`${menuCategories.version} + 1`, updatedAt: new Date() })
    .where(where)
    .returning({ id: menuCategories.id });
  return rows.length > 0;
}

/** Priorities 1..n in the order given (a single statement). */
export async function setPriorities(db: Db, merchantId: number, ids: number[]) {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::integer then ${i + 1}::integer`),
    sql` `,
  );
  await db
    .update(menuCategories)
    .set({ priority: sql`case ${menuCategories.id} ${cases} end` })
    .where(and(eq(menuCategories.merchantId, merchantId), inArray(menuCategories.id, ids)));
}

export async function deleteCategory(db: Db, id: number) {
  await db.delete(menuCategories).where(eq(menuCategories.id, id));
}

/** Whether a write failed because another row still refers to this one (a food, a food's group). */
export function referencedElsewhere(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23503') return true;
  }
  return false;
}
