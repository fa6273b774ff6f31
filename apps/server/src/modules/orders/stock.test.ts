import { randomUUID } from 'node:crypto';
import { ZDinerMenuReply } from '@meja/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, recordingQueue, type TestApp } from '../../../test/helpers';
import type { Db } from '../../db/client';
import { foods, orderEvents, orderLines, orders } from '../../db/schema';
import { touchMenu } from '../menu/version';
import { orderJobs } from './jobs';
import { expireDue, markPaid } from './service';
import { createOrderFixture, type OrderFixture } from './test-fixture';

/** Limited quantities taken when ordered, never oversold, given back when an unpaid order expires. */
let t: TestApp;
let db: Db;
let fx: OrderFixture;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = await createOrderFixture(db, 'orders-stock');
});
afterAll(() => t?.close());

const setLeft = async (n: number | null) => {
  await db.update(foods).set({ quantityLeft: n }).where(eq(foods.id, fx.food.kerabu));
  await touchMenu(db, fx.merchantId);
};
const left = async () => (await db.select().from(foods).where(eq(foods.id, fx.food.kerabu)))[0]?.quantityLeft;

const place = (quantity: number, channel = 'card', table = fx.tables[0]) =>
  t.call(null, {
    method: 'POST',
    url: `/api/public/table/${table}/orders`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { lines: [{ food_id: fx.food.kerabu, quantity }], channel },
  });

async function kerabuOnMenu() {
  const res = await t.call(null, { method: 'GET', url: `/api/public/table/${fx.tables[0]}/menu` });
  return ZDinerMenuReply.parse(res.json())
    .data.categories.flatMap((c) => c.foods)
    .find((f) => f.id === fx.food.kerabu);
}

const orderRow = async (token: string) => (await db.select().from(orders).where(eq(orders.token, token)))[0];

describe('limited quantities', () => {
  it('places exactly 3 of 20 concurrent orders for the last 3, and paying never goes beyond 3', async () => {
    await setLeft(3);
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(1, 'card', fx.tables[1])));
    const placed = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const r of refused) {
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('Sold out or no longer available: Kerabu.');
    }
    expect(await left()).toBe(0);
    // Each winner paid: nothing is counted down a second time.
    for (const p of placed) {
      const row = await orderRow(p.json().data.token);
      expect((await markPaid(t.ctx(), row?.id ?? 0, { via: 'gateway' })).changed).toBe(true);
    }
    expect(await left()).toBe(0);
    const [held] = await db
      .select({ n: count() })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.foodId, fx.food.kerabu), eq(orders.paymentStatus, 'paid')));
    expect(held?.n).toBe(3);
    expect((await kerabuOnMenu())?.sold_out).toBe(true);
  });

  it('refuses with how many are left when another order took them first', async () => {
    await setLeft(5);
    // This instance priced the menu with 5 left…
    const priced = await t.call(null, {
      method: 'POST',
      url: `/api/public/table/${fx.tables[0]}/price`,
      payload: { lines: [{ food_id: fx.food.kerabu, quantity: 2 }] },
    });
    expect(priced.statusCode).toBe(200);
    // …then another instance's order took 4 (its menu change not yet seen here).
    await db.update(foods).set({ quantityLeft: 1 }).where(eq(foods.id, fx.food.kerabu));
    const res = await place(2);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Only 1 left of Kerabu.',
      errors: { 'lines.0.quantity': 'Only 1 left of Kerabu.' },
    });
    const zh = await t.call(null, {
      method: 'POST',
      url: `/api/public/table/${fx.tables[0]}/orders`,
      headers: { 'idempotency-key': randomUUID(), 'accept-language': 'zh' },
      payload: { lines: [{ food_id: fx.food.kerabu, quantity: 2 }], channel: 'card' },
    });
    expect(zh.json().errors['lines.0.quantity']).toBe('Kerabu 仅剩 1 份。');
    // Nothing of the refused orders was kept.
    expect(await left()).toBe(1);
  });
});

describe('unpaid online orders expire', () => {
  it('gives the stock of an expired order back, once, and the menu shows the food again', async () => {
    await setLeft(3);
    const res = await place(3);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    const expiresAt = new Date(order.expires_at).getTime();
    expect(Math.abs(expiresAt - new Date(order.created_at).getTime() - 15 * 60_000)).toBeLessThan(5000);
    expect((await kerabuOnMenu())?.sold_out).toBe(true);

    // Not yet due: nothing happens.
    expect(await expireDue(t.ctx(), { now: new Date(expiresAt - 1000) })).toBe(0);
    const later = new Date(expiresAt + 1000);
    const [first, second] = await Promise.all([
      expireDue(t.ctx(), { now: later }),
      expireDue(t.ctx(), { now: later }),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await expireDue(t.ctx(), { now: later })).toBe(0);

    expect(await left()).toBe(3);
    expect((await kerabuOnMenu())?.sold_out).toBe(false);
    const page = await t.call(null, { method: 'GET', url: `/api/public/orders/${order.token}` });
    expect(page.json().data).toMatchObject({ payment_status: 'expired', status: 'unpaid' });
    const pay = await t.call(null, {
      method: 'POST',
      url: `/api/public/orders/${order.token}/pay`,
      payload: { channel: 'card' },
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe('This order expired before it was paid. Please order again.');
    const row = await orderRow(order.token);
    const events = await db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row?.id ?? 0));
    expect(events.map((e) => [e.kind, e.fromStatus, e.toStatus])).toEqual([
      ['placed', null, 'unpaid'],
      ['expired', 'unpaid', 'expired'],
    ]);
  });

  it('never expires counter orders: they wait on the board', async () => {
    await setLeft(2);
    const res = await place(2, 'counter');
    expect(res.json().data.expires_at).toBeNull();
    expect(await expireDue(t.ctx(), { now: new Date(Date.now() + 24 * 3600_000) })).toBe(0);
    expect((await orderRow(res.json().data.token))?.paymentStatus).toBe('unpaid');
    expect(await left()).toBe(0);
  });

  it('honours a late payment: paid, the stock taken again, or flagged when it ran out meanwhile', async () => {
    await setLeft(2);
    const a = (await place(1)).json().data;
    const b = (await place(1)).json().data;
    const past = new Date(Date.now() + 16 * 60_000);
    expect(await expireDue(t.ctx(), { now: past })).toBe(2);
    expect(await left()).toBe(2);
    // Someone else orders one: one left, so `a` paid late gets it, `b` finds none.
    expect((await place(1, 'counter')).statusCode).toBe(201);
    const paidA = await markPaid(t.ctx(), (await orderRow(a.token))?.id ?? 0, {
      via: 'gateway',
      paymentId: 1,
    });
    expect(paidA.changed).toBe(true);
    expect(await left()).toBe(0);
    const paidB = await markPaid(t.ctx(), (await orderRow(b.token))?.id ?? 0, {
      via: 'gateway',
      paymentId: 2,
    });
    expect(paidB.changed).toBe(true);
    expect(await left()).toBe(0);
    const pageA = (await t.call(null, { method: 'GET', url: `/api/public/orders/${a.token}` })).json().data;
    const pageB = (await t.call(null, { method: 'GET', url: `/api/public/orders/${b.token}` })).json().data;
    expect(pageA).toMatchObject({ payment_status: 'paid', stock_short: false });
    expect(pageB).toMatchObject({ payment_status: 'paid', stock_short: true });
    expect(pageB.receipt_no).toMatch(/^T-\d{4}$/);
  });
});

describe('expiry is a durable pg-boss job', () => {
  let j: TestApp;
  let jdb: Db;
  let jfx: OrderFixture;

  beforeAll(async () => {
    j = await createTestApp({ jobs: orderJobs });
    jdb = j.database.db;
    jfx = await createOrderFixture(jdb, 'orders-expiry-job');
  });
  afterAll(() => j?.close());

  const setKerabu = (n: number) =>
    jdb.update(foods).set({ quantityLeft: n }).where(eq(foods.id, jfx.food.kerabu));
  const kerabuLeft = async () =>
    (await jdb.select().from(foods).where(eq(foods.id, jfx.food.kerabu)))[0]?.quantityLeft;
  const order = (quantity: number, channel = 'card') =>
    j.call(null, {
      method: 'POST',
      url: `/api/public/table/${jfx.tables[0]}/orders`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { lines: [{ food_id: jfx.food.kerabu, quantity }], channel },
    });
  const paymentStatus = async (token: string) =>
    (await j.call(null, { method: 'GET', url: `/api/public/orders/${token}` })).json().data.payment_status;
  /** pg-boss's rows of `orders.expire` (of one order). */
  const expiryJobs = async (orderId?: number) => {
    const one = orderId === undefined ? sql`` : sql` and singleton_key = ${String(orderId)}`;
    const res = await jdb.execute(
      sql`select state, start_after from pgboss.job where name = 'orders.expire'${one}`,
    );
    return (res as unknown as { rows: { state: string; start_after: Date }[] }).rows;
  };
  const idOf = async (token: string) =>
    (await jdb.select({ id: orders.id }).from(orders).where(eq(orders.token, token)))[0]?.id ?? 0;

  it('expires an order placed 16 minutes ago without being asked, and gives its stock back', async () => {
    await setKerabu(1);
    // Placed by a clock 16 minutes behind: its 15 minutes are up when its job is queued.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 16 * 60_000 });
    const placed = await order(1).finally(() => vi.useRealTimers());
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await kerabuLeft()).toBe(0);
    // The worker polls every half second; the once-a-minute safety net is not what is seen here.
    await vi.waitFor(async () => expect(await paymentStatus(placed.json().data.token)).toBe('expired'), {
      timeout: 15_000,
      interval: 100,
    });
    expect(await kerabuLeft()).toBe(1);
  });

  it('queues the job with its order only: at its expiry, none for counter or refused orders', async () => {
    await setKerabu(5);
    const before = (await expiryJobs()).length;
    const placed = (await order(2)).json().data;
    const [job] = await expiryJobs(await idOf(placed.token));
    expect(job?.state).toBe('created');
    expect(new Date(job?.start_after ?? 0).toISOString()).toBe(placed.expires_at);
    expect((await order(1, 'counter')).statusCode).toBe(201);
    expect((await order(9)).statusCode).toBe(400);
    expect((await expiryJobs()).length).toBe(before + 1);
  });

  it('leaves a paid order alone when its job runs', async () => {
    await setKerabu(2);
    const placed = (await order(2)).json().data;
    const id = await idOf(placed.token);
    // Paid with nothing else queued, as before jobs were always present.
    const quiet = { ...j.ctx(), jobs: recordingQueue() };
    expect((await markPaid(quiet, id, { via: 'gateway' })).changed).toBe(true);
    // Its time comes (as if 15 minutes had passed).
    await jdb.execute(
      sql`update pgboss.job set start_after = now() where name = 'orders.expire' and singleton_key = ${String(id)}`,
    );
    await vi.waitFor(async () => expect((await expiryJobs(id))[0]?.state).toBe('completed'), {
      timeout: 15_000,
      interval: 100,
    });
    expect(await paymentStatus(placed.token)).toBe('paid');
    expect(await kerabuLeft()).toBe(0);
  });
});
