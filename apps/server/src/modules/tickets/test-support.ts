import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import { buddyProfiles, foods, menuCategories, orders, users } from '../../db/schema';
import { type Shop, sessionOf } from '../orders/admin/test-actors';

/** Test code only: buddies with a session and a profile, alcohol items, and placing as a buddy. */

export interface TestBuddy {
  id: number;
  token: string;
  phone: string;
}

/** A signed-in buddy with a profile (`dateOfBirth` YYYY-MM-DD, or none). */
export async function addBuddy(t: TestApp, firstName: string, dateOfBirth: string | null = null) {
  const db = t.database.db;
  const phone = `+6012${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const [row] = await db
    .insert(users)
    .values({ role: 'buddy', username: phone, phoneNumber: phone, status: 'active', firstLogin: false })
    .returning({ id: users.id });
  const id = row?.id ?? 0;
  await db.insert(buddyProfiles).values({
    userId: id,
    firstName,
    dateOfBirth,
    referralCode: `T${randomUUID().slice(0, 8)}`,
  });
  return { id, token: await sessionOf(t, id), phone } satisfies TestBuddy;
}

/** An alcohol category and an item of it in the shop's menu: `balance` glasses a purchase, valid `days`. */
export async function addAlcohol(t: TestApp, shop: Shop, name: string, balance: number, days: number | null) {
  const db = t.database.db;
  const merchantId = shop.fx.merchantId;
  const [category] = await db
    .insert(menuCategories)
    .values({ merchantId, name: `Bar ${name}`, kind: 'alcohol', priority: 9 })
    .returning({ id: menuCategories.id });
  const [food] = await db
    .insert(foods)
    .values({
      merchantId,
      categoryId: category?.id ?? 0,
      kind: 'alcohol',
      name,
      priceSen: 5000,
      ticketBalance: balance,
      ticketExpiryDays: days,
    })
    .returning({ id: foods.id });
  return food?.id ?? 0;
}

/** Places an order at the shop's table (0 or 1) as a signed-in buddy, or a guest (token null): the reply. */
export const tryPlacing = (
  t: TestApp,
  shop: Shop,
  token: string | null,
  lines: unknown[],
  opts: { table?: number; channel?: string } = {},
) =>
  t.call(token, {
    method: 'POST',
    url: `/api/public/table/${shop.fx.tables[opts.table ?? 0]}/orders`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { lines, channel: opts.channel ?? 'counter' },
  });

/** An order placed as `tryPlacing` does, as stored. */
export async function placeAs(
  t: TestApp,
  shop: Shop,
  token: string | null,
  lines: unknown[],
  opts: { table?: number; channel?: string } = {},
) {
  const res = await tryPlacing(t, shop, token, lines, opts);
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.database.db.select().from(orders).where(eq(orders.token, res.json().data.token));
  if (!row) throw new Error('no order');
  return row;
}
