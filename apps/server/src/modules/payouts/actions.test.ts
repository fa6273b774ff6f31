import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import {
  agentCommission,
  balanceOf,
  buddyPoints,
  payoutAdjustments,
  payoutClearing,
  pointsIssued,
  pointsOutstanding,
  post,
  recruitmentAllowance,
  referralCash,
} from '../ledger';
import { grant, pointsOf, postedCount, rewardsWorld } from '../loyalty/test-world';
import { insertItem } from './item-repository';
import {
  entitle,
  giveBank,
  itemsOf,
  linesOf,
  openItemOf,
  paidOrder,
  refundWhole,
  setSales,
} from './test-support';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
});
afterAll(() => t?.close());

const db = () => t.database.db;
const patch = (path: string, payload: object) =>
  t.call(admin, { method: 'PATCH', url: `/api/admin/report/${path}`, payload });
const of = (a: Parameters<typeof balanceOf>[1]) => balanceOf(db(), a);

describe('approving, adjusting and paying out', () => {
  it('moves an item pending → done → completed once each, with the ledger settled and every change kept', async () => {
    const w = await rewardsWorld(t, 'payout-approve');
    await paidOrder(w, 4); // agent 100, mentor 25
    const [agentItem] = await itemsOf(db(), w.agentId);
    const [mentorItem] = await itemsOf(db(), w.mentorId);
    const id = agentItem?.id ?? 0;

    // No bank details yet: refused, and nothing moved.
    const noBank = await patch('approve_payout', { id });
    expect(noBank.statusCode).toBe(409);
    expect(noBank.json().reason).toBe('payout_no_bank_details');
    expect((await itemsOf(db(), w.agentId))[0]?.status).toBe('pending');

    await giveBank(db(), w.agentId);
    const approved = await patch('approve_payout', { ids: [id] });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe('Payouts approved: 1.');
    expect(approved.json().data[0]).toMatchObject({
      status: 'done',
      bank: 'cimb',
      account_no: '8001234567',
      account_name: 'Ahmad bin Ali',
      payable_sen: 100,
    });
    // Approved again: unchanged.
    expect((await patch('approve_payout', { id })).json().message).toBe('Payouts approved: 0.');

    // A pending item cannot be flagged as paid out.
    const early = await patch('flag_payout_status', { id: mentorItem?.id, status: 'completed' });
    expect(early.statusCode).toBe(409);
    expect(early.json().reason).toBe('payout_status_refused');

    // Adjusted: +RM0.50 on top; the payable may not fall below RM0.01.
    const adjusted = await patch('payout_adjustment', { id, amount: '0.50', reason: 'Late bonus' });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json().message).toBe('Payout adjustment updated successfully');
    expect(adjusted.json().data[0]).toMatchObject({
      adjustment_sen: 50,
      payable: '1.50',
      adjustment_reason: 'Late bonus',
    });
    const tooLow = await patch('payout_adjustment', { id, amount: '-1.00', reason: 'Clawback' });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().errors).toEqual({
      amount: 'The amount to pay after the adjustment must be at least RM0.01.',
    });
    expect((await patch('payout_adjustment', { id, amount: '1.005', reason: 'x' })).json().errors).toEqual({
      amount: 'Use at most two decimal places.',
    });
    expect((await patch('payout_adjustment', { id, amount: '-0.5' })).json().errors).toHaveProperty('reason');

    const clearingBefore = await of(payoutClearing);
    const adjustmentsBefore = await of(payoutAdjustments);
    const paid = await patch('flag_payout_status', { ids: [id], status: 'completed' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data[0].status).toBe('completed');
    expect(await of(agentCommission(w.agentId))).toBe(0);
    expect((await of(payoutClearing)) - clearingBefore).toBe(-150);
    expect((await of(payoutAdjustments)) - adjustmentsBefore).toBe(50);
    // Flagged again: no second posting.
    expect((await patch('flag_payout_status', { id })).json().message).toBe('Payouts marked as paid out: 0.');
    expect(await postedCount(db(), 'payout_completed', id)).toBe(1);

    // Completed is final: no adjustment, no decline.
    const late = await patch('payout_adjustment', { id, amount: '1.00', reason: 'More' });
    expect(late.statusCode).toBe(409);
    expect(late.json().reason).toBe('payout_adjustment_refused');
    expect((await patch('decline_payout', { id, reason: 'No' })).statusCode).toBe(409);

    // The history: who did what, when.
    const detail = await t.call(admin, { method: 'GET', url: `/api/admin/report/payout_item/${id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    const events = detail.json().data.events;
    expect(events.map((e: { kind: string }) => e.kind)).toEqual([
      'created',
      'approved',
      'adjusted',
      'completed',
    ]);
    expect(
      events.slice(1).every((e: { actor: string | null; created_at: string }) => e.actor && e.created_at),
    ).toBe(true);
    expect(events[2]).toMatchObject({ adjustment: '0.50', reason: 'Late bonus' });
    expect(detail.json().data.lines).toHaveLength(1);
  });

  it('says "Allowance updated successfully" for an allowance, and declining gives what was owed back', async () => {
    const w = await rewardsWorld(t, 'payout-decline');
    await entitle(db(), w.agentId);
    await setSales(db(), w.shop.fx.merchantId, 999_000);
    await paidOrder(w, 1);
    const allowance = (await itemsOf(db(), w.agentId)).find((i) => i.kind === 'recruitment_allowance');
    const adjusted = await patch('payout_adjustment', {
      id: allowance?.id,
      amount: '-100',
      reason: 'Shared',
    });
    expect(adjusted.json().message).toBe('Allowance updated successfully');

    const noReason = await patch('decline_payout', { id: allowance?.id });
    expect(noReason.statusCode).toBe(400);
    const adjustmentsBefore = await of(payoutAdjustments);
    const declined = await patch('decline_payout', { id: allowance?.id, reason: 'Merchant closed' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data[0].status).toBe('declined');
    expect(await of(recruitmentAllowance(w.agentId))).toBe(0);
    expect((await of(payoutAdjustments)) - adjustmentsBefore).toBe(-50_000);
    await patch('decline_payout', { id: allowance?.id, reason: 'Again' });
    expect(await postedCount(db(), 'payout_declined', allowance?.id ?? 0)).toBe(1);
  });

  it('declines a referral cash-out by giving the points back to the buddy', async () => {
    const w = await rewardsWorld(t, 'payout-referral');
    const buddy = await w.buddy();
    await grant(db(), buddy.id, 800);
    // As the settlements module cashes out 500 points: taken from the wallet, owed in RM.
    const id = await db().transaction(async (tx) => {
      const itemId = await insertItem(tx, {
        kind: 'referral_cash',
        beneficiaryId: buddy.id,
        amountSen: 500,
        bank: 'maybank',
        accountNo: '112233445566',
        accountName: 'Siti',
      });
      await post(tx, { kind: 'referral_cash_out', ref: itemId }, [
        { account: buddyPoints(buddy.id), amountSen: 500 },
        { account: pointsIssued, amountSen: -500 },
        { account: pointsOutstanding, amountSen: 500 },
        { account: referralCash(buddy.id), amountSen: -500 },
      ]);
      return itemId;
    });
    expect(await pointsOf(db(), buddy.id)).toBe(300);
    const declined = await patch('decline_payout', { id, reason: 'Wrong account' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await pointsOf(db(), buddy.id)).toBe(800);
    expect(await of(referralCash(buddy.id))).toBe(0);
  });

  it('carries a refund of an approved commission into a new open item, below zero if need be', async () => {
    const w = await rewardsWorld(t, 'payout-clawback');
    await giveBank(db(), w.agentId);
    const order = await paidOrder(w, 4);
    const [item] = await itemsOf(db(), w.agentId);
    expect((await patch('approve_payout', { id: item?.id })).statusCode).toBe(200);

    await refundWhole(w, order.id);
    const open = await openItemOf(db(), w.agentId, 'agent_commission');
    expect(open?.amountSen).toBe(-100);
    expect(await linesOf(db(), open?.id ?? 0)).toEqual([[order.id, expect.any(Number), -100]]);
    expect((await itemsOf(db(), w.agentId))[0]).toMatchObject({ status: 'done', amountSen: 100 });
    // The ledger agrees: the approved 100 less the 100 clawed back.
    expect(await of(agentCommission(w.agentId))).toBe(0);
    // Nothing to pay yet: approving the open item is refused.
    const refused = await patch('approve_payout', { id: open?.id });
    expect(refused.json().reason).toBe('payout_nothing_to_pay');

    // The next order brings it back to zero, then above.
    await paidOrder(w, 4);
    await paidOrder(w, 2, 2);
    expect((await openItemOf(db(), w.agentId, 'agent_commission'))?.amountSen).toBe(-100 + 100 + 60);
  });

  it('does not take back twice a refunded commission whose item was declined', async () => {
    const w = await rewardsWorld(t, 'payout-declined-refund');
    const order = await paidOrder(w, 4);
    const [item] = await itemsOf(db(), w.agentId);
    expect((await patch('decline_payout', { id: item?.id, reason: 'Test orders' })).statusCode).toBe(200);
    expect(await of(agentCommission(w.agentId))).toBe(0);

    await refundWhole(w, order.id);
    // The declined 100 sen were already forfeited: the agent's next payout is not cut by them again.
    expect(await openItemOf(db(), w.agentId, 'agent_commission')).toBeUndefined();
    expect(await of(agentCommission(w.agentId))).toBe(0);
    expect((await itemsOf(db(), w.agentId))[0]).toMatchObject({ status: 'declined', amountSen: 0 });
  });
});
