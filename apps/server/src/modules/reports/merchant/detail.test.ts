import { ZReportQuery } from '@meja/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { orders } from '../../../db/schema';
import { klDayEnd, klDayOf, klDayStart } from '../../../lib/time';
import { type RewardsWorld, rewardsWorld } from '../../loyalty/test-world';
import { paidOrder, refundWhole } from '../../payouts/test-support';
import type { ReportRequest } from '../types';
import { detailRows } from './detail';
import { detailExpected, rawOf, sumOf } from './test-expected';

/** The sales detail: a day's paid orders in a time window, against the raw orders. */

let t: TestApp;
let w: RewardsWorld;
/** A second shop whose orders were moved to 2026-01-15 around 09:15 (the detail reads orders themselves). */
let early: RewardsWorld;
const today = klDayOf(Date.now());
const url = '/api/admin/merchant/sales_report_detail';

const db = () => t.database.db;
const get = (query: string, token = w.shop.owner) => t.call(token, { method: 'GET', url: `${url}?${query}` });
const ok = async (query: string, token = w.shop.owner) => {
  const res = await get(query, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  w = await rewardsWorld(t, 'detail');
  for (const [lemak, teh] of [
    [1, 0],
    [2, 3],
    [0, 1],
    [4, 1],
    [1, 1],
  ] as const)
    await paidOrder(w, lemak, teh);
  await refundWhole(w, (await paidOrder(w, 3, 0)).id);

  early = await rewardsWorld(t, 'detail-early');
  const at = [
    '2026-01-15T09:15:59.500+08:00',
    '2026-01-15T09:16:00.000+08:00',
    '2026-01-15T08:59:59.999+08:00',
  ];
  for (const paidAt of at) {
    const order = await paidOrder(early, 1, 1);
    await db()
      .update(orders)
      .set({ paidAt: new Date(paidAt) })
      .where(eq(orders.id, order.id));
  }
});
afterAll(() => t?.close());

describe('a merchant’s sales detail', () => {
  it('lists today’s paid orders (refunded ones too) with their totals and the day’s 24 hours', async () => {
    const raw = await rawOf(db(), w.shop.fx.merchantId);
    const expected = detailExpected(raw, klDayStart(today), klDayEnd(today));
    expect(expected).toHaveLength(6);
    expect(expected.map((r) => r.status)).toContain('refunded');

    const page = await ok('length=100');
    expect(page.data).toEqual([...expected].reverse());
    expect(page).toMatchObject({ recordsTotal: 6, recordsFiltered: 6, range: { from: today, to: today } });
    expect(page.totals).toMatchObject({
      total_sen: sumOf(expected, 'total_sen'),
      points_sen: sumOf(expected, 'points_sen'),
      refunded_sen: sumOf(expected, 'refunded_sen'),
    });

    const hours = Array.from({ length: 24 }, (_, h) => ({ x: `${String(h).padStart(2, '0')}:00`, y: 0 }));
    for (const o of raw.orders) {
      const hour = hours[((o.paidAt?.getUTCHours() ?? 0) + 8) % 24];
      if (hour) hour.y += o.totalSen + o.roundingSen;
    }
    expect(page.chart).toEqual(hours);
  });

  it('orders by paid time or total, either way, and pages with start and length', async () => {
    const raw = await rawOf(db(), w.shop.fx.merchantId);
    const expected = detailExpected(raw, klDayStart(today), klDayEnd(today));
    const asc = await ok('order=paid_at:asc&start=2&length=3');
    expect(asc.data).toEqual(expected.slice(2, 5));
    const byTotal = [...expected].sort((a, b) => Number(a.total_sen) - Number(b.total_sen));
    expect((await ok('order=total_sen:asc&length=100')).data).toEqual(byTotal);
    expect(
      (await ok('order=total_sen:desc&start=0&length=2')).data.map((r: { total_sen: number }) => r.total_sen),
    ).toEqual(
      byTotal
        .map((r) => r.total_sen)
        .reverse()
        .slice(0, 2),
    );
  });

  it('keeps to the window: from startTime to the end of endTime’s minute', async () => {
    const owner = early.shop.owner;
    const raw = await rawOf(db(), early.shop.fx.merchantId);
    const window = async (q: string, from: string, to: string) => {
      const page = await ok(`date=2026-01-15&order=paid_at:asc&${q}`, owner);
      expect(page.data).toEqual(detailExpected(raw, new Date(from), new Date(to)));
      expect(page.range).toEqual({ from: '2026-01-15', to: '2026-01-15' });
      return page.data.length;
    };
    expect(
      await window('startTime=09:00&endTime=09:15', '2026-01-15T09:00+08:00', '2026-01-15T09:16+08:00'),
    ).toBe(1);
    expect(
      await window('startTime=09:16&endTime=09:16', '2026-01-15T09:16+08:00', '2026-01-15T09:17+08:00'),
    ).toBe(1);
    expect(await window('', '2026-01-15T00:00+08:00', '2026-01-16T00:00+08:00')).toBe(3);
    expect(await window('endTime=08:59', '2026-01-15T00:00+08:00', '2026-01-15T09:00+08:00')).toBe(1);
    // Nothing was paid today at this shop: its orders are all on the 15th.
    expect((await ok('', owner)).data).toEqual([]);

    const backwards = await get('date=2026-01-15&startTime=10:00&endTime=09:59', owner);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ endTime: 'The end time cannot be before the start time.' });
    expect((await get('startTime=9:00', owner)).statusCode).toBe(400);
  });

  it('exports every order of the window in batches, keyset-paged in either order', async () => {
    const raw = await rawOf(db(), w.shop.fx.merchantId);
    const expected = detailExpected(raw, klDayStart(today), klDayEnd(today));
    const request = (order: string): ReportRequest => {
      const [key = '', dir] = order.split(':');
      return {
        name: 'sales_report_detail',
        query: ZReportQuery.parse({}),
        range: { from: today, to: today },
        scope: { kind: 'merchant', merchantId: w.shop.fx.merchantId },
        order: { key, dir: dir === 'asc' ? 'asc' : 'desc' },
      };
    };
    const all = async (order: string) => {
      const batches = [];
      for await (const batch of detailRows(db(), request(order), 4)) batches.push(batch);
      return batches;
    };
    const asc = await all('paid_at:asc');
    expect(asc.map((b) => b.length)).toEqual([4, 2]);
    expect(asc.flat()).toEqual(expected);
    expect((await all('paid_at:desc')).flat()).toEqual([...expected].reverse());
    const byTotal = [...expected].sort((a, b) => Number(b.total_sen) - Number(a.total_sen));
    expect((await all('total_sen:desc')).flat().map((r) => r.total_sen)).toEqual(
      byTotal.map((r) => r.total_sen),
    );
  });
});
