import { ZReportQuery } from '@meja/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/helpers';
import { klDayOf } from '../../../../lib/time';
import type { ActorCtx } from '../../../../plugins/context';
import { reportRequest } from '../../request';
import { platformSalesReports } from '../sales';
import { type Raw, rawSales, type SalesWorld, salesWorld, signUpBuddy } from './test-world';

let t: TestApp;
let admin: string;
let w: SalesWorld;
let raw: Raw;
const today = klDayOf(Date.now());

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  w = await salesWorld(t, 'adm-sales');
  raw = await rawSales(t);
});
afterAll(() => t?.close());

type Row = Record<string, string | number | null>;
interface Page {
  data: Row[];
  totals: Row;
  chart: { x: string; y: number }[];
  recordsTotal: number;
  errors?: Record<string, string>;
}
const get = async (token: string, url: string) => {
  const res = await t.call(token, { method: 'GET', url: `/api/admin/report/${url}` });
  return { status: res.statusCode, body: res.json() as Page };
};
const ok = async (token: string, url: string) => {
  const res = await get(token, url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const ofToday = (r: { day: string }) => r.day === today;

/** What each payment method took and gave back today, from the orders and refunds. */
function byMethod(keep: (r: { merchantId: number }) => boolean) {
  const sales = raw.sales.filter((s) => ofToday(s) && keep(s));
  const refunds = raw.refunds.filter((r) => ofToday(r) && keep(r));
  const methods = [...new Set([...sales.map((s) => s.method), ...refunds.map((r) => r.method)])].sort();
  return methods.map((method) => {
    const s = sales.filter((x) => x.method === method);
    const r = refunds.filter((x) => x.method === method);
    const amount = s.reduce((n, x) => n + x.gross - x.points, 0);
    const refunded = r.reduce((n, x) => n + x.amount, 0);
    return {
      day: today,
      method,
      orders: s.length,
      amount_sen: amount,
      refunds: r.length,
      refunded_sen: refunded,
      net_sen: amount - refunded,
    };
  });
}

describe('payment gateway report', () => {
  it('gives each method’s takings and refunds per day, recomputed from the orders', async () => {
    const expected = byMethod(() => true);
    // Card (the gateway), cash at the counter and a bill paid wholly with points.
    expect(expected.map((r) => r.method)).toEqual(['card', 'cash', 'points']);
    const page = await ok(admin, 'pg_report?order=method:asc');
    expect(page.data).toEqual(expected);
    expect(page.totals).toMatchObject({
      orders: raw.sales.filter(ofToday).length,
      amount_sen: expected.reduce((n, r) => n + r.amount_sen, 0),
      refunded_sen: expected.reduce((n, r) => n + r.refunded_sen, 0),
    });
    expect(new Map(page.chart.map((p) => [p.x, p.y]))).toEqual(
      new Map(expected.map((r) => [r.method, r.amount_sen])),
    );
  });

  it('keeps one method with `type`, one merchant with merchant_id, and refuses an unknown method', async () => {
    const card = await ok(admin, 'pg_report?type=card');
    expect(card.data).toEqual(byMethod(() => true).filter((r) => r.method === 'card'));
    expect(card.chart.map((p) => p.x)).toEqual(['card']);
    const b = w.b.shop.fx.merchantId;
    const one = await ok(admin, `pg_report?merchant_id=${b}&order=method:asc`);
    expect(one.data).toEqual(byMethod((r) => r.merchantId === b));
    const bad = await get(admin, 'pg_report?type=bitcoin');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['type']);
  });

  it('exports the same rows as the page, in its order', async () => {
    const [adminUser] = (
      (await t.database.db.execute(sql`select id, role, username, first_login, merchant_id, access_option
        from users where username = 'admin'`)) as unknown as { rows: Record<string, unknown>[] }
    ).rows;
    const ctx = t.ctx({
      id: Number(adminUser?.id),
      role: 'admin',
      username: 'admin',
      firstLogin: false,
      merchantId: null,
      accessOption: null,
    }) as ActorCtx;
    const req = await reportRequest(ctx, 'pg_report', ZReportQuery.parse({ order: 'amount_sen:desc' }));
    const exported = [];
    for await (const batch of platformSalesReports.pg_report.rows(ctx, req)) exported.push(...batch);
    expect(exported).toEqual((await ok(admin, 'pg_report?order=amount_sen:desc')).data);
  });

  it('is the admins’ alone', async () => {
    expect((await get(w.agent, 'pg_report')).status).toBe(403);
    expect((await get(w.a.shop.owner, 'pg_report')).status).toBe(403);
  });
});

describe('registration report', () => {
  /** Accounts created per role today, from the users table. */
  async function createdToday() {
    const { rows } = (await t.database.db.execute(sql`select role, created_at from users`)) as unknown as {
      rows: { role: string; created_at: string | Date }[];
    };
    const count = (...roles: string[]) =>
      rows.filter((u) => roles.includes(u.role) && klDayOf(new Date(u.created_at)) === today).length;
    return {
      new_buddies: count('buddy'),
      new_merchants: count('merchant'),
      new_agents: count('master_agent', 'mentor', 'agent', 'sub_agent'),
    };
  }

  it('counts today’s sign-ups, the buddies and merchants who bought, and the orders', async () => {
    const before = (await ok(admin, 'registration_report')).data[0];
    await signUpBuddy(t);
    const page = await ok(admin, 'registration_report');
    expect(page.recordsTotal).toBe(30);
    const sales = raw.sales.filter(ofToday);
    const row = {
      day: today,
      ...(await createdToday()),
      active_buddies: new Set(sales.flatMap((s) => (s.buddyId === null ? [] : [s.buddyId]))).size,
      active_merchants: new Set(sales.map((s) => s.merchantId)).size,
      orders: sales.length,
    };
    expect(page.data[0]).toEqual(row);
    expect(row.new_buddies).toBe(Number(before?.new_buddies) + 1);
    // The buddy who signed up and paid online, and the one who paid with points.
    expect(row.active_buddies).toBe(2);
    expect(page.chart.at(-1)).toEqual({ x: today, y: row.active_buddies });
  });

  it('shows every day of the range asked, oldest last', async () => {
    const page = await ok(admin, 'registration_report?startDate=2026-02-27&endDate=2026-03-02&length=100');
    expect(page.data.map((r) => r.day)).toEqual(['2026-03-02', '2026-03-01', '2026-02-28', '2026-02-27']);
    const asc = await ok(admin, 'registration_report?startDate=2026-02-27&endDate=2026-03-02&order=day:asc');
    expect(asc.data.map((r) => r.day)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('is the admins’ alone', async () => {
    const subAgent = await t.token('subagent');
    for (const token of [w.agent, w.a.shop.owner, subAgent])
      expect((await get(token, 'registration_report')).status).toBe(403);
  });
});
