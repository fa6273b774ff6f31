import { randomUUID } from 'node:crypto';
import { type AccessOption, ZBoardPage } from '@meja/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../../test/helpers';
import { foods, orders, stores, subPrinterCategories, subPrinters, users } from '../../../db/schema';
import { newToken } from '../../../lib/tokens';
import { createSession } from '../../auth/repository';
import { createOrderFixture, type OrderFixture } from '../test-fixture';

/**
 * Test code only: a merchant of the board tests with its owner's and staff's sessions and a
 * drinks station (a sub printer printing the Drinks category).
 */
export interface BoardMerchant {
  fx: OrderFixture;
  id: number;
  owner: string;
  cashier: string;
  kitchen: string;
  waiter: string;
  cashierId: number;
  /** The drinks station's sub printer id. */
  drinks: number;
  drinksCategory: number;
}

async function session(t: TestApp, userId: number) {
  const token = newToken();
  await createSession(t.database.db, userId, token);
  return token;
}

async function staff(t: TestApp, merchantId: number, username: string, access: AccessOption, name: string) {
  const [row] = await t.database.db
    .insert(users)
    .values({
      role: 'staff',
      username,
      name,
      status: 'active',
      firstLogin: false,
      merchantId,
      accessOption: access,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no staff');
  return { id: row.id, token: await session(t, row.id) };
}

export async function boardMerchant(t: TestApp, username: string): Promise<BoardMerchant> {
  const db = t.database.db;
  const fx = await createOrderFixture(db, username);
  await db.update(users).set({ firstLogin: false }).where(eq(users.id, fx.merchantId));
  const [teh] = await db
    .select({ categoryId: foods.categoryId })
    .from(foods)
    .where(eq(foods.id, fx.food.teh));
  const [printer] = await db
    .insert(subPrinters)
    .values({ merchantId: fx.merchantId, name: 'Bar', seriesNo: `SN-${username}` })
    .returning({ id: subPrinters.id });
  if (!teh || !printer) throw new Error('no station');
  await db
    .insert(subPrinterCategories)
    .values({ subPrinterId: printer.id, categoryId: teh.categoryId, merchantId: fx.merchantId });
  const cashier = await staff(t, fx.merchantId, `${username}-cashier`, 'All Access - Order', 'Aisyah');
  return {
    fx,
    id: fx.merchantId,
    owner: await session(t, fx.merchantId),
    cashier: cashier.token,
    cashierId: cashier.id,
    kitchen: (await staff(t, fx.merchantId, `${username}-kitchen`, 'All Access - Kitchen', 'Ravi')).token,
    waiter: (await staff(t, fx.merchantId, `${username}-waiter`, 'Only Access - Ready To Serve', 'Mei'))
      .token,
    drinks: printer.id,
    drinksCategory: teh.categoryId,
  };
}

export async function storeStages(
  t: TestApp,
  merchantId: number,
  s: { readyToServe?: boolean; readyToProcess?: boolean },
) {
  await t.database.db.update(stores).set(s).where(eq(stores.merchantId, merchantId));
}

let placed = 0;

/** An order placed by a diner at one of the merchant's tables (in turn); answers its row. */
export async function place(
  t: TestApp,
  m: BoardMerchant,
  lines: { food_id: number; quantity: number; options?: { option_id: number; quantity?: number }[] }[],
  channel: 'counter' | 'fpx' | 'ewallet' | 'card' = 'counter',
) {
  const res = await t.call(null, {
    method: 'POST',
    url: `/api/public/table/${m.fx.tables[placed++ % m.fx.tables.length]}/orders`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { lines, channel },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.database.db.select().from(orders).where(eq(orders.token, res.json().data.token));
  if (!row) throw new Error('no order');
  return row;
}

/** A board page as `token` sees it (query as the portal sends it). */
export async function board(t: TestApp, token: string, query: Record<string, string | number> = {}) {
  const res = await t.call(token, {
    method: 'GET',
    url: '/api/admin/display_order',
    query: stringify(query),
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZBoardPage.parse(res.json());
}

export const stringify = (q: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));

export const idsOf = (page: { data: { id: number }[] }) => page.data.map((o) => o.id);
