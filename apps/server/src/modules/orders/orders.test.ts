import { randomUUID } from 'node:crypto';
import { ZOrderReply, ZPricedCartReply } from '@meja/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import type { Db } from '../../db/client';
import { orderEvents, orderLineOptions, orderLines, orders, stores, users } from '../../db/schema';
import { newBuddy } from '../buddies/test-buddies';
import { moveFood } from './food';
import { markPaid } from './service';
import { createOrderFixture, type OrderFixture } from './test-fixture';

let t: TestApp;
let db: Db;
let fx: OrderFixture;

beforeAll(async () => {
  // Wednesday 4 March 2026, 12:00 in Kuala Lumpur (only Date is faked: timers stay real).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T12:00:00+08:00'));
  t = await createTestApp();
  db = t.database.db;
  fx = await createOrderFixture(db, 'orders-api');
});
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

const priceCall = (lines: unknown[], table = fx.tables[0]) =>
  t.call(null, { method: 'POST', url: `/api/public/table/${table}/price`, payload: { lines } });

const place = (payload: unknown, key: string = randomUUID(), token: string | null = null) =>
  t.call(token, {
    method: 'POST',
    url: `/api/public/table/${fx.tables[0]}/orders`,
    headers: { 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });

const lemakHotEgg = () => ({
  food_id: fx.food.lemak,
  quantity: 2,
  options: [
    { option_id: fx.option.hot, quantity: 1 },
    { option_id: fx.option.egg, quantity: 1 },
  ],
});

describe('pricing a cart', () => {
  it('prices from the menu with service charge and SST, ignoring prices the client sends', async () => {
    const res = await priceCall([
      { ...lemakHotEgg(), price_sen: 1, unit_price: '0.01', note: ' less rice ' },
      { food_id: fx.food.teh, quantity: 1, line_total_sen: 0 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = ZPricedCartReply.parse(res.json());
    // Nasi Lemak 12.50 + Egg 1.50 = 14.00 × 2 = 28.00; Teh Tarik 2.50; subtotal 30.50.
    // Service charge 10% = 3.05; SST 6% of 33.55 = 2.013 → 2.01; total 30.50 + 3.05 + 2.01 = 35.56.
    expect(data.lines.map((l) => [l.name, l.unit_price, l.quantity, l.line_total, l.note])).toEqual([
      ['Nasi Lemak', '14.00', 2, '28.00', 'less rice'],
      ['Teh Tarik', '2.50', 1, '2.50', null],
    ]);
    expect(data.lines[0]?.options.map((o) => [o.group_name, o.name, o.price, o.quantity])).toEqual([
      ['Spice', 'Hot', '0.00', 1],
      ['Add-ons', 'Egg', '1.50', 1],
    ]);
    expect(data).toMatchObject({
      subtotal: '30.50',
      subtotal_sen: 3050,
      service_charge_percent: '10.00',
      service_charge: '3.05',
      service_charge_sen: 305,
      sst_percent: '6.00',
      sst: '2.01',
      sst_sen: 201,
      total: '35.56',
      total_sen: 3556,
      fpx_available: true,
    });
  });

  it('hides FPX under RM30 when the store asks', async () => {
    const res = await priceCall([{ food_id: fx.food.teh, quantity: 1 }]);
    // 2.50 + 0.25 + 6% of 2.75 (0.165 → 0.17) = 2.92.
    expect(res.json().data).toMatchObject({ total_sen: 292, fpx_available: false });
  });

  it('refuses sold-out, out-of-window and inactive foods, naming them all', async () => {
    const res = await priceCall([
      { food_id: fx.food.teh, quantity: 1 },
      { food_id: fx.food.cendol, quantity: 1 },
      { food_id: fx.food.breakfast, quantity: 1 },
      { food_id: fx.food.retired, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(400);
    const message = 'Sold out or no longer available: Cendol, Breakfast Toast, Retired Dish.';
    expect(res.json()).toMatchObject({ code: 'validation', message, errors: { lines: message } });
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'lines',
      'lines.1.food_id',
      'lines.2.food_id',
      'lines.3.food_id',
    ]);
    // The toast is offered at 09:00.
    vi.setSystemTime(new Date('2026-03-04T09:00:00+08:00'));
    expect((await priceCall([{ food_id: fx.food.breakfast, quantity: 1 }])).statusCode).toBe(200);
    vi.setSystemTime(new Date('2026-03-04T12:00:00+08:00'));
  });

  it("refuses a cart breaking an option group's min or max, on the line's options", async () => {
    const none = await priceCall([{ food_id: fx.food.lemak, quantity: 1 }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ 'lines.0.options': 'Nasi Lemak: choose at least 1 of Spice.' });
    const many = await priceCall([
      { food_id: fx.food.teh, quantity: 1 },
      {
        food_id: fx.food.lemak,
        quantity: 1,
        options: [{ option_id: fx.option.mild }, { option_id: fx.option.egg, quantity: 3 }],
      },
    ]);
    expect(many.json()).toMatchObject({
      message: 'Nasi Lemak: choose at most 2 of Add-ons.',
      errors: { 'lines.1.options': 'Nasi Lemak: choose at most 2 of Add-ons.' },
    });
    const foreign = await priceCall([
      { food_id: fx.food.teh, quantity: 1, options: [{ option_id: fx.option.egg }] },
    ]);
    expect(foreign.json().errors).toEqual({ 'lines.0.options': 'Teh Tarik: this option is not offered.' });
  });

  it('answers in Chinese, and 404 for an unknown table', async () => {
    const res = await t.call(null, {
      method: 'POST',
      url: `/api/public/table/${fx.tables[0]}/price`,
      headers: { 'accept-language': 'zh-CN' },
      payload: { lines: [{ food_id: fx.food.cendol, quantity: 1 }] },
    });
    expect(res.json().message).toBe('已售罄或不再供应：Cendol。');
    expect((await priceCall([{ food_id: fx.food.teh, quantity: 1 }], 'no-such-table')).statusCode).toBe(404);
    expect((await priceCall([])).json().errors).toEqual({ lines: 'Add at least one food to the cart.' });
  });
});

describe('placing an order', () => {
  const body = () => ({ lines: [lemakHotEgg()], channel: 'card', note: 'By the window' });

  it('stores the order unpaid with its breakdown and shows it on its own page', async () => {
    const res = await place(body());
    expect(res.statusCode, res.body).toBe(201);
    const order = ZOrderReply.parse(res.json()).data;
    // 28.00; 2.80; 6% of 30.80 = 1.848 → 1.85; 32.65.
    expect(order).toMatchObject({
      payment_status: 'unpaid',
      status: 'unpaid',
      receipt_no: null,
      channel: 'card',
      table_name: 'Table 1',
      store: { display_name: 'Kedai orders-api' },
      subtotal_sen: 2800,
      service_charge_sen: 280,
      sst_sen: 185,
      total: '32.65',
      rounding_sen: 0,
      rounded_total: '32.65',
      note: 'By the window',
      paid_at: null,
    });
    expect(order.token).toMatch(/^[\w-]{43}$/);
    expect(order.lines[0]).toMatchObject({
      name: 'Nasi Lemak',
      code: 'NL',
      quantity: 2,
      food_status: 'processing',
    });
    const page = await t.call(null, { method: 'GET', url: `/api/public/orders/${order.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toEqual(order);
    const [row] = await db.select().from(orders).where(eq(orders.token, order.token));
    expect(row).toMatchObject({ merchantId: fx.merchantId, buddyId: null, totalSen: 3265, sstBp: 600 });
    expect(row?.requestHash).toMatch(/^[0-9a-f]{64}$/);
    const events = await db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row?.id ?? 0));
    expect(events.map((e) => [e.kind, e.fromStatus, e.toStatus])).toEqual([['placed', null, 'unpaid']]);
    expect((await t.call(null, { method: 'GET', url: '/api/public/orders/not-a-token' })).statusCode).toBe(
      404,
    );
  });

  it('gives the same order for the same key and body, once, also when sent at once', async () => {
    const key = randomUUID();
    const first = await place(body(), key);
    expect(first.statusCode).toBe(201);
    // The same body with its keys in another order, and defaults spelt out, is the same body.
    const { channel, note, lines } = body();
    const spelt = { note, channel, lines: lines.map((l) => ({ take_away: false, ...l })) };
    const same = await place(spelt, key);
    expect(same.statusCode).toBe(200);
    expect(same.json().data.token).toBe(first.json().data.token);

    const burstKey = randomUUID();
    const burst = await Promise.all(Array.from({ length: 5 }, () => place(body(), burstKey)));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(burst.map((r) => r.json().data.token)).size).toBe(1);
    const [n] = await db.select({ n: count() }).from(orders).where(eq(orders.idempotencyKey, burstKey));
    expect(n?.n).toBe(1);
  });

  it('refuses the same key with a different body, and a missing key', async () => {
    const key = randomUUID();
    expect((await place(body(), key)).statusCode).toBe(201);
    const other = await place({ ...body(), channel: 'counter' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      code: 'conflict',
      message: 'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
    });
    const none = await t.call(null, {
      method: 'POST',
      url: `/api/public/table/${fx.tables[0]}/orders`,
      payload: body(),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({
      'idempotency-key': 'Send an Idempotency-Key header of 8 to 100 visible characters.',
    });
    expect((await place(body(), 'short')).statusCode).toBe(400);
  });

  it("never answers another diner's Idempotency-Key with that diner's order", async () => {
    const counter = { lines: [{ food_id: fx.food.teh, quantity: 1 }], channel: 'counter' };
    const aminah = await t.token('buddy');
    const other = (await newBuddy(t)).token;
    const key = randomUUID();
    const first = await place(counter, key, aminah);
    expect(first.statusCode, first.body).toBe(201);
    const token = first.json().data.token as string;
    // Another buddy, or a diner signed in as nobody, replaying the key with the same body.
    for (const diner of [other, null]) {
      const replay = await place(counter, key, diner);
      expect(replay.statusCode).toBe(409);
      expect(replay.json().reason).toBe('idempotency_key_reused');
      expect(replay.body).not.toContain(token);
    }
    // The buddy who placed it still gets it back.
    const again = await place(counter, key, aminah);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.token).toBe(token);
    // An anonymous diner's key is not a signed-in buddy's way in either.
    const anonymousKey = randomUUID();
    const anonymous = await place(counter, anonymousKey);
    expect(anonymous.statusCode).toBe(201);
    const taken = await place(counter, anonymousKey, other);
    expect(taken.statusCode).toBe(409);
    expect(taken.body).not.toContain(anonymous.json().data.token);
    // At once: one diner's order is placed, the other diner is refused.
    const raceKey = randomUUID();
    const race = await Promise.all([place(counter, raceKey, aminah), place(counter, raceKey, other)]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses FPX for a bill the store hides it for, and links a signed-in buddy', async () => {
    const fpx = await place({ lines: [{ food_id: fx.food.teh, quantity: 1 }], channel: 'fpx' });
    expect(fpx.statusCode).toBe(400);
    expect(fpx.json().errors).toEqual({
      channel: 'Instant bank transfer is not available for this bill. Choose another way to pay.',
    });
    const buddy = await t.token('buddy');
    const res = await place(
      { lines: [{ food_id: fx.food.teh, quantity: 2 }], channel: 'counter' },
      randomUUID(),
      buddy,
    );
    expect(res.statusCode).toBe(201);
    const [row] = await db
      .select({ buddyId: orders.buddyId, username: users.username })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.buddyId))
      .where(eq(orders.token, res.json().data.token));
    expect(row?.username).toBe('buddy');
  });

  it('keeps names and prices as they were when ordered', async () => {
    const res = await place(body());
    const [row] = await db.select().from(orders).where(eq(orders.token, res.json().data.token));
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, row?.id ?? 0));
    expect(lines).toMatchObject([{ unitPriceSen: 1400, lineTotalSen: 2800, kind: 'food', position: 0 }]);
    const opts = await db
      .select()
      .from(orderLineOptions)
      .where(eq(orderLineOptions.lineId, lines[0]?.id ?? 0));
    expect(opts.map((o) => [o.groupName, o.name, o.priceSen])).toEqual([
      ['Spice', 'Hot', 0],
      ['Add-ons', 'Egg', 150],
    ]);
    // A closed store refuses, naming the store.
    await db
      .update(stores)
      .set({ closedWeekdays: [2] })
      .where(eq(stores.merchantId, fx.merchantId));
    const closed = await place(body());
    expect(closed.json()).toMatchObject({ message: 'Kedai orders-api is closed now and not taking orders.' });
    await db.update(stores).set({ closedWeekdays: [] }).where(eq(stores.merchantId, fx.merchantId));
  });

  it('tells the order page whether the store uses the "ready to serve" stage', async () => {
    const res = await place(body());
    expect(res.json().data.ready_to_serve).toBe(false);
    // A paid order whose lines the kitchen marked ready while the store used that stage.
    const token = res.json().data.token as string;
    const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.token, token));
    await markPaid(t.ctx(), row?.id ?? 0, { via: 'gateway' });
    await db.update(stores).set({ readyToServe: true }).where(eq(stores.merchantId, fx.merchantId));
    await moveFood(db, row?.id ?? 0, 'ready', { reason: 'kitchen' });
    await db.update(stores).set({ readyToServe: false }).where(eq(stores.merchantId, fx.merchantId));
    const page = async () =>
      (await t.call(null, { method: 'GET', url: `/api/public/orders/${token}` })).json().data;
    // Without that stage, "ready" is no step the diner is shown: still being prepared.
    expect(await page()).toMatchObject({ status: 'processing', lines: [{ food_status: 'processing' }] });
    await db.update(stores).set({ readyToServe: true }).where(eq(stores.merchantId, fx.merchantId));
    expect(await page()).toMatchObject({
      ready_to_serve: true,
      status: 'ready',
      lines: [{ food_status: 'ready' }],
    });
    await db.update(stores).set({ readyToServe: false }).where(eq(stores.merchantId, fx.merchantId));
  });

  it("moves food only through its store's stages, each move in the order's log", async () => {
    const res = await place({
      lines: [lemakHotEgg(), { food_id: fx.food.teh, quantity: 1 }],
      channel: 'counter',
    });
    const token = res.json().data.token as string;
    const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.token, token));
    const id = row?.id ?? 0;
    const lineIds = await db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.orderId, id))
      .orderBy(orderLines.position);
    const [lemak = 0, teh = 0] = lineIds.map((l) => l.id);
    // This store skips "ready to serve": a line goes straight from processing to complete.
    await expect(moveFood(db, id, 'ready', {}, [lemak])).rejects.toMatchObject({
      code: 'conflict',
      messageKey: 'error.food_status_refused',
    });
    expect(await moveFood(db, id, 'complete', { reason: 'served' }, [lemak])).toEqual({ moved: 1 });
    // Again changes nothing; back is refused; a line that is not the order's is not found.
    expect(await moveFood(db, id, 'complete', {}, [lemak])).toEqual({ moved: 0 });
    await expect(moveFood(db, id, 'processing', {}, [lemak])).rejects.toMatchObject({ code: 'conflict' });
    await expect(moveFood(db, id, 'complete', {}, [teh + 1_000_000])).rejects.toMatchObject({
      code: 'not_found',
    });
    // "Complete All Food": the lines still open.
    expect(await moveFood(db, id, 'complete', {})).toEqual({ moved: 1 });
    const page = (await t.call(null, { method: 'GET', url: `/api/public/orders/${token}` })).json().data;
    expect(page.lines.map((l: { food_status: string }) => l.food_status)).toEqual(['complete', 'complete']);
    const log = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.kind, 'food_status')))
      .orderBy(orderEvents.id);
    expect(log.map((e) => [e.fromStatus, e.toStatus, e.lineId, e.reason])).toEqual([
      ['processing', 'complete', lemak, 'served'],
      ['processing', 'complete', teh, null],
    ]);
  });

  it("scopes an Idempotency-Key to its table: another merchant's table may use the same key", async () => {
    const other = await createOrderFixture(db, 'orders-api-other');
    const key = randomUUID();
    expect((await place(body(), key)).statusCode).toBe(201);
    const elsewhere = await t.call(null, {
      method: 'POST',
      url: `/api/public/table/${other.tables[0]}/orders`,
      headers: { 'idempotency-key': key },
      payload: { lines: [{ food_id: other.food.teh, quantity: 1 }], channel: 'counter' },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(elsewhere.json().data.store.display_name).toBe('Kedai orders-api-other');
    // At the same table the key still means the same order.
    expect((await place(body(), key)).statusCode).toBe(200);
    expect((await place({ ...body(), channel: 'counter' }, key)).statusCode).toBe(409);
  });
});
