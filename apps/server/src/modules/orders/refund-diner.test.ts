import type { TOrder } from '@meja/contracts';
import { ZOrder } from '@meja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import {
  entriesOf,
  grant,
  lemak,
  orderRow,
  placeAs,
  type RewardsWorld,
  rewardsWorld,
  toggle,
} from '../loyalty/test-world';

/**
 * Issue 26: a refund is the diner's news too. The diner's order page (GET /api/public/orders/{token},
 * what a reload reads) marks the refunded lines, says what went back in money and in points, and
 * what the order comes to now; the order's state follows the lines still being served.
 */
let t: TestApp;
let w: RewardsWorld;
let kitchen: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await rewardsWorld(t, 'refund-diner');
  kitchen = await w.shop.staff('All Access - Kitchen');
});
afterAll(() => t?.close());

const page = async (token: string): Promise<TOrder> => {
  const res = await t.call(null, { method: 'GET', url: `/api/public/orders/${token}` });
  expect(res.statusCode, res.body).toBe(200);
  return ZOrder.parse(res.json().data);
};

describe('the diner’s page of a refunded order', () => {
  it('shows a refunded line as refunded, the money and points given back and the new total', async () => {
    const buddy = await w.buddy();
    await grant(t.database.db, buddy.id, 500);
    const teh = { food_id: w.shop.fx.food.teh, quantity: 2 };
    // 12.50 + 2 × 2.50 = 17.50, + 1.75 service, + 6% SST 1.16: 20.41; 500 points, 15.41 in cash → 15.40.
    const placed = await placeAs(w, buddy.token, { lines: [lemak(w), teh], points: 500 });
    expect(placed.statusCode, placed.body).toBe(201);
    const token = placed.json().data.token as string;
    const order = await orderRow(t.database.db, token);
    expect((await toggle(w, { id: order.id, method: 'cash' })).statusCode).toBe(200);
    const paid = await page(token);
    expect(paid).toMatchObject({
      rounded_total_sen: 2040,
      refunded_sen: 0,
      refunded_points: 0,
      net_total_sen: 2040,
    });
    expect(paid.lines.map((l) => l.refunded)).toEqual([false, false]);

    const [nasi] = paid.lines;
    const refund = await toggle(w, {
      id: order.id,
      action: 'refund',
      line_ids: [nasi?.id],
      reason: 'Too salty',
    });
    expect(refund.statusCode, refund.body).toBe(200);

    // The line is 12.50 of 17.50: 15.40 × 5/7 = 11.00 back in cash, 500 × 5/7 = 357 points.
    const after = await page(token);
    expect(after).toMatchObject({
      payment_status: 'paid',
      status: 'processing',
      refunded: '11.00',
      refunded_sen: 1100,
      refunded_points: 357,
      net_total: '5.83',
      net_total_sen: 2040 - 1100 - 357,
    });
    // As the refund's postings gave them back: the money from the till, the points to the wallet.
    const refundId = refund.json().data.refunds[0].id as number;
    expect((await entriesOf(t.database.db, 'points_refund', refundId))[`buddy_points:${buddy.id}`]).toBe(
      -357,
    );
    expect(refund.json().data.refunds[0].amount_sen).toBe(1100);
    expect(after.lines.map((l) => [l.name, l.refunded])).toEqual([
      ['Nasi Lemak', true],
      ['Teh Tarik', false],
    ]);

    // The kitchen completes what is left: the order is complete, the refunded line is not waited for.
    const done = await t.call(kitchen, {
      method: 'PATCH',
      url: '/api/admin/food_status',
      payload: { order_id: order.id, status: 'complete', line_ids: [after.lines[1]?.id] },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await page(token)).status).toBe('complete');

    // The rest refunded: everything went back, the order comes to nothing.
    expect((await toggle(w, { id: order.id, action: 'refund', reason: 'Closing' })).statusCode).toBe(200);
    expect(await page(token)).toMatchObject({
      payment_status: 'refunded',
      refunded_sen: 1540,
      refunded_points: 500,
      net_total_sen: 0,
    });
  });

  it('says nothing was refunded on an order placed and paid as usual', async () => {
    const placed = await placeAs(w, null, { lines: [lemak(w)] });
    expect(placed.json().data).toMatchObject({
      refunded_sen: 0,
      refunded_points: 0,
      net_total_sen: 1458,
      lines: [{ refunded: false }],
    });
  });
});
