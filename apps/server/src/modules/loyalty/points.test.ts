import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { payments } from '../../db/schema';
import { expireOrder, markPaid } from '../orders/service';
import { installedSandboxSecret, sandboxNotice } from '../payments/test-support';
import {
  balances,
  entriesOf,
  eventsOf,
  grant,
  lemak,
  orderRow,
  placeAs,
  pointsOf,
  postedCount,
  type RewardsWorld,
  rewardsWorld,
  toggle,
} from './test-world';

let t: TestApp;
let w: RewardsWorld;
let m = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = await rewardsWorld(t, 'points');
  m = w.shop.fx.merchantId;
});
afterAll(() => t?.close());

const db = () => t.database.db;

/** A buddy holding `points`. */
async function holding(points: number) {
  const buddy = await w.buddy();
  if (points) await grant(db(), buddy.id, points);
  return buddy;
}

describe('points at checkout', () => {
  it('pays part of an online bill: the gateway is asked for the rest, the merchant is owed the points', async () => {
    const buddy = await holding(500);
    const placed = await placeAs(w, buddy.token, { lines: [lemak(w)], channel: 'card', points: 300 });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data).toMatchObject({
      payment_status: 'unpaid',
      total_sen: 1458,
      points: 300,
      points_value: '3.00',
      amount_due_sen: 1158,
    });
    expect(await pointsOf(db(), buddy.id)).toBe(200);
    const token = placed.json().data.token as string;
    const order = await orderRow(db(), token);

    const pay = await t.call(null, {
      method: 'POST',
      url: `/api/public/orders/${token}/pay`,
      payload: { channel: 'card' },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment?.amountSen).toBe(1158);

    const before = await balances(w);
    const notice = sandboxNotice(payment?.gatewayRef ?? '', 'paid', 1158, await installedSandboxSecret(t));
    const callback = await t.call(null, {
      method: 'POST',
      url: '/api/public/payments/sandbox/callback',
      headers: notice.headers,
      payload: notice.body,
    });
    expect(callback.statusCode, callback.body).toBe(200);
    expect((await orderRow(db(), token)).paymentStatus).toBe('paid');
    // The merchant is owed RM3.00 for the points, on top of its sales less the fee.
    expect(await entriesOf(db(), 'order_paid', order.id)).toEqual({
      gateway_clearing: 1158,
      points_outstanding: 300,
      platform_revenue: -125,
      [`merchant_redemption:${m}`]: -300,
      [`merchant_payable:${m}`]: -(1158 - 125),
    });
    const after = await balances(w);
    expect(after.redemption - before.redemption).toBe(-300);
    expect(after.gateway - before.gateway).toBe(1158);
    // And the order earned its cashback as any other.
    expect(await pointsOf(db(), buddy.id)).toBe(200 + 25);
  });

  it('applies FPX’s RM30 rule to what is left after points', async () => {
    const buddy = await holding(2500);
    // 3 × 12.50 = 37.50 subtotal, 43.73 total: 28.73 left after 1,500 points.
    const fpx = await placeAs(w, buddy.token, { lines: [lemak(w, 3)], channel: 'fpx', points: 1500 });
    expect(fpx.statusCode).toBe(400);
    expect(fpx.json().errors).toEqual({ channel: expect.any(String) });
    const card = await placeAs(w, buddy.token, { lines: [lemak(w, 3)], channel: 'card', points: 1500 });
    expect(card.json().data).toMatchObject({ total_sen: 4373, amount_due_sen: 2873, fpx_available: false });
    const less = await placeAs(w, buddy.token, { lines: [lemak(w, 3)], channel: 'fpx', points: 1000 });
    expect(less.statusCode, less.body).toBe(201);
    expect(less.json().data).toMatchObject({ amount_due_sen: 3373, fpx_available: true });
  });

  it('pays the whole bill with points at once: paid, with a receipt, nothing left to pay', async () => {
    const buddy = await holding(2000);
    const placed = await placeAs(w, buddy.token, { lines: [lemak(w)], points: 1458 });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data).toMatchObject({ payment_status: 'paid', amount_due_sen: 0, points: 1458 });
    expect(placed.json().data.receipt_no).toMatch(/^T-\d{4}$/);
    const order = await orderRow(db(), placed.json().data.token);
    expect(order.paymentMethod).toBe('points');
    expect((await eventsOf(db(), order.id)).map((e) => [e.kind, e.reason])).toContainEqual([
      'paid',
      'with points',
    ]);
    // No money came in: the points' value moves to the merchant, who owes the platform its fee.
    expect(await entriesOf(db(), 'order_paid', order.id)).toEqual({
      points_outstanding: 1458,
      platform_revenue: -125,
      [`merchant_redemption:${m}`]: -1458,
      [`merchant_payable:${m}`]: 125,
    });
    expect(await pointsOf(db(), buddy.id)).toBe(2000 - 1458 + 25);
    const counter = await toggle(w, { id: order.id, method: 'cash' });
    expect(counter.statusCode).toBe(409);

    // Online too: nothing goes to a gateway.
    const online = await placeAs(w, buddy.token, {
      lines: [{ food_id: w.shop.fx.food.teh, quantity: 1 }],
      channel: 'fpx',
      points: 292,
    });
    expect(online.json().data).toMatchObject({ payment_status: 'paid', amount_due_sen: 0 });
    const pay = await t.call(null, {
      method: 'POST',
      url: `/api/public/orders/${online.json().data.token}/pay`,
      payload: { channel: 'card' },
    });
    expect(pay.statusCode).toBe(409);
  });

  it('refuses more points than held, than the bill, or from a guest, taking nothing', async () => {
    const buddy = await holding(100);
    const tooMany = await placeAs(w, buddy.token, { lines: [lemak(w)], points: 150 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      reason: 'points_not_enough',
      message: 'You have 100 points: use at most that many.',
      errors: { points: 'You have 100 points: use at most that many.' },
    });
    const rich = await holding(5000);
    const overBill = await placeAs(w, rich.token, { lines: [lemak(w)], points: 1459 });
    expect(overBill.json()).toMatchObject({
      reason: 'points_over_bill',
      errors: { points: 'The bill is RM 14.58: use at most 1458 points.' },
    });
    const guest = await placeAs(w, null, { lines: [lemak(w)], points: 10 });
    expect(guest.json()).toMatchObject({ errors: { points: 'Sign in to pay with points.' } });
    const chinese = await t.call(buddy.token, {
      method: 'POST',
      url: `/api/public/table/${w.shop.fx.tables[0]}/orders`,
      headers: { 'idempotency-key': randomUUID(), 'accept-language': 'zh' },
      payload: { lines: [lemak(w)], channel: 'counter', points: 150 },
    });
    expect(chinese.json().errors.points).toBe('您有 100 积分：最多只能使用这么多。');
    expect(await pointsOf(db(), buddy.id)).toBe(100);
    expect(await pointsOf(db(), rich.id)).toBe(5000);
  });

  it('takes the points once when the same placement is sent twice', async () => {
    const buddy = await holding(400);
    const key = randomUUID();
    const first = await placeAs(w, buddy.token, { lines: [lemak(w)], points: 400 }, key);
    const again = await placeAs(w, buddy.token, { lines: [lemak(w)], points: 400 }, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data.token).toBe(first.json().data.token);
    const order = await orderRow(db(), first.json().data.token);
    expect(await postedCount(db(), 'points_redeemed', order.id)).toBe(1);
    expect(await pointsOf(db(), buddy.id)).toBe(0);
  });
});

describe('points of an order given up or paid late', () => {
  it('go back when the order is voided, and when it expires unpaid', async () => {
    const buddy = await holding(700);
    const counter = await placeAs(w, buddy.token, { lines: [lemak(w)], points: 300 });
    const voided = await orderRow(db(), counter.json().data.token);
    expect(await pointsOf(db(), buddy.id)).toBe(400);
    const res = await toggle(w, { id: voided.id, action: 'void', reason: 'left' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pointsOf(db(), buddy.id)).toBe(700);

    const online = await placeAs(w, buddy.token, { lines: [lemak(w)], channel: 'card', points: 500 });
    const expiring = await orderRow(db(), online.json().data.token);
    expect(await pointsOf(db(), buddy.id)).toBe(200);
    const later = new Date((expiring.expiresAt?.getTime() ?? 0) + 1000);
    expect((await expireOrder(t.ctx(), expiring.id, later)).changed).toBe(true);
    expect((await expireOrder(t.ctx(), expiring.id, later)).changed).toBe(false);
    expect(await pointsOf(db(), buddy.id)).toBe(700);
    expect(await postedCount(db(), 'points_returned', expiring.id)).toBe(1);
  });

  it('are taken again by a payment after expiry', async () => {
    const buddy = await holding(500);
    const placed = await placeAs(w, buddy.token, { lines: [lemak(w)], channel: 'card', points: 300 });
    const order = await orderRow(db(), placed.json().data.token);
    await expireOrder(t.ctx(), order.id, new Date(Date.now() + 60 * 60_000));
    expect(await pointsOf(db(), buddy.id)).toBe(500);
    expect((await markPaid(t.ctx(), order.id, { via: 'gateway' })).changed).toBe(true);
    expect(await pointsOf(db(), buddy.id)).toBe(200 + 25);
    expect(await orderRow(db(), order.token)).toMatchObject({ pointsSen: 300, pointsShortSen: 0 });
    expect(await entriesOf(db(), 'order_paid', order.id)).toMatchObject({
      gateway_clearing: 1158,
      [`merchant_redemption:${m}`]: -300,
    });
  });

  it('take what is left when the buddy spent them meanwhile, and flag the rest for the merchant', async () => {
    const buddy = await holding(500);
    const placed = await placeAs(w, buddy.token, { lines: [lemak(w)], channel: 'card', points: 300 });
    const order = await orderRow(db(), placed.json().data.token);
    await expireOrder(t.ctx(), order.id, new Date(Date.now() + 60 * 60_000));
    // Back to 500, then 400 spent on another order: 100 left.
    const other = await placeAs(w, buddy.token, { lines: [lemak(w)], points: 400 });
    expect(other.statusCode, other.body).toBe(201);
    expect(await pointsOf(db(), buddy.id)).toBe(100);

    expect((await markPaid(t.ctx(), order.id, { via: 'gateway' })).changed).toBe(true);
    const paid = await orderRow(db(), order.token);
    expect(paid).toMatchObject({ paymentStatus: 'paid', pointsSen: 100, pointsShortSen: 200 });
    expect(await entriesOf(db(), 'points_retaken', order.id)).toEqual({
      [`buddy_points:${buddy.id}`]: 100,
      points_issued: -100,
    });
    // The gateway brought 11.58; only 100 points were taken: the merchant is owed 2.00 less.
    expect(await entriesOf(db(), 'order_paid', order.id)).toEqual({
      gateway_clearing: 1158,
      points_outstanding: 100,
      platform_revenue: -125,
      [`merchant_redemption:${m}`]: -100,
      [`merchant_payable:${m}`]: -(1158 - 125),
    });
    expect(await pointsOf(db(), buddy.id)).toBe(25);
    expect((await eventsOf(db(), order.id)).find((e) => e.kind === 'points_short')?.reason).toBe(
      'paid after expiry: 200 points (RM 2.00) were spent meanwhile and are still to be paid',
    );
  });
});
