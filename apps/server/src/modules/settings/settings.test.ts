import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { payoutSettings, users } from '../../db/schema';
import {
  lemak,
  orderRow,
  placeAs,
  type RewardsWorld,
  rewardsOf,
  rewardsWorld,
  toggle,
} from '../loyalty/test-world';

let t: TestApp;
let w: RewardsWorld;
let admin = '';

beforeAll(async () => {
  t = await createTestApp();
  w = await rewardsWorld(t, 'settings');
  admin = await t.token('admin');
});
afterAll(() => t?.close());

const settings = {
  buddy_cashback: '10',
  agent_commission: '30.50',
  mentor_commission: 4,
  referral_level_1: '5',
  referral_level_2: '2',
  referral_level_3: '1',
  referral_level_4: '0',
  referral_level_5: '0.25',
  recruitment_allowance: '300.00',
};

const save = (body: object, token = admin, headers: Record<string, string> = {}) =>
  t.call(token, { method: 'POST', url: '/api/admin/setting?type=payout', payload: body, headers });
const read = (query = 'type=payout') => t.call(admin, { method: 'GET', url: `/api/admin/setting?${query}` });

async function paidOrder(token: string | null) {
  const placed = await placeAs(w, token, { lines: [lemak(w)] });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = await orderRow(t.database.db, placed.json().data.token);
  const paid = await toggle(w, { id: order.id, method: 'cash' });
  expect(paid.statusCode, paid.body).toBe(200);
  return order;
}

describe('payout settings', () => {
  it('applies a change to orders paid after it, while orders paid before keep their rates', async () => {
    const buddy = await w.buddy();
    const before = await paidOrder(buddy.token);
    const current = await read();
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json().data).toMatchObject({ buddy_cashback: '20.00', agent_commission: '20.00' });

    const res = await save(settings);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Payout settings updated successfully.');
    expect(res.json().data).toMatchObject({
      buddy_cashback: '10.00',
      agent_commission: '30.50',
      mentor_commission: '4.00',
      referral_level_5: '0.25',
      recruitment_allowance: '300.00',
      recruitment_allowance_sen: 30_000,
      total_percent: '52.75',
    });
    expect((await read()).json().data).toEqual(res.json().data);

    const after = await paidOrder(buddy.token);
    // A fee of 125 sen: cashback 20% → 25 before; 10% → 12 after; agent 20% → 25, 30.5% → 38.
    const part = async (orderId: number, kind: string) =>
      (await rewardsOf(t.database.db, orderId)).find((r) => r.kind === kind);
    expect(await part(before.id, 'cashback')).toMatchObject({ bp: 2000, amountSen: 25 });
    expect(await part(before.id, 'agent_commission')).toMatchObject({ bp: 2000, amountSen: 25 });
    expect(await part(after.id, 'cashback')).toMatchObject({ bp: 1000, amountSen: 12 });
    expect(await part(after.id, 'agent_commission')).toMatchObject({ bp: 3050, amountSen: 38 });
    expect(await part(after.id, 'mentor_commission')).toMatchObject({ bp: 400, amountSen: 5 });
  });

  it('refuses percentages adding up to more than 100% of the fee, naming the total, and keeps the old ones', async () => {
    const rows = (await t.database.db.select().from(payoutSettings)).length;
    const res = await save({ ...settings, agent_commission: '82.25' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      total_percent:
        'The percentages add up to 104.50%: together they may be at most 100% of the platform fee.',
    });
    const zh = await save({ ...settings, agent_commission: '82.25' }, admin, { 'accept-language': 'zh' });
    expect(zh.json().errors.total_percent).toContain('104.50%');
    // Exactly 100% is allowed.
    expect((await save({ ...settings, agent_commission: '77.75' })).statusCode).toBe(200);
    expect((await t.database.db.select().from(payoutSettings)).length).toBe(rows + 1);
  });

  it('asks for the allowance and refuses more than two decimals, in the user’s language', async () => {
    const { recruitment_allowance: _, ...without } = settings;
    const missing = await save(without);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ recruitment_allowance: 'Allowance required.' });
    const empty = await save({ ...settings, recruitment_allowance: '' }, admin, { 'accept-language': 'zh' });
    expect(empty.json().errors).toEqual({ recruitment_allowance: '津贴为必填项。' });
    const decimals = await save({ ...settings, buddy_cashback: '10.125' });
    expect(decimals.json().errors).toEqual({ buddy_cashback: 'Use at most two decimal places.' });
    const over = await save({ ...settings, referral_level_2: '101' });
    expect(over.json().errors).toEqual({ referral_level_2: 'A percentage must be at most 100.' });
  });

  it('keeps every version with who saved it and when, newest first', async () => {
    const res = await save({ ...settings, buddy_cashback: '11' });
    expect(res.statusCode).toBe(200);
    const history = await read('type=payout_history&length=2');
    expect(history.statusCode, history.body).toBe(200);
    const body = history.json();
    const [adminRow] = await t.database.db.select().from(users).where(eq(users.username, 'admin'));
    expect(body.recordsTotal).toBeGreaterThanOrEqual(3);
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({ buddy_cashback: '11.00', changed_by: adminRow?.name ?? 'admin' });
    expect(body.data[0].id).toBeGreaterThan(body.data[1].id);
    expect(Date.now() - Date.parse(body.data[0].changed_at)).toBeLessThan(60_000);
    // The first version (migration 0010) was written by nobody.
    const oldest = await read(`type=payout_history&start=${body.recordsTotal - 1}&length=1`);
    expect(oldest.json().data[0]).toMatchObject({ changed_by: null, buddy_cashback: '20.00' });
  });

  it('is the admin’s alone', async () => {
    const merchant = await t.token('merchant');
    expect((await save(settings, merchant)).statusCode).toBe(403);
    expect(
      (await t.call(merchant, { method: 'GET', url: '/api/admin/setting?type=payout' })).statusCode,
    ).toBe(403);
  });
});
