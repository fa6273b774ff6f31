import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderLines, payments } from '../../db/schema';
import { lemak, orderRow, placeAs, type RewardsWorld, toggle } from '../loyalty/test-world';
import { installedSandboxSecret, sandboxNotice } from '../payments/test-support';

/** Orders the report tests pay through the app, as a buddy would (test support). */

/** A buddy's counter order, paid at the counter by `method` unless points paid it all; its line ids. */
export async function buddyOrder(
  w: RewardsWorld,
  buddyToken: string,
  lines: unknown[],
  points = 0,
  method = 'cash',
) {
  const db = w.t.database.db;
  const placed = await placeAs(w, buddyToken, { lines, points });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = await orderRow(db, placed.json().data.token);
  if (order.paymentStatus === 'unpaid') {
    const paid = await toggle(w, { id: order.id, method });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  const ids = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  return { id: order.id, lines: ids.map((l) => l.id) };
}

/** A buddy's card order of `quantity` Nasi Lemak, `points` of it in points, the rest paid through the sandbox gateway. */
export async function paidOnline(w: RewardsWorld, buddyToken: string, quantity: number, points = 0) {
  const t = w.t;
  const placed = await placeAs(w, buddyToken, { lines: [lemak(w, quantity)], channel: 'card', points });
  expect(placed.statusCode, placed.body).toBe(201);
  const token = placed.json().data.token as string;
  const pay = await t.call(null, {
    method: 'POST',
    url: `/api/public/orders/${token}/pay`,
    payload: { channel: 'card' },
  });
  expect(pay.statusCode, pay.body).toBe(200);
  const order = await orderRow(t.database.db, token);
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
  const secret = await installedSandboxSecret(t);
  const notice = sandboxNotice(payment?.gatewayRef ?? '', 'paid', payment?.amountSen ?? 0, secret);
  const callback = await t.call(null, {
    method: 'POST',
    url: '/api/public/payments/sandbox/callback',
    headers: notice.headers,
    payload: notice.body,
  });
  expect(callback.statusCode, callback.body).toBe(200);
  const after = await orderRow(t.database.db, token);
  expect(after.paymentStatus).toBe('paid');
  return after;
}
