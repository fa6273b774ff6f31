import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { kitchenBumps, orderLines, stores } from '../../../db/schema';
import { openBoard } from '../board/test-sse';
import { openShop, type Shop, send } from './test-actors';

let t: TestApp;
let shop: Shop;
let other: Shop;
let cashier: string;
let cook: string;
let secondTablet: string;
let waiter: string;
let board: string;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t, 'kitchen-recall');
  other = await openShop(t, 'kitchen-recall-other');
  cashier = await shop.staff('All Access - Order');
  cook = await shop.staff('All Access - Kitchen');
  secondTablet = await shop.staff('All Access - Kitchen');
  waiter = await shop.staff('Only Access - Ready To Serve');
  await t.database.db
    .update(stores)
    .set({ readyToServe: true })
    .where(eq(stores.merchantId, shop.fx.merchantId));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  board = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/admin/display_order/events`;
});
afterAll(() => t?.close());

const food = (token: string, payload: object) => send(t, token, 'PATCH', '/api/admin/food_status', payload);
const recall = (token: string, id: number) => send(t, token, 'POST', `/api/admin/order/${id}/recall`, {});
const recallList = async (token: string, query = '') => {
  const res = await t.call(token, { method: 'GET', url: `/api/admin/kitchen_recall${query}` });
  return { status: res.statusCode, body: res.json() };
};
const listed = async (token: string) =>
  ((await recallList(token)).body.data as { order: { id: number } }[]).map((r) => r.order.id);
const kitchenBoard = async (token: string) => {
  const res = await t.call(token, { method: 'GET', url: '/api/admin/display_order?type=kitchen&length=100' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; lines: { id: number; food_status: string }[] }[];
};
const statuses = (order: { lines: { food_status: string }[] }) => order.lines.map((l) => l.food_status);

/** A paid order of two lines in the kitchen, and its line ids. */
async function paidOrder() {
  const order = await shop.place([
    { food_id: shop.fx.food.teh, quantity: 1 },
    { food_id: shop.fx.food.teh, quantity: 2 },
  ]);
  expect((await send(t, cashier, 'PATCH', '/api/admin/toggle_order_status', { id: order.id })).status).toBe(
    200,
  );
  const lines = await t.database.db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.position);
  return { id: order.id, lines: lines.map((l) => l.id) };
}

/** One line ready, then Complete All Food: the ticket leaves the kitchen display. */
async function bumped() {
  const order = await paidOrder();
  expect((await food(cook, { order_id: order.id, status: 'ready', line_ids: [order.lines[0]] })).status).toBe(
    200,
  );
  const done = await food(cook, { order_id: order.id, status: 'complete' });
  expect(statuses(done.body.data)).toEqual(['complete', 'complete']);
  return order;
}

describe('recalling a bumped ticket (issue 28)', () => {
  it('brings it back onto another tablet with its lines as they were, live', async () => {
    const tablet = openBoard(`${board}?type=kitchen`, secondTablet);
    await tablet.next((e) => e.event === 'resync');
    const order = await bumped();
    await tablet.order((e) => e.order.id === order.id && !e.in_view);
    expect((await kitchenBoard(secondTablet)).map((o) => o.id)).not.toContain(order.id);

    // Every tablet of the merchant lists it, with the lines the bump finished.
    const list = await recallList(secondTablet);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const entry = list.body.data.find((r: { order: { id: number } }) => r.order.id === order.id);
    expect(entry).toMatchObject({ order: { status: 'complete' }, line_ids: order.lines });
    expect(Date.parse(entry.recall_until) - Date.parse(entry.bumped_at)).toBe(10 * 60_000);

    const seen = tablet.events.length;
    const res = await recall(secondTablet, order.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Ticket recalled to the kitchen.');
    expect(statuses(res.body.data)).toEqual(['ready', 'processing']);
    const live = await tablet.order((e) => e.order.id === order.id && e.in_view, seen);
    expect(statuses(live.order)).toEqual(['ready', 'processing']);
    const back = (await kitchenBoard(cook)).find((o) => o.id === order.id);
    expect(back && statuses(back)).toEqual(['ready', 'processing']);
    tablet.close();

    // Logged as food status changes, by the tablet that recalled it.
    const detail = await t.call(cashier, { method: 'GET', url: `/api/admin/order_detail/${order.id}` });
    const recalls = detail
      .json()
      .data.history.filter((h: { reason: string | null }) => h.reason === 'recalled to the kitchen');
    expect(recalls).toEqual([
      expect.objectContaining({ kind: 'food_status', from_status: 'complete', to_status: 'ready' }),
      expect.objectContaining({ kind: 'food_status', from_status: 'complete', to_status: 'processing' }),
    ]);
    // Off the list; a second tablet's recall of it changes nothing.
    expect(await listed(cook)).not.toContain(order.id);
    const again = await recall(cook, order.id);
    expect(again.status).toBe(200);
    expect(statuses(again.body.data)).toEqual(['ready', 'processing']);
    // Bumped again, it can be recalled again.
    await food(cook, { order_id: order.id, status: 'complete' });
    expect(await listed(cook)).toContain(order.id);
    expect(statuses((await recall(cook, order.id)).body.data)).toEqual(['ready', 'processing']);
  });

  it('refuses after the window, and a ticket never bumped, with the reason', async () => {
    const order = await bumped();
    await t.database.db
      .update(kitchenBumps)
      .set({ bumpedAt: sql`now() - interval '11 minutes'` })
      .where(eq(kitchenBumps.orderId, order.id));
    expect(await listed(cook)).not.toContain(order.id);
    expect(await recall(cook, order.id)).toMatchObject({
      status: 409,
      body: {
        reason: 'recall_too_late',
        message: 'This ticket was bumped more than 10 minutes ago and can no longer be recalled.',
      },
    });
    const cooking = await paidOrder();
    expect(await recall(cook, cooking.id)).toMatchObject({
      status: 409,
      body: { reason: 'nothing_to_recall' },
    });
  });

  it('refuses a refunded order, naming its status', async () => {
    const order = await bumped();
    const refund = await send(t, cashier, 'PATCH', '/api/admin/toggle_order_status', {
      id: order.id,
      action: 'refund',
      reason: 'Spilt',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(await listed(cook)).not.toContain(order.id);
    expect(await recall(cook, order.id)).toMatchObject({
      status: 409,
      body: { reason: 'recall_order_closed', message: expect.stringContaining('refunded') },
    });
  });

  it('is 404 for another merchant, whose list never shows the ticket', async () => {
    const order = await bumped();
    expect((await recall(other.owner, order.id)).status).toBe(404);
    expect(await listed(other.owner)).not.toContain(order.id);
    const admin = await t.token('admin');
    const theirs = await recallList(admin, `?merchant_id=${other.fx.merchantId}`);
    expect(theirs.body.data.map((r: { order: { id: number } }) => r.order.id)).not.toContain(order.id);
    const ours = await recallList(admin, `?merchant_id=${shop.fx.merchantId}`);
    expect(ours.body.data.map((r: { order: { id: number } }) => r.order.id)).toContain(order.id);
  });

  it('is 403 for staff who may not move food, and waiters recall only what they served', async () => {
    const order = await bumped();
    for (const token of [cashier, await t.token('buddy'), await t.token('agent')]) {
      expect((await recall(token, order.id)).status).toBe(403);
      expect((await recallList(token)).status).toBe(403);
    }
    // The kitchen finished it: not the waiters' to undo.
    expect(await recall(waiter, order.id)).toMatchObject({
      status: 403,
      body: { reason: 'food_status_serve_only' },
    });
    expect(await listed(waiter)).not.toContain(order.id);
    // Served by a waiter (ready → complete): the waiter may undo it.
    const served = await paidOrder();
    await food(cook, { order_id: served.id, status: 'ready' });
    expect(statuses((await food(waiter, { order_id: served.id, status: 'complete' })).body.data)).toEqual([
      'complete',
      'complete',
    ]);
    expect(await listed(waiter)).toContain(served.id);
    expect(statuses((await recall(waiter, served.id)).body.data)).toEqual(['ready', 'ready']);
  });
});
