import type { AddressInfo } from 'node:net';
import { ZOrderReply } from '@meja/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { orderEvents, orders, printJobs } from '../../db/schema';
import { openBoard } from './board/test-sse';
import { type BoardMerchant, boardMerchant, place, storeStages } from './board/test-world';
import { expireOrder, markPaid, markVoid } from './service';

/**
 * Issue 28: after a failed online payment the diner may pay at the counter instead
 * (POST /api/public/orders/{orderToken}/pay_at_counter): the order becomes a counter order, once.
 */
let t: TestApp;
let m: BoardMerchant;
let boardUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  m = await boardMerchant(t, 'pay-at-counter');
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  boardUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/admin/display_order/events`;
});
afterAll(() => t?.close());

const db = () => t.database.db;
const teh = () => [{ food_id: m.fx.food.teh, quantity: 1 }];
const switchToCounter = (token: string, lang = 'en') =>
  t.call(null, {
    method: 'POST',
    url: `/api/public/orders/${token}/pay_at_counter`,
    headers: { 'accept-language': lang },
  });
const eventsOf = (orderId: number) =>
  db()
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'pay_at_counter')));

describe('paying at the counter after a failed online payment', () => {
  it('turns an unpaid card order into a counter order that no longer expires, once however often it is sent', async () => {
    const order = await place(t, m, teh(), 'card');
    expect(order.expiresAt).not.toBeNull();

    const res = await switchToCounter(order.token);
    expect(res.statusCode, res.body).toBe(200);
    const reply = ZOrderReply.parse(res.json());
    expect(reply.data).toMatchObject({
      token: order.token,
      channel: 'counter',
      payment_status: 'unpaid',
      expires_at: null,
      order_no: order.orderNo,
    });
    expect(reply.message).toBe('Pay at the counter: show your order number to the cashier.');

    // Sent again (a double tap, a retry): the same order, nothing more written.
    const again = await switchToCounter(order.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ token: order.token, channel: 'counter' });
    expect(again.json().message).toBeUndefined();
    const events = await eventsOf(order.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ fromStatus: 'card', toStatus: 'counter' });

    // Its expiry job finds nothing to do: counter orders wait for the cashier.
    const later = new Date(Date.now() + 60 * 60_000);
    expect(await expireOrder(t.ctx(), order.id, later)).toEqual({ changed: false });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentStatus: 'unpaid', channel: 'counter', expiresAt: null });

    // The cashier takes the money as for any counter order.
    const paid = await markPaid(t.ctx(), order.id, { via: 'counter', method: 'cash' });
    expect(paid.changed).toBe(true);
  });

  it('answers a counter order as it is', async () => {
    const order = await place(t, m, teh(), 'counter');
    const res = await switchToCounter(order.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ channel: 'counter', payment_status: 'unpaid' });
    expect(await eventsOf(order.id)).toHaveLength(0);
  });

  it('refuses a paid, expired or void order with the reason, in the diner’s language, and a token it does not know', async () => {
    const paid = await place(t, m, teh(), 'ewallet');
    await markPaid(t.ctx(), paid.id, { via: 'gateway' });
    const refusedPaid = await switchToCounter(paid.token);
    expect(refusedPaid.statusCode).toBe(409);
    expect(refusedPaid.json()).toMatchObject({
      code: 'conflict',
      reason: 'order_already_paid',
      message: 'This order is already paid.',
    });
    expect((await switchToCounter(paid.token, 'zh')).json().message).toBe('此订单已付款。');

    const expired = await place(t, m, teh(), 'card');
    await expireOrder(t.ctx(), expired.id, new Date(Date.now() + 60 * 60_000));
    expect((await switchToCounter(expired.token)).json()).toMatchObject({ reason: 'order_expired' });

    const voided = await place(t, m, teh(), 'card');
    await markVoid(t.ctx(), voided.id, { reason: 'test' });
    const refusedVoid = await switchToCounter(voided.token);
    expect(refusedVoid.statusCode).toBe(409);
    expect(refusedVoid.json()).toMatchObject({ reason: 'order_voided' });

    for (const o of [paid, expired, voided]) {
      const [row] = await db().select().from(orders).where(eq(orders.id, o.id));
      expect(row?.channel).not.toBe('counter');
    }
    expect((await switchToCounter('no-such-order-token')).statusCode).toBe(404);
  });

  it("shows on the cashier's board at once, and goes to the kitchen where the store cooks before payment", async () => {
    await storeStages(t, m.id, { readyToProcess: true });
    const board = openBoard(`${boardUrl}?type=order`, m.cashier);
    await board.next((e) => e.event === 'resync');
    const order = await place(t, m, teh(), 'ewallet');
    // An online order in the kitchen only once paid: nothing printed for it yet.
    const jobsOf = () => db().select().from(printJobs).where(eq(printJobs.orderId, order.id));
    expect(await jobsOf()).toHaveLength(0);

    const seen = board.events.length;
    expect((await switchToCounter(order.token)).statusCode).toBe(200);
    const live = await board.order((e) => e.order.id === order.id && e.order.channel === 'counter', seen);
    expect(live).toMatchObject({ in_view: true, order: { payment_status: 'unpaid', channel: 'counter' } });
    board.close();
    // The drinks station prints Teh Tarik's ticket, as for an order placed to pay at the counter.
    expect((await jobsOf()).map((j) => j.kind)).toEqual(['kitchen']);
    await storeStages(t, m.id, { readyToProcess: false });
  });
});
