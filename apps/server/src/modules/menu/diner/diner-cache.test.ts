import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type TDinerMenu, ZDinerMenuReply } from '@meja/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import type { Db } from '../../../db/client';
import { diningTables, foods, media, stores } from '../../../db/schema';
import { newToken } from '../../../lib/tokens';
import { touchMenu } from '../version';
import { eventually, seedShop } from './fixture';

/** Only Date is faked: timers stay real for the database. Tuesday 3 March 2026 in Kuala Lumpur. */
const kl = (day: number, clock: string) =>
  new Date(`2026-03-${String(day).padStart(2, '0')}T${clock}:00+08:00`);

let t: TestApp;
let db: Db;
let shop: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(kl(3, '12:00'));
  t = await createTestApp();
  db = t.database.db;
  shop = await seedShop(db, 'diner-cache-shop');
});

afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

const get = (token: string, headers: Record<string, string> = {}) =>
  t.call(null, { method: 'GET', url: `/api/public/table/${token}/menu`, headers });

async function menu(token = shop.tokens[0]): Promise<TDinerMenu> {
  const res = await get(token);
  expect(res.statusCode, res.body).toBe(200);
  return ZDinerMenuReply.parse(res.json()).data;
}

const foodNames = (m: TDinerMenu) => m.categories.flatMap((c) => c.foods.map((f) => f.name));

/** The database round trips the app makes (both drivers go through $client.query). */
function countQueries() {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  return vi.spyOn(client, 'query');
}

describe('diners’ menu cache', () => {
  it('renders again at the clock’s boundaries, from the cached menu, without a query', async () => {
    vi.setSystemTime(kl(3, '10:30'));
    expect(foodNames(await menu())).toEqual(['Breakfast set', 'Roti Canai']);
    const queries = countQueries();
    try {
      vi.setSystemTime(kl(3, '10:59'));
      const late = await menu();
      expect(foodNames(late)).toContain('Breakfast set');
      // The same render: made at 10:30 and valid until breakfast ends.
      expect(late.generated_at).toBe(kl(3, '10:30').toISOString());
      vi.setSystemTime(kl(3, '11:00'));
      const lunch = await menu();
      expect(foodNames(lunch)).toEqual(['Roti Canai']);
      expect(lunch.generated_at).toBe(kl(3, '11:00').toISOString());

      // The store closes at 22:00 and opens again at 08:00; at midnight a new day is rendered.
      vi.setSystemTime(kl(3, '21:59'));
      expect((await menu()).store.open).toBe(true);
      vi.setSystemTime(kl(3, '22:00'));
      const closed = await menu();
      expect(closed.store).toMatchObject({ open: false, next_open_at: kl(4, '08:00').toISOString() });
      // Closed, the menu is there to browse as it opens tomorrow at 08:00 (issue 28).
      expect(foodNames(closed)).toEqual(['Breakfast set', 'Roti Canai']);
      vi.setSystemTime(kl(4, '00:00'));
      expect((await menu()).generated_at).toBe(kl(4, '00:00').toISOString());
      vi.setSystemTime(kl(4, '08:00'));
      const morning = await menu();
      expect(morning.store.open).toBe(true);
      expect(foodNames(morning)).toEqual(['Breakfast set', 'Roti Canai']);
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });

  it('answers If-None-Match with 304 until the reply changes', async () => {
    vi.setSystemTime(kl(3, '12:00'));
    const first = await get(shop.tokens[0]);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get(shop.tokens[0], { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // The other table has its own reply (its name differs).
    expect((await get(shop.tokens[1], { 'if-none-match': etag })).statusCode).toBe(200);
    // A tag received with a compressed reply revalidates too.
    const br = await get(shop.tokens[0], { 'accept-encoding': 'br' });
    const brAgain = await get(shop.tokens[0], {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag as string,
    });
    expect(brAgain.statusCode).toBe(304);

    await db.update(foods).set({ priceSen: 250 }).where(eq(foods.name, 'Roti Canai'));
    await touchMenu(db, shop.merchantId);
    await eventually(async () => (await get(shop.tokens[0], { 'if-none-match': etag })).statusCode === 200);
    const changed = await get(shop.tokens[0], { 'if-none-match': etag });
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.categories[0].foods[0].price_sen).toBe(250);
  });

  it('sends the same JSON as gzip or brotli, as the phone accepts', async () => {
    vi.setSystemTime(kl(3, '12:00'));
    const plain = await get(shop.tokens[0]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(shop.tokens[0], { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get(shop.tokens[0], { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
  });

  it('sees every kind of change to what the reply shows', async () => {
    vi.setSystemTime(kl(3, '12:00'));
    const [first, second] = shop.tokens;
    await menu(first);
    await menu(second);

    // The store's own fields (not a menu write).
    await db.update(stores).set({ displayName: 'Kedai Baru' }).where(eq(stores.merchantId, shop.merchantId));
    await eventually(async () => (await menu()).store.display_name === 'Kedai Baru');
    // Its picture removed from the library.
    await db.delete(media).where(eq(media.id, shop.pictureId));
    await eventually(async () => (await menu()).store.picture === null);
    // A table renamed.
    await db.update(diningTables).set({ name: 'Meja Tepi' }).where(eq(diningTables.token, first));
    await eventually(async () => (await menu(first)).table.name === 'Meja Tepi');
    // A table's token regenerated: the old one is gone at once, the new one works.
    const fresh = newToken();
    await db.update(diningTables).set({ token: fresh }).where(eq(diningTables.token, first));
    await eventually(async () => (await get(first)).statusCode === 404);
    expect((await menu(fresh)).table.name).toBe('Meja Tepi');
    // A table deleted.
    await db.delete(diningTables).where(eq(diningTables.token, second));
    await eventually(async () => (await get(second)).statusCode === 404);
    shop.tokens = [fresh, second];
  });

  it('keeps its entries when the store row changes in what diners do not see', async () => {
    vi.setSystemTime(kl(3, '12:00'));
    await menu();
    await db
      .update(stores)
      .set({ receiptNext: sql`${stores.receiptNext} + 1` })
      .where(eq(stores.merchantId, shop.merchantId));
    const queries = countQueries();
    try {
      await menu();
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });
});
