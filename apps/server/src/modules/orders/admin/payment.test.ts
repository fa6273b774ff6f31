import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { foods } from '../../../db/schema';
import { balanceOf, cashAtMerchant } from '../../ledger';
import { openShop, type Shop, send } from './test-actors';

let t: TestApp;
let shop: Shop;
let cashier: string;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t, 'cashier-pay');
  cashier = await shop.staff('All Access - Order');
});
afterAll(() => t?.close());

const toggle = (token: string, payload: object) =>
  send(t, token, 'PATCH', '/api/admin/toggle_order_status', payload);
const teh = (quantity: number) => [{ food_id: shop.fx.food.teh, quantity }];

describe('marking an order paid at the counter', () => {
  it('rounds cash to 5 sen and shows the total before and after (the old client sends only the id)', async () => {
    const order = await shop.place(teh(2));
    // 5.00 + 0.50 service + 6% of 5.50 = 0.33 → 5.83, which Bank Negara rounds up to 5.85.
    expect(order.totalSen).toBe(583);
    const till = await balanceOf(t.database.db, cashAtMerchant(shop.fx.merchantId));
    const res = await toggle(cashier, { id: order.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Order marked paid.');
    expect(res.body.data).toMatchObject({
      payment_status: 'paid',
      payment_method: 'cash',
      total: '5.83',
      rounding_sen: 2,
      rounded_total: '5.85',
      receipt_no: expect.stringMatching(/^T-\d{4}$/),
    });
    expect(await balanceOf(t.database.db, cashAtMerchant(shop.fx.merchantId))).toBe(till + 585);
    const paid = res.body.data.history.find((h: { kind: string }) => h.kind === 'paid');
    expect(paid).toMatchObject({ reason: 'counter, cash', actor: { id: expect.any(Number) } });
  });

  it('does not round a card terminal payment', async () => {
    const order = await shop.place(teh(2));
    const res = await toggle(cashier, { id: order.id, method: 'card_terminal' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      payment_method: 'card_terminal',
      rounding_sen: 0,
      rounded_total: '5.83',
    });
  });

  it('takes an online order the diner pays at the counter instead', async () => {
    const order = await shop.place(teh(1), 'card');
    const res = await toggle(cashier, { id: order.id, action: 'paid', method: 'ewallet_counter' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ payment_status: 'paid', payment_method: 'ewallet_counter' });
  });

  it('refuses to take a paid order again, saying it is paid', async () => {
    const order = await shop.place(teh(1));
    await toggle(cashier, { id: order.id });
    const again = await toggle(cashier, { id: order.id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      reason: 'order_already_paid',
      message: 'This order is already paid.',
    });
  });
});

describe('marking paid with an Idempotency-Key (an offline till sending again: issue 28)', () => {
  const paidWith = async (token: string, key: string, payload: object) => {
    const res = await t.call(token, {
      method: 'PATCH',
      url: '/api/admin/toggle_order_status',
      headers: { 'idempotency-key': key },
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const till = () => balanceOf(t.database.db, cashAtMerchant(shop.fx.merchantId));
  const paidRows = (body: { data: { history: { kind: string }[] } }) =>
    body.data.history.filter((h) => h.kind === 'paid');

  it('answers the same call again with the order it paid: one payment, the same reply', async () => {
    const order = await shop.place(teh(2));
    const before = await till();
    const key = randomUUID();
    const cash = { id: order.id, method: 'cash', tendered: '10.00' };
    const first = await paidWith(cashier, key, cash);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ payment_status: 'paid', receipt_no: expect.any(String) });
    const again = await paidWith(cashier, key, cash);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(paidRows(again.body)).toHaveLength(1);
    expect(await till()).toBe(before + 585);
  });

  it('refuses the key with another amount or on another order, and a paid order without its key', async () => {
    const order = await shop.place(teh(1));
    const key = randomUUID();
    expect((await paidWith(cashier, key, { id: order.id, tendered: '5.00' })).status).toBe(200);
    expect(await paidWith(cashier, key, { id: order.id, tendered: '10.00' })).toMatchObject({
      status: 409,
      body: { reason: 'payment_key_reused' },
    });
    expect(await paidWith(cashier, key, { id: order.id, method: 'card_terminal' })).toMatchObject({
      status: 409,
      body: { reason: 'payment_key_reused' },
    });
    const next = await shop.place(teh(1));
    expect(await paidWith(cashier, key, { id: next.id })).toMatchObject({
      status: 409,
      body: { reason: 'payment_key_reused' },
    });
    expect((await toggle(cashier, { id: next.id })).body.data.payment_status).toBe('paid');
    // Another cashier, later, with no key or a key of their own: already paid, never paid again.
    const other = await shop.staff('All Access - Order');
    for (const res of [
      await toggle(other, { id: order.id, tendered: '5.00' }),
      await paidWith(other, randomUUID(), { id: order.id, tendered: '5.00' }),
    ])
      expect(res).toMatchObject({
        status: 409,
        body: { reason: 'order_already_paid', message: 'This order is already paid.' },
      });
  });

  it('pays once when the same call arrives several times at once', async () => {
    const order = await shop.place(teh(2));
    const before = await till();
    const key = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => paidWith(cashier, key, { id: order.id, tendered: '6.00' })),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.body.data.receipt_no)).size).toBe(1);
    expect(paidRows(replies[0]?.body)).toHaveLength(1);
    expect(await till()).toBe(before + 585);
  });
});

describe('voiding an order', () => {
  it('needs a reason', async () => {
    const order = await shop.place(teh(1));
    for (const reason of [undefined, '   ']) {
      const res = await toggle(cashier, { id: order.id, action: 'void', reason });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ reason: 'Give a reason.' });
    }
  });

  it('voids an unpaid order with its reason and gives its limited foods back', async () => {
    const left = async () =>
      (await t.database.db.select().from(foods).where(eq(foods.id, shop.fx.food.kerabu)))[0]?.quantityLeft;
    const before = await left();
    const order = await shop.place([{ food_id: shop.fx.food.kerabu, quantity: 1 }]);
    expect(await left()).toBe((before ?? 0) - 1);
    const res = await toggle(cashier, { id: order.id, action: 'void', reason: 'Diner left' });
    expect(res.status).toBe(200);
    expect(res.body.data.payment_status).toBe('void');
    expect(res.body.data.history.at(-1)).toMatchObject({ kind: 'void', reason: 'Diner left' });
    expect(await left()).toBe(before);
  });

  it('refuses a paid order, and a voided one cannot be paid, naming the status in the caller’s language', async () => {
    const paid = await shop.place(teh(1));
    await toggle(cashier, { id: paid.id });
    const voidPaid = await toggle(cashier, { id: paid.id, action: 'void', reason: 'Oops' });
    expect(voidPaid).toMatchObject({
      status: 409,
      body: {
        reason: 'order_not_voidable',
        message: 'This order is paid: only an unpaid order can be voided.',
      },
    });
    const voided = await shop.place(teh(1));
    await toggle(cashier, { id: voided.id, action: 'void', reason: 'Duplicate' });
    const res = await t.call(cashier, {
      method: 'PATCH',
      url: '/api/admin/toggle_order_status',
      headers: { 'accept-language': 'zh' },
      payload: { id: voided.id },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      reason: 'order_not_payable_now',
      message: expect.stringContaining('已作废'),
    });
  });
});

describe('who may', () => {
  it('answers 404 for another merchant’s order and 403 to buddies, agents and the kitchen', async () => {
    const order = await shop.place(teh(1));
    const other = await t.token('merchant');
    for (const payload of [
      { id: order.id },
      { id: order.id, action: 'void', reason: 'x' },
      { id: order.id, action: 'refund', reason: 'x' },
    ])
      expect((await toggle(other, payload)).status).toBe(404);
    const kitchen = await shop.staff('All Access - Kitchen');
    for (const token of [await t.token('buddy'), await t.token('agent'), kitchen])
      expect((await toggle(token, { id: order.id })).status).toBe(403);
    // Still unpaid after all of that.
    const admin = await t.token('admin');
    expect((await toggle(admin, { id: order.id })).body.data.payment_status).toBe('paid');
  });
});
