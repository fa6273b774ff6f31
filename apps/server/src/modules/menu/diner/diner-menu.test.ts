import { gunzipSync } from 'node:zlib';
import { type TDinerMenu, ZDinerMenuReply } from '@meja/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import type { Db } from '../../../db/client';
import {
  diningTables,
  foodOptionGroups,
  foods,
  media,
  menuCategories,
  optionGroups,
  options,
  stores,
  users,
} from '../../../db/schema';
import { seedDemoTables } from '../../../db/seed-menu';
import { newToken } from '../../../lib/tokens';
import { touchMenu } from '../version';

/**
 * The clock is fixed with vitest's fake Date (only Date: timers stay real for the database).
 * Week of 2 March 2026 in Kuala Lumpur: Monday the 2nd … Sunday the 8th.
 */
const kl = (day: number, clock: string) =>
  new Date(`2026-03-${String(day).padStart(2, '0')}T${clock}:00+08:00`);

let t: TestApp;
let db: Db;
let merchantId: number;
let token: string;
type Fixture = 'hidden' | 'drinks' | 'mains' | 'empty' | 'bar' | 'spice' | 'offGroup' | 'lemak';
const ids = {} as Record<Fixture, number>;

async function insert<T extends { id: number }>(q: Promise<T[]>): Promise<number> {
  const [row] = await q;
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

const category = (name: string, priority: number, extra: Partial<typeof menuCategories.$inferInsert> = {}) =>
  insert(
    db
      .insert(menuCategories)
      .values({ merchantId, name, priority, ...extra })
      .returning({ id: menuCategories.id }),
  );

const food = (categoryId: number, name: string, extra: Partial<typeof foods.$inferInsert> = {}) =>
  insert(
    db
      .insert(foods)
      .values({ merchantId, categoryId, name, priceSen: 1000, ...extra })
      .returning({ id: foods.id }),
  );

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(kl(4, '12:00'));
  t = await createTestApp();
  db = t.database.db;
  merchantId = await insert(
    db
      .insert(users)
      .values({ role: 'merchant', username: 'diner-menu-shop', status: 'active' })
      .returning({ id: users.id }),
  );
  const picture = await insert(
    db
      .insert(media)
      .values({
        merchantId,
        displayName: 'Front',
        storageKey: 'a'.repeat(32),
        format: 'jpeg',
        width: 10,
        height: 10,
        bytes: 10,
      })
      .returning({ id: media.id }),
  );
  // Open 08:00 until 02:00 the next morning; closed on Mondays.
  await db.insert(stores).values({
    merchantId,
    displayName: 'Kedai Ujian',
    description: 'Test kitchen',
    pictureMediaId: picture,
    openAt: '08:00',
    closeAt: '02:00',
    closedWeekdays: [0],
    halalStatus: 'halal',
    serviceCharge: true,
    serviceChargeBp: 1050,
    salesServiceTax: true,
    hideFpxUnderMinimum: true,
  });
  [token = ''] = await seedDemoTables(db, merchantId, 1);

  ids.hidden = await category('Hidden', 0, { active: false });
  ids.drinks = await category('Drinks', 1);
  ids.mains = await category('Mains', 2);
  ids.empty = await category('Only inactive', 3);
  ids.bar = await category('Bar', 4, { kind: 'alcohol' });

  ids.spice = await insert(
    db
      .insert(optionGroups)
      .values({ merchantId, name: 'Spice', minQty: 1, maxQty: 1 })
      .returning({ id: optionGroups.id }),
  );
  ids.offGroup = await insert(
    db
      .insert(optionGroups)
      .values({ merchantId, name: 'Retired', active: false })
      .returning({ id: optionGroups.id }),
  );
  await db.insert(options).values([
    { groupId: ids.spice, name: 'Pedas', priceSen: 0, position: 1 },
    { groupId: ids.spice, name: 'Tidak pedas', priceSen: 0, position: 0 },
    { groupId: ids.spice, name: 'Gone', priceSen: 50, position: 2, active: false },
    { groupId: ids.spice, name: 'Extra sambal', priceSen: 150, position: 3 },
    { groupId: ids.offGroup, name: 'Old', priceSen: 100 },
  ]);

  await food(ids.hidden, 'In a hidden category');
  ids.lemak = await food(ids.mains, 'Nasi Lemak', {
    code: 'NL',
    description: 'Coconut rice',
    priceSen: 1250,
    mediaId: picture,
    takeAway: true,
    priority: 1,
  });
  await db.insert(foodOptionGroups).values([
    { foodId: ids.lemak, groupId: ids.spice, position: 0 },
    { foodId: ids.lemak, groupId: ids.offGroup, position: 1 },
  ]);
  await food(ids.mains, 'Inactive dish', { active: false });
  await food(ids.mains, 'Weekend special', { weekdays: [5, 6] });
  await food(ids.mains, 'Breakfast toast', { activeFrom: '08:00', activeUntil: '11:00' });
  await food(ids.mains, 'Wednesday supper', { activeFrom: '22:00', activeUntil: '02:00', weekdays: [2] });
  await food(ids.mains, 'Cendol', { quantityLeft: 0, priority: 2 });
  await food(ids.mains, 'Kerabu', { quantityLeft: 5, priority: 2 });
  await food(ids.mains, 'Apam', { priority: 0 });
  await food(ids.drinks, 'Teh Tarik', { priceSen: 250 });
  await food(ids.empty, 'Not today', { active: false });
  await food(ids.bar, 'Tiger Bucket', {
    kind: 'alcohol',
    priceSen: 7800,
    ticketBalance: 6,
    ticketExpiryDays: 30,
  });
});

afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

/** Counts the database round trips the app makes (both drivers go through $client.query). */
function countQueries() {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  return vi.spyOn(client, 'query');
}

async function menuAt(at: Date | null, tableToken = token): Promise<TDinerMenu> {
  if (at) vi.setSystemTime(at);
  const res = await t.call(null, { method: 'GET', url: `/api/public/table/${tableToken}/menu` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return ZDinerMenuReply.parse(res.json()).data;
}

const foodNames = (m: TDinerMenu) => m.categories.flatMap((c) => c.foods.map((f) => f.name));

describe('diners’ menu', () => {
  it('shows the store and the foods offered now, in the merchant’s order', async () => {
    const m = await menuAt(kl(4, '12:00'));
    expect(m.store).toEqual({
      id: expect.any(Number),
      merchant_id: merchantId,
      display_name: 'Kedai Ujian',
      description: 'Test kitchen',
      picture: `/api/media/file/${'a'.repeat(32)}/card.jpg`,
      halal_status: 'halal',
      open: true,
      open_at: '08:00',
      close_at: '02:00',
      closes_at: kl(5, '02:00').toISOString(),
      next_open_at: null,
      service_charge_percent: '10.50',
      sst: true,
      fpx: true,
      hide_fpx_under_rm30: true,
    });
    expect(m.table).toEqual({ name: 'Table 1' });
    expect(m.generated_at).toBe(kl(4, '12:00').toISOString());
    // Inactive and empty categories are left out; the rest by priority.
    expect(m.categories.map((c) => [c.name, c.kind])).toEqual([
      ['Drinks', 'food'],
      ['Mains', 'food'],
      ['Bar', 'alcohol'],
    ]);
    // By priority, then name; inactive, off-day and out-of-window foods are not offered.
    expect(m.categories[1]?.foods.map((f) => f.name)).toEqual(['Apam', 'Nasi Lemak', 'Cendol', 'Kerabu']);
  });

  it('gives each food its price, picture, flags and active option groups', async () => {
    const m = await menuAt(kl(4, '12:00'));
    const mains = m.categories.find((c) => c.name === 'Mains');
    expect(mains?.foods.find((f) => f.name === 'Nasi Lemak')).toEqual({
      id: ids.lemak,
      name: 'Nasi Lemak',
      code: 'NL',
      description: 'Coconut rice',
      picture: {
        card: `/api/media/file/${'a'.repeat(32)}/card.jpg`,
        thumb: `/api/media/file/${'a'.repeat(32)}/thumb.jpg`,
      },
      price: '12.50',
      price_sen: 1250,
      take_away: true,
      birthday_gift_only: false,
      sold_out: false,
      option_groups: [
        {
          id: ids.spice,
          name: 'Spice',
          min_qty: 1,
          max_qty: 1,
          options: [
            { id: expect.any(Number), name: 'Tidak pedas', price: '0.00', price_sen: 0 },
            { id: expect.any(Number), name: 'Pedas', price: '0.00', price_sen: 0 },
            { id: expect.any(Number), name: 'Extra sambal', price: '1.50', price_sen: 150 },
          ],
        },
      ],
    });
    const bar = m.categories.find((c) => c.name === 'Bar');
    expect(bar?.foods[0]).toMatchObject({ ticket_balance: 6, ticket_expiry_days: 30, picture: null });
    expect(mains?.foods[0]).not.toHaveProperty('ticket_balance');
  });

  it('marks sold-out foods instead of hiding them', async () => {
    const m = await menuAt(kl(4, '12:00'));
    const mains = m.categories.find((c) => c.name === 'Mains');
    expect(mains?.foods.find((f) => f.name === 'Cendol')?.sold_out).toBe(true);
    expect(mains?.foods.find((f) => f.name === 'Kerabu')?.sold_out).toBe(false);
  });

  it('offers a food only inside its daily window and on its weekdays', async () => {
    expect(foodNames(await menuAt(kl(4, '08:00')))).toContain('Breakfast toast');
    expect(foodNames(await menuAt(kl(4, '10:59')))).toContain('Breakfast toast');
    expect(foodNames(await menuAt(kl(4, '11:00')))).not.toContain('Breakfast toast');
    expect(foodNames(await menuAt(kl(7, '12:00')))).toContain('Weekend special');
    expect(foodNames(await menuAt(kl(6, '12:00')))).not.toContain('Weekend special');
  });

  it('keeps a window past midnight with the day it started', async () => {
    expect(foodNames(await menuAt(kl(4, '21:59')))).not.toContain('Wednesday supper');
    expect(foodNames(await menuAt(kl(4, '22:00')))).toContain('Wednesday supper');
    // Thursday 01:30: still Wednesday's supper, and the store (open until 02:00) is still open.
    const late = await menuAt(kl(5, '01:30'));
    expect(late.store.open).toBe(true);
    expect(foodNames(late)).toContain('Wednesday supper');
    // Tuesday night's supper is not Wednesday's.
    expect(foodNames(await menuAt(kl(3, '23:00')))).not.toContain('Wednesday supper');
  });

  it('shows the menu while the store is closed, as it will be offered when it opens, and says when', async () => {
    // Issue 28: diners browse before opening (ordering stays off: orders.test.ts "closed store").
    const early = await menuAt(kl(4, '05:00'));
    expect(early.store).toMatchObject({
      open: false,
      closes_at: null,
      next_open_at: kl(4, '08:00').toISOString(),
    });
    // Wednesday 08:00's offer: the breakfast it opens with, not last night's supper.
    expect(foodNames(early)).toContain('Breakfast toast');
    expect(foodNames(early)).not.toContain('Wednesday supper');
    expect(early.categories).toEqual((await menuAt(kl(4, '08:00'))).categories);
    // Monday is a closed day (its first two hours are still Sunday's night): Tuesday's menu.
    const monday = await menuAt(kl(2, '12:00'));
    expect(monday.store).toMatchObject({ open: false, next_open_at: kl(3, '08:00').toISOString() });
    expect(monday.categories).toEqual((await menuAt(kl(3, '08:00'))).categories);
    expect(foodNames(monday)).not.toContain('Weekend special');
    expect((await menuAt(kl(2, '01:00'))).store.open).toBe(true);
  });

  it('answers a warm request without a query, and sees a menu change on the next request', async () => {
    await menuAt(kl(4, '12:00'));
    const queries = countQueries();
    const warm = await menuAt(kl(4, '12:01'));
    expect(queries).not.toHaveBeenCalled();
    expect(foodNames(warm)).toContain('Teh Tarik');

    // A write without touchMenu is not seen: the menu comes from the cache.
    await db.update(foods).set({ name: 'Teh Tarik Kurang Manis' }).where(eq(foods.name, 'Teh Tarik'));
    queries.mockClear();
    expect(foodNames(await menuAt(null))).toContain('Teh Tarik');
    expect(queries).not.toHaveBeenCalled();

    // The same write with touchMenu (as every menu write does) is seen at once.
    await touchMenu(db, merchantId);
    queries.mockClear();
    const changed = await menuAt(null);
    expect(foodNames(changed)).toContain('Teh Tarik Kurang Manis');
    expect(changed.menu_version).toBe(warm.menu_version + 1);
    expect(queries.mock.calls.length).toBeGreaterThan(1);
    queries.mockClear();
    await menuAt(null);
    expect(queries).not.toHaveBeenCalled();
    queries.mockRestore();
  });

  it('rebuilds a stale menu once for many concurrent requests', async () => {
    await db.update(foods).set({ quantityLeft: 0 }).where(eq(foods.name, 'Kerabu'));
    await touchMenu(db, merchantId);
    const queries = countQueries();
    const menus = await Promise.all(Array.from({ length: 10 }, () => menuAt(null)));
    // 10 lookups and one rebuild (4 queries).
    expect(queries).toHaveBeenCalledTimes(14);
    queries.mockRestore();
    for (const m of menus) {
      expect(m.categories[1]?.foods.find((f) => f.name === 'Kerabu')?.sold_out).toBe(true);
    }
  });

  it('hides inactive categories, option groups and options once they are switched off', async () => {
    await db.update(options).set({ active: false }).where(eq(options.name, 'Extra sambal'));
    await db.update(menuCategories).set({ active: false }).where(eq(menuCategories.id, ids.drinks));
    await touchMenu(db, merchantId);
    const m = await menuAt(kl(4, '12:00'));
    expect(m.categories.map((c) => c.name)).toEqual(['Mains', 'Bar']);
    const lemak = m.categories[0]?.foods.find((f) => f.id === ids.lemak);
    expect(lemak?.option_groups[0]?.options.map((o) => o.name)).toEqual(['Tidak pedas', 'Pedas']);

    await db.update(optionGroups).set({ active: false }).where(eq(optionGroups.id, ids.spice));
    await touchMenu(db, merchantId);
    const after = await menuAt(null);
    expect(after.categories[0]?.foods.find((f) => f.id === ids.lemak)?.option_groups).toEqual([]);
  });

  it('answers 404 for an unknown token and for a regenerated table’s old one', async () => {
    const unknown = await t.call(null, { method: 'GET', url: `/api/public/table/${newToken()}/menu` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    const fresh = newToken();
    await db.update(diningTables).set({ token: fresh }).where(eq(diningTables.token, token));
    expect((await t.call(null, { method: 'GET', url: `/api/public/table/${token}/menu` })).statusCode).toBe(
      404,
    );
    expect((await menuAt(kl(4, '12:00'), fresh)).table.name).toBe('Table 1');
  });

  it('serves the demo menu of about 80 foods', async () => {
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'merchant'));
    const [demoTable] = await db
      .select({ token: diningTables.token })
      .from(diningTables)
      .where(eq(diningTables.merchantId, demo?.id as number))
      .limit(1);
    const demoToken = demoTable?.token ?? '';
    const m = await menuAt(kl(7, '10:30'), demoToken);
    expect(m.store.open).toBe(true);
    const all = m.categories.flatMap((c) => c.foods);
    // 82 foods: one inactive; at Saturday 10:30 the breakfast and weekend dishes are all offered.
    expect(all).toHaveLength(81);
    expect(new Set(all.map((f) => f.code)).size).toBe(81);
    expect(all.filter((f) => f.sold_out).map((f) => f.code)).toEqual(['D05']);
    expect(all.filter((f) => f.ticket_balance).map((f) => f.code)).toEqual(['A01', 'A02']);
    expect(m.categories[0]?.name).toBe('Nasi');
    const weekday = await menuAt(kl(4, '12:00'), demoToken);
    expect(weekday.categories.flatMap((c) => c.foods)).toHaveLength(81 - 3 - 1);

    // Diners are on mobile data: the menu goes out compressed to a phone that accepts it.
    const zipped = await t.call(null, {
      method: 'GET',
      url: `/api/public/table/${demoToken}/menu`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(weekday)) / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString()).data.store.id).toBe(weekday.store.id);
  });
});
