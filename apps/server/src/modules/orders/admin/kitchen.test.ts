import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { orderEvents, orderLines, orders, stores } from '../../../db/schema';
import { openShop, type Shop, send } from './test-actors';

let t: TestApp;
let shop: Shop;
let cashier: string;
let cook: string;
let waiter: string;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t, 'kitchen-food');
  cashier = await shop.staff('All Access - Order');
  cook = await shop.staff('All Access - Kitchen');
  waiter = await shop.staff('Only Access - Ready To Serve');
  await t.database.db
    .update(stores)
    .set({ readyToServe: true })
    .where(eq(stores.merchantId, shop.fx.merchantId));
});
afterAll(() => t?.close());

const food = (token: string, payload: object) => send(t, token, 'PATCH', '/api/admin/food_status', payload);
const lineIds = async (orderId: number) =>
  (
    await t.database.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId))
  ).map((l) => l.id);

/** A paid order of two lines, and its line ids. */
async function paidOrder() {
  const order = await shop.place([
    { food_id: shop.fx.food.teh, quantity: 1 },
    { food_id: shop.fx.food.teh, quantity: 2 },
  ]);
  await send(t, cashier, 'PATCH', '/api/admin/toggle_order_status', { id: order.id });
  return { id: order.id, lines: await lineIds(order.id) };
}

const statuses = (body: { data: { lines: { food_status: string }[] } }) =>
  body.data.lines.map((l) => l.food_status);

describe('food status', () => {
  it('lets the kitchen cook and the waiters serve only what is ready', async () => {
    const { id, lines } = await paidOrder();
    const [first, second] = lines;
    const early = await food(waiter, { order_id: id, status: 'complete', line_ids: [first] });
    expect(early).toMatchObject({ status: 403, body: { reason: 'food_status_serve_only' } });
    expect((await food(waiter, { order_id: id, status: 'ready', line_ids: [first] })).status).toBe(403);
    expect((await food(cashier, { order_id: id, status: 'ready', line_ids: [first] })).status).toBe(403);

    const ready = await food(cook, { order_id: id, status: 'ready', line_ids: [first] });
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    expect(ready.body.data).toMatchObject({ id, status: 'processing' });
    expect(statuses(ready.body)).toEqual(['ready', 'processing']);

    const served = await food(waiter, { order_id: id, status: 'complete', line_ids: [first] });
    expect(served.status).toBe(200);
    expect(statuses(served.body)).toEqual(['complete', 'processing']);
    expect(second).toBeDefined();
  });

  it('tells a waiter why "served" moves nothing, instead of answering success', async () => {
    const { id } = await paidOrder();
    // Nothing is ready yet: the kitchen marks food ready first.
    const early = await food(waiter, { order_id: id, status: 'complete' });
    expect(early).toMatchObject({ status: 409, body: { reason: 'nothing_ready_to_serve' } });
    // A store without the ready-to-serve stage: the kitchen completes the food, never the waiters.
    await t.database.db
      .update(stores)
      .set({ readyToServe: false })
      .where(eq(stores.merchantId, shop.fx.merchantId));
    try {
      const none = await food(waiter, { order_id: id, status: 'complete' });
      expect(none).toMatchObject({ status: 409, body: { reason: 'store_no_serve_stage' } });
      expect(none.body.message).toContain('ready-to-serve stage');
    } finally {
      await t.database.db
        .update(stores)
        .set({ readyToServe: true })
        .where(eq(stores.merchantId, shop.fx.merchantId));
    }
    // Once everything is served, the same call answers the order as it is.
    await food(cook, { order_id: id, status: 'complete' });
    const again = await food(waiter, { order_id: id, status: 'complete' });
    expect(again.status).toBe(200);
    expect(statuses(again.body)).toEqual(['complete', 'complete']);
  });

  it('completes every open line at once for the kitchen (Complete All Food)', async () => {
    const { id, lines } = await paidOrder();
    await food(cook, { order_id: id, status: 'ready', line_ids: [lines[0]] });
    // The waiters' "all" is the order's ready lines only.
    const servedReady = await food(waiter, { order_id: id, status: 'complete' });
    expect(statuses(servedReady.body)).toEqual(['complete', 'processing']);
    const all = await food(cook, { order_id: id, status: 'complete' });
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ status: 'complete' });
    expect(statuses(all.body)).toEqual(['complete', 'complete']);
  });

  it('answers a move sent again (an offline tablet replaying its queue) as done, never as an error', async () => {
    const { id, lines } = await paidOrder();
    const [first = 0, second = 0] = lines;
    const ready = { order_id: id, status: 'ready', line_ids: [first] };
    for (const attempt of [1, 2]) {
      const res = await food(cook, ready);
      expect(res.status, `ready, attempt ${attempt}`).toBe(200);
      expect(statuses(res.body)).toEqual(['ready', 'processing']);
    }
    const served = { order_id: id, status: 'complete', line_ids: [first] };
    for (const attempt of [1, 2]) {
      const res = await food(waiter, served);
      expect(res.status, `served, attempt ${attempt}`).toBe(200);
      expect(statuses(res.body)).toEqual(['complete', 'processing']);
    }
    // The kitchen's "ready" arriving after the waiter served the line: done, and the line stays served.
    const late = await food(cook, ready);
    expect(late.status).toBe(200);
    expect(statuses(late.body)).toEqual(['complete', 'processing']);
    // "Complete All Food" twice.
    for (const attempt of [1, 2]) {
      const res = await food(cook, { order_id: id, status: 'complete' });
      expect(res.status, `complete all, attempt ${attempt}`).toBe(200);
      expect(statuses(res.body)).toEqual(['complete', 'complete']);
    }
    // Each line moved once: a replay writes no second history row.
    const history = await t.database.db
      .select({ lineId: orderEvents.lineId, to: orderEvents.toStatus })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.kind, 'food_status')));
    expect(history.filter((e) => e.lineId === first).map((e) => e.to)).toEqual(['ready', 'complete']);
    expect(history.filter((e) => e.lineId === second).map((e) => e.to)).toEqual(['complete']);
  });

  it('moves only orders in the kitchen: an unpaid counter order only where the store cooks before payment', async () => {
    const order = await shop.place([{ food_id: shop.fx.food.teh, quantity: 1 }]);
    const waiting = await food(cook, { order_id: order.id, status: 'complete' });
    expect(waiting).toMatchObject({
      status: 409,
      body: { reason: 'order_not_in_kitchen', message: expect.stringContaining('unpaid') },
    });
    const db = t.database.db;
    await db.update(stores).set({ readyToProcess: true }).where(eq(stores.merchantId, shop.fx.merchantId));
    try {
      expect((await food(cook, { order_id: order.id, status: 'complete' })).status).toBe(200);
    } finally {
      await db.update(stores).set({ readyToProcess: false }).where(eq(stores.merchantId, shop.fx.merchantId));
    }
  });

  it('is 404 for another merchant’s order or a line of another order, 403 for buddies and agents', async () => {
    const { id } = await paidOrder();
    const other = await paidOrder();
    expect((await food(cook, { order_id: id, status: 'complete', line_ids: other.lines })).status).toBe(404);
    expect((await food(await t.token('merchant'), { order_id: id, status: 'complete' })).status).toBe(404);
    for (const token of [await t.token('buddy'), await t.token('agent')])
      expect((await food(token, { order_id: id, status: 'complete' })).status).toBe(403);
  });
});

describe('birthday gift claim', () => {
  const claim = (token: string, payload: object) =>
    send(t, token, 'PATCH', '/api/admin/toggle_claim_status', payload);

  it('toggles unclaimed ↔ claimed with a log row, and sets an explicit status', async () => {
    const order = await shop.place([{ food_id: shop.fx.food.teh, quantity: 1 }]);
    await t.database.db.update(orders).set({ claimStatus: 'unclaimed' }).where(eq(orders.id, order.id));
    const claimed = await claim(cashier, { id: order.id });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body.data.claim_status).toBe('claimed');
    expect(claimed.body.data.history.at(-1)).toMatchObject({
      kind: 'claim',
      from_status: 'unclaimed',
      to_status: 'claimed',
    });
    expect((await claim(cashier, { id: order.id })).body.data.claim_status).toBe('unclaimed');
    expect((await claim(cashier, { id: order.id, claim_status: 'claimed' })).body.data.claim_status).toBe(
      'claimed',
    );
    const same = await claim(cashier, { id: order.id, claim_status: 'claimed' });
    expect(same.body.data.history.filter((h: { kind: string }) => h.kind === 'claim')).toHaveLength(3);
  });

  it('refuses an order without a birthday gift, another merchant’s order and the kitchen', async () => {
    const order = await shop.place([{ food_id: shop.fx.food.teh, quantity: 1 }]);
    expect(await claim(cashier, { id: order.id })).toMatchObject({
      status: 409,
      body: { reason: 'order_no_birthday_gift', message: 'This order has no birthday gift to claim.' },
    });
    expect((await claim(await t.token('merchant'), { id: order.id })).status).toBe(404);
    expect((await claim(cook, { id: order.id })).status).toBe(403);
    expect((await claim(await t.token('buddy'), { id: order.id })).status).toBe(403);
  });

  it('refuses to serve the gift of a voided order, whose gift was given back', async () => {
    const order = await shop.place([{ food_id: shop.fx.food.teh, quantity: 1 }]);
    await t.database.db.update(orders).set({ claimStatus: 'unclaimed' }).where(eq(orders.id, order.id));
    const voided = await send(t, cashier, 'PATCH', '/api/admin/toggle_order_status', {
      id: order.id,
      action: 'void',
      reason: 'left without ordering',
    });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(await claim(cashier, { id: order.id })).toMatchObject({
      status: 409,
      body: {
        reason: 'birthday_gift_given_back',
        message: 'This order is voided: its birthday gift was given back.',
      },
    });
  });
});
