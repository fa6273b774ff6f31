import { onlineMethods } from '@meja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/helpers';
import { klDayOf } from '../../../../lib/time';
import { moneyOf, type Raw, rawRewards, rawSales, type SalesWorld, salesWorld } from './test-world';

let t: TestApp;
let admin: string;
let w: SalesWorld;
let raw: Raw;
let A = 0;
let B = 0;
const today = klDayOf(Date.now());

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  w = await salesWorld(t, 'net-sales');
  A = w.a.shop.fx.merchantId;
  B = w.b.shop.fx.merchantId;
  raw = await rawSales(t);
});
afterAll(() => t?.close());

type Row = Record<string, string | number | null>;
const get = async (token: string, url: string) => {
  const res = await t.call(token, { method: 'GET', url: `/api/admin/report/${url}` });
  return {
    status: res.statusCode,
    body: res.json() as { data: Row[]; totals: Row; chart: { x: string; y: number }[]; recordsTotal: number },
  };
};
const ok = async (token: string, url: string) => {
  const res = await get(token, url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const ofToday = (r: { day: string }) => r.day === today;
const of =
  (...ids: number[]) =>
  (r: { merchantId: number; day: string }) =>
    ids.includes(r.merchantId) && ofToday(r);

describe('summary report', () => {
  it('gives an admin every merchant with its sales, rewards and what it is owed, recomputed from the orders', async () => {
    const page = await ok(admin, 'summary_report?length=500');
    for (const [id, name] of [
      [A, 'Kedai net-sales-a'],
      [B, 'Kedai net-sales-b'],
    ] as const) {
      const money = moneyOf(raw, of(id));
      const rewards = await rawRewards(t, id);
      expect(page.data.find((r) => r.merchant_id === id)).toEqual({
        merchant_id: id,
        merchant: name,
        ...money,
        rewards_sen: rewards,
        payable_sen: money.net_sen - money.fee_sen,
      });
    }
    // Totals and the chart cover every merchant's activity in the range, not just this page.
    const everyone = moneyOf(raw, ofToday);
    expect(page.totals).toMatchObject(everyone);
    // Merchant ids are not figures to add up.
    expect([0, null]).toContain(page.totals.merchant_id);
    const nets = new Map(page.data.map((r) => [String(r.merchant), Number(r.net_sen)]));
    expect(page.chart.length).toBe(Math.min(10, page.data.length));
    for (const p of page.chart) expect(p.y).toBe(nets.get(p.x));
    // Largest gross first.
    const grosses = page.data.map((r) => Number(r.gross_sen));
    expect(grosses).toEqual([...grosses].sort((x, y) => y - x));
  });

  it('shows an agent its own merchants only, and no other merchant by id', async () => {
    const page = await ok(w.agent, 'summary_report');
    expect(page.data.map((r) => r.merchant_id)).toEqual([A]);
    expect(page.totals).toMatchObject(moneyOf(raw, of(A)));
    expect((await get(w.agent, `summary_report?merchant_id=${B}`)).status).toBe(404);
    const one = await ok(w.agent, `summary_report?merchant_id=${A}`);
    expect(one.data.map((r) => r.merchant_id)).toEqual([A]);
    // An admin may narrow to any merchant.
    expect((await ok(admin, `summary_report?merchant_id=${B}`)).data.map((r) => r.merchant_id)).toEqual([B]);
  });

  it('reads the range asked: the days before today hold none of today’s sales', async () => {
    const yesterday = klDayOf(Date.now() - 86_400_000);
    const past = await ok(admin, `summary_report?endDate=${yesterday}`);
    expect(past.data.filter((r) => r.merchant_id === A || r.merchant_id === B)).toEqual([]);
    const detail = await ok(admin, `daily_sales_detail?startDate=${today}&endDate=${today}&length=500`);
    expect(detail.data.map((r) => r.day)).toEqual(detail.data.map(() => today));
    const active = [...raw.sales, ...raw.refunds].filter(ofToday).map((s) => s.merchantId);
    expect(detail.recordsTotal).toBe(new Set(active).size);
  });

  it('refuses merchants and sub-agents on every network report', async () => {
    const subAgent = await t.token('subagent');
    for (const name of ['summary_report', 'platform_transaction', 'daily_sales', 'daily_sales_detail']) {
      expect((await get(w.a.shop.owner, name)).status, name).toBe(403);
      expect((await get(subAgent, name)).status, name).toBe(403);
    }
  });
});

describe('platform transactions', () => {
  it('split each day’s money into online, counter and points, with the fee and its refunds', async () => {
    const page = await ok(admin, 'platform_transaction?length=100');
    // Every day of the default 30-day range, the days without sales as zeros.
    expect(page.recordsTotal).toBe(30);
    expect(page.data[0]?.day).toBe(today);
    expect(page.data[29]?.orders).toBe(0);
    const sales = raw.sales.filter(ofToday);
    const isOnline = (m: string) => (onlineMethods as readonly string[]).includes(m);
    const money = moneyOf(raw, ofToday);
    const feeRefunded = raw.refunds.filter(ofToday).reduce((s, r) => s + r.fee, 0);
    expect(page.data[0]).toEqual({
      day: today,
      orders: sales.length,
      gross_sen: money.gross_sen,
      online_sen: sales.filter((s) => isOnline(s.method)).reduce((n, s) => n + s.gross - s.points, 0),
      counter_sen: sales
        .filter((s) => !isOnline(s.method) && s.method !== 'points')
        .reduce((n, s) => n + s.gross - s.points, 0),
      points_sen: money.points_sen,
      refunded_sen: money.refunded_sen,
      fee_sen: money.fee_sen + feeRefunded,
      fee_refunded_sen: feeRefunded,
      net_fee_sen: money.fee_sen,
    });
    expect(page.totals).toMatchObject({ orders: sales.length, gross_sen: money.gross_sen });
    expect(page.chart).toHaveLength(30);
    expect(page.chart.at(-1)).toEqual({ x: today, y: money.gross_sen });
  });

  it('follow the merchant filter and the agent’s network', async () => {
    const page = await ok(w.agent, 'platform_transaction');
    const money = moneyOf(raw, of(A));
    expect(page.data[0]).toMatchObject({ day: today, orders: money.orders, gross_sen: money.gross_sen });
  });
});

describe('daily sales', () => {
  it('count the merchants with a paid order each day and sum their money', async () => {
    const page = await ok(admin, 'daily_sales?length=5');
    expect(page.recordsTotal).toBe(30);
    expect(page.data).toHaveLength(5);
    const merchants = new Set(raw.sales.filter(ofToday).map((s) => s.merchantId)).size;
    expect(page.data[0]).toEqual({ day: today, merchants, ...moneyOf(raw, ofToday) });
    const agents = await ok(w.agent, 'daily_sales');
    expect(agents.data[0]).toEqual({ day: today, merchants: 1, ...moneyOf(raw, of(A)) });
  });

  it('detail each merchant per day, paged and ordered as asked', async () => {
    const all = await ok(admin, 'daily_sales_detail?length=500');
    const ours = all.data.filter((r) => r.merchant_id === A || r.merchant_id === B);
    expect(ours).toEqual([
      { day: today, merchant_id: A, merchant: 'Kedai net-sales-a', ...moneyOf(raw, of(A)) },
      { day: today, merchant_id: B, merchant: 'Kedai net-sales-b', ...moneyOf(raw, of(B)) },
    ]);
    const days = all.data.map((r) => String(r.day));
    expect(days).toEqual([...days].sort().reverse());
    expect(all.totals).toMatchObject(moneyOf(raw, ofToday));
    expect([0, null]).toContain(all.totals.merchant_id);

    // Pages of one row walk the same rows in the same order.
    const second = await ok(admin, 'daily_sales_detail?length=1&start=1');
    expect(second.recordsTotal).toBe(all.data.length);
    expect(second.data).toEqual([all.data[1]]);

    const byName = await ok(admin, 'daily_sales_detail?length=500&order=merchant:desc');
    const names = byName.data.map((r) => String(r.merchant));
    expect(names).toEqual([...names].sort().reverse());
    expect((await get(admin, 'daily_sales_detail?order=fee_sen')).status).toBe(400);
    expect((await ok(w.agent, 'daily_sales_detail')).data.map((r) => r.merchant_id)).toEqual([A]);
  });
});
