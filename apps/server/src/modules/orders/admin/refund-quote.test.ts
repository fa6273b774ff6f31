import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import {
  grant,
  lemak,
  orderRow,
  placeAs,
  type RewardsWorld,
  rewardsWorld,
  toggle,
} from '../../loyalty/test-world';
import { openShop } from './test-actors';

/**
 * Issue 28: the cashier sees what a refund gives back, and how, before confirming it. The quote
 * is the refund worked out as it would be made, so it must give exactly what the refund then
 * gives, in money and in points, for chosen lines and for the rest of the order.
 */
let t: TestApp;
let w: RewardsWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await rewardsWorld(t, 'refund-quote');
});
afterAll(() => t?.close());

const quote = (token: string, id: number, payload: object = {}) =>
  t.call(token, { method: 'POST', url: `/api/admin/order/${id}/refund_quote`, payload });

/** A buddy's counter order of a Nasi Lemak and two teh, partly paid with 500 points, the rest in cash. */
async function paidWithPoints() {
  const buddy = await w.buddy();
  await grant(t.database.db, buddy.id, 500);
  const teh = { food_id: w.shop.fx.food.teh, quantity: 2 };
  const placed = await placeAs(w, buddy.token, { lines: [lemak(w), teh], points: 500 });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = await orderRow(t.database.db, placed.json().data.token);
  const paid = await toggle(w, { id: order.id, method: 'cash' });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json().data as { id: number; lines: { id: number; name: string }[] };
}

describe('a refund’s quote', () => {
  it('gives exactly what the refund then gives back, money and points, for a line and for the rest', async () => {
    const order = await paidWithPoints();
    const [nasi] = order.lines;
    const one = await quote(w.cashier, order.id, { line_ids: [nasi?.id] });
    expect(one.statusCode, one.body).toBe(200);
    // 15.40 in cash and 500 points paid 17.50 of food; the Nasi Lemak is 12.50 of it (5/7).
    expect(one.json().data).toEqual({
      amount: '11.00',
      amount_sen: 1100,
      method: 'cash',
      points_back: 357,
      complete: false,
      lines: [{ id: nasi?.id, name: nasi?.name, quantity: 1, line_total_sen: 1250 }],
    });
    // Asking wrote nothing: the order is as paid.
    expect((await quote(w.cashier, order.id, { line_ids: [nasi?.id] })).json().data.amount_sen).toBe(1100);

    const refunded = await toggle(w, {
      id: order.id,
      action: 'refund',
      line_ids: [nasi?.id],
      reason: 'Too salty',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data.refunds[0].amount_sen).toBe(1100);
    expect(refunded.json().data.history.at(-1).reason).toContain('357 points went back to the buddy');

    // The rest of the order: what is left of the money and of the points, by card terminal if asked.
    const rest = await quote(w.cashier, order.id, { refund_method: 'card_terminal' });
    expect(rest.json().data).toMatchObject({
      amount_sen: 1540 - 1100,
      method: 'card_terminal',
      points_back: 500 - 357,
      complete: true,
    });
    const all = await toggle(w, {
      id: order.id,
      action: 'refund',
      reason: 'Left',
      refund_method: 'card_terminal',
    });
    expect(all.json().data.refunds.at(-1)).toMatchObject({ amount_sen: 440, method: 'card_terminal' });
  });

  it('is refused as the refund would be, and only for the cashier of the order’s merchant', async () => {
    const guest = await placeAs(w, null, { lines: [lemak(w)] });
    const unpaid = await orderRow(t.database.db, guest.json().data.token);
    const notPaid = await quote(w.cashier, unpaid.id);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().reason).toBe('order_not_refundable');
    await toggle(w, { id: unpaid.id, method: 'cash' });
    // Paid in cash: nothing to return through a gateway.
    const gateway = await quote(w.cashier, unpaid.id, { refund_method: 'gateway' });
    expect(gateway.statusCode).toBe(400);
    expect(gateway.json().errors).toHaveProperty('refund_method');
    // A guest's order paid in cash: the money back in cash, no points.
    expect((await quote(w.cashier, unpaid.id)).json().data).toMatchObject({
      method: 'cash',
      points_back: 0,
      complete: true,
    });

    const other = await openShop(t, 'refund-quote-other');
    expect((await quote(other.owner, unpaid.id)).statusCode).toBe(404);
    expect((await quote(await w.shop.staff('All Access - Kitchen'), unpaid.id)).statusCode).toBe(403);
  });
});
