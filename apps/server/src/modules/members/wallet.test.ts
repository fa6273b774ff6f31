import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { merchantMembers, orderRewards, orders, refunds, users } from '../../db/schema';
import { klDayOf } from '../../lib/time';
import { newBuddy, type TestBuddy } from '../buddies/test-buddies';
import { buddyPoints, pointsIssued, post, type Source } from '../ledger';
import { openShop, type Shop, sessionOf } from '../orders/admin/test-actors';

/**
 * The wallet is read from the ledger: its entries are posted here directly with the kinds and refs
 * the rewards post (order_rewards, points_redeemed, ... ), so the test does not depend on them.
 */
let t: TestApp;
let shop: Shop;
let a: TestBuddy;
let b: TestBuddy;

const wallet = (token: string, payload?: object, query = '') =>
  t.call(token, { method: 'POST', url: `/api/get_wallet_history${query}`, payload });

async function insertOrder(buddyId: number, orderNo: number, receiptNo: string) {
  const [row] = await t.database.db
    .insert(orders)
    .values({
      merchantId: shop.fx.merchantId,
      buddyId,
      token: `wallet-${randomUUID()}`,
      channel: 'counter',
      subtotalSen: 1500,
      totalSen: 1500,
      orderNo,
      receiptNo,
      paymentStatus: 'paid',
    })
    .returning({ id: orders.id });
  return row?.id as number;
}

/** Points moved to (−) or from (+) buddies, balanced against the points issued. */
const move = (kind: Source['kind'], ref: string | number, byBuddy: [number, number][]) =>
  post(t.database.db, { kind, ref }, [
    ...byBuddy.map(([id, points]) => ({ account: buddyPoints(id), amountSen: -points })),
    { account: pointsIssued, amountSen: byBuddy.reduce((s, [, p]) => s + p, 0) },
  ]);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  shop = await openShop(t, 'wallet-shop');
  b = await newBuddy(t, { firstName: 'Upline' });
  a = await newBuddy(t, { firstName: 'Aminah', referrerId: b.id });
  const now = new Date();
  await db.insert(merchantMembers).values({
    merchantId: shop.fx.merchantId,
    buddyId: a.id,
    visits: 2,
    spendSen: 3000,
    firstVisitAt: now,
    lastVisitAt: now,
  });
  const first = await insertOrder(a.id, 7, 'T-0007');
  const second = await insertOrder(a.id, 8, 'T-0008');
  const [refund] = await db
    .insert(refunds)
    .values({
      orderId: first,
      merchantId: shop.fx.merchantId,
      amountSen: 500,
      method: 'cash',
      reason: 'Cold',
    })
    .returning({ id: refunds.id });
  await db.insert(orderRewards).values([
    {
      orderId: first,
      merchantId: shop.fx.merchantId,
      kind: 'cashback',
      beneficiaryId: a.id,
      bp: 2000,
      amountSen: 150,
    },
    {
      orderId: first,
      merchantId: shop.fx.merchantId,
      kind: 'referral',
      level: 1,
      beneficiaryId: b.id,
      bp: 1000,
      amountSen: 30,
    },
  ]);
  await move('order_rewards', first, [
    [a.id, 150],
    [b.id, 30],
  ]);
  await move('points_redeemed', second, [[a.id, -100]]);
  await move('points_returned', second, [[a.id, 100]]);
  await move('order_rewards_refund', refund?.id as number, [
    [a.id, -50],
    [b.id, -10],
  ]);
  await move('points_refund', refund?.id as number, [[a.id, 20]]);
  // A late payment of the expired order takes its points again.
  await move('points_retaken', second, [[a.id, -30]]);
  await move('test_goodwill', 'apology-1', [[a.id, 7]]);
});
afterAll(() => t.close());

const store = 'Kedai wallet-shop';

describe('wallet history', () => {
  it('shows a buddy their own points, newest first, with the balance after each and the order', async () => {
    const res = await wallet(a.token, {});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ recordsTotal: 7, recordsFiltered: 7, balance: 97, balance_value: '0.97' });
    const order7 = { order_no: 7, receipt_no: 'T-0007', store };
    const order8 = { order_no: 8, receipt_no: 'T-0008', store };
    expect(body.data.map(({ id: _, created_at: __, ...e }: { id: number; created_at: string }) => e)).toEqual(
      [
        { kind: 'adjustment', points: 7, balance_after: 97, level: null, order: null },
        { kind: 'redeemed', points: -30, balance_after: 90, level: null, order: order8 },
        { kind: 'returned', points: 20, balance_after: 120, level: null, order: order7 },
        { kind: 'reversed', points: -50, balance_after: 100, level: null, order: order7 },
        { kind: 'returned', points: 100, balance_after: 150, level: null, order: order8 },
        { kind: 'redeemed', points: -100, balance_after: 50, level: null, order: order8 },
        { kind: 'cashback', points: 150, balance_after: 150, level: null, order: order7 },
      ],
    );
    expect(body.data[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('names the level of a referral reward and of its reversal', async () => {
    const res = await wallet(b.token);
    expect(res.json()).toMatchObject({
      balance: 20,
      data: [
        { kind: 'reversed', points: -10, balance_after: 20, level: 1 },
        { kind: 'referral', points: 30, balance_after: 30, level: 1, order: { order_no: 7, store } },
      ],
    });
  });

  it('pages and filters by day, from the body or the query string (the body wins)', async () => {
    const page = await wallet(a.token, undefined, '?start=1&length=2');
    expect(page.json()).toMatchObject({ recordsTotal: 7, recordsFiltered: 7 });
    expect(page.json().data.map((e: { points: number }) => e.points)).toEqual([-30, 20]);
    const both = await wallet(a.token, { start: 0, length: 1 }, '?start=3&length=2');
    expect(both.json().data.map((e: { points: number }) => e.points)).toEqual([7]);
    const oldest = await wallet(a.token, { order: 'asc', length: 2 });
    expect(oldest.json().data.map((e: { balance_after: number }) => e.balance_after)).toEqual([150, 50]);

    const today = klDayOf(Date.now());
    const tomorrow = klDayOf(Date.now() + 86_400_000);
    const none = await wallet(a.token, { startDate: tomorrow });
    expect(none.json()).toMatchObject({ recordsTotal: 7, recordsFiltered: 0, data: [], balance: 97 });
    const all = await wallet(a.token, { startDate: today, endDate: today });
    expect(all.json().recordsFiltered).toBe(7);
    expect((await wallet(a.token, { order: 'points' })).json().errors).toEqual({ order: expect.any(String) });
  });

  it('is empty for a buddy who never had points', async () => {
    const c = await newBuddy(t);
    expect((await wallet(c.token)).json()).toEqual({
      data: [],
      recordsTotal: 0,
      recordsFiltered: 0,
      balance: 0,
      balance_value: '0.00',
    });
  });
});

describe('whose wallet', () => {
  const seen = async (token: string, id: number) => (await wallet(token, { id })).statusCode;

  it('a buddy reads only their own: another buddy’s id is not found', async () => {
    expect(await seen(a.token, a.id)).toBe(200);
    expect(await seen(a.token, b.id)).toBe(404);
  });

  it('the merchant and its staff read their members’ wallets, not others’', async () => {
    const cashier = await shop.staff('All Access - Order');
    expect(await seen(shop.owner, a.id)).toBe(200);
    expect((await wallet(cashier, { buddy_id: a.id })).json().balance).toBe(97);
    expect(await seen(shop.owner, b.id)).toBe(404);
    const other = await t.merchant('wallet-other');
    expect(await seen(other.token, a.id)).toBe(404);
    const unnamed = await wallet(shop.owner, {});
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors).toEqual({ id: 'This field is required.' });
    const kitchen = await shop.staff('All Access - Kitchen');
    expect(await seen(kitchen, a.id)).toBe(403);
  });

  it('agents read the members of their merchants; admins any buddy', async () => {
    const db = t.database.db;
    const [agent] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'agent'));
    await db.update(users).set({ uplineId: agent?.id }).where(eq(users.id, shop.fx.merchantId));
    expect(await seen(await t.token('agent'), a.id)).toBe(200);
    expect(await seen(await t.token('master'), a.id)).toBe(200);
    expect(await seen(await t.token('agent'), b.id)).toBe(404);
    const [stranger] = await db
      .insert(users)
      .values({
        role: 'agent',
        username: `wallet-agent-${randomUUID()}`,
        status: 'active',
        firstLogin: false,
      })
      .returning({ id: users.id });
    expect(await seen(await sessionOf(t, stranger?.id as number), a.id)).toBe(404);
    expect(await seen(await t.token('subagent'), a.id)).toBe(403);

    const admin = await t.token('admin');
    expect(await seen(admin, b.id)).toBe(200);
    expect(await seen(admin, shop.fx.merchantId)).toBe(404);
  });
});
