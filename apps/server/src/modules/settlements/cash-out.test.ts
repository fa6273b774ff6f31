import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { payoutItems } from '../../db/schema';
import { buddyPoints, pointsIssued, post } from '../ledger';
import {
  type Buddy,
  entriesOf,
  grant,
  lemak,
  orderRow,
  placeAs,
  pointsOf,
  type RewardsWorld,
  rewardsWorld,
  toggle,
} from '../loyalty/test-world';

let t: TestApp;
let w: RewardsWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await rewardsWorld(t, 'cashout');
});
afterAll(() => t?.close());

const db = () => t.database.db;
const summary = (b: Buddy) => t.call(b.token, { method: 'GET', url: '/api/public/me/cash_out' });
const cashOut = (b: Buddy, payload: object, headers: Record<string, string> = {}) =>
  t.call(b.token, { method: 'POST', url: '/api/public/me/cash_out', payload, headers });
const bank = { bank: 'maybank', account_no: '1142-3456-7890', account_name: 'Siti Aminah' };

/**
 * A buddy who referred another: the referral's counter order of 100 Nasi Lemak (subtotal RM1,250,
 * a fee of RM125) earns them 10% of the fee, 1,250 points, at level 1. They also hold `cashback`
 * points from elsewhere, which are not cashable.
 */
async function referrer(cashback: number) {
  const upline = await w.buddy();
  if (cashback) await grant(db(), upline.id, cashback);
  const downline = await w.buddy(upline.id);
  const placed = await placeAs(w, downline.token, { lines: [lemak(w, 50), lemak(w, 50)] });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = await orderRow(db(), placed.json().data.token);
  expect((await toggle(w, { id: order.id, method: 'cash' })).statusCode).toBe(200);
  return upline;
}

describe('referral rewards cashed out', () => {
  it('shows what may be cashed out: the referral rewards still in the wallet, not the cashback', async () => {
    const rich = await referrer(2_000);
    expect((await summary(rich)).json().data).toEqual({
      points: 3_250,
      referral_points: 1_250,
      cashed_out_points: 0,
      cashable_points: 1_250,
      cashable: '12.50',
      minimum_points: 1_000,
      minimum: '10.00',
      cash_outs: [],
    });
    // Spent some: only what is left in the wallet may go.
    const spender = await referrer(0);
    await post(db(), { kind: 'test_spend', ref: randomUUID() }, [
      { account: buddyPoints(spender.id), amountSen: 150 },
      { account: pointsIssued, amountSen: -150 },
    ]);
    expect((await summary(spender)).json().data).toMatchObject({ points: 1_100, cashable_points: 1_100 });
  });

  it('refuses below the minimum, above what is cashable, and bad bank details, with the numbers', async () => {
    const b = await referrer(2_000);
    const low = await cashOut(b, { points: 999, ...bank });
    expect(low.statusCode).toBe(400);
    expect(low.json().errors).toEqual({ points: 'Cash out at least 1000 points (RM 10.00) at a time.' });
    const high = await cashOut(b, { points: 1_251, ...bank }, { 'accept-language': 'zh' });
    expect(high.json().errors).toEqual({ points: '您目前最多可兑现 1250 积分（RM 12.50）。' });
    const details = await cashOut(b, {
      points: 1_000,
      bank: 'Bank of Nowhere',
      account_no: '12ab',
      account_name: ' ',
    });
    expect(details.statusCode).toBe(400);
    expect(details.json().errors).toEqual({
      bank: 'Choose a bank from the list.',
      account_no: 'Account No must be a number of 6 to 20 digits.',
      account_name: 'Account name required.',
    });
    const fraction = await cashOut(b, { points: 1000.5, ...bank });
    expect(fraction.json().errors).toEqual({ points: 'Enter a whole number of points.' });
    expect(await pointsOf(db(), b.id)).toBe(3_250);
    const items = await db()
      .select()
      .from(payoutItems)
      .where(and(eq(payoutItems.kind, 'referral_cash'), eq(payoutItems.beneficiaryId, b.id)));
    expect(items).toEqual([]);
  });

  it('takes the points from the wallet into cash owed, as a pending payout with the bank details', async () => {
    const b = await referrer(2_000);
    const res = await cashOut(b, { points: '1000', ...bank });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      'Cash-out of 1000 points (RM 10.00) requested: it is paid to your bank once approved.',
    );
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 'pending',
      points: 1_000,
      amount: '10.00',
      bank: 'maybank',
      bank_name: 'Maybank (Malayan Banking)',
      account_no: '****7890',
      account_name: 'Siti Aminah',
    });
    const [item] = await db().select().from(payoutItems).where(eq(payoutItems.id, data.id));
    expect(item).toMatchObject({
      kind: 'referral_cash',
      beneficiaryId: b.id,
      amountSen: 1_000,
      accountNo: '114234567890',
      status: 'pending',
    });
    expect(await entriesOf(db(), 'referral_cash_out', data.id)).toEqual({
      [`buddy_points:${b.id}`]: 1_000,
      points_issued: -1_000,
      points_outstanding: 1_000,
      [`referral_cash:${b.id}`]: -1_000,
    });
    expect(await pointsOf(db(), b.id)).toBe(2_250);
    expect((await summary(b)).json().data).toMatchObject({
      points: 2_250,
      cashed_out_points: 1_000,
      cashable_points: 250,
      cash_outs: [{ id: data.id, status: 'pending', points: 1_000 }],
    });

    // The wallet history names it.
    const history = await t.call(b.token, { method: 'POST', url: '/api/get_wallet_history', payload: {} });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data[0]).toMatchObject({
      kind: 'cashed_out',
      points: -1_000,
      balance_after: 2_250,
      order: null,
    });

    // What the first took is no longer cashable.
    const again = await cashOut(b, { points: 1_000, ...bank });
    expect(again.json().errors).toEqual({ points: 'You can cash out at most 250 points (RM 2.50) now.' });
  });

  it('counts two cash-outs sent at once against the same rewards, once', async () => {
    const b = await referrer(5_000);
    const replies = await Promise.all([1, 2].map(() => cashOut(b, { points: 1_000, ...bank })));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await pointsOf(db(), b.id)).toBe(5_250);
  });

  it('allows only a few requests a day per buddy', async () => {
    const b = await referrer(0);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await cashOut(b, { points: 999, ...bank })).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
