import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { ledgerTransactions, orderLines, payments } from '../../../db/schema';
import { balanceOf, cashAtMerchant, gatewayClearing, merchantPayable, platformRevenue } from '../../ledger';
import { markPaid } from '../service';
import { openShop, type Shop, send } from './test-actors';

let t: TestApp;
let shop: Shop;
let cashier: string;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t, 'cashier-refund');
  cashier = await shop.staff('All Access - Order');
});
afterAll(() => t?.close());

const toggle = (payload: object) => send(t, cashier, 'PATCH', '/api/admin/toggle_order_status', payload);

async function balances() {
  const db = t.database.db;
  const m = shop.fx.merchantId;
  return {
    cash: await balanceOf(db, cashAtMerchant(m)),
    gateway: await balanceOf(db, gatewayClearing),
    revenue: await balanceOf(db, platformRevenue),
    payable: await balanceOf(db, merchantPayable(m)),
  };
}

const linesOf = (orderId: number) =>
  t.database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position);

describe('refunding at the counter', () => {
  it('gives back one line’s share, then the rest, leaving every balance as before the payment', async () => {
    const { food, option } = shop.fx;
    const order = await shop.place([
      { food_id: food.lemak, quantity: 1, options: [{ option_id: option.mild }] },
      { food_id: food.teh, quantity: 1 },
      { food_id: food.teh, quantity: 3 },
    ]);
    // 22.50 + 2.25 service + 6% of 24.75 = 1.485 → 1.49: 26.24, in cash 26.25.
    expect(order.totalSen).toBe(2624);
    const before = await balances();
    expect((await toggle({ id: order.id })).body.data.rounded_total_sen).toBe(2625);
    const paid = await balances();
    expect(paid).toEqual({
      ...before,
      cash: before.cash + 2625,
      revenue: before.revenue - 225,
      payable: before.payable - 2400,
    });

    const [, oneTeh] = await linesOf(order.id);
    const one = await toggle({ id: order.id, action: 'refund', line_ids: [oneTeh?.id], reason: 'Spilled' });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    // The line is 2.50 of the 22.50 subtotal, a ninth: 29.17 → 2.92 back; 0.25 of the fee.
    expect(await balances()).toEqual({
      ...paid,
      cash: paid.cash - 292,
      revenue: paid.revenue + 25,
      payable: paid.payable + 267,
    });
    expect(one.body.data).toMatchObject({ payment_status: 'paid', refunded: '2.92', refunded_sen: 292 });
    expect(one.body.data.refunds).toMatchObject([
      { amount_sen: 292, method: 'cash', reason: 'Spilled', line_ids: [oneTeh?.id] },
    ]);
    expect(one.body.data.lines.map((l: { refunded: boolean }) => l.refunded)).toEqual([false, true, false]);
    expect(one.body.data.history.at(-1)).toMatchObject({
      kind: 'refund',
      line_id: oneTeh?.id,
      reason: 'Spilled (RM 2.92 given back by cash)',
    });
    const refundId = one.body.data.refunds[0].id;
    const posted = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, 'order_refund'), eq(ledgerTransactions.ref, String(refundId))));
    expect(posted).toHaveLength(1);

    const twice = await toggle({ id: order.id, action: 'refund', line_ids: [oneTeh?.id], reason: 'Again' });
    expect(twice).toMatchObject({
      status: 409,
      body: { reason: 'lines_already_refunded', message: 'Already refunded: Teh Tarik.' },
    });

    const rest = await toggle({ id: order.id, action: 'refund', reason: 'Wrong table' });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ payment_status: 'refunded', refunded_sen: 2625 });
    expect(rest.body.data.refunds.map((r: { amount_sen: number }) => r.amount_sen)).toEqual([292, 2333]);
    expect(await balances()).toEqual(before);

    const again = await toggle({ id: order.id, action: 'refund', reason: 'Once more' });
    expect(again).toMatchObject({ status: 409, body: { reason: 'order_not_refundable' } });
  });

  it('needs a reason, lines of the order, and a paid order', async () => {
    const order = await shop.place([{ food_id: shop.fx.food.teh, quantity: 1 }]);
    const unpaid = await toggle({ id: order.id, action: 'refund', reason: 'x' });
    expect(unpaid).toMatchObject({
      status: 409,
      body: { message: 'This order is unpaid: only a paid order can be refunded.' },
    });
    await toggle({ id: order.id, method: 'card_terminal' });
    expect((await toggle({ id: order.id, action: 'refund' })).body.errors).toEqual({
      reason: 'Give a reason.',
    });
    const foreign = await toggle({ id: order.id, action: 'refund', reason: 'x', line_ids: [2_000_000] });
    expect(foreign).toMatchObject({
      status: 400,
      body: { errors: { line_ids: 'Choose items of this order.' } },
    });
    const viaGateway = await toggle({
      id: order.id,
      action: 'refund',
      reason: 'x',
      refund_method: 'gateway',
    });
    expect(viaGateway.body.errors).toHaveProperty('refund_method');
    // Paid by card terminal: given back the same way unless told otherwise.
    const res = await toggle({ id: order.id, action: 'refund', reason: 'Cold' });
    expect(res.body.data.refunds[0]).toMatchObject({ method: 'card_terminal', amount_sen: order.totalSen });
  });

  it('records a gateway payment’s refund as to be returned through the gateway, reversing its clearing', async () => {
    const order = await shop.place([{ food_id: shop.fx.food.teh, quantity: 2 }], 'card');
    const before = await balances();
    const [payment] = await t.database.db
      .insert(payments)
      .values({
        orderId: order.id,
        gateway: 'sandbox',
        channel: 'ewallet',
        amountSen: order.totalSen,
        status: 'paid',
      })
      .returning({ id: payments.id });
    await markPaid(t.ctx(), order.id, { via: 'gateway', paymentId: payment?.id });
    const res = await toggle({ id: order.id, action: 'refund', reason: 'Closed kitchen' });
    expect(res.status).toBe(200);
    // The order keeps the channel the gateway payment was made through.
    expect(res.body.data).toMatchObject({ payment_method: 'ewallet', payment_status: 'refunded' });
    expect(res.body.data.refunds[0]).toMatchObject({ method: 'gateway', amount_sen: order.totalSen });
    expect(res.body.data.history.at(-2).reason).toBe(
      `Closed kitchen (RM ${(order.totalSen / 100).toFixed(2)} to be returned through the gateway)`,
    );
    expect(await balances()).toEqual(before);
  });
});
