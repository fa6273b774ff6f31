import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { orderLines, orders, refunds } from '../../db/schema';
import {
  chainOf,
  grant,
  lemak,
  orderRow,
  placeAs,
  type RewardsWorld,
  rewardsWorld,
  toggle,
} from '../loyalty/test-world';
import { paidOrder, refundWhole } from '../payouts/test-support';
import { rebuildRollups, rollupsMissing } from './rebuild';
import { buddyOrder, paidOnline } from './test-orders';

let t: TestApp;
let w: RewardsWorld;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  w = await rewardsWorld(t, 'rebuild');
});
afterAll(() => t?.close());

const rollups = {
  sales_daily: 'merchant_id, day, method',
  sales_hourly: 'merchant_id, day, hour',
  food_sales_daily: 'merchant_id, day, food_id',
  rewards_daily: 'merchant_id, day, kind, level',
  ledger_daily: 'account_id, day, kind',
  buddy_days: 'day, buddy_id',
} as const;

/** Every rollup table's rows in key order, numbers as numbers (pg answers bigint as text). */
async function snapshot() {
  const out: Record<string, unknown[]> = {};
  for (const [table, key] of Object.entries(rollups)) {
    const res = await db().execute(sql.raw(`select * from ${table} order by ${key}`));
    out[table] = (res as unknown as { rows: Record<string, unknown>[] }).rows.map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v]),
      ),
    );
  }
  return out;
}

const teh = (quantity = 1) => ({ food_id: w.shop.fx.food.teh, quantity });

/** An order that recorded its guests (issue 29: covers), paid in cash; its lines' ids. */
async function seatedOrder(guests: number, lines: unknown[], buddyToken: string | null = null, points = 0) {
  const placed = await placeAs(w, buddyToken, { lines, guests, points });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = await orderRow(db(), placed.json().data.token);
  expect(order.guests).toBe(guests);
  if (order.paymentStatus === 'unpaid') {
    const paid = await toggle(w, { id: order.id, method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  const ids = await db()
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  return { id: order.id, lines: ids.map((l) => l.id) };
}

async function refundLines(orderId: number, lineIds: number[]) {
  const res = await toggle(w, { id: orderId, action: 'refund', reason: 'Spilled', line_ids: lineIds });
  expect(res.statusCode, res.body).toBe(200);
}

describe('rebuilding the report rollups from the raw rows', () => {
  it('gives back exactly what the paying, refunding and posting steps kept', async () => {
    // Guests in cash, one refunded whole.
    await paidOrder(w, 2, 1);
    const refunded = await paidOrder(w, 1, 3);
    await refundWhole(w, refunded.id);
    // A buddy under five referrers: rewards on every level, then lines refunded one by one.
    const { buddy } = await chainOf(w, 5);
    const ordered = await buddyOrder(w, buddy.token, [lemak(w), teh(1), teh(3)]);
    await refundLines(ordered.id, [ordered.lines[1] as number]);
    await refundLines(ordered.id, [ordered.lines[2] as number]);
    // Points paying part of a bill, refunded.
    const holder = await w.buddy(buddy.id);
    await grant(db(), holder.id, 1000);
    const partly = await buddyOrder(w, holder.token, [lemak(w), teh(1)], 600);
    await refundWhole(w, partly.id);
    // The cashback spent before the refund: what cannot be taken back is written off.
    const spender = await w.buddy();
    const first = await buddyOrder(w, spender.token, [lemak(w)]);
    await buddyOrder(w, spender.token, [teh(1)], 25);
    await refundWhole(w, first.id);
    // Online, by card, partly with points; and a bill paid with points alone.
    await grant(db(), buddy.id, 2000);
    const online = (await paidOnline(w, buddy.token, 2, 500)).id;
    await refundWhole(w, online);
    await buddyOrder(w, buddy.token, [lemak(w)], 1458);
    // Guests recorded (covers): one bill kept, one refunded in part, one paid partly with points
    // refunded whole (its points' share comes off the covered sales too).
    await seatedOrder(3, [lemak(w), teh(2)]);
    const shared = await seatedOrder(2, [lemak(w), teh(1)]);
    await refundLines(shared.id, [shared.lines[1] as number]);
    await grant(db(), holder.id, 500);
    const pointed = await seatedOrder(4, [lemak(w, 2)], holder.token, 300);
    await refundWhole(w, pointed.id);

    const live = await snapshot();
    expect(live.sales_daily?.length).toBeGreaterThan(1);
    expect(
      live.rewards_daily?.some((r) => Number((r as { written_off_sen: number }).written_off_sen) > 0),
    ).toBe(true);
    expect(live.food_sales_daily?.some((r) => Number((r as { refunded_sen: number }).refunded_sen) > 0)).toBe(
      true,
    );
    expect(
      live.sales_daily?.some((r) => Number((r as { points_refunded_sen: number }).points_refunded_sen) > 0),
    ).toBe(true);
    expect(live.sales_daily?.some((r) => Number((r as { covers: number }).covers) > 0)).toBe(true);
    expect(await rollupsMissing(db())).toBe(false);

    await rebuildRollups(db());
    expect(await snapshot()).toEqual(live);
  });

  it('is needed, and brings the figures back, when paid orders exist but the rollups are empty', async () => {
    await paidOrder(w, 1, 1);
    const live = await snapshot();
    for (const table of Object.keys(rollups)) await db().execute(sql.raw(`delete from ${table}`));
    expect(await rollupsMissing(db())).toBe(true);
    await rebuildRollups(db());
    expect(await rollupsMissing(db())).toBe(false);
    expect(await snapshot()).toEqual(live);
  });

  it('puts a sale on the Kuala Lumpur day it was paid and its refund on the day the refund was made', async () => {
    const { buddy } = await chainOf(w, 1);
    const order = await buddyOrder(w, buddy.token, [lemak(w), teh(2)]);
    await refundWhole(w, order.id);
    // As if paid three days ago at 23:30 in Kuala Lumpur (15:30 UTC) and refunded the next day.
    const paidAt = new Date(Date.now() - 3 * 86_400_000);
    paidAt.setUTCHours(15, 30, 0, 0);
    const refundAt = new Date(paidAt.getTime() + 86_400_000);
    await db().execute(sql`update orders set paid_at = ${paidAt.toISOString()} where id = ${order.id}`);
    await db().execute(
      sql`update refunds set created_at = ${refundAt.toISOString()} where order_id = ${order.id}`,
    );
    await db().execute(sql`update ledger_transactions set created_at = ${refundAt.toISOString()}
      where kind = 'order_rewards_refund' and ref in (select id::text from refunds where order_id = ${order.id})`);
    await rebuildRollups(db());

    const klDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    if (!row) throw new Error('no order');
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    const day = async (d: string) =>
      (await snapshot()).sales_daily?.filter(
        (r) =>
          (r as { day: string }).day === d && (r as { merchant_id: number }).merchant_id === row.merchantId,
      );
    expect(await day(klDay(paidAt))).toEqual([
      expect.objectContaining({
        orders: 1,
        gross_sen: row.totalSen + row.roundingSen,
        refunds: 0,
        refunded_sen: 0,
      }),
    ]);
    expect(await day(klDay(refundAt))).toEqual([
      expect.objectContaining({ orders: 0, gross_sen: 0, refunds: 1, refunded_sen: refund?.amountSen }),
    ]);
    const rewards = (await snapshot()).rewards_daily?.filter(
      (r) =>
        (r as { merchant_id: number }).merchant_id === row.merchantId &&
        (r as { kind: string }).kind === 'cashback',
    ) as { day: string; amount_sen: number; reversed_sen: number }[];
    const paidDay = rewards.find((r) => r.day === klDay(paidAt));
    const refundDay = rewards.find((r) => r.day === klDay(refundAt));
    expect(paidDay?.amount_sen).toBeGreaterThan(0);
    expect(refundDay).toMatchObject({ amount_sen: 0, reversed_sen: paidDay?.amount_sen });
  });
});
