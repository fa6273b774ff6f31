import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantMembers, orderRewards, orders, stores, users } from '../src/db/schema';
import { newToken } from '../src/lib/tokens';
import { createSession } from '../src/modules/auth/repository';
import { newBuddy, type TestBuddy } from '../src/modules/buddies/test-buddies';
import { buddyPoints, pointsIssued, post, type Source } from '../src/modules/ledger';
import { createOrderFixture } from '../src/modules/orders/test-fixture';
import { matrix, type Subject, walletEntries } from './authz-matrix';
import { createTestApp, type TestApp } from './helpers';

/**
 * Issue 26: a buddy who eats at the demo merchant and at a merchant of nobody's network. Each
 * subject of the matrix reads the wallet: the buddy and admins all of it, the demo merchant, its
 * staff and the agents above it only the entries of the demo merchant's orders.
 */
let t: TestApp;
let shared: TestBuddy;
const userOf = {} as Record<Subject, number>;
const merchant = { demo: 0, other: 0 };
const store = { demo: '', other: '' };

async function order(merchantId: number, orderNo: number, receiptNo: string) {
  const [row] = await t.database.db
    .insert(orders)
    .values({
      merchantId,
      buddyId: shared.id,
      token: `privacy-${randomUUID()}`,
      channel: 'counter',
      subtotalSen: 3000,
      totalSen: 3000,
      orderNo,
      receiptNo,
      paymentStatus: 'paid',
    })
    .returning({ id: orders.id });
  return row?.id as number;
}

/** Points to (+) or from (−) the shared buddy, balanced against the points issued. */
const move = (kind: Source['kind'], ref: string | number, points: number) =>
  post(t.database.db, { kind, ref }, [
    { account: buddyPoints(shared.id), amountSen: -points },
    { account: pointsIssued, amountSen: points },
  ]);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const idOf = async (username: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id as number;
  Object.assign(userOf, {
    admin: await idOf('admin'),
    master_agent: await idOf('master'),
    mentor: await idOf('mentor'),
    agent: await idOf('agent'),
    merchant: await idOf('merchant'),
  });
  for (const [subject, access] of [
    ['staff:order', 'All Access - Order'],
    ['staff:setting', 'All Access - Setting'],
  ] as const) {
    const [row] = await db
      .insert(users)
      .values({
        role: 'staff',
        username: `privacy-${subject}`,
        status: 'active',
        firstLogin: false,
        merchantId: userOf.merchant,
        accessOption: access,
      })
      .returning({ id: users.id });
    userOf[subject] = row?.id as number;
  }
  shared = await newBuddy(t, { firstName: 'Shared' });
  userOf.buddy = shared.id;
  merchant.demo = userOf.merchant;
  // A merchant no agent recruited: none of the demo network's business.
  merchant.other = (await createOrderFixture(db, 'privacy-other')).merchantId;
  const nameOf = async (merchantId: number) =>
    (await db.select().from(stores).where(eq(stores.merchantId, merchantId)))[0]?.displayName as string;
  store.demo = await nameOf(merchant.demo);
  store.other = await nameOf(merchant.other);
  const now = new Date();
  for (const merchantId of [merchant.demo, merchant.other])
    await db.insert(merchantMembers).values({
      merchantId,
      buddyId: shared.id,
      visits: 1,
      spendSen: 3000,
      firstVisitAt: now,
      lastVisitAt: now,
    });

  const demoOrder = await order(merchant.demo, 11, 'DEMO-0011');
  const otherOrder = await order(merchant.other, 42, 'SECRET-0042');
  await db.insert(orderRewards).values([
    {
      orderId: demoOrder,
      merchantId: merchant.demo,
      kind: 'cashback',
      beneficiaryId: shared.id,
      bp: 2000,
      amountSen: 60,
    },
    {
      orderId: otherOrder,
      merchantId: merchant.other,
      kind: 'cashback',
      beneficiaryId: shared.id,
      bp: 2000,
      amountSen: 777,
    },
  ]);
  await move('order_rewards', demoOrder, 60);
  await move('order_rewards', otherOrder, 777);
  await move('points_redeemed', otherOrder, -300);
  await move('test_goodwill', `privacy-${shared.id}`, 5);
});
afterAll(() => t.close());

async function tokenFor(subject: Subject) {
  const token = newToken();
  await createSession(t.database.db, userOf[subject], token);
  return token;
}

const wallet = async (subject: Subject, payload: Record<string, unknown> = {}) =>
  t.call(await tokenFor(subject), {
    method: 'POST',
    url: '/api/get_wallet_history',
    payload: { id: shared.id, ...payload },
  });

describe("a buddy's wallet between merchants", () => {
  it('lists a scope for exactly the subjects the matrix lets read wallets', () => {
    const readers = matrix['POST /api/get_wallet_history'];
    expect(Object.keys(walletEntries).sort()).toEqual(Array.isArray(readers) ? [...readers].sort() : readers);
  });

  for (const [subject, scope] of Object.entries(walletEntries) as [Subject, 'all' | 'own'][]) {
    it(`${subject} reads ${scope === 'all' ? 'every entry' : "only the demo merchant's entries"}`, async () => {
      const res = await wallet(subject);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      // The balance is the buddy's: 60 + 777 − 300 + 5.
      expect(body.balance).toBe(542);
      const stores = body.data.map((e: { order: { store: string } | null }) => e.order?.store ?? null);
      if (scope === 'all') {
        expect(body.recordsTotal).toBe(4);
        expect(stores).toEqual([null, store.other, store.other, store.demo]);
        expect(body.data[0].balance_after).toBe(542);
        return;
      }
      expect(body).toMatchObject({ recordsTotal: 1, recordsFiltered: 1 });
      expect(body.data).toMatchObject([
        { kind: 'cashback', points: 60, balance_after: null, order: { order_no: 11, store: store.demo } },
      ]);
      // Nothing of the other merchant: its name, its receipt, what the buddy earned there.
      expect(res.body).not.toContain(store.other);
      expect(res.body).not.toContain('SECRET-0042');
      expect(res.body).not.toContain('"points":777');
    });
  }

  it('lets an admin narrow to one merchant; agents and merchants cannot name one they do not see', async () => {
    const admin = await wallet('admin', { merchant_id: merchant.other });
    expect(admin.json()).toMatchObject({ recordsTotal: 2, balance: 542 });
    expect(admin.json().data.every((e: { order: { store: string } }) => e.order.store === store.other)).toBe(
      true,
    );
    expect((await wallet('agent', { merchant_id: merchant.other })).statusCode).toBe(404);
    expect((await wallet('merchant', { merchant_id: merchant.other })).statusCode).toBe(404);
    expect((await wallet('staff:order', { merchant_id: merchant.other })).statusCode).toBe(404);
    const agent = await wallet('agent', { merchant_id: merchant.demo });
    expect(agent.json()).toMatchObject({ recordsTotal: 1, data: [{ points: 60, balance_after: null }] });
  });

  it('keeps the dates and paging within the scope', async () => {
    const page = await wallet('merchant', { start: 1, length: 10 });
    expect(page.json()).toMatchObject({ recordsTotal: 1, recordsFiltered: 1, data: [] });
    const dated = await wallet('merchant', { startDate: '2000-01-01', endDate: '2000-01-02' });
    expect(dated.json()).toMatchObject({ recordsTotal: 1, recordsFiltered: 0, data: [] });
  });
});
