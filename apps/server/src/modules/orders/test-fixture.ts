import type { Db } from '../../db/client';
import {
  foodOptionGroups,
  foods,
  menuCategories,
  optionGroups,
  options,
  stores,
  users,
} from '../../db/schema';
import { seedDemoTables } from '../../db/seed-menu';

/**
 * A merchant of the orders tests (test code only): a store open every day all day, charging 10%
 * service and SST, receipts "T-0001" on, a platform charge of 10%, and a small menu.
 */
export interface OrderFixture {
  merchantId: number;
  tables: string[];
  food: Record<'lemak' | 'teh' | 'kerabu' | 'cendol' | 'breakfast' | 'retired', number>;
  option: Record<'mild' | 'hot' | 'egg' | 'sambal', number>;
}

async function id<T extends { id: number }>(q: Promise<T[]>): Promise<number> {
  const [row] = await q;
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function createOrderFixture(db: Db, username: string): Promise<OrderFixture> {
  const merchantId = await id(
    db.insert(users).values({ role: 'merchant', username, status: 'active' }).returning({ id: users.id }),
  );
  await db.insert(stores).values({
    merchantId,
    displayName: `Kedai ${username}`,
    openAt: '00:00',
    closeAt: '00:00',
    serviceCharge: true,
    serviceChargeBp: 1000,
    salesServiceTax: true,
    hideFpxUnderMinimum: true,
    receiptPrefix: 'T-',
    receiptDigits: 4,
    platformChargeBp: 1000,
  });
  const tables = await seedDemoTables(db, merchantId, 2);
  const category = (name: string, priority: number) =>
    id(db.insert(menuCategories).values({ merchantId, name, priority }).returning({ id: menuCategories.id }));
  const mains = await category('Mains', 0);
  const drinks = await category('Drinks', 1);
  const group = (name: string, minQty: number, maxQty: number) =>
    id(
      db.insert(optionGroups).values({ merchantId, name, minQty, maxQty }).returning({ id: optionGroups.id }),
    );
  const spice = await group('Spice', 1, 1);
  const addOns = await group('Add-ons', 0, 2);
  const option = (groupId: number, name: string, priceSen: number, position: number) =>
    id(db.insert(options).values({ groupId, name, priceSen, position }).returning({ id: options.id }));
  const opt = {
    mild: await option(spice, 'Mild', 0, 0),
    hot: await option(spice, 'Hot', 0, 1),
    egg: await option(addOns, 'Egg', 150, 0),
    sambal: await option(addOns, 'Sambal', 50, 1),
  };
  const food = (
    categoryId: number,
    name: string,
    priceSen: number,
    extra: Partial<typeof foods.$inferInsert> = {},
  ) =>
    id(
      db
        .insert(foods)
        .values({ merchantId, categoryId, name, priceSen, takeAway: true, ...extra })
        .returning({ id: foods.id }),
    );
  const f = {
    lemak: await food(mains, 'Nasi Lemak', 1250, { code: 'NL' }),
    teh: await food(drinks, 'Teh Tarik', 250, { takeAway: false }),
    kerabu: await food(mains, 'Kerabu', 800, { quantityLeft: 3 }),
    cendol: await food(mains, 'Cendol', 500, { quantityLeft: 0 }),
    breakfast: await food(mains, 'Breakfast Toast', 600, { activeFrom: '08:00', activeUntil: '11:00' }),
    retired: await food(mains, 'Retired Dish', 900, { active: false }),
  };
  await db.insert(foodOptionGroups).values([
    { foodId: f.lemak, groupId: spice, position: 0 },
    { foodId: f.lemak, groupId: addOns, position: 1 },
  ]);
  return { merchantId, tables, food: f, option: opt };
}
