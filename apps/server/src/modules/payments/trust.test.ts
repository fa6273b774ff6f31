import { randomUUID } from 'node:crypto';
import { ZDashboardReply } from '@meja/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { orderEvents, orders } from '../../db/schema';
import { expireDue } from '../orders/service';
import { createOrderFixture, type OrderFixture } from '../orders/test-fixture';
import {
  installedSandboxSecret,
  merchantIdOf,
  orderOf,
  placeOrder,
  productionApp,
  sandboxNotice,
} from './test-support';

/** Payments cannot be forged, and money that cannot pay an order is never silent. */
let t: TestApp;
let merchantId = 0;
let secret = '';
let fx: OrderFixture;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t.database.db);
  secret = await installedSandboxSecret(t);
  fx = await createOrderFixture(t.database.db, 'payments-trust');
});
afterAll(() => t?.close());

const db = () => t.database.db;
const pay = (token: string) =>
  t.call(null, { method: 'POST', url: `/api/public/orders/${token}/pay`, payload: { channel: 'card' } });
const refOf = (res: { json(): { data: { redirect_url: string } } }) =>
  res.json().data.redirect_url.split('/').pop() as string;
const callback = (notice: { body: object; headers: Record<string, string> }) =>
  t.call(null, {
    method: 'POST',
    url: '/api/public/payments/sandbox/callback',
    headers: notice.headers,
    payload: notice.body,
  });
const attentionOf = async (token: string) => {
  const res = await t.call(token, { method: 'GET', url: '/api/admin/merchant/dashboard' });
  expect(res.statusCode, res.body).toBe(200);
  return ZDashboardReply.parse(res.json()).data.attention;
};

describe('the sandbox gateway', () => {
  it('signs with a secret of this installation, never the old constant of the code', async () => {
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(secret).not.toBe('meja-sandbox-gateway-development-secret');
    const order = await placeOrder(db(), merchantId);
    const ref = refOf(await pay(order.token));
    const forged = await callback(
      sandboxNotice(ref, 'paid', 35_50, 'meja-sandbox-gateway-development-secret'),
    );
    expect(forged.statusCode).toBe(400);
    expect((await orderOf(db(), order.id))?.paymentStatus).toBe('unpaid');
    // The same secret on the next start: it is kept, not made again.
    expect(await installedSandboxSecret(t)).toBe(secret);
    expect((await callback(sandboxNotice(ref, 'paid', 35_50, secret))).statusCode).toBe(200);
    expect((await orderOf(db(), order.id))?.paymentStatus).toBe('paid');
  });

  it('answers 404, not 500, for a reference whose id no integer holds', async () => {
    const ref = `sbx_9999999999_${'a'.repeat(24)}`;
    const page = await t.call(null, { method: 'GET', url: `/api/public/sandbox/pay/${ref}` });
    expect(page.statusCode).toBe(404);
    const decide = await t.call(null, {
      method: 'POST',
      url: `/api/public/sandbox/pay/${ref}`,
      payload: { action: 'pay' },
    });
    expect(decide.statusCode).toBe(404);
    const back = await t.call(null, { method: 'GET', url: `/api/public/payments/sandbox/return?ref=${ref}` });
    expect(back.statusCode).toBe(404);
    expect((await callback(sandboxNotice(ref, 'paid', 100, secret))).json()).toEqual({ received: false });
  });
});

describe('money that cannot pay an order', () => {
  it('flags an order paid twice with the amount to give back, for the merchant, its agents and the admin', async () => {
    const order = await placeOrder(db(), merchantId, 42_00);
    const first = refOf(await pay(order.token));
    const second = refOf(await pay(order.token));
    expect((await callback(sandboxNotice(first, 'paid', 42_00, secret))).statusCode).toBe(200);
    expect((await callback(sandboxNotice(second, 'paid', 42_00, secret))).statusCode).toBe(200);
    // The second notice again: taken once.
    await callback(sandboxNotice(second, 'paid', 42_00, secret));

    const page = await t.call(null, { method: 'GET', url: `/api/public/orders/${order.token}` });
    expect(page.json().data).toMatchObject({
      payment_status: 'paid',
      paid_twice: true,
      give_back: '42.00',
      give_back_sen: 42_00,
      stock_short: false,
    });
    const events = await db()
      .select({ kind: orderEvents.kind })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => e.kind)).toEqual(['paid', 'paid_twice']);

    const receipt = (await orderOf(db(), order.id))?.receiptNo;
    for (const who of ['merchant', 'agent', 'master', 'subagent', 'admin']) {
      const mine = (await attentionOf(await t.token(who))).find((a) => a.id === order.id);
      expect(mine, who).toMatchObject({
        receipt_no: receipt,
        paid_twice: true,
        give_back_sen: 42_00,
        give_back: '42.00',
        store_name: 'Restoran Sedap, Bangsar',
      });
    }
    const stranger = await t.merchant('trust-stranger');
    expect(await attentionOf(stranger.token)).toEqual([]);
  });

  it('honours a payment arriving after expiry, flagged when the food ran out meanwhile', async () => {
    const placed = await t.call(null, {
      method: 'POST',
      url: `/api/public/table/${fx.tables[0]}/orders`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { lines: [{ food_id: fx.food.kerabu, quantity: 3 }], channel: 'card' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;
    const ref = refOf(await pay(order.token));
    expect(await expireDue(t.ctx(), { now: new Date(Date.now() + 16 * 60_000) })).toBeGreaterThanOrEqual(1);
    // The 3 given back are ordered at the counter before the diner's payment arrives.
    const counter = await t.call(null, {
      method: 'POST',
      url: `/api/public/table/${fx.tables[1]}/orders`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { lines: [{ food_id: fx.food.kerabu, quantity: 3 }], channel: 'counter' },
    });
    expect(counter.statusCode).toBe(201);
    const total = order.total_sen as number;
    expect((await callback(sandboxNotice(ref, 'paid', total, secret))).statusCode).toBe(200);
    const page = (await t.call(null, { method: 'GET', url: `/api/public/orders/${order.token}` })).json()
      .data;
    expect(page).toMatchObject({ payment_status: 'paid', stock_short: true, paid_twice: false });
    expect(page.receipt_no).toBeTruthy();
    const [row] = await db().select().from(orders).where(eq(orders.token, order.token));
    const seen = (await attentionOf(await t.token('admin'))).find((a) => a.id === row?.id);
    expect(seen).toMatchObject({ stock_short: true, paid_twice: false, give_back_sen: 0 });
    // Not the demo agent's merchant: not in its list.
    expect((await attentionOf(await t.token('agent'))).some((a) => a.id === row?.id)).toBe(false);
  });
});

describe('in production', () => {
  it('serves only the demo merchant through the sandbox; a merchant an admin created pays at the counter', async () => {
    const prod = await productionApp(true);
    try {
      const login = async (username: string, password: string) =>
        (await prod.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } })).json()
          .data.token as string;
      const admin = await login('admin', 'Admin@1234');
      const agents = await prod.app.inject({
        method: 'GET',
        url: '/api/admin/user?listing_type=agent&search=arjun',
        headers: { authorization: `Bearer ${admin}` },
      });
      const created = await prod.app.inject({
        method: 'POST',
        url: '/api/admin/user',
        headers: { authorization: `Bearer ${admin}` },
        payload: {
          type: 'merchant',
          username: 'prod-new-merchant',
          agent_id: agents.json().data[0].id,
          password: 'Given@1234',
          confirm_password: 'Given@1234',
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const fresh = await createOrderFixture(prod.database.db, 'prod-fixture');
      // An order placed online before (or by an old client) cannot be paid through the sandbox…
      const unpaid = await placeOrder(prod.database.db, fresh.merchantId);
      const refused = await prod.app.inject({
        method: 'POST',
        url: `/api/public/orders/${unpaid.token}/pay`,
        payload: { channel: 'card' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'This store cannot take online payments yet. Please pay at the counter.',
      );
      const newcomer = await placeOrder(prod.database.db, created.json().data.id);
      const alsoRefused = await prod.app.inject({
        method: 'POST',
        url: `/api/public/orders/${newcomer.token}/pay`,
        payload: { channel: 'card' },
      });
      expect(alsoRefused.statusCode).toBe(409);
      // …the diners' app is told to offer the counter only, and online orders are refused.
      const cart = { lines: [{ food_id: fresh.food.teh, quantity: 1 }] };
      const price = await prod.app.inject({
        method: 'POST',
        url: `/api/public/table/${fresh.tables[0]}/price`,
        payload: cart,
      });
      expect(price.json().data).toMatchObject({ online_payment: false, fpx_available: false });
      const place = (channel: string) =>
        prod.app.inject({
          method: 'POST',
          url: `/api/public/table/${fresh.tables[0]}/orders`,
          headers: { 'idempotency-key': randomUUID() },
          payload: { ...cart, channel },
        });
      const online = await place('card');
      expect(online.statusCode).toBe(400);
      expect(online.json().errors.channel).toBe(
        'This store cannot take online payments yet. Please pay at the counter.',
      );
      expect((await place('counter')).statusCode).toBe(201);

      // The demo's own merchant still pays through the sandbox (README's demo).
      const demo = await placeOrder(prod.database.db, await merchantIdOf(prod.database.db));
      const started = await prod.app.inject({
        method: 'POST',
        url: `/api/public/orders/${demo.token}/pay`,
        payload: { channel: 'card' },
      });
      expect(started.statusCode, started.body).toBe(200);
      const page = await prod.app.inject({
        method: 'GET',
        url: new URL(started.json().data.redirect_url).pathname,
      });
      expect(page.statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });

  it('has no sandbox at all without demo data', async () => {
    const prod = await productionApp(false);
    try {
      const ref = `sbx_1_${'a'.repeat(24)}`;
      const urls = [
        { method: 'GET' as const, url: `/api/public/sandbox/pay/${ref}` },
        { method: 'POST' as const, url: `/api/public/sandbox/pay/${ref}`, payload: { action: 'pay' } },
        { method: 'GET' as const, url: `/api/public/payments/sandbox/return?ref=${ref}` },
        {
          method: 'POST' as const,
          url: '/api/public/payments/sandbox/callback',
          payload: { ref, status: 'paid', amount_sen: '100' },
        },
      ];
      for (const u of urls) expect((await prod.app.inject(u)).statusCode, u.url).toBe(404);
      const order = await placeOrder(prod.database.db, await merchantIdOf(prod.database.db));
      const pay = await prod.app.inject({
        method: 'POST',
        url: `/api/public/orders/${order.token}/pay`,
        payload: { channel: 'card' },
      });
      expect(pay.statusCode).toBe(409);
    } finally {
      await prod.close();
    }
  });
});
