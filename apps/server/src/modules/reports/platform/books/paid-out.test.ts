import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/helpers';
import { companies } from '../../../../db/schema';
import { klDayOf } from '../../../../lib/time';
import { entriesOf, rewardsWorld } from '../../../loyalty/test-world';
import { sessionOf } from '../../../orders/admin/test-actors';
import { giveBank, itemsOf, paidOrder } from '../../../payouts/test-support';
import { settlementJobs } from '../../../settlements/jobs';
import { merchantNamed, redeemAt, settlementsOf } from '../../../settlements/test-support';

/**
 * Issue 26: a report that says "paid" says what was paid, adjustments included. An agent's RM 3.30
 * of commission paid out with a +RM 0.70 adjustment was paid RM 4.00 (the bank file's amount, the
 * payout clearing's credit), not the RM 3.30 its commission account was settled by.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ jobs: settlementJobs });
  admin = await t.token('admin');
});
afterAll(() => t?.close());

const patch = async (path: string, payload: object) => {
  const res = await t.call(admin, { method: 'PATCH', url: `/api/admin/report/${path}`, payload });
  expect(res.statusCode, res.body).toBe(200);
};
const rows = async (token: string, name: string, query = '') => {
  const res = await t.call(token, { method: 'GET', url: `/api/admin/report/${name}?length=500${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Record<string, unknown>[]; totals: Record<string, unknown> };
};

describe('paid out, adjustments included', () => {
  it('shows an agent’s adjusted commission payout as the RM 4.00 paid, to the admin and the agent', async () => {
    const w = await rewardsWorld(t, 'paid-out');
    // 13 Nasi Lemak and a Teh Tarik: the agent's share of the fee is RM 3.30.
    await paidOrder(w, 13, 1);
    const [item] = await itemsOf(t.database.db, w.agentId);
    expect(item?.amountSen).toBe(330);
    await giveBank(t.database.db, w.agentId);
    await patch('payout_adjustment', { id: item?.id, amount: '0.70', reason: 'Rounded up' });
    await patch('approve_payout', { id: item?.id });
    await patch('flag_payout_status', { id: item?.id, status: 'completed' });
    // The ledger paid RM 4.00 out of the payout clearing account.
    expect(await entriesOf(t.database.db, 'payout_completed', item?.id ?? 0)).toMatchObject({
      payout_clearing: -400,
      payout_adjustments: 70,
      [`agent_commission:${w.agentId}`]: 330,
    });

    const expected = { accrued_sen: 330, adjusted_sen: 70, paid_sen: 400, declined_sen: 0, owed_sen: 0 };
    const asAdmin = await rows(admin, 'agent_commission', `&id=${w.agentId}`);
    expect(asAdmin.data).toEqual([expect.objectContaining({ agent_id: w.agentId, ...expected })]);
    expect(asAdmin.totals).toMatchObject({ adjusted_sen: 70, paid_sen: 400 });
    const asAgent = await rows(await sessionOf(t, w.agentId), 'agent_commission');
    expect(asAgent.data).toEqual([expect.objectContaining(expected)]);
    // Accrued less clawed back, less what the commission account was settled by, is what is owed.
    const [row] = asAgent.data;
    expect(Number(row?.accrued_sen) - (Number(row?.paid_sen) - Number(row?.adjusted_sen))).toBe(
      Number(row?.owed_sen),
    );

    // Paid out on its Kuala Lumpur day: not in yesterday's figures.
    const yesterday = klDayOf(Date.now() - 86_400_000);
    const before = await rows(
      admin,
      'agent_commission',
      `&id=${w.agentId}&startDate=${yesterday}&endDate=${yesterday}`,
    );
    expect(before.data[0]).toMatchObject({ adjusted_sen: 0, paid_sen: 0 });
  });

  it('shows a merchant’s adjusted redemption settlement as what was paid', async () => {
    const db = t.database.db;
    const merchant = await merchantNamed(db, `Kedai ${randomUUID().slice(0, 6)}`);
    await redeemAt(db, merchant, 1_234);
    await db
      .insert(companies)
      .values({ merchantId: merchant, bank: 'cimb', bankAccountNo: '8001234567', bankAccountName: 'Kedai' });
    const run = await t.call(admin, {
      method: 'POST',
      url: '/api/admin/report/clear_balance',
      payload: { merchant_ids: [merchant] },
    });
    expect(run.statusCode, run.body).toBe(200);
    // Clear Balance runs as a job: its settlement item comes when the job has run.
    const [settlement] = await vi.waitFor(
      async () => {
        const items = await settlementsOf(db, merchant);
        expect(items).toHaveLength(1);
        return items;
      },
      { timeout: 20_000, interval: 100 },
    );
    await patch('payout_adjustment', { id: settlement?.id, amount: '-0.34', reason: 'Bank fee' });
    await patch('approve_payout', { id: settlement?.id });
    await patch('flag_payout_status', { id: settlement?.id, status: 'completed' });

    const { data } = await rows(admin, 'redemption_settlement', `&merchant_id=${merchant}`);
    expect(data).toEqual([
      expect.objectContaining({
        merchant_id: merchant,
        redeemed_sen: 1_234,
        returned_sen: 0,
        adjusted_sen: -34,
        settled_sen: 1_200,
        owed_sen: 0,
      }),
    ]);
  });
});
