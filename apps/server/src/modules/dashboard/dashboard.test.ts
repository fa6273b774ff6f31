import { ZDashboardReply } from '@meja/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { orders } from '../../db/schema';
import { klDayOf } from '../../lib/time';
import { boardMerchant, place } from '../orders/board/test-world';
import { moveFood } from '../orders/food';
import { markPaid } from '../orders/service';

let t: TestApp;
const tokens: Record<string, string> = {};
const people = ['admin', 'master', 'agent', 'subagent', 'merchant'];
beforeAll(async () => {
  t = await createTestApp();
  for (const who of people) tokens[who] = await t.token(who);
});
afterAll(() => t?.close());

const figures = async (who: string) => {
  const res = await t.call(tokens[who] ?? null, { method: 'GET', url: '/api/admin/merchant/dashboard' });
  expect(res.statusCode, res.body).toBe(200);
  const { merchants, agents } = ZDashboardReply.parse(res.json()).data;
  return { merchants, agents };
};
const everyone = async () =>
  Object.fromEntries(await Promise.all(people.map(async (who) => [who, await figures(who)])));

const createMerchant = async (who: string, username: string) => {
  const res = await t.call(tokens[who] ?? null, {
    method: 'POST',
    url: '/api/admin/user',
    payload: { type: 'merchant', username, password: 'Given@1234', confirm_password: 'Given@1234' },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('the dashboard', () => {
  it("counts the people in the caller's scope: the admin all, agents their downline, merchants none", async () => {
    const before = await everyone();
    expect(before.merchant).toEqual({ merchants: 0, agents: 0 });
    expect(before.subagent.merchants).toBeGreaterThan(0);

    // The admin's own merchant is nobody's downline.
    await createMerchant('admin', 'dash-admins');
    const afterAdmin = await everyone();
    expect(afterAdmin.admin.merchants).toBe(before.admin.merchants + 1);
    for (const who of ['master', 'agent', 'subagent']) expect(afterAdmin[who]).toEqual(before[who]);

    // An agent's merchant goes under that agent, so its upline sees it too; no sub-agent is assigned.
    await createMerchant('agent', 'dash-agents');
    const afterAgent = await everyone();
    expect(afterAgent.admin.merchants).toBe(before.admin.merchants + 2);
    expect(afterAgent.master.merchants).toBe(before.master.merchants + 1);
    expect(afterAgent.agent.merchants).toBe(before.agent.merchants + 1);
    expect(afterAgent.subagent).toEqual(before.subagent);
    expect(afterAgent.master.agents).toBe(before.master.agents);
  });
});

describe('the order figures', () => {
  const day = '2025-03-10';
  const at = (d: string, hhmm: string) => new Date(`${d}T${hhmm}:00+08:00`);
  const query = (q: Record<string, string | number>) =>
    Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));
  const get = async (token: string, q: Record<string, string | number>) => {
    const res = await t.call(token, { method: 'GET', url: '/api/admin/merchant/dashboard', query: query(q) });
    expect(res.statusCode, res.body).toBe(200);
    return ZDashboardReply.parse(res.json()).data;
  };

  it('counts what was paid in the range (cash rounding in, refunds out), the unpaid placed in it, and charts it by hour or day', async () => {
    const db = t.database.db;
    const m = await boardMerchant(t, 'dash-figures');
    const other = await boardMerchant(t, 'dash-figures-other');
    const teh = (who: typeof m) => [{ food_id: who.fx.food.teh, quantity: 1 }];
    const when = async (id: number, placed: Date, paid?: Date) => {
      await db
        .update(orders)
        .set({ createdAt: placed, paidAt: paid ?? null })
        .where(eq(orders.id, id));
    };

    const cash = await place(t, m, teh(m));
    await markPaid(t.ctx(), cash.id, { via: 'counter', method: 'cash' });
    await when(cash.id, at(day, '10:05'), at(day, '10:20'));
    const refunded = await place(t, m, [{ food_id: m.fx.food.teh, quantity: 4 }]);
    await markPaid(t.ctx(), refunded.id, { via: 'counter', method: 'card_terminal' });
    await moveFood(db, refunded.id, 'complete', {});
    await db.update(orders).set({ refundedSen: 300 }).where(eq(orders.id, refunded.id));
    await when(refunded.id, at(day, '13:30'), at(day, '13:40'));
    const unpaid = await place(t, m, teh(m));
    await when(unpaid.id, at(day, '18:00'));
    const nextDay = await place(t, m, teh(m));
    await markPaid(t.ctx(), nextDay.id, { via: 'counter', method: 'card_terminal' });
    await when(nextDay.id, at('2025-03-11', '09:00'), at('2025-03-11', '09:05'));
    const elsewhere = await place(t, other, teh(other));
    await markPaid(t.ctx(), elsewhere.id, { via: 'counter', method: 'cash' });
    await when(elsewhere.id, at(day, '10:00'), at(day, '10:10'));

    const [c, r] = await Promise.all(
      [cash.id, refunded.id].map(async (id) => (await db.select().from(orders).where(eq(orders.id, id)))[0]),
    );
    if (!c || !r) throw new Error('no orders');
    expect(c.roundingSen).not.toBe(0);
    const cashIn = c.totalSen + c.roundingSen;
    const refundedIn = r.totalSen - 300;

    for (const token of [m.owner, m.cashier]) {
      const d = await get(token, { startDate: day, endDate: day });
      expect(d).toMatchObject({
        start_date: day,
        end_date: day,
        transactions: 2,
        sales_sen: cashIn + refundedIn,
        complete: 1,
        processing: 1,
        unpaid: 1,
      });
      expect(d.chart.unit).toBe('hour');
      expect(d.chart.points).toHaveLength(24);
      const byHour = Object.fromEntries(d.chart.points.map((p) => [p.at, p.sales_sen]));
      expect(byHour[`${day}T10:00`]).toBe(cashIn);
      expect(byHour[`${day}T13:00`]).toBe(refundedIn);
      expect(d.chart.points.filter((p) => p.sales_sen !== 0)).toHaveLength(2);
    }

    const two = await get(m.owner, { startDate: day, endDate: '2025-03-11' });
    expect(two.chart.unit).toBe('day');
    expect(two.chart.points.map((p) => [p.at, p.transactions])).toEqual([
      [day, 2],
      ['2025-03-11', 1],
    ]);
    expect(two.transactions).toBe(3);

    const admin = await get(tokens.admin as string, { startDate: day, endDate: day, merchant_id: m.id });
    expect(admin).toMatchObject({ transactions: 2, sales_sen: cashIn + refundedIn, unpaid: 1 });
    const all = await get(tokens.admin as string, { startDate: day, endDate: day });
    expect(all.transactions).toBeGreaterThanOrEqual(3);

    // Another merchant's figures are not the merchant's to ask for; a backwards range is refused.
    const res = await t.call(m.owner, {
      method: 'GET',
      url: '/api/admin/merchant/dashboard',
      query: { merchant_id: String(other.id) },
    });
    expect(res.statusCode).toBe(404);
    const backwards = await t.call(m.owner, {
      method: 'GET',
      url: '/api/admin/merchant/dashboard',
      query: { startDate: '2025-03-11', endDate: day },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toHaveProperty('endDate');
  });

  it("defaults to today's figures", async () => {
    const d = await get(tokens.merchant as string, {});
    expect(d.start_date).toBe(klDayOf(new Date()));
    expect(d.end_date).toBe(d.start_date);
    expect(d.chart.points).toHaveLength(24);
  });
});
