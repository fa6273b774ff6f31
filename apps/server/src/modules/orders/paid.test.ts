import { randomUUID } from 'node:crypto';
import { ZDinerMenuReply } from '@meja/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import type { Db } from '../../db/client';
import {
  foods,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  orderEvents,
  orders,
  stores,
  users,
} from '../../db/schema';
import { newToken } from '../../lib/tokens';
import { touchMenu } from '../menu/version';
import { sessionOf } from './admin/test-actors';
import type { OrderLifecycle } from './lifecycle';
import { paidEntries } from './paid-entries';
import * as repo from './repository';
import { markPaid, markVoid } from './service';
import { createOrderFixture, type OrderFixture } from './test-fixture';

/** markPaid and its effects, on PGlite and (test:pg) on PostgreSQL with real concurrency. */
let t: TestApp;
let db: Db;
let fx: OrderFixture;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  fx = await createOrderFixture(db, 'orders-paid');
});
afterAll(() => t?.close());

async function placeOrder(lines: unknown[], channel = 'card') {
  const res = await t.call(null, {
    method: 'POST',
    url: `/api/public/table/${fx.tables[0]}/orders`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { lines, channel },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await db.select().from(orders).where(eq(orders.token, res.json().data.token));
  if (!row) throw new Error('no order');
  return row;
}

/** A store of its own with `n` unpaid orders of RM 10 each, written directly (fast). */
async function manyOrders(n: number) {
  const own = await createOrderFixture(db, `orders-many-${randomUUID().slice(0, 8)}`);
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    ids.push(
      await repo.insertOrder(
        db,
        {
          merchantId: own.merchantId,
          token: newToken(),
          channel: 'card',
          subtotalSen: 1000,
          totalSen: 1000,
        },
        [
          {
            position: 0,
            foodId: own.food.teh,
            name: 'Teh Tarik',
            unitPriceSen: 1000,
            quantity: 1,
            lineTotalSen: 1000,
            options: [],
          },
        ],
      ),
    );
  }
  return { merchantId: own.merchantId, ids };
}

const entriesOf = (orderId: number) =>
  db
    .select({ account: ledgerAccounts.key, amountSen: ledgerEntries.amountSen })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerTransactions.kind, 'order_paid'), eq(ledgerTransactions.ref, String(orderId))))
    .orderBy(asc(ledgerEntries.id));

describe('markPaid', () => {
  it('pays once: one receipt number, one audit row, one balanced ledger transaction', async () => {
    const order = await placeOrder([
      { food_id: fx.food.lemak, quantity: 1, options: [{ option_id: fx.option.mild }] },
    ]);
    // 12.50; 1.25; 6% of 13.75 = 0.825 → 0.83; 14.58.
    expect(order.totalSen).toBe(1458);
    const first = await markPaid(t.ctx(), order.id, { via: 'gateway', paymentId: 7 });
    const second = await markPaid(t.ctx(), order.id, { via: 'gateway', paymentId: 7 });
    expect(first).toMatchObject({ changed: true, order: { paymentStatus: 'paid', receiptNo: 'T-0001' } });
    expect(second).toMatchObject({ changed: false, order: { paymentStatus: 'paid', receiptNo: 'T-0001' } });
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      paymentStatus: 'paid',
      receiptNo: 'T-0001',
      receiptSeq: 1,
      platformChargeBp: 1000,
    });
    expect(row?.paidAt).toBeInstanceOf(Date);
    const [store] = await db.select().from(stores).where(eq(stores.merchantId, fx.merchantId));
    expect(store?.receiptNext).toBe(2);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => [e.kind, e.fromStatus, e.toStatus, e.reason])).toEqual([
      ['placed', null, 'unpaid', null],
      ['paid', 'unpaid', 'paid', 'gateway payment 7'],
    ]);
    // Platform fee: 10% of the subtotal 12.50 = 1.25; the merchant is owed the rest of 14.58.
    expect(await entriesOf(order.id)).toEqual([
      { account: 'gateway_clearing', amountSen: 1458 },
      { account: 'platform_revenue', amountSen: -125 },
      { account: `merchant_payable:${fx.merchantId}`, amountSen: -1333 },
    ]);
  });

  it('rounds cash at the counter to 5 sen and books the cash at the merchant', async () => {
    const order = await placeOrder([{ food_id: fx.food.teh, quantity: 1 }], 'counter');
    expect(order.totalSen).toBe(292); // 2.50 + 0.25 + 0.165 → 0.17
    const paid = await markPaid(t.ctx(), order.id, { via: 'counter', cash: true });
    expect(paid.order).toMatchObject({ roundingSen: -2 });
    expect(await entriesOf(order.id)).toEqual([
      { account: `cash_at_merchant:${fx.merchantId}`, amountSen: 290 },
      { account: 'platform_revenue', amountSen: -25 },
      { account: `merchant_payable:${fx.merchantId}`, amountSen: -265 },
    ]);
    const page = await t.call(null, { method: 'GET', url: `/api/public/orders/${order.token}` });
    expect(page.json().data).toMatchObject({ total: '2.92', rounding: '-0.02', rounded_total: '2.90' });
  });

  it('keeps every ledger transaction balanced', async () => {
    expect(() =>
      paidEntries({ merchantId: 1, subtotalSen: 999, totalSen: 1100 }, 333, 'gateway', 0),
    ).not.toThrow();
    const sums = await db
      .select({ sum: sql<number>`sum(${ledgerEntries.amountSen})::int` })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.transactionId, ledgerEntries.unit);
    expect(sums.length).toBeGreaterThan(0);
    expect(sums.every((s) => Number(s.sum) === 0)).toBe(true);
  });

  it('takes limited foods when ordered and not again when paid; the menu shows sold out', async () => {
    await db.update(foods).set({ quantityLeft: 3 }).where(eq(foods.id, fx.food.kerabu));
    await touchMenu(db, fx.merchantId);
    const left = async () =>
      (await db.select().from(foods).where(eq(foods.id, fx.food.kerabu)))[0]?.quantityLeft;
    const two = await placeOrder([{ food_id: fx.food.kerabu, quantity: 2 }]);
    expect(await left()).toBe(1);
    await markPaid(t.ctx(), two.id, { via: 'gateway' });
    expect(await left()).toBe(1);
    const menu = async () => {
      const res = await t.call(null, { method: 'GET', url: `/api/public/table/${fx.tables[0]}/menu` });
      const foodsOf = ZDinerMenuReply.parse(res.json()).data.categories.flatMap((c) => c.foods);
      return foodsOf.find((f) => f.id === fx.food.kerabu);
    };
    expect((await menu())?.sold_out).toBe(false);
    // Two wanted, one left: refused by name.
    const tooMany = await t.call(null, {
      method: 'POST',
      url: `/api/public/table/${fx.tables[0]}/price`,
      payload: { lines: [{ food_id: fx.food.kerabu, quantity: 2 }] },
    });
    expect(tooMany.json()).toMatchObject({ message: 'Only 1 left of Kerabu.' });
    const one = await placeOrder([{ food_id: fx.food.kerabu, quantity: 1 }]);
    expect(await left()).toBe(0);
    expect((await menu())?.sold_out).toBe(true);
    await markPaid(t.ctx(), one.id, { via: 'gateway' });
    expect(await left()).toBe(0);
    const soldOut = await t.call(null, {
      method: 'POST',
      url: `/api/public/table/${fx.tables[0]}/price`,
      payload: { lines: [{ food_id: fx.food.kerabu, quantity: 1 }] },
    });
    expect(soldOut.json().message).toBe('Sold out or no longer available: Kerabu.');
  });

  it('gives foods back when an unpaid order is voided', async () => {
    await db.update(foods).set({ quantityLeft: 2 }).where(eq(foods.id, fx.food.kerabu));
    await touchMenu(db, fx.merchantId);
    const order = await placeOrder([{ food_id: fx.food.kerabu, quantity: 2 }], 'counter');
    const left = async () =>
      (await db.select().from(foods).where(eq(foods.id, fx.food.kerabu)))[0]?.quantityLeft;
    expect(await left()).toBe(0);
    expect(await markVoid(t.ctx(), order.id, { reason: 'Diner left' })).toEqual({ changed: true });
    expect(await left()).toBe(2);
    // Voiding again gives nothing more back.
    expect(await markVoid(t.ctx(), order.id, { reason: 'again' })).toEqual({ changed: false });
    expect(await left()).toBe(2);
  });

  it('leaves void orders alone, and voids only unpaid ones', async () => {
    const order = await placeOrder([{ food_id: fx.food.teh, quantity: 1 }], 'counter');
    expect(await markVoid(t.ctx(), order.id, { reason: 'Diner left' })).toEqual({ changed: true });
    expect((await markPaid(t.ctx(), order.id, { via: 'counter' })).changed).toBe(false);
    expect(await markVoid(t.ctx(), order.id, { reason: 'again' })).toEqual({ changed: false });
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentStatus: 'void', receiptNo: null });
    expect(await entriesOf(order.id)).toEqual([]);
  });

  it('gives 200 orders paid concurrently in one store 200 distinct consecutive receipt numbers', async () => {
    const { merchantId, ids } = await manyOrders(200);
    // Each payment twice, all at once: a callback delivered again must not take another number.
    const results = await Promise.all(
      [...ids, ...ids].map((id) => markPaid(t.ctx(), id, { via: 'gateway' })),
    );
    expect(results.filter((r) => r.changed)).toHaveLength(200);
    const rows = await db
      .select({ receiptNo: orders.receiptNo, seq: orders.receiptSeq })
      .from(orders)
      .where(and(eq(orders.merchantId, merchantId), inArray(orders.id, ids)));
    const seqs = rows.map((r) => r.seq ?? 0).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.receiptNo)).size).toBe(200);
    expect(rows.map((r) => r.receiptNo)).toContain('T-0200');
    const [store] = await db.select().from(stores).where(eq(stores.merchantId, merchantId));
    expect(store?.receiptNext).toBe(201);
  });

  it('skips numbers already given when the counter was set back, never repeating one', async () => {
    const { merchantId, ids } = await manyOrders(3);
    await markPaid(t.ctx(), ids[0] ?? 0, { via: 'gateway' });
    await markPaid(t.ctx(), ids[1] ?? 0, { via: 'gateway' });
    await db.update(stores).set({ receiptNext: 2 }).where(eq(stores.merchantId, merchantId));
    expect((await markPaid(t.ctx(), ids[2] ?? 0, { via: 'gateway' })).order.receiptNo).toBe('T-0003');
  });

  it('previews in the store settings the number paying issues, the starting number set below numbers given', async () => {
    const { merchantId, ids } = await manyOrders(4);
    for (const id of ids.slice(0, 3)) await markPaid(t.ctx(), id, { via: 'gateway' });
    await db.update(users).set({ firstLogin: false }).where(eq(users.id, merchantId));
    const owner = await sessionOf(t, merchantId);
    // T-0001 to T-0003 given; counting starts again at 2.
    const saved = await t.call(owner, {
      method: 'PATCH',
      url: '/api/admin/merchant/update',
      payload: { type: 'store', receipt_start_counting_at: 2 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      receipt_start_counting_at: 2,
      receipt_next: 4,
      next_receipt_no: 'T-0004',
    });
    expect((await markPaid(t.ctx(), ids[3] ?? 0, { via: 'gateway' })).order.receiptNo).toBe('T-0004');
    const after = await t.call(owner, { method: 'GET', url: '/api/admin/merchant/info?type=store' });
    expect(after.json().data).toMatchObject({ receipt_next: 5, next_receipt_no: 'T-0005' });
  });
});

describe('paid-order steps', () => {
  const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0];

  it('runs a step another module adds inside the paying transaction: its failure rolls the payment back', async () => {
    const {
      merchantId,
      ids: [orderId = 0],
    } = await manyOrders(1);
    const seen: unknown[] = [];
    const lifecycle = t.app.deps.orderLifecycle;
    const withRewardsFailing: OrderLifecycle = {
      ...lifecycle,
      async paid(ctx, paid) {
        const receipt = await lifecycle.paid(ctx, paid);
        if (paid.id !== orderId) return receipt;
        const row = await repo.findOrder(ctx.db, paid.id);
        seen.push({ status: row?.paymentStatus, receiptNo: row?.receiptNo, via: paid.via });
        throw new Error('rewards failed');
      },
    };
    await expect(
      markPaid({ ...t.ctx(), orderLifecycle: withRewardsFailing }, orderId, { via: 'gateway', paymentId: 9 }),
    ).rejects.toThrow('rewards failed');
    // It ran after the order was paid and numbered, in the same transaction...
    expect(seen).toEqual([{ status: 'paid', receiptNo: 'T-0001', via: 'gateway' }]);
    // ...so nothing of the payment is left: the order is unpaid, the number and the ledger unused.
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'unpaid', receiptNo: null, paidAt: null });
    const [store] = await db.select().from(stores).where(eq(stores.merchantId, merchantId));
    expect(store?.receiptNext).toBe(1);
    expect(await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).toEqual([]);
    expect(await entriesOf(orderId)).toEqual([]);
    // Without it, the payment goes through with the number the rollback gave back.
    expect((await markPaid(t.ctx(), orderId, { via: 'gateway' })).order.receiptNo).toBe('T-0001');
  });
});
