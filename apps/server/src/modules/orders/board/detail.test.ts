import { randomUUID } from 'node:crypto';
import { ZOrderDetailReply, ZOrderListPage } from '@meja/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import {
  buddyProfiles,
  orderLines,
  orders,
  paymentEvents,
  payments,
  printJobs,
  refunds,
} from '../../../db/schema';
import { newBuddy } from '../../buddies/test-buddies';
import { moveFood } from '../food';
import { markPaid } from '../service';
import { type BoardMerchant, boardMerchant, place } from './test-world';

let t: TestApp;
let a: BoardMerchant;
let b: BoardMerchant;

beforeAll(async () => {
  t = await createTestApp();
  a = await boardMerchant(t, 'detail-a');
  b = await boardMerchant(t, 'detail-b');
});
afterAll(() => t?.close());

const detail = (token: string, id: number) =>
  t.call(token, { method: 'GET', url: `/api/admin/order_detail/${id}` });

describe('the order detail', () => {
  it('shows payments with their attempts, refunds with their lines, prints and the history with who did it', async () => {
    const db = t.database.db;
    const order = await place(
      t,
      a,
      [
        { food_id: a.fx.food.lemak, quantity: 1, options: [{ option_id: a.fx.option.mild }] },
        { food_id: a.fx.food.teh, quantity: 2 },
      ],
      'counter',
    );
    // A gateway attempt that failed before the diner paid at the counter.
    const [payment] = await db
      .insert(payments)
      .values({
        orderId: order.id,
        gateway: 'sandbox',
        channel: 'fpx',
        amountSen: order.totalSen,
        status: 'failed',
        gatewayRef: 'SB-1',
      })
      .returning();
    if (!payment) throw new Error('no payment');
    await db.insert(paymentEvents).values([
      { paymentId: payment.id, gateway: 'sandbox', source: 'callback', outcome: 'failed' },
      { paymentId: payment.id, gateway: 'sandbox', source: 'query', outcome: 'failed' },
    ]);
    await markPaid(t.ctx(), order.id, { via: 'counter', method: 'cash', actorId: a.cashierId });
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(orderLines.position);
    const teh = lines.find((l) => l.name === 'Teh Tarik');
    if (!teh) throw new Error('no teh');
    await moveFood(db, order.id, 'complete', { actorId: a.cashierId }, [teh.id]);
    const [refund] = await db
      .insert(refunds)
      .values({
        orderId: order.id,
        merchantId: a.id,
        amountSen: teh.lineTotalSen,
        method: 'cash',
        reason: 'spilt',
        actorId: a.cashierId,
      })
      .returning();
    if (!refund) throw new Error('no refund');
    await db.update(orderLines).set({ refundId: refund.id }).where(eq(orderLines.id, teh.id));
    await db.update(orders).set({ refundedSen: teh.lineTotalSen }).where(eq(orders.id, order.id));
    await db.insert(printJobs).values([
      {
        merchantId: a.id,
        orderId: order.id,
        kind: 'receipt',
        key: `r-${order.id}`,
        status: 'printed',
        attempts: 1,
        printedAt: new Date(),
      },
      {
        merchantId: a.id,
        orderId: order.id,
        subPrinterId: a.drinks,
        kind: 'ticket',
        key: `t-${order.id}`,
        status: 'failed',
        attempts: 3,
        lastError: 'offline',
      },
    ]);

    const res = await detail(a.cashier, order.id);
    expect(res.statusCode, res.body).toBe(200);
    const d = ZOrderDetailReply.parse(res.json()).data;
    expect(d).toMatchObject({
      id: order.id,
      token: order.token,
      payment_status: 'paid',
      payment_method: 'cash',
      subtotal_sen: order.subtotalSen,
      service_charge_sen: order.serviceChargeSen,
      sst_sen: order.sstSen,
      refunded_sen: teh.lineTotalSen,
      print_status: 'failed',
      ready_to_serve: false,
    });
    expect(d.rounded_total_sen - d.total_sen).toBe(d.rounding_sen);
    expect(d.rounded_total_sen % 5).toBe(0);
    expect(d.lines.find((l) => l.id === teh.id)).toMatchObject({ refunded: true, food_status: 'complete' });
    expect(d.payments).toHaveLength(1);
    expect(d.payments[0]).toMatchObject({ gateway: 'sandbox', status: 'failed', gateway_ref: 'SB-1' });
    expect(d.payments[0]?.attempts.map((x) => [x.source, x.outcome])).toEqual([
      ['callback', 'failed'],
      ['query', 'failed'],
    ]);
    expect(d.refunds).toEqual([
      expect.objectContaining({
        amount_sen: teh.lineTotalSen,
        method: 'cash',
        reason: 'spilt',
        line_ids: [teh.id],
        actor: { id: a.cashierId, name: 'Aisyah' },
      }),
    ]);
    // Printing may queue its own jobs when the order is paid: these two are the test's.
    expect(d.prints.map((p) => [p.kind, p.printer, p.status, p.last_error])).toEqual(
      expect.arrayContaining([
        ['receipt', null, 'printed', null],
        ['ticket', 'Bar', 'failed', 'offline'],
      ]),
    );
    // Other modules may log their own events (prints): these are the status changes, in order.
    const statusKinds = ['placed', 'paid', 'food_status'];
    const history = d.history
      .filter((h) => statusKinds.includes(h.kind))
      .map((h) => [
        h.kind,
        h.from_status,
        h.to_status,
        h.actor?.name ?? null,
        h.actor?.role ?? null,
        h.line_name,
      ]);
    expect(history).toEqual([
      ['placed', null, 'unpaid', null, null, null],
      ['paid', 'unpaid', 'paid', 'Aisyah', 'staff', null],
      ['food_status', 'processing', 'complete', 'Aisyah', 'staff', 'Teh Tarik'],
    ]);
  });

  it("answers 404 for another merchant's order, and shows it to the admin", async () => {
    const theirs = await place(t, b, [{ food_id: b.fx.food.teh, quantity: 1 }]);
    for (const token of [a.owner, a.cashier]) expect((await detail(token, theirs.id)).statusCode).toBe(404);
    expect((await detail(a.owner, 2_000_000_000)).statusCode).toBe(404);
    const admin = await t.token('admin');
    const res = await detail(admin, theirs.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: theirs.id, merchant_id: b.id });
    expect((await detail(a.kitchen, theirs.id)).statusCode).toBe(403);
  });
});

describe('an order\'s payer (SPEC §3 Order "payer", issue 26)', () => {
  const listing = async (token: string, query: Record<string, string> = {}) => {
    const res = await t.call(token, { method: 'GET', url: '/api/admin/order_listing', query });
    expect(res.statusCode, res.body).toBe(200);
    return ZOrderListPage.parse(res.json()).data;
  };

  it('is the buddy who placed and paid it, with name, phone and e-mail, in the detail and the order list', async () => {
    const db = t.database.db;
    const buddy = await newBuddy(t, { firstName: 'Mei Ling' });
    await db
      .update(buddyProfiles)
      .set({ email: 'meiling@example.my' })
      .where(eq(buddyProfiles.userId, buddy.id));
    const placed = await t.call(buddy.token, {
      method: 'POST',
      url: `/api/public/table/${a.fx.tables[0]}/orders`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { lines: [{ food_id: a.fx.food.teh, quantity: 1 }], channel: 'counter' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = await db.select().from(orders).where(eq(orders.token, placed.json().data.token));
    if (!order) throw new Error('no order');
    await markPaid(t.ctx(), order.id, { via: 'counter', method: 'cash', actorId: a.cashierId });
    const payer = { id: buddy.id, name: 'Mei Ling', phone_number: buddy.phone, email: 'meiling@example.my' };

    const d = ZOrderDetailReply.parse((await detail(a.cashier, order.id)).json()).data;
    expect(d.payer).toEqual(payer);
    expect((await listing(a.owner)).find((o) => o.id === order.id)?.payer).toEqual(payer);
    expect((await listing(a.cashier)).find((o) => o.id === order.id)?.payer).toEqual(payer);
    const admin = await t.token('admin');
    expect(
      (await listing(admin, { merchant_id: String(a.id) })).find((o) => o.id === order.id)?.payer,
    ).toEqual(payer);
    // Another merchant sees neither the order nor its payer.
    expect((await listing(b.owner)).some((o) => o.id === order.id)).toBe(false);
    expect((await detail(b.owner, order.id)).statusCode).toBe(404);

    // A guest's order has none.
    const guest = await place(t, a, [{ food_id: a.fx.food.teh, quantity: 1 }]);
    expect(ZOrderDetailReply.parse((await detail(a.cashier, guest.id)).json()).data.payer).toBeNull();
    expect((await listing(a.owner)).find((o) => o.id === guest.id)?.payer).toBeNull();
  });
});
