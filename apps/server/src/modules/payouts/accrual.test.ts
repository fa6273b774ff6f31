import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { agentCommission, balanceOf, platformRevenue, recruitmentAllowance } from '../ledger';
import { entriesOf, postedCount, type RewardsWorld, rewardsWorld } from '../loyalty/test-world';
import { entitle, itemsOf, linesOf, paidOrder, refundWhole, salesOf, setSales } from './test-support';

let t: TestApp;
let w: RewardsWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await rewardsWorld(t, 'payout-accrual');
  await entitle(t.database.db, w.agentId);
});
afterAll(() => t?.close());

const db = () => t.database.db;

/**
 * The shop's platform charge is 10%; the payout settings pay the agent 20% and the mentor 5% of
 * the fee, and an allowance of RM500. Nasi Lemak 12.50, Teh Tarik 2.50; a bill adds 10% service
 * and 6% SST on both.
 *   A: 4 Nasi Lemak, subtotal 50.00: fee 500, agent 100, mentor 25; total 50.00 + 5.00 + 3.30 = 58.30
 *   B: 2 Nasi Lemak + 2 Teh, subtotal 30.00: fee 300, agent 60, mentor 15; total 30.00 + 3.00 + 1.98 = 34.98
 */
describe('commission, mentor and allowance payout items of paid orders', () => {
  it('accrue into one open item per beneficiary, and pay the allowance once, on the order that reaches RM10,000', async () => {
    const m = w.shop.fx.merchantId;
    const a = await paidOrder(w, 4);
    const b = await paidOrder(w, 2, 2);

    let [agentItem] = await itemsOf(db(), w.agentId);
    let [mentorItem] = await itemsOf(db(), w.mentorId);
    expect(agentItem).toMatchObject({ kind: 'agent_commission', status: 'pending', amountSen: 100 + 60 });
    expect(mentorItem).toMatchObject({ kind: 'mentor_commission', status: 'pending', amountSen: 25 + 15 });
    expect(await linesOf(db(), agentItem?.id ?? 0)).toEqual([
      [a.id, null, 100],
      [b.id, null, 60],
    ]);
    expect(await linesOf(db(), mentorItem?.id ?? 0)).toEqual([
      [a.id, null, 25],
      [b.id, null, 15],
    ]);
    // The items say what the ledger owes.
    expect(await balanceOf(db(), agentCommission(w.agentId))).toBe(-160);
    expect(await balanceOf(db(), agentCommission(w.mentorId))).toBe(-40);
    // Paid sales are what was paid: 34.98 in cash rounds to 35.00 (docs/adr/0014), as the sales reports count it.
    expect((await salesOf(db(), m))?.paidSen).toBe(5830 + 3500);

    // Close to RM10,000: an order that stays below pays no allowance.
    await setSales(db(), m, 995_000);
    await paidOrder(w, 2, 2);
    expect((await salesOf(db(), m))?.paidSen).toBe(998_500);
    expect((await itemsOf(db(), w.agentId)).filter((i) => i.kind === 'recruitment_allowance')).toEqual([]);

    // The order that takes the sales to 1,004,330 sen pays the RM500 allowance, out of revenue.
    const revenueBefore = await balanceOf(db(), platformRevenue);
    const crossing = await paidOrder(w, 4);
    const sales = await salesOf(db(), m);
    expect(sales?.paidSen).toBe(1_004_330);
    expect(sales?.reachedAt).not.toBeNull();
    const allowance = (await itemsOf(db(), w.agentId)).filter((i) => i.kind === 'recruitment_allowance');
    expect(allowance).toEqual([
      {
        id: expect.any(Number),
        kind: 'recruitment_allowance',
        status: 'pending',
        amountSen: 50_000,
        merchantId: m,
      },
    ]);
    expect(await entriesOf(db(), 'recruitment_allowance', m)).toEqual({
      platform_revenue: 50_000,
      [`recruitment_allowance:${w.agentId}`]: -50_000,
    });
    // The crossing order's own fee (500) less its commissions (125) is revenue too.
    expect((await balanceOf(db(), platformRevenue)) - revenueBefore).toBe(50_000 - 375);
    expect(await balanceOf(db(), recruitmentAllowance(w.agentId))).toBe(-50_000);

    [agentItem] = await itemsOf(db(), w.agentId);
    [mentorItem] = await itemsOf(db(), w.mentorId);
    expect(agentItem?.amountSen).toBe(100 + 60 + 60 + 100);
    expect(mentorItem?.amountSen).toBe(25 + 15 + 15 + 25);

    // Refunded: sales fall below RM10,000 again and the commissions come off the open items.
    await refundWhole(w, crossing.id);
    expect((await salesOf(db(), m))?.paidSen).toBe(998_500);
    const agentLines = await linesOf(db(), agentItem?.id ?? 0);
    expect(agentLines.at(-1)).toEqual([crossing.id, expect.any(Number), -100]);
    expect((await itemsOf(db(), w.agentId))[0]?.amountSen).toBe(220);
    expect((await itemsOf(db(), w.mentorId))[0]?.amountSen).toBe(55);
    expect(await balanceOf(db(), agentCommission(w.agentId))).toBe(-220);
    expect(await balanceOf(db(), agentCommission(w.mentorId))).toBe(-55);

    // Crossing again pays nothing more.
    await paidOrder(w, 4);
    expect((await salesOf(db(), m))?.paidSen).toBe(1_004_330);
    expect((await itemsOf(db(), w.agentId)).filter((i) => i.kind === 'recruitment_allowance')).toHaveLength(
      1,
    );
    expect(await postedCount(db(), 'recruitment_allowance', m)).toBe(1);
    expect(await balanceOf(db(), recruitmentAllowance(w.agentId))).toBe(-50_000);
    expect((await itemsOf(db(), w.agentId))[0]?.amountSen).toBe(320);
  });

  it('pays no allowance to an agent who is not entitled, though the crossing is recorded', async () => {
    const other = await rewardsWorld(t, 'payout-unentitled');
    const m = other.shop.fx.merchantId;
    await setSales(db(), m, 999_000);
    await paidOrder(other, 1);
    expect((await salesOf(db(), m))?.reachedAt).not.toBeNull();
    expect((await itemsOf(db(), other.agentId)).map((i) => i.kind)).toEqual(['agent_commission']);
    expect(await postedCount(db(), 'recruitment_allowance', m)).toBe(0);
    // Entitled later: the merchant already crossed, so nothing is paid for it.
    await entitle(db(), other.agentId);
    await paidOrder(other, 1);
    expect(await postedCount(db(), 'recruitment_allowance', m)).toBe(0);
  });
});
