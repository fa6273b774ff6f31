import { and, asc, count, eq, ilike, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { foodOptionGroups, optionGroups, options } from '../../../db/schema';
import { likeTerm, orderBy, type PageFilter, pageOf, withinDays } from '../../../lib/paging';
import { ownerOf } from '../../../lib/row-owner';
import type { MerchantScope } from '../../../policy/scope';
import { qualified } from '../sql';

/** How many foods offer a group. */
const foodCount =
  sql<number>`(select count(*) from ${foodOptionGroups} where ${qualified(foodOptionGroups, foodOptionGroups.groupId)} = ${qualified(optionGroups, optionGroups.id)})`
    .mapWith(Number)
    .as('food_count');

const columns = {
  id: optionGroups.id,
  merchantId: optionGroups.merchantId,
  name: optionGroups.name,
  minQty: optionGroups.minQty,
  maxQty: optionGroups.maxQty,
  active: optionGroups.active,
  version: optionGroups.version,
  createdAt: optionGroups.createdAt,
  foodCount,
};

const optionColumns = {
  id: options.id,
  groupId: options.groupId,
  name: options.name,
  priceSen: options.priceSen,
  position: options.position,
  active: options.active,
};

export type GroupRow = Awaited<ReturnType<typeof getGroup>> & {};
export type OptionRow = Awaited<ReturnType<typeof optionsOf>>[number];

const sortable = {
  id: optionGroups.id,
  name: optionGroups.name,
  min_qty: optionGroups.minQty,
  max_qty: optionGroups.maxQty,
  status: optionGroups.active,
  created_at: optionGroups.createdAt,
};

const inScope = (scope: MerchantScope) => eq(optionGroups.merchantId, scope.merchantId);
const oneOf = (scope: MerchantScope, id: number) => and(eq(optionGroups.id, id), inScope(scope));

export async function listGroups(db: Db, scope: MerchantScope, f: PageFilter & { active?: boolean }) {
  const term = likeTerm(f.search);
  const order = orderBy(f.order, sortable, [[optionGroups.id, 'asc']]);
  return pageOf(
    db,
    optionGroups,
    inScope(scope),
    [
      term ? ilike(optionGroups.name, term) : undefined,
      f.active === undefined ? undefined : eq(optionGroups.active, f.active),
      withinDays(optionGroups.createdAt, f),
    ],
    (where) =>
      db
        .select(columns)
        .from(optionGroups)
        .where(where)
        .orderBy(...order)
        .limit(f.length)
        .offset(f.start),
  );
}

/** Whose option group this is, for the policy (policy/merchant-scope.ts `rowScope`). */
export const ownerOfGroup = (db: Db, id: number) => ownerOf(db, optionGroups, id);

export async function getGroup(db: Db, scope: MerchantScope, id: number) {
  const [row] = await db.select(columns).from(optionGroups).where(oneOf(scope, id)).limit(1);
  return row;
}

/** The options of the scope's groups, each group's in its order. */
export const optionsOf = (db: Db, scope: MerchantScope, groupIds: number[]) =>
  groupIds.length === 0
    ? Promise.resolve([])
    : db
        .select(optionColumns)
        .from(options)
        .innerJoin(optionGroups, eq(optionGroups.id, options.groupId))
        .where(and(inScope(scope), inArray(options.groupId, groupIds)))
        .orderBy(asc(options.groupId), asc(options.position), asc(options.id));

export interface GroupValues {
  name: string;
  minQty: number;
  maxQty: number;
  active?: boolean;
}

export async function insertGroup(db: Db, scope: MerchantScope, values: GroupValues) {
  const [row] = await db
    .insert(optionGroups)
    .values({ ...values, merchantId: scope.merchantId })
    .returning({ id: optionGroups.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * Saves a change made to `version` (any version when undefined); false when the row has moved
 * on since (someone else saved). The version goes up by one.
 */
export async function updateGroup(
  db: Db,
  scope: MerchantScope,
  id: number,
  version: number | undefined,
  values: Partial<GroupValues>,
) {
  const rows = await db
    .update(optionGroups)
    .set({ ...values, version: sql`${optionGroups.version} + 1`, updatedAt: new Date() })
    .where(and(oneOf(scope, id), version === undefined ? undefined : eq(optionGroups.version, version)))
    .returning({ id: optionGroups.id });
  return rows.length > 0;
}

export interface OptionValues {
  id?: number;
  name: string;
  priceSen: number;
  active: boolean;
}

/**
 * Makes the group's options these, in this order: ones with an id are kept and updated (orders
 * refer to them), new ones added, the rest removed. Options have no merchant of their own: call it
 * in the transaction that has just written the group through the caller's scope.
 */
export async function replaceOptions(db: Db, groupId: number, list: OptionValues[]) {
  const kept = list.flatMap((o) => (o.id === undefined ? [] : [o.id]));
  await db
    .delete(options)
    .where(
      kept.length
        ? and(eq(options.groupId, groupId), notInArray(options.id, kept))
        : eq(options.groupId, groupId),
    );
  const fresh: (typeof options.$inferInsert)[] = [];
  for (const [position, o] of list.entries()) {
    const values = { name: o.name, priceSen: o.priceSen, active: o.active, position };
    if (o.id === undefined) fresh.push({ ...values, groupId });
    else
      await db
        .update(options)
        .set(values)
        .where(and(eq(options.id, o.id), eq(options.groupId, groupId)));
  }
  if (fresh.length) await db.insert(options).values(fresh);
}

/** How many foods offer the group. */
export async function foodsUsing(db: Db, groupId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(foodOptionGroups)
    .where(eq(foodOptionGroups.groupId, groupId));
  return row?.n ?? 0;
}

export async function deleteGroup(db: Db, scope: MerchantScope, id: number) {
  await db.delete(optionGroups).where(oneOf(scope, id));
}
