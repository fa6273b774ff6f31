import { ZKeyInMenuReply, ZStationsReply } from '@meja/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { foods, menuCategories, stores, subPrinters } from '../../../db/schema';
import { openShop, type Shop } from './test-actors';

let t: TestApp;
let shop: Shop;
let other: Shop;
let cashier: string;
let kitchen: string;
let admin: string;

beforeAll(async () => {
  // Wednesday 4 March 2026, 12:00 in Kuala Lumpur: the breakfast window (08:00–11:00) is over.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T12:00:00+08:00'));
  t = await createTestApp();
  shop = await openShop(t, 'key-in-menu');
  other = await openShop(t, 'key-in-menu-other');
  cashier = await shop.staff('All Access - Order');
  kitchen = await shop.staff('All Access - Kitchen');
  admin = await t.token('admin');
  const db = t.database.db;
  const [mains] = await db
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(and(eq(menuCategories.merchantId, shop.fx.merchantId), eq(menuCategories.name, 'Mains')));
  await db.insert(foods).values({
    merchantId: shop.fx.merchantId,
    categoryId: mains?.id ?? 0,
    name: 'Birthday Cake',
    priceSen: 0,
    birthdayGiftOnly: true,
  });
  await db.insert(subPrinters).values([
    { merchantId: shop.fx.merchantId, name: 'Drinks bar', seriesNo: 'SN-BAR' },
    { merchantId: shop.fx.merchantId, name: 'Wok', seriesNo: 'SN-WOK' },
    { merchantId: other.fx.merchantId, name: 'Other grill', seriesNo: 'SN-GRILL' },
  ]);
});
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

const get = (token: string, url: string) => t.call(token, { method: 'GET', url });
const foodNames = (body: unknown) =>
  ZKeyInMenuReply.parse(body).data.menu.flatMap((c) => c.foods.map((f) => f.name));

describe('the key-in menu', () => {
  it('gives a cashier the tables by name and the foods on offer now, with what is left', async () => {
    const res = await get(cashier, '/api/admin/order/menu');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = ZKeyInMenuReply.parse(res.json());
    expect(data.tables.map((tb) => tb.name)).toHaveLength(shop.fx.tables.length);
    expect(data.menu.map((c) => c.name)).toEqual(['Mains', 'Drinks']);
    const byName = new Map(data.menu.flatMap((c) => c.foods).map((f) => [f.name, f]));
    // Inactive foods, foods outside their hours and birthday gifts (claimed, never sold) are not offered.
    expect([...byName.keys()].sort()).toEqual(['Cendol', 'Kerabu', 'Nasi Lemak', 'Teh Tarik']);
    expect(byName.get('Nasi Lemak')).toMatchObject({
      code: 'NL',
      price: '12.50',
      price_sen: 1250,
      left: null,
    });
    expect(byName.get('Nasi Lemak')?.option_groups).toMatchObject([
      { name: 'Spice', min_qty: 1, max_qty: 1, options: [{ name: 'Mild' }, { name: 'Hot' }] },
      {
        name: 'Add-ons',
        min_qty: 0,
        max_qty: 2,
        options: [{ name: 'Egg', price_sen: 150 }, { name: 'Sambal' }],
      },
    ]);
    expect(byName.get('Kerabu')).toMatchObject({ sold_out: false, left: 3 });
    expect(byName.get('Cendol')).toMatchObject({ sold_out: true, left: 0 });
  });

  it('never shows a table’s QR token', async () => {
    const res = await get(cashier, '/api/admin/order/menu');
    expect(res.statusCode).toBe(200);
    for (const token of shop.fx.tables) expect(res.body).not.toContain(token);
    expect(res.body).not.toContain('"token"');
  });

  it('offers foods in their own hours even while the store is closed (staff key in after closing)', async () => {
    const db = t.database.db;
    vi.setSystemTime(new Date('2026-03-04T09:00:00+08:00'));
    await db
      .update(stores)
      .set({ closedWeekdays: [0, 1, 2, 3, 4, 5, 6] })
      .where(eq(stores.merchantId, shop.fx.merchantId));
    try {
      const res = await get(cashier, '/api/admin/order/menu');
      expect(res.statusCode, res.body).toBe(200);
      expect(foodNames(res.json())).toContain('Breakfast Toast');
    } finally {
      vi.setSystemTime(new Date('2026-03-04T12:00:00+08:00'));
      await db.update(stores).set({ closedWeekdays: [] }).where(eq(stores.merchantId, shop.fx.merchantId));
    }
  });

  it('is refused to kitchen staff', async () => {
    expect((await get(kitchen, '/api/admin/order/menu')).statusCode).toBe(403);
  });

  it('lets an admin read the merchant it names, and asks it to name one', async () => {
    const res = await get(admin, `/api/admin/order/menu?merchant_id=${other.fx.merchantId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZKeyInMenuReply.parse(res.json()).data.tables).toHaveLength(other.fx.tables.length);
    const none = await get(admin, '/api/admin/order/menu');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toHaveProperty('merchant_id');
  });

  it('is not found for another merchant named by a merchant or its staff', async () => {
    const url = `/api/admin/order/menu?merchant_id=${other.fx.merchantId}`;
    expect((await get(shop.owner, url)).statusCode).toBe(404);
    expect((await get(cashier, url)).statusCode).toBe(404);
    expect(
      (await get(shop.owner, `/api/admin/order/menu?merchant_id=${shop.fx.merchantId}`)).statusCode,
    ).toBe(200);
  });
});

describe('the kitchen stations', () => {
  it('gives kitchen staff their merchant’s stations only', async () => {
    const res = await get(kitchen, '/api/admin/stations');
    expect(res.statusCode, res.body).toBe(200);
    expect(ZStationsReply.parse(res.json()).data.map((s) => s.name)).toEqual(['Drinks bar', 'Wok']);
    expect(res.body).not.toContain('SN-');
  });

  it('is not found for another merchant named by a merchant or its staff', async () => {
    const url = `/api/admin/stations?merchant_id=${other.fx.merchantId}`;
    expect((await get(shop.owner, url)).statusCode).toBe(404);
    expect((await get(kitchen, url)).statusCode).toBe(404);
  });

  it('lets an admin read the stations of the merchant it names', async () => {
    const res = await get(admin, `/api/admin/stations?merchant_id=${other.fx.merchantId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZStationsReply.parse(res.json()).data.map((s) => s.name)).toEqual(['Other grill']);
  });
});
