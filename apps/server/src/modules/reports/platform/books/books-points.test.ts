import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/helpers';
import { buddyProfiles, orderRewards, orders, stores, users } from '../../../../db/schema';
import { klDayOf } from '../../../../lib/time';
import { sessionOf } from '../../../orders/admin/test-actors';
import { settlementJobs } from '../../../settlements/jobs';
import { historyBatches } from './cashback-history';
import { type BooksScenario, booksScenario, type RawEntry, rawEntries } from './test-scenario';

let t: TestApp;
let s: BooksScenario;
let raw: RawEntry[];
let rewards: Awaited<ReturnType<typeof rewardRows>>;

/** Every reward part with its order's receipt and its store's name: the raw truth of points earned. */
const rewardRows = (tt: TestApp) =>
  tt.database.db
    .select({
      id: orderRewards.id,
      createdAt: orderRewards.createdAt,
      merchantId: orderRewards.merchantId,
      beneficiaryId: orderRewards.beneficiaryId,
      kind: orderRewards.kind,
      level: orderRewards.level,
      amountSen: orderRewards.amountSen,
      reversedSen: orderRewards.reversedSen,
      receiptNo: orders.receiptNo,
      store: stores.displayName,
      // Who earned it, as the admins' buddy list names a buddy: first name, else name or username.
      beneficiary: sql<string>`coalesce(${buddyProfiles.firstName}, ${users.name}, ${users.username})`,
    })
    .from(orderRewards)
    .innerJoin(orders, eq(orders.id, orderRewards.orderId))
    .innerJoin(stores, eq(stores.merchantId, orderRewards.merchantId))
    .innerJoin(users, eq(users.id, orderRewards.beneficiaryId))
    .leftJoin(buddyProfiles, eq(buddyProfiles.userId, orderRewards.beneficiaryId));

beforeAll(async () => {
  t = await createTestApp({ jobs: settlementJobs });
  s = await booksScenario(t);
  raw = await rawEntries(t);
  rewards = await rewardRows(t);
}, 120_000);
afterAll(() => t?.close());

type Row = Record<string, string | number | null>;
const report = (token: string, name: string, query = '') =>
  t.call(token, {
    method: 'GET',
    url: `/api/admin/report/${name}?${query.includes('length=') ? '' : 'length=500'}${query}`,
  });
const rowsOf = async (token: string, name: string, query = '') => {
  const res = await report(token, name, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Row[]; totals: Row; recordsTotal: number; chart: { x: string; y: number }[] };
};
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const today = () => klDayOf(Date.now());
const daysAgo = (n: number) => klDayOf(Date.now() - n * 86_400_000);

/** A day of cashback_summary from the raw rows of the merchants `mine` keeps. */
function summaryOf(mine: (merchantId: number) => boolean) {
  const ours = rewards.filter((r) => mine(r.merchantId) && klDayOf(r.createdAt) === today());
  const points = (kind: string) => sum(ours.filter((r) => r.kind === kind).map((r) => r.amountSen));
  const reversed = sum(
    ours
      .filter((r) => r.kind !== 'agent_commission' && r.kind !== 'mentor_commission')
      .map((r) => r.reversedSen),
  );
  // Points paying a bill: the credit of the merchant's redemption account by the payment's posting.
  const redeemed =
    0 -
    sum(
      raw
        .filter(
          (e) => e.kind === 'order_paid' && e.family === 'merchant_redemption' && mine(Number(e.ownerId)),
        )
        .map((e) => e.amount),
    );
  return {
    day: today(),
    cashback_points: points('cashback'),
    referral_points: points('referral'),
    reversed_points: reversed,
    redeemed_points: redeemed,
    net_points: points('cashback') + points('referral') - reversed,
  };
}
const quiet = (day: string) => ({
  day,
  cashback_points: 0,
  referral_points: 0,
  reversed_points: 0,
  redeemed_points: 0,
  net_points: 0,
});

describe('cashback summary', () => {
  it('shows every day of the range, today as the raw rewards and redemptions sum', async () => {
    const { data, totals, chart } = await rowsOf(
      s.admin,
      'cashback_summary',
      `&startDate=${daysAgo(6)}&endDate=${today()}`,
    );
    const expected = summaryOf(() => true);
    expect(expected.cashback_points).toBeGreaterThan(0);
    expect(expected.reversed_points).toBeGreaterThan(0);
    expect(expected.redeemed_points).toBe(300);
    expect(data).toEqual([expected, ...[1, 2, 3, 4, 5, 6].map((n) => quiet(daysAgo(n)))]);
    const { day: _d, ...figures } = expected;
    expect(totals).toMatchObject(figures);
    expect(chart.at(-1)).toEqual({ x: today(), y: expected.cashback_points });
  });

  it('keeps an agent to its downline’s merchants, as their merchant_id does for an admin', async () => {
    const m = s.w.shop.fx.merchantId;
    const agent = await sessionOf(t, s.w.agentId);
    const mine = (await rowsOf(agent, 'cashback_summary', `&startDate=${today()}&endDate=${today()}`)).data;
    expect(mine).toEqual([summaryOf((id) => id === m)]);
    const other = (
      await rowsOf(
        s.admin,
        'cashback_summary',
        `&startDate=${today()}&endDate=${today()}&merchant_id=${s.w2.shop.fx.merchantId}`,
      )
    ).data;
    expect(other).toEqual([summaryOf((id) => id === s.w2.shop.fx.merchantId)]);
    expect((await report(s.w.shop.owner, 'cashback_summary')).statusCode).toBe(403);
  });
});

describe('referral bonus', () => {
  it('shows each level’s parts, points and reversals as the raw reward rows sum', async () => {
    const { data, totals } = await rowsOf(s.admin, 'referral_bonus', '&order=level:asc');
    const referral = rewards.filter((r) => r.kind === 'referral');
    const levels = [...new Set(referral.map((r) => r.level))].sort();
    expect(levels).toEqual([1, 2]);
    const expected = levels.map((level) => {
      const rs = referral.filter((r) => r.level === level);
      const points = sum(rs.map((r) => r.amountSen));
      const reversed = sum(rs.map((r) => r.reversedSen));
      return {
        day: today(),
        level,
        parts: rs.length,
        points,
        reversed_points: reversed,
        net_points: points - reversed,
      };
    });
    expect(data).toEqual(expected);
    expect(totals).toMatchObject({
      parts: referral.length,
      points: sum(referral.map((r) => r.amountSen)),
      net_points: sum(expected.map((e) => e.net_points)),
    });
  });
});

describe('cashback history', () => {
  /** A buddy's history (every buddy's without one) from the raw rows, newest first. */
  const historyOf = (buddyId?: number) =>
    rewards
      .filter(
        (r) =>
          (buddyId === undefined || r.beneficiaryId === buddyId) &&
          (r.kind === 'cashback' || r.kind === 'referral'),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((r) => ({
        created_at: r.createdAt.toISOString(),
        beneficiary: r.beneficiary,
        merchant: r.store,
        receipt_no: r.receiptNo,
        kind: r.kind,
        level: r.level,
        points: r.amountSen,
        reversed_points: r.reversedSen,
      }));

  it('lists a buddy’s rewards order by order, newest first, paged, with totals', async () => {
    const expected = historyOf(s.buddyId);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const all = await rowsOf(s.admin, 'cashback_history', `&id=${s.buddyId}`);
    expect(all.data).toEqual(expected);
    expect(all.recordsTotal).toBe(expected.length);
    expect(all.totals).toMatchObject({
      points: sum(expected.map((r) => r.points)),
      reversed_points: sum(expected.map((r) => r.reversed_points)),
    });
    const second = await rowsOf(s.admin, 'cashback_history', `&id=${s.buddyId}&start=1&length=1`);
    expect(second.data).toEqual(expected.slice(1, 2));
    const oldest = await rowsOf(
      s.admin,
      'cashback_history',
      `&id=${s.buddyId}&order=created_at:asc&length=1`,
    );
    expect(oldest.data).toEqual(expected.slice(-1));
    expect((await rowsOf(s.admin, 'cashback_history', `&id=${s.referrerId}`)).data).toEqual(
      historyOf(s.referrerId),
    );
    const before = await rowsOf(s.admin, 'cashback_history', `&id=${s.buddyId}&endDate=${daysAgo(1)}`);
    expect(before.data).toEqual([]);
  });

  it('exports every row in batches, each after the last one’s (created_at, id)', async () => {
    const range = { from: today(), to: today() };
    for (const buddyId of [s.buddyId, undefined]) {
      for (const dir of ['desc', 'asc'] as const) {
        const rows = [];
        for await (const batch of historyBatches(t.database.db, { buddyId, range, dir }, 2))
          rows.push(...batch);
        const expected = historyOf(buddyId);
        expect(rows).toEqual(dir === 'desc' ? expected : expected.reverse());
      }
    }
  });

  it('opens on every buddy without an id: paged, with totals, and exported whole', async () => {
    const expected = historyOf();
    expect(new Set(expected.map((r) => r.beneficiary)).size).toBeGreaterThanOrEqual(2);
    const all = await rowsOf(s.admin, 'cashback_history');
    expect(all.data).toEqual(expected);
    expect(all.recordsTotal).toBe(expected.length);
    expect(all.totals).toMatchObject({
      points: sum(expected.map((r) => r.points)),
      reversed_points: sum(expected.map((r) => r.reversed_points)),
    });
    const second = await rowsOf(s.admin, 'cashback_history', '&start=1&length=2');
    expect(second.data).toEqual(expected.slice(1, 3));
    expect(second.recordsTotal).toBe(expected.length);
    const file = await t.call(s.admin, { method: 'GET', url: '/api/admin/report/cashback_history/export' });
    expect(file.statusCode, file.body).toBe(200);
    // A heading line, one line per reward part, and the totals.
    const lines = file.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(expected.length + 2);
    expect(lines.filter((l) => l.includes(String(expected[0]?.receipt_no)))).not.toHaveLength(0);
  });

  it('is the admins’ only, and 404 for an id that is not a buddy’s', async () => {
    expect((await report(s.admin, 'cashback_history', `&id=${s.w.agentId}`)).statusCode).toBe(404);
    expect((await report(s.admin, 'cashback_history', '&id=2000000000')).statusCode).toBe(404);
    const agent = await sessionOf(t, s.w.agentId);
    expect((await report(agent, 'cashback_history', `&id=${s.buddyId}`)).statusCode).toBe(403);
  });
});
