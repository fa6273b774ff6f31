import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { orderLines } from '../../db/schema';
import {
  type Buddy,
  balances,
  chainOf,
  entriesOf,
  eventsOf,
  grant,
  lemak,
  orderRow,
  placeAs,
  pointsOf,
  type RewardsWorld,
  rewardsOf,
  rewardsWorld,
  toggle,
} from './test-world';

let t: TestApp;
let w: RewardsWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await rewardsWorld(t, 'refunds');
});
afterAll(() => t?.close());

const db = () => t.database.db;
const teh = (quantity = 1) => ({ food_id: w.shop.fx.food.teh, quantity });

/** An order placed by the buddy and paid in cash for what points did not pay: its row and line ids. */
async function paid(buddy: Buddy, lines: unknown[], points = 0) {
  const placed = await placeAs(w, buddy.token, { lines, points });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = await orderRow(db(), placed.json().data.token);
  if (order.paymentStatus === 'unpaid')
    expect((await toggle(w, { id: order.id, method: 'cash' })).statusCode).toBe(200);
  const ids = await db()
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.position);
  return { order, lines: ids.map((l) => l.id) };
}

async function refund(orderId: number, reason: string, lineIds?: number[]) {
  const res = await toggle(w, {
    id: orderId,
    action: 'refund',
    reason,
    ...(lineIds && { line_ids: lineIds }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const log = (await eventsOf(db(), orderId)).filter((e) => e.kind === 'refund').at(-1);
  return { res, log: log?.reason };
}

/** Everyone's wallet and the accounts rewards touch, for comparing before and after. */
async function snapshot(buddies: Buddy[]) {
  return {
    ...(await balances(w)),
    points: await Promise.all(buddies.map((b) => pointsOf(db(), b.id))),
  };
}

describe('refunds of rewarded orders', () => {
  it('reverse exactly the rewards the refunded lines earned, line by line adding up to the whole', async () => {
    const { buddy, uplines } = await chainOf(w, 5);
    const before = await snapshot([buddy, ...uplines]);
    // 22.50 subtotal: a 2.25 fee, of which cashback 45, referral 22/11/6/2/2, agent 45, mentor 11.
    const { order, lines } = await paid(buddy, [lemak(w), teh(1), teh(3)]);
    const amounts = (await rewardsOf(db(), order.id)).map((r) => r.amountSen);
    expect(amounts).toEqual([45, 22, 11, 6, 2, 2, 45, 11]);

    // One tea is a ninth of the subtotal: each part's ninth, rounded half-up.
    const first = await refund(order.id, 'Spilled', [lines[1] as number]);
    expect(first.log).toBe('Spilled (RM 2.92 given back by cash; 9 reward points taken back)');
    expect((await rewardsOf(db(), order.id)).map((r) => r.reversedSen)).toEqual([5, 2, 1, 1, 0, 0, 5, 1]);
    expect(await pointsOf(db(), buddy.id)).toBe(40);

    await refund(order.id, 'Cold', [lines[2] as number]);
    await refund(order.id, 'Wrong table');
    const rows = await rewardsOf(db(), order.id);
    expect(rows.map((r) => r.reversedSen)).toEqual(amounts);
    expect(rows.every((r) => r.writtenOffSen === 0)).toBe(true);
    // Every balance is as it was before the order: the refunds undid the payment and its rewards.
    expect(await snapshot([buddy, ...uplines])).toEqual(before);
  });

  it('reverse the same in one whole refund', async () => {
    const { buddy, uplines } = await chainOf(w, 5);
    const before = await snapshot([buddy, ...uplines]);
    const { order } = await paid(buddy, [lemak(w), teh(1), teh(3)]);
    const whole = await refund(order.id, 'Closed early');
    expect(whole.log).toBe('Closed early (RM 26.25 given back by cash; 88 reward points taken back)');
    expect((await rewardsOf(db(), order.id)).map((r) => r.reversedSen)).toEqual([
      45, 22, 11, 6, 2, 2, 45, 11,
    ]);
    expect(await snapshot([buddy, ...uplines])).toEqual(before);
  });

  it('give back the refunded share of the points the bill was paid with', async () => {
    const buddy = await w.buddy();
    await grant(db(), buddy.id, 1000);
    const before = await snapshot([buddy]);
    // 15.00 subtotal (fee 1.50, cashback 30), 600 points and the rest in cash.
    const { order, lines } = await paid(buddy, [lemak(w), teh(1)], 600);
    expect(await pointsOf(db(), buddy.id)).toBe(1000 - 600 + 30);

    // The tea is a sixth of the subtotal: 100 of the points back, 5 of the cashback taken back.
    const first = await refund(order.id, 'Cold', [lines[1] as number]);
    expect(first.log).toMatch(
      /^Cold \(RM \d+\.\d\d given back by cash; 100 points went back to the buddy; 5 reward points taken back\)$/,
    );
    expect(await pointsOf(db(), buddy.id)).toBe(430 + 100 - 5);
    const refundId = first.res.json().data.refunds[0].id;
    expect(await entriesOf(db(), 'points_refund', refundId)).toEqual({
      [`buddy_points:${buddy.id}`]: -100,
      points_issued: 100,
    });

    await refund(order.id, 'Closed');
    expect(await snapshot([buddy])).toEqual(before);
  });

  it('take a buddy who spent the points down to 0, never below, and write the rest off', async () => {
    const buddy = await w.buddy();
    const { order } = await paid(buddy, [lemak(w)]);
    expect(await pointsOf(db(), buddy.id)).toBe(25);
    // The 25 points pay part of a tea (fee 25 sen: cashback 5 back into the wallet).
    await paid(buddy, [teh(1)], 25);
    expect(await pointsOf(db(), buddy.id)).toBe(5);

    const before = await balances(w);
    const res = await refund(order.id, 'Complaint');
    expect(res.log).toBe(
      'Complaint (RM 14.60 given back by cash; 5 reward points taken back; 20 points could not be taken back (already spent))',
    );
    expect(await pointsOf(db(), buddy.id)).toBe(0);
    expect((await rewardsOf(db(), order.id))[0]).toMatchObject({
      kind: 'cashback',
      amountSen: 25,
      reversedSen: 25,
      writtenOffSen: 20,
    });
    const after = await balances(w);
    expect(after.writtenOff - before.writtenOff).toBe(20);
  });

  it('give an order paid wholly with points its points back, and no money', async () => {
    const buddy = await w.buddy();
    await grant(db(), buddy.id, 2000);
    const before = await snapshot([buddy]);
    const { order } = await paid(buddy, [lemak(w)], 1458);
    expect(order).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'points' });
    const res = await refund(order.id, 'Wrong order');
    expect(res.res.json().data).toMatchObject({ payment_status: 'refunded', refunded_sen: 0 });
    expect(res.log).toBe('Wrong order (1458 points went back to the buddy; 25 reward points taken back)');
    expect(await snapshot([buddy])).toEqual(before);
  });
});
