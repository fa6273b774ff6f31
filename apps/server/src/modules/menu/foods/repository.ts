import { and, asc, eq, ilike, inArray, max, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  foodOptionGroups,
  foods,
  media,
  menuCategories,
  optionGroups,
  stockImages,
} from '../../../db/schema';
import { likeTerm, orderBy, type PageFilter, pageOf, withinDays } from '../../../lib/paging';
import { ownerOf } from '../../../lib/row-owner';
import type { MerchantScope } from '../../../policy/scope';

/** A food row with what its reply shows beside it: the category's name and the picture's files. */
const columns = {
  id: foods.id,
  merchantId: foods.merchantId,
  categoryId: foods.categoryId,
  categoryName: menuCategories.name,
  courseId: foods.courseId,
  kind: foods.kind,
  name: foods.name,
  code: foods.code,
  description: foods.description,
  mediaId: foods.mediaId,
  mediaKey: media.storageKey,
  mediaFormat: media.format,
  stockImageId: foods.stockImageId,
  stockKey: stockImages.storageKey,
  stockFormat: stockImages.format,
  priceSen: foods.priceSen,
  foodType: foods.foodType,
  quantityLeft: foods.quantityLeft,
  takeAway: foods.takeAway,
  birthdayGiftOnly: foods.birthdayGiftOnly,
  active: foods.active,
  activeFrom: foods.activeFrom,
  activeUntil: foods.activeUntil,
  weekdays: foods.weekdays,
  ticketBalance: foods.ticketBalance,
  ticketExpiryDays: foods.ticketExpiryDays,
  priority: foods.priority,
  version: foods.version,
  createdAt: foods.createdAt,
};

export type FoodRow = NonNullable<Awaited<ReturnType<typeof getFood>>>;

const selectFoods = (db: Db) =>
  db
    .select(columns)
    .from(foods)
    .innerJoin(menuCategories, eq(menuCategories.id, foods.categoryId))
    .leftJoin(media, eq(media.id, foods.mediaId))
    .leftJoin(stockImages, eq(stockImages.id, foods.stockImageId));

const inScope = (scope: MerchantScope) => eq(foods.merchantId, scope.merchantId);
const oneOf = (scope: MerchantScope, id: number) => and(eq(foods.id, id), inScope(scope));

const sortable = {
  id: foods.id,
  name: foods.name,
  code: foods.code,
  price: foods.priceSen,
  priority: foods.priority,
  category: menuCategories.priority,
  created_at: foods.createdAt,
};

export interface FoodFilter extends PageFilter {
  kind: string;
  categoryId?: number;
  active?: boolean;
}

/** A merchant's foods of one kind; by default in menu order: category, then food, then name. */
export async function listFoods(db: Db, scope: MerchantScope, f: FoodFilter) {
  const term = likeTerm(f.search);
  const order = orderBy(f.order, sortable, [
    [menuCategories.priority, 'asc'],
    [foods.priority, 'asc'],
    [foods.name, 'asc'],
    [foods.id, 'asc'],
  ]);
  return pageOf(
    db,
    foods,
    and(inScope(scope), eq(foods.kind, f.kind)),
    [
      f.categoryId === undefined ? undefined : eq(foods.categoryId, f.categoryId),
      f.active === undefined ? undefined : eq(foods.active, f.active),
      term ? or(ilike(foods.name, term), ilike(foods.code, term)) : undefined,
      withinDays(foods.createdAt, f),
    ],
    (where) =>
      selectFoods(db)
        .where(where)
        .orderBy(...order)
        .limit(f.length)
        .offset(f.start),
  );
}

/** Whose food this is, for the policy (policy/merchant-scope.ts `rowScope`). */
export const ownerOfFood = (db: Db, id: number) => ownerOf(db, foods, id);

export async function getFood(db: Db, scope: MerchantScope, id: number) {
  const [row] = await selectFoods(db).where(oneOf(scope, id)).limit(1);
  return row;
}

/** The option groups each of the scope's foods offers, in the food's order. */
export async function optionGroupsOf(db: Db, scope: MerchantScope, foodIds: number[]) {
  if (foodIds.length === 0) return new Map<number, OfferedGroup[]>();
  const rows = await db
    .select({
      foodId: foodOptionGroups.foodId,
      id: optionGroups.id,
      name: optionGroups.name,
      minQty: optionGroups.minQty,
      maxQty: optionGroups.maxQty,
    })
    .from(foodOptionGroups)
    .innerJoin(optionGroups, eq(optionGroups.id, foodOptionGroups.groupId))
    .where(and(eq(optionGroups.merchantId, scope.merchantId), inArray(foodOptionGroups.foodId, foodIds)))
    .orderBy(asc(foodOptionGroups.foodId), asc(foodOptionGroups.position));
  const byFood = new Map<number, OfferedGroup[]>();
  for (const { foodId, ...group } of rows) {
    const list = byFood.get(foodId) ?? [];
    list.push(group);
    byFood.set(foodId, list);
  }
  return byFood;
}
export interface OfferedGroup {
  id: number;
  name: string;
  minQty: number;
  maxQty: number;
}

/** The kind of the scope's category, for the checks of a save; undefined when it has none of that id. */
export async function categoryKind(db: Db, scope: MerchantScope, id: number) {
  const [row] = await db
    .select({ kind: menuCategories.kind })
    .from(menuCategories)
    .where(and(eq(menuCategories.id, id), eq(menuCategories.merchantId, scope.merchantId)))
    .limit(1);
  return row?.kind;
}

/** Of the ids given, those that are the scope's option groups. */
export async function ownOptionGroups(db: Db, scope: MerchantScope, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: optionGroups.id })
    .from(optionGroups)
    .where(and(eq(optionGroups.merchantId, scope.merchantId), inArray(optionGroups.id, ids)));
  return rows.map((r) => r.id);
}

export async function stockImageExists(db: Db, id: number) {
  const [row] = await db
    .select({ id: stockImages.id })
    .from(stockImages)
    .where(eq(stockImages.id, id))
    .limit(1);
  return row !== undefined;
}

/** Whether another food of the merchant has this code, in any case. */
export async function codeTaken(db: Db, scope: MerchantScope, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: foods.id })
    .from(foods)
    .where(
      and(
        inScope(scope),
        sql`upper(${foods.code}) = upper(${code})`,
        exceptId === undefined ? undefined : ne(foods.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The place after the last food of the category. */
export async function nextPriority(db: Db, scope: MerchantScope, categoryId: number) {
  const [row] = await db
    .select({ last: max(foods.priority) })
    .from(foods)
    .where(and(inScope(scope), eq(foods.categoryId, categoryId)));
  return (row?.last ?? 0) + 1;
}

export type FoodValues = Partial<
  Omit<typeof foods.$inferInsert, 'id' | 'merchantId' | 'version' | 'createdAt' | 'updatedAt'>
>;

export async function insertFood(
  db: Db,
  scope: MerchantScope,
  values: FoodValues & Omit<typeof foods.$inferInsert, 'merchantId'>,
) {
  const [row] = await db
    .insert(foods)
    .values({ ...values, merchantId: scope.merchantId })
    .returning({ id: foods.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * Writes the values and raises the version. With `version`, only if the row still has it: false
 * means someone else saved in between and nothing was written.
 */
export async function updateFood(
  db: Db,
  scope: MerchantScope,
  id: number,
  version: number | undefined,
  values: FoodValues,
) {
  const rows = await db
    .update(foods)
    .set({ ...values, version: sql`${foods.version} + 1`, updatedAt: new Date() })
    .where(and(oneOf(scope, id), version === undefined ? undefined : eq(foods.version, version)))
    .returning({ id: foods.id });
  return rows.length > 0;
}

/**
 * The food's option groups become these, in this order. Links have no merchant of their own: call
 * it in the transaction that has just written the food through the caller's scope.
 */
export async function setOptionGroups(db: Db, foodId: number, groupIds: number[]) {
  await db.delete(foodOptionGroups).where(eq(foodOptionGroups.foodId, foodId));
  if (groupIds.length === 0) return;
  await db
    .insert(foodOptionGroups)
    .values(groupIds.map((groupId, position) => ({ foodId, groupId, position })));
}

export async function deleteFood(db: Db, scope: MerchantScope, id: number) {
  await db.delete(foods).where(oneOf(scope, id));
}
