import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { orderEvents, orderLines, orders, stores } from '../../db/schema';
import { klDayOf } from '../../lib/time';
import { openShop, type Shop, send } from './admin/test-actors';

/**
 * Guests at the table (issue 29): the diner's first round records how many, staff set or correct
 * it while the bill is unpaid, and the merchant's sales report counts the paid orders' guests as
 * covers with the average spend per guest.
 */

let t: TestApp;
let shop: Shop;
let firstShop: Shop;
let reportShop: Shop;
let other: Shop;
let cashier: string;
let waiter: string;
let kitchen: string;
let otherCashier: string;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t, 'guests-end');
  firstShop = await openShop(t, 'guests-first');
  reportShop = await openShop(t, 'guests-report');
  other = await openShop(t, 'guests-other');
  cashier = await shop.staff('All Access - Order');
  waiter = await shop.staff('Only Access - Ready To Serve');
  kitchen = await shop.staff('All Access - Kitchen');
  otherCashier = await other.staff('All Access - Order');
  await t.database.db
    .update(stores)
    .set({ dineInPayment: 'end' })
    .where(eq(stores.merchantId, shop.fx.merchantId));
  // The report's shop: paid at the end, no service charge or SST, so bills are round amounts.
  await t.database.db
    .update(stores)
    .set({ dineInPayment: 'end', serviceCharge: false, serviceChargeBp: 0, salesServiceTax: false })
    .where(eq(stores.merchantId, reportShop.fx.merchantId));
});
afterAll(() => t?.close());

const teh = (s: Shop, quantity: number) => ({ food_id: s.fx.food.teh, quantity });

/** A diner's round from a table's QR code: the reply's status and body. */
async function order(s: Shop, lines: object[], extra: object = {}, table = 0) {
  const res = await t.call(null, {
    method: 'POST',
    url: `/api/public/table/${s.fx.tables[table]}/orders`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { lines, channel: 'counter', ...extra },
  });
  return { status: res.statusCode, body: res.json() };
}

const orderRow = async (token: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.token, token)))[0];
const setGuests = (who: string, id: number, guests: unknown) =>
  send(t, who, 'POST', `/api/admin/order/${id}/guests`, { guests });
const toggle = (who: string, body: object) => send(t, who, 'PATCH', '/api/admin/toggle_order_status', body);

/** Voids the bill a round landed on, so that the next test starts at an empty table. */
async function closeBill(token: string) {
  const row = await orderRow(token);
  if (row?.paymentStatus === 'unpaid')
    await toggle(cashier, { id: row.id, action: 'void', reason: 'test reset' });
}

describe('guests on a bill paid at the end', () => {
  it('keeps the count of the round that opens the bill; a later round does not change it', async () => {
    const first = await order(shop, [teh(shop, 2)], { guests: 3 });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const token = first.body.data.token;
    expect((await orderRow(token))?.guests).toBe(3);

    const later = await order(shop, [teh(shop, 1)], { guests: 5 });
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    expect(later.body.data.token).toBe(token);
    expect((await orderRow(token))?.guests).toBe(3);

    // The cashier's board card shows it.
    const row = await orderRow(token);
    const detail = await t.call(cashier, { method: 'GET', url: `/api/admin/order_detail/${row?.id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.guests).toBe(3);
    await closeBill(token);
  });

  it('records nothing when the old client sends no guests, and a later round may fill it in', async () => {
    const first = await order(shop, [teh(shop, 1)]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const token = first.body.data.token;
    expect((await orderRow(token))?.guests).toBeNull();
    await order(shop, [teh(shop, 1)], { guests: 2 });
    expect((await orderRow(token))?.guests).toBe(2);
    await closeBill(token);
  });

  it('keeps the count on a pay-first dine-in order and on a key-in that opens a bill', async () => {
    const single = await order(firstShop, [teh(firstShop, 1)], { guests: 2 });
    expect(single.status, JSON.stringify(single.body)).toBe(201);
    expect((await orderRow(single.body.data.token))?.guests).toBe(2);

    const tableId = (await orderRow(single.body.data.token))?.tableId;
    const keyed = await send(t, firstShop.owner, 'POST', '/api/admin/order', {
      table_id: tableId,
      lines: [teh(firstShop, 1)],
      guests: 6,
    });
    expect(keyed.status, JSON.stringify(keyed.body)).toBe(201);
    expect(keyed.body.data.guests).toBe(6);

    const seatedBy = await send(t, cashier, 'POST', '/api/admin/order', {
      table_id: (await orderRow((await order(shop, [teh(shop, 1)], {}, 1)).body.data.token))?.tableId,
      lines: [teh(shop, 1)],
      guests: 4,
    });
    // The diner's round opened the bill without a count: the staff's round fills it in.
    expect(seatedBy.status, JSON.stringify(seatedBy.body)).toBe(201);
    expect(seatedBy.body.data.guests).toBe(4);
    await closeBill(seatedBy.body.data.token);
  });

  it('lets the staff who seat tables set and correct it, each change logged with who and the count', async () => {
    const placed = await order(shop, [teh(shop, 1)]);
    const row = await orderRow(placed.body.data.token);
    const id = row?.id ?? 0;

    const set = await setGuests(waiter, id, 4);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.guests).toBe(4);
    expect(set.body.message).toBe('Guests: 4.');
    const corrected = await setGuests(cashier, id, 5);
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect((await orderRow(placed.body.data.token))?.guests).toBe(5);

    const log = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.kind, 'guests')))
      .orderBy(asc(orderEvents.id));
    expect(log.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, '4'],
      ['4', '5'],
    ]);
    expect(log[0]?.actorId).not.toBeNull();
    expect(log[1]?.actorId).not.toBe(log[0]?.actorId);
    // The order's history names who set it.
    const history = corrected.body.data.history.filter((h: { kind: string }) => h.kind === 'guests');
    expect(history).toHaveLength(2);
    expect(history.every((h: { actor: unknown }) => h.actor !== null)).toBe(true);

    // A paid bill's guests are in the report already: no change.
    expect((await toggle(cashier, { id, method: 'cash' })).status).toBe(200);
    const late = await setGuests(cashier, id, 6);
    expect(late.status).toBe(409);
    expect(late.body.reason).toBe('guests_not_open');
  });

  it.each([0, 100, 2.5, 'x'])('refuses %s guests as a field error on guests', async (bad) => {
    const placed = await order(shop, [teh(shop, 1)]);
    const id = (await orderRow(placed.body.data.token))?.id ?? 0;
    const staff = await setGuests(cashier, id, bad);
    expect(staff.status).toBe(400);
    expect(Object.keys(staff.body.errors ?? {})).toEqual(['guests']);
    expect(staff.body.errors.guests).toBe('Enter the number of guests: a whole number from 1 to 99.');

    const diner = await order(shop, [teh(shop, 1)], { guests: bad });
    expect(diner.status).toBe(400);
    expect(Object.keys(diner.body.errors ?? {})).toEqual(['guests']);
    const keyed = await send(t, cashier, 'POST', '/api/admin/order', {
      table_id: (await orderRow(placed.body.data.token))?.tableId,
      lines: [teh(shop, 1)],
      guests: bad,
    });
    expect(keyed.status).toBe(400);
    expect(Object.keys(keyed.body.errors ?? {})).toEqual(['guests']);
    await closeBill(placed.body.data.token);
  });

  it('answers another merchant’s order as not found, and staff without the permission 403', async () => {
    const placed = await order(shop, [teh(shop, 1)]);
    const id = (await orderRow(placed.body.data.token))?.id ?? 0;
    expect((await setGuests(otherCashier, id, 2)).status).toBe(404);
    expect((await setGuests(kitchen, id, 2)).status).toBe(403);
    expect((await orderRow(placed.body.data.token))?.guests).toBeNull();
    await closeBill(placed.body.data.token);
  });
});

describe('covers in the merchant’s sales report', () => {
  const today = klDayOf(Date.now());
  const report = async () => {
    const res = await t.call(reportShop.owner, {
      method: 'GET',
      url: `/api/admin/merchant/sales_report?startDate=${today}&endDate=${today}&type=day`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const cashierOfReport = () => reportShop.staff('All Access - Order');

  it('sums the guests of paid bills and averages their net sales per guest; a refund keeps the covers', async () => {
    const till = await cashierOfReport();
    // 3 guests, RM 90.00 (36 × 2.50); 2 guests, RM 40.00 (10 + 6 × 2.50); one without guests.
    const big = await order(reportShop, [teh(reportShop, 36)], { guests: 3 }, 0);
    const small = await order(
      reportShop,
      [teh(reportShop, 10), { ...teh(reportShop, 6), note: 'Less sugar' }],
      { guests: 2 },
      1,
    );
    expect(big.body.data.total_sen).toBe(9000);
    expect(small.body.data.total_sen).toBe(4000);
    const bigId = (await orderRow(big.body.data.token))?.id ?? 0;
    const smallId = (await orderRow(small.body.data.token))?.id ?? 0;
    // Before paying nothing counts.
    expect((await report()).totals).toMatchObject({ covers: 0, avg_spend_per_guest_sen: null });
    for (const id of [bigId, smallId]) expect((await toggle(till, { id, method: 'cash' })).status).toBe(200);
    // A bill without guests adds its sales but no covers, and leaves the average alone.
    const unseated = await order(reportShop, [teh(reportShop, 4)], {}, 0);
    const unseatedId = (await orderRow(unseated.body.data.token))?.id ?? 0;
    expect((await toggle(till, { id: unseatedId, method: 'cash' })).status).toBe(200);

    const paid = await report();
    expect(paid.data).toEqual([
      expect.objectContaining({ period: today, orders: 3, covers: 5, avg_spend_per_guest_sen: 2600 }),
    ]);
    expect(paid.totals).toMatchObject({ net_sen: 14000, covers: 5, avg_spend_per_guest_sen: 2600 });

    // Refunding RM 15.00 of the smaller bill: still 5 guests came, RM 115.00 over them is RM 23.00.
    const lines = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, smallId))
      .orderBy(asc(orderLines.position));
    const refund = await toggle(till, {
      id: smallId,
      action: 'refund',
      reason: 'Spilled',
      line_ids: [lines[1]?.id],
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const refunded = await report();
    expect(refunded.data[0]).toMatchObject({ covers: 5, avg_spend_per_guest_sen: 2300 });
    expect(refunded.totals).toMatchObject({ covers: 5, avg_spend_per_guest_sen: 2300 });
  });
});
