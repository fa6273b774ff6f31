import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { orderLines, orders, users } from '../../db/schema';
import { klDayOf } from '../../lib/time';
import { newBuddy, type TestBuddy } from '../buddies/test-buddies';
import { openShop, type Shop, sessionOf } from '../orders/admin/test-actors';

let t: TestApp;
let shop: Shop;
let elsewhere: Shop;
let cashier: string;
let otherCashier: string;
let a: TestBuddy;
let b: TestBuddy;
let agentToken: string;

/** The buddy orders at the shop's first table and the cashier takes the money: the order as stored. */
async function buy(s: Shop, till: string, buddy: TestBuddy, lines: unknown[]) {
  const placed = await t.call(buddy.token, {
    method: 'POST',
    url: `/api/public/table/${s.fx.tables[0]}/orders`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { lines, channel: 'counter' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.token, placed.json().data.token));
  if (!order) throw new Error('no order');
  const paid = await t.call(till, {
    method: 'PATCH',
    url: '/api/admin/toggle_order_status',
    payload: { id: order.id, method: 'card_terminal' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return order;
}

const list = async (token: string, query = '') => {
  const res = await t.call(token, { method: 'GET', url: `/api/admin/merchant/member_listing${query}` });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t, 'members-shop');
  elsewhere = await openShop(t, 'members-elsewhere');
  cashier = await shop.staff('All Access - Order');
  otherCashier = await elsewhere.staff('All Access - Order');
  a = await newBuddy(t, { firstName: 'Aminah' });
  b = await newBuddy(t, { firstName: 'Bala' });
  const db = t.database.db;
  const [agent] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'agent'));
  await db.update(users).set({ uplineId: agent?.id }).where(eq(users.id, shop.fx.merchantId));
  agentToken = await t.token('agent');
});
afterAll(() => t.close());

describe('member listing', () => {
  let spent = 0;

  it('lists the buddies who paid at the merchant, with visits, spend and last visit', async () => {
    const { food, option } = shop.fx;
    const first = await buy(shop, cashier, a, [{ food_id: food.teh, quantity: 2 }]);
    const second = await buy(shop, cashier, a, [
      { food_id: food.lemak, quantity: 1, options: [{ option_id: option.mild }] },
      { food_id: food.teh, quantity: 1 },
    ]);
    await buy(elsewhere, otherCashier, b, [{ food_id: elsewhere.fx.food.teh, quantity: 1 }]);
    spent = first.totalSen + second.totalSen;

    const mine = await list(shop.owner);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ recordsTotal: 1, recordsFiltered: 1 });
    expect(mine.body.data).toEqual([
      {
        id: a.id,
        first_name: 'Aminah',
        phone_number: a.phone,
        status: 'active',
        visits: 2,
        spend: (spent / 100).toFixed(2),
        spend_sen: spent,
        first_visit: expect.any(String),
        last_visit: expect.any(String),
        points: expect.any(Number),
      },
    ]);
    const row = mine.body.data[0];
    expect(row.last_visit >= row.first_visit).toBe(true);

    const theirs = await list(await elsewhere.staff('All Access - Setting'));
    expect(theirs.body.data.map((m: { id: number }) => m.id)).toEqual([b.id]);
  });

  it('searches by first name or phone and filters on the last visit’s day', async () => {
    expect((await list(shop.owner, '?search=amin')).body).toMatchObject({
      recordsTotal: 1,
      recordsFiltered: 1,
    });
    expect(
      (await list(shop.owner, `?search=${encodeURIComponent(a.phone.slice(-5))}`)).body.recordsFiltered,
    ).toBe(1);
    expect((await list(shop.owner, '?search=bala')).body).toMatchObject({
      recordsTotal: 1,
      recordsFiltered: 0,
      data: [],
    });
    const today = klDayOf(Date.now());
    const tomorrow = klDayOf(Date.now() + 86_400_000);
    expect((await list(shop.owner, `?startDate=${today}&endDate=${today}`)).body.recordsFiltered).toBe(1);
    expect((await list(shop.owner, `?startDate=${tomorrow}`)).body.recordsFiltered).toBe(0);
    expect((await list(shop.owner, '?order=visits:desc')).status).toBe(200);
    expect((await list(shop.owner, '?order=password')).status).toBe(400);
  });

  it('masks phone numbers for staff and agents, not for the merchant and admins', async () => {
    const masked = `${a.phone.slice(0, 5)}***${a.phone.slice(-4)}`;
    expect((await list(cashier)).body.data[0].phone_number).toBe(masked);
    const id = shop.fx.merchantId;
    expect((await list(agentToken, `?merchant_id=${id}`)).body.data[0].phone_number).toBe(masked);
    expect((await list(await t.token('admin'), `?merchant_id=${id}`)).body.data[0].phone_number).toBe(
      a.phone,
    );
  });

  it('needs the merchant named by admins and agents, and hides other merchants’ members', async () => {
    const admin = await t.token('admin');
    const unnamed = await list(admin);
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.errors).toEqual({ merchant_id: 'This field is required.' });
    expect((await list(agentToken, `?merchant_id=${elsewhere.fx.merchantId}`)).status).toBe(404);
    expect((await list(shop.owner, `?merchant_id=${elsewhere.fx.merchantId}`)).status).toBe(404);
    expect((await list(cashier, `?merchant_id=${elsewhere.fx.merchantId}`)).status).toBe(404);
    expect((await list(await shop.staff('All Access - Kitchen'))).status).toBe(403);
    expect((await list(a.token)).status).toBe(403);
  });

  it('takes a refund’s share back out of the spend, and keeps the visit', async () => {
    const order = await buy(shop, cashier, a, [
      { food_id: shop.fx.food.teh, quantity: 1 },
      { food_id: shop.fx.food.teh, quantity: 3 },
    ]);
    const [one] = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(orderLines.position);
    const refund = (payload: object) =>
      t.call(cashier, {
        method: 'PATCH',
        url: '/api/admin/toggle_order_status',
        payload: { id: order.id, action: 'refund', ...payload },
      });
    expect((await refund({ line_ids: [one?.id], reason: 'Spilled' })).statusCode).toBe(200);
    // A quarter of the subtotal (2.50 of 10.00): a quarter of the bill, half up.
    const quarter = Math.floor((order.totalSen * 2 + 4) / 8);
    const after = (await list(shop.owner)).body.data[0];
    expect(after).toMatchObject({ visits: 3, spend_sen: spent + order.totalSen - quarter });

    expect((await refund({ reason: 'Wrong table' })).statusCode).toBe(200);
    expect((await list(shop.owner)).body.data[0]).toMatchObject({ visits: 3, spend_sen: spent });
  });
});

describe('member status', () => {
  const setStatus = (token: string, id: number, status: string) =>
    t.call(token, { method: 'PATCH', url: `/api/admin/merchant/member_status/${id}`, payload: { status } });

  it('lets an agent deactivate a member of their merchant, which signs the buddy out', async () => {
    const off = await setStatus(agentToken, a.id, 'inactive');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ data: { id: a.id, status: 'inactive' }, message: 'Member deactivated.' });
    expect((await t.call(a.token, { method: 'GET', url: '/api/public/me' })).statusCode).toBe(401);
    expect((await list(shop.owner)).body.data[0].status).toBe('inactive');

    const on = await setStatus(agentToken, a.id, 'active');
    expect(on.json()).toEqual({ data: { id: a.id, status: 'active' }, message: 'Member activated.' });
    expect((await list(shop.owner)).body.data[0].status).toBe('active');
  });

  it('is not for merchants and staff; another agent’s member is not found; admins any buddy', async () => {
    expect((await setStatus(shop.owner, a.id, 'inactive')).statusCode).toBe(403);
    expect((await setStatus(cashier, a.id, 'inactive')).statusCode).toBe(403);
    expect((await setStatus(await t.token('subagent'), a.id, 'inactive')).statusCode).toBe(403);
    expect((await setStatus(agentToken, b.id, 'inactive')).statusCode).toBe(404);
    const [stranger] = await t.database.db
      .insert(users)
      .values({
        role: 'agent',
        username: `members-agent-${randomUUID()}`,
        status: 'active',
        firstLogin: false,
      })
      .returning({ id: users.id });
    expect((await setStatus(await sessionOf(t, stranger?.id as number), a.id, 'inactive')).statusCode).toBe(
      404,
    );
    const admin = await t.token('admin');
    expect((await setStatus(admin, shop.fx.merchantId, 'inactive')).statusCode).toBe(404);
    expect((await setStatus(admin, b.id, 'inactive')).statusCode).toBe(200);
    expect((await setStatus(admin, b.id, 'active')).statusCode).toBe(200);
    const wrong = await setStatus(agentToken, a.id, 'asleep');
    expect(wrong.statusCode).toBe(400);
    expect((await list(shop.owner)).body.data[0].status).toBe('active');
  });
});
