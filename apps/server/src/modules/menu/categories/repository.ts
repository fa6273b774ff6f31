import { and, asc, eq, ilike, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { foods, menuCategories } from '../../../db/schema';
import { likeTerm, orderBy, type PageFilter, pageOf, withinDays } from '../../../lib/paging';
import { ownerOf } from '../../../lib/row-owner';
import type { MerchantScope } from '../../../policy/scope';
import { qualified } from '../sql';

/** How many foods (or alcohol items) a category holds. */
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
  courseId: menuCategories.courseId,
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

const inScope = (scope: MerchantScope) => eq(menuCategories.merchantId, scope.merchantId);
const oneOf = (scope: MerchantScope, id: number) => and(eq(menuCategories.id, id), inScope(scope));
/** One merchant's categories of one kind. */
const ofKind = (scope: MerchantScope, kind: string) => and(inScope(scope), eq(menuCategories.kind, kind));

export async function listCategories(
  db: Db,
  scope: MerchantScope,
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
    ofKind(scope, kind),
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

/** Whose category this is, for the policy (policy/merchant-scope.ts `rowScope`). */
export const ownerOfCategory = (db: Db, id: number) => ownerOf(db, menuCategories, id);

export async function getCategory(db: Db, scope: MerchantScope, id: number) {
  const [row] = await db.select(columns).from(menuCategories).where(oneOf(scope, id)).limit(1);
  return row;
}

/** Those of the ids that are the scope's categories, for a reorder. */
export const getCategories = (db: Db, scope: MerchantScope, ids: number[]) =>
  db
    .select({ id: menuCategories.id, kind: menuCategories.kind })
    .from(menuCategories)
    .where(and(inScope(scope), inArray(menuCategories.id, ids)));

/** Every category of the merchant's kind, first to last, locked against a concurrent reorder. */
export const orderedIds = async (db: Db, scope: MerchantScope, kind: string) =>
  (
    await db
      .select({ id: menuCategories.id, priority: menuCategories.priority })
      .from(menuCategories)
      .where(ofKind(scope, kind))
      .orderBy(asc(menuCategories.priority), asc(menuCategories.id))
      .for('update')
  ).map((r) => r.id);

/** A new category goes last. */
export async function insertCategory(
  db: Db,
  scope: MerchantScope,
  values: { kind: string; name: string; active: boolean; courseId?: number | null },
) {
  const [last] = await db
    .select({ p: max(menuCategories.priority) })
    .from(menuCategories)
    .where(ofKind(scope, values.kind));
  const [row] = await db
    .insert(menuCategories)
    .values({ ...values, merchantId: scope.merchantId, priority: (last?.p ?? 0) + 1 })
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
  scope: MerchantScope,
  id: number,
  version: number | undefined,
  values: { name?: string; active?: boolean; courseId?: number | null },
) {
  const rows = await db
    .update(menuCategories)
    .set({ ...values, version: sql`${menuCategories.version} + 1`, updatedAt: new Date() })
    .where(and(oneOf(scope, id), version === undefined ? undefined : eq(menuCategories.version, version)))
    .returning({ id: menuCategories.id });
  return rows.length > 0;
}

/** Priorities 1..n in the order given (a single statement). */
export async function setPriorities(db: Db, scope: MerchantScope, ids: number[]) {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::integer then ${i + 1}::integer`),
    sql` `,
  );
  await db
    .update(menuCategories)
    .set({ priority: sql`case ${menuCategories.id} ${cases} end` })
    .where(and(inScope(scope), inArray(menuCategories.id, ids)));
}

export async function deleteCategory(db: Db, scope: MerchantScope, id: number) {
  await db.delete(menuCategories).where(oneOf(scope, id));
}
