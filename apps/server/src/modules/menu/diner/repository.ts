import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  diningTables,
  foodOptionGroups,
  foods,
  media,
  menuCategories,
  optionGroups,
  options,
  stockImages,
  stores,
} from '../../../db/schema';

const storePicture = alias(media, 'store_picture');

/**
 * What every diner's request needs besides the menu itself, in one query: the merchant a table's
 * token names, its store row (hours, charges, payment switches), the store's picture and the
 * menu version the cached menu is checked against.
 */
export async function findTableStore(db: Db, token: string) {
  const [row] = await db
    .select({
      merchantId: diningTables.merchantId,
      tableId: diningTables.id,
      tableName: diningTables.name,
      storeId: stores.id,
      displayName: stores.displayName,
      description: stores.description,
      halalStatus: stores.halalStatus,
      openAt: stores.openAt,
      closeAt: stores.closeAt,
      closedWeekdays: stores.closedWeekdays,
      serviceCharge: stores.serviceCharge,
      serviceChargeBp: stores.serviceChargeBp,
      salesServiceTax: stores.salesServiceTax,
      fpxStatus: stores.fpxStatus,
      hideFpxUnderMinimum: stores.hideFpxUnderMinimum,
      menuVersion: stores.menuVersion,
      dineInPayment: stores.dineInPayment,
      pictureKey: storePicture.storageKey,
      pictureFormat: storePicture.format,
    })
    .from(diningTables)
    .innerJoin(stores, eq(stores.merchantId, diningTables.merchantId))
    .leftJoin(storePicture, eq(storePicture.id, stores.pictureMediaId))
    .where(eq(diningTables.token, token))
    .limit(1);
  return row;
}
export type TableStoreRow = NonNullable<Awaited<ReturnType<typeof findTableStore>>>;

/** Active categories of a merchant, in their order. */
const activeCategories = (db: Db, merchantId: number) =>
  db
    .select({
      id: menuCategories.id,
      name: menuCategories.name,
      kind: menuCategories.kind,
    })
    .from(menuCategories)
    .where(and(eq(menuCategories.merchantId, merchantId), eq(menuCategories.active, true)))
    .orderBy(asc(menuCategories.priority), asc(menuCategories.id));

/** Active foods of a merchant with their picture's storage key (own media first, else a stock photo). */
const activeFoods = (db: Db, merchantId: number) =>
  db
    .select({
      id: foods.id,
      categoryId: foods.categoryId,
      name: foods.name,
      code: foods.code,
      description: foods.description,
      priceSen: foods.priceSen,
      quantityLeft: foods.quantityLeft,
      takeAway: foods.takeAway,
      birthdayGiftOnly: foods.birthdayGiftOnly,
      activeFrom: foods.activeFrom,
      activeUntil: foods.activeUntil,
      weekdays: foods.weekdays,
      ticketBalance: foods.ticketBalance,
      ticketExpiryDays: foods.ticketExpiryDays,
      priority: foods.priority,
      mediaKey: media.storageKey,
      mediaFormat: media.format,
      stockKey: stockImages.storageKey,
      stockFormat: stockImages.format,
    })
    .from(foods)
    .leftJoin(media, eq(media.id, foods.mediaId))
    .leftJoin(stockImages, eq(stockImages.id, foods.stockImageId))
    .where(and(eq(foods.merchantId, merchantId), eq(foods.active, true)))
    .orderBy(asc(foods.priority), sql`lower(${foods.name})`, asc(foods.id));

/** Which active option groups each of the merchant's foods offers, in the food's order. */
const foodGroups = (db: Db, merchantId: number) =>
  db
    .select({
      foodId: foodOptionGroups.foodId,
      groupId: optionGroups.id,
      name: optionGroups.name,
      minQty: optionGroups.minQty,
      maxQty: optionGroups.maxQty,
    })
    .from(foodOptionGroups)
    .innerJoin(optionGroups, eq(optionGroups.id, foodOptionGroups.groupId))
    .where(and(eq(optionGroups.merchantId, merchantId), eq(optionGroups.active, true)))
    .orderBy(asc(foodOptionGroups.foodId), asc(foodOptionGroups.position), asc(optionGroups.id));

/** Active options of the merchant's active groups, in each group's order. */
const activeOptions = (db: Db, merchantId: number) =>
  db
    .select({ id: options.id, groupId: options.groupId, name: options.name, priceSen: options.priceSen })
    .from(options)
    .innerJoin(optionGroups, eq(optionGroups.id, options.groupId))
    .where(
      and(eq(optionGroups.merchantId, merchantId), eq(optionGroups.active, true), eq(options.active, true)),
    )
    .orderBy(asc(options.groupId), asc(options.position), asc(options.id));

/** Everything the diners' menu shows of a merchant, at or after the menu version read before. */
export async function loadMenu(db: Db, merchantId: number) {
  const [categories, foodRows, groups, optionRows] = await Promise.all([
    activeCategories(db, merchantId),
    activeFoods(db, merchantId),
    foodGroups(db, merchantId),
    activeOptions(db, merchantId),
  ]);
  return { categories, foods: foodRows, groups, options: optionRows };
}
export type MenuRows = Awaited<ReturnType<typeof loadMenu>>;
