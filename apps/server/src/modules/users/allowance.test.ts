import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { merchantSales, payoutItems, payoutSettings, users } from '../../db/schema';

/**
 * The allowance list (SPEC §2, §9): one row per merchant an agent recruited, its accumulated paid
 * sales towards RM10,000 and where its recruitment allowance stands. Sales and payout items are
 * written directly here; the paying steps that keep them are tested in modules/payouts.
 */
let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};

interface AllowanceRow {
  username: string;
  agent_id: number;
  allowance: {
    agent_id: number;
    agent_name: string;
    entitled: boolean;
    sales_sen: number;
    sales: string;
    target_sen: number;
    status: string;
    amount_sen: number;
    amount: string;
    item_id: number | null;
  };
}

const idOf = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ?? 0;

async function create(body: Record<string, unknown>) {
  const res = await t.call(admin, {
    method: 'POST',
    url: '/api/admin/user',
    payload: { password: 'Given@1234', confirm_password: 'Given@1234', ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

async function allowances(token: string, query = '') {
  const res = await t.call(token, { method: 'GET', url: `/api/admin/user?listing_type=allowance&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json() as { data: AllowanceRow[]; recordsTotal: number; recordsFiltered: number };
  return { ...page, byName: Object.fromEntries(page.data.map((r) => [r.username, r.allowance])) };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  ids.agent = await idOf('agent');
  ids.master = await idOf('master');
  ids.plain = await create({ type: 'agent', username: 'plain', name: 'Puteri Plain', agent_id: ids.master });
  ids.growing = await create({ type: 'merchant', username: 'growing', agent_id: ids.agent });
  ids.reached = await create({ type: 'merchant', username: 'reached', agent_id: ids.agent });
  ids.unentitled = await create({ type: 'merchant', username: 'unentitled', agent_id: ids.plain });
  // A merchant no agent recruited is on no allowance list.
  await create({ type: 'merchant', username: 'direct' });

  const db = t.database.db;
  await db.insert(merchantSales).values([
    { merchantId: ids.growing, paidSen: 650_000 },
    { merchantId: ids.reached, paidSen: 1_020_050, reachedAt: new Date() },
    { merchantId: ids.unentitled, paidSen: 1_200_000, reachedAt: new Date() },
  ]);
  const [item] = await db
    .insert(payoutItems)
    .values({
      kind: 'recruitment_allowance',
      beneficiaryId: ids.agent,
      merchantId: ids.reached,
      amountSen: 50_000,
      adjustmentSen: -5_000,
      status: 'done',
    })
    .returning({ id: payoutItems.id });
  ids.item = item?.id ?? 0;
});
afterAll(() => t.close());

describe('the allowance list', () => {
  it("shows each recruited merchant's sales towards RM10,000, its allowance status and amount", async () => {
    const page = await allowances(admin, 'length=50');
    expect(page.recordsTotal).toBe(4);
    expect(Object.keys(page.byName).sort()).toEqual(['growing', 'merchant', 'reached', 'unentitled']);
    expect(page.byName.growing).toEqual({
      agent_id: ids.agent,
      agent_name: 'Arjun Agent',
      entitled: true,
      sales_sen: 650_000,
      sales: '6500.00',
      target_sen: 1_000_000,
      status: 'accumulating',
      // The current payout setting's allowance (RM500) while the merchant is short of the target.
      amount_sen: 50_000,
      amount: '500.00',
      item_id: null,
    });
    expect(page.byName.reached).toMatchObject({
      sales_sen: 1_020_050,
      status: 'done',
      // The item's payable amount: RM500 less a RM50 adjustment.
      amount_sen: 45_000,
      item_id: ids.item,
    });
    expect(page.byName.unentitled).toMatchObject({
      agent_name: 'Puteri Plain',
      entitled: false,
      sales_sen: 1_200_000,
      status: 'not_entitled',
      amount_sen: 0,
    });
    // No sales yet: 0, not missing.
    expect(page.byName.merchant).toMatchObject({ sales_sen: 0, status: 'accumulating' });
  });

  it('follows a change of the payout setting while accumulating', async () => {
    await t.database.db.insert(payoutSettings).values({
      cashbackBp: 2000,
      agentCommissionBp: 2000,
      mentorCommissionBp: 500,
      referralBp: [1000, 500, 300, 100, 100],
      recruitmentAllowanceSen: 80_000,
    });
    const page = await allowances(admin, 'length=50');
    expect(page.byName.growing?.amount_sen).toBe(80_000);
    expect(page.byName.reached?.amount_sen).toBe(45_000);
  });

  it('filters by allowance status and agent, and searches merchant or agent names', async () => {
    const done = await allowances(admin, 'status=done');
    expect(done.data.map((r) => r.username)).toEqual(['reached']);
    expect(done.recordsFiltered).toBe(1);
    expect((await allowances(admin, 'status=accumulating')).data.map((r) => r.username).sort()).toEqual([
      'growing',
      'merchant',
    ]);
    expect((await allowances(admin, `agent_id=${ids.plain}`)).data.map((r) => r.username)).toEqual([
      'unentitled',
    ]);
    expect((await allowances(admin, 'search=puteri')).data.map((r) => r.username)).toEqual(['unentitled']);
    expect((await allowances(admin, 'search=grow')).data.map((r) => r.username)).toEqual(['growing']);
  });

  it('pages on the server', async () => {
    const page = await allowances(admin, 'length=2&start=2&order=username:asc');
    expect(page.data.map((r) => r.username)).toEqual(['reached', 'unentitled']);
    expect(page.recordsFiltered).toBe(4);
  });

  it('shows agents the merchants of their own downline only; sub-agents not at all', async () => {
    const agent = await t.token('agent');
    const mine = await allowances(agent, 'length=50');
    expect(Object.keys(mine.byName).sort()).toEqual(['growing', 'merchant', 'reached']);
    const master = await t.token('master');
    expect((await allowances(master, 'length=50')).recordsTotal).toBe(4);
    const sub = await t.token('subagent');
    const refused = await t.call(sub, { method: 'GET', url: '/api/admin/user?listing_type=allowance' });
    expect(refused.statusCode).toBe(403);
  });
});
