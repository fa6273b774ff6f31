import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { orderLines } from '../../../db/schema';
import { klDayOf } from '../../../lib/time';
import {
  grant,
  lemak,
  orderRow,
  placeAs,
  type RewardsWorld,
  rewardsWorld,
  toggle,
} from '../../loyalty/test-world';
import { paidOrder, refundWhole } from '../../payouts/test-support';
import {
  bestSellingExpected,
  labelOf,
  type Raw,
  rawOf,
  referralExpected,
  salesExpected,
  summaryExpected,
  sumOf,
} from './test-expected';

/**
 * Every figure of a merchant's grouped reports against the same figures recomputed from its raw
 * orders, lines, refunds, rewards and fee postings: cash, card terminal, e-wallet and points
 * payments, whole and partial refunds, buddies with a referrer, and another merchant's sales
 * that must not show.
 */

let t: TestApp;
let w: RewardsWorld;
let raw: Raw;
const today = klDayOf(Date.now());
const monthAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 45 * 86_400_000).toISOString().slice(0, 10);

const db = () => t.database.db;
const get = async (url: string, token = w.shop.owner) => {
  const res = await t.call(token, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A buddy's counter order, paid at the counter by `method`, optionally part-paid with points. */
async function buddyOrder(token: string, lines: unknown[], method: string, points = 0) {
  const placed = await placeAs(w, token, { lines, ...(points ? { points } : {}) });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = await orderRow(db(), placed.json().data.token);
  if (order.paymentStatus !== 'paid') {
    const paid = await toggle(w, { id: order.id, method });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  return order;
}

const lineOf = async (orderId: number, foodId: number) =>
  (await db().select().from(orderLines).where(eq(orderLines.orderId, orderId))).find(
    (l) => l.foodId === foodId,
  );

beforeAll(async () => {
  t = await createTestApp();
  w = await rewardsWorld(t, 'merchant-reports');
  const { food } = w.shop.fx;
  const teh = (quantity: number) => ({ food_id: food.teh, quantity });
  const referrer = await w.buddy();
  const buddy = await w.buddy(referrer.id);
  await grant(db(), buddy.id, 5000);

  await paidOrder(w, 2, 1);
  const card = await buddyOrder(buddy.token, [lemak(w), teh(2)], 'card_terminal');
  await buddyOrder(buddy.token, [lemak(w, 2)], 'ewallet_counter', 300);
  // One Nasi Lemak comes to 14.58: all of it in points pays the order at once.
  const pointsPaid = await buddyOrder(buddy.token, [lemak(w)], 'cash', 1458);
  expect((await orderRow(db(), pointsPaid.token)).paymentMethod).toBe('points');
  const whole = await paidOrder(w, 1, 2);
  await refundWhole(w, whole.id);
  const partly = await paidOrder(w, 3, 1);
  for (const [order, foodId] of [
    [partly.id, food.teh],
    [card.id, food.teh],
  ] as const) {
    const line = await lineOf(order, foodId);
    const res = await toggle(w, { id: order, action: 'refund', reason: 'Spilt', line_ids: [line?.id] });
    expect(res.statusCode, res.body).toBe(200);
  }
  // Another merchant's sale, which none of this merchant's reports may count.
  await paidOrder(await rewardsWorld(t, 'merchant-reports-other'), 5, 5);
  raw = await rawOf(db(), w.shop.fx.merchantId);
  // A whole refund gives the whole platform fee back (the raw legs' signs read right).
  const [wholeRefund] = raw.refunds.filter((r) => r.orderId === whole.id);
  expect(raw.fee.get(`order_refund:${wholeRefund?.id}`)).toBe(raw.fee.get(`order_paid:${whole.id}`));
  expect(raw.fee.get(`order_paid:${whole.id}`)).toBeGreaterThan(0);
});
afterAll(() => t?.close());

const range = `startDate=${monthAgo}&endDate=${today}`;
const byKey = (rows: Record<string, unknown>[], key: string) =>
  Object.fromEntries(rows.map((r) => [String(r[key]), r]));

describe('a merchant’s sales report', () => {
  it.each(['day', 'week', 'month'])(
    'by %s: every period of the range, figures as the raw orders and refunds give them',
    async (type) => {
      const expected = salesExpected(raw, monthAgo, today, type);
      const page = await get(
        `/api/admin/merchant/sales_report?${range}&type=${type}&order=period:asc&length=500`,
      );
      expect(page.data).toEqual(expected);
      expect(page.recordsTotal).toBe(expected.length);
      expect(page.range).toEqual({ from: monthAgo, to: today });
      expect(page.chart).toEqual(expected.map((r) => ({ x: r.period, y: r.net_sen })));
      for (const k of [
        'orders',
        'gross_sen',
        'refunded_sen',
        'net_sen',
        'fee_sen',
        'points_sen',
        'payable_sen',
      ])
        expect(page.totals[k], k).toBe(sumOf(expected, k));
      // The orders made here are all in today's period, which the rest must not hide.
      expect(page.data.find((r: { period: string }) => r.period === labelOf(type, today)).orders).toBe(6);
      expect(page.totals.refunded_sen).toBeGreaterThan(0);
    },
  );

  it('pages its own order (newest period first) with start and length', async () => {
    const expected = salesExpected(raw, monthAgo, today, 'day').reverse();
    const page = await get(`/api/admin/merchant/sales_report?${range}&start=3&length=4`);
    expect(page.data).toEqual(expected.slice(3, 7));
    expect(page.recordsTotal).toBe(46);
    const bigFirst = await get(`/api/admin/merchant/sales_report?${range}&order=gross_sen:desc&length=1`);
    expect(bigFirst.data[0].period).toBe(today);
  });
});

describe('a merchant’s summary report', () => {
  it('gives one row per payment method used, the totals the range’s and the chart its methods', async () => {
    const expected = summaryExpected(raw, monthAgo, today);
    expect(expected.map((r) => r.method).sort()).toEqual([
      'card_terminal',
      'cash',
      'ewallet_counter',
      'points',
    ]);
    const page = await get(`/api/admin/merchant/summary_report?${range}`);
    expect(byKey(page.data, 'method')).toEqual(byKey(expected, 'method'));
    const grosses = page.data.map((r: { gross_sen: number }) => r.gross_sen);
    expect(grosses).toEqual([...grosses].sort((a, b) => b - a));
    for (const k of [
      'orders',
      'gross_sen',
      'refunded_sen',
      'sst_sen',
      'service_charge_sen',
      'points_sen',
      'fee_sen',
      'payable_sen',
    ])
      expect(page.totals[k], k).toBe(sumOf(expected, k));
    expect(page.chart.map((p: { x: string }) => p.x)).toEqual([
      'card_terminal',
      'cash',
      'ewallet_counter',
      'points',
    ]);
  });
});

describe('a merchant’s best-selling report', () => {
  it('ranks foods by quantity with their refunds, searches names, and draws the best sellers', async () => {
    const expected = bestSellingExpected(raw, monthAgo, today);
    const page = await get(`/api/admin/merchant/best_selling_report?${range}`);
    expect(page.data.map(({ rank, ...r }: { rank: number }) => r)).toEqual(
      [...expected].sort((a, b) => Number(b.quantity) - Number(a.quantity)),
    );
    expect(page.data.map((r: { rank: number }) => r.rank)).toEqual(expected.map((_, i) => i + 1));
    expect(page.totals).toMatchObject({
      quantity: sumOf(expected, 'quantity'),
      refunded_sen: sumOf(expected, 'refunded_sen'),
    });
    expect(page.chart).toEqual(
      page.data.map((r: { food: string; quantity: number }) => ({ x: r.food, y: r.quantity })),
    );

    const second = await get(
      `/api/admin/merchant/best_selling_report?${range}&start=1&length=1&order=net_sen:asc`,
    );
    const byNet = [...expected].sort((a, b) => Number(a.net_sen) - Number(b.net_sen));
    expect(second.data).toEqual([{ ...byNet[1], rank: 2 }]);

    const teh = await get(`/api/admin/merchant/best_selling_report?${range}&search=tarik`);
    expect(teh.data.map((r: { food: string }) => r.food)).toEqual(['Teh Tarik']);
    expect(teh).toMatchObject({ recordsTotal: expected.length, recordsFiltered: 1 });
    const literal = await get(`/api/admin/merchant/best_selling_report?${range}&search=%25`);
    expect(literal.data).toEqual([]);
  });
});

describe('a merchant’s referral report', () => {
  it('gives every day’s buddy orders and the points they earned, less what refunds took back', async () => {
    const expected = referralExpected(raw, monthAgo, today);
    const page = await get(`/api/admin/merchant/referral_report?${range}&order=day:asc&length=100`);
    expect(page.data).toEqual(expected);
    const day = page.data.at(-1);
    expect(day.buddy_orders).toBe(3);
    expect(day.cashback_points).toBeGreaterThan(0);
    expect(day.referral_points).toBeGreaterThan(0);
    expect(day.reversed_points).toBeGreaterThan(0);
    for (const k of ['buddy_orders', 'cashback_points', 'referral_points', 'reversed_points', 'net_points'])
      expect(page.totals[k], k).toBe(sumOf(expected, k));
  });
});
