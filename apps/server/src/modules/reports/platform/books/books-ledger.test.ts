import { agentRoles } from '@meja/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/helpers';
import { users } from '../../../../db/schema';
import { klDayOf } from '../../../../lib/time';
import { sessionOf } from '../../../orders/admin/test-actors';
import { settlementJobs } from '../../../settlements/jobs';
import { type BooksScenario, booksScenario, type RawEntry, rawEntries } from './test-scenario';

let t: TestApp;
let s: BooksScenario;
let raw: RawEntry[];

beforeAll(async () => {
  t = await createTestApp({ jobs: settlementJobs });
  s = await booksScenario(t);
  raw = await rawEntries(t);
}, 120_000);
afterAll(() => t?.close());

type Row = Record<string, string | number | null>;
const report = (token: string, name: string, query = '') =>
  t.call(token, { method: 'GET', url: `/api/admin/report/${name}?length=500${query}` });
const rowsOf = async (token: string, name: string, query = '') => {
  const res = await report(token, name, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Row[]; totals: Row; recordsTotal: number };
};
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const debits = (es: RawEntry[]) => sum(es.filter((e) => e.amount > 0).map((e) => e.amount));
const credits = (es: RawEntry[]) => 0 - sum(es.filter((e) => e.amount < 0).map((e) => e.amount));
const ofKind = (es: RawEntry[], ...kinds: string[]) => es.filter((e) => kinds.includes(e.kind));

/** Raw entries grouped by `keyOf`, as a report row would show them. */
function grouped(es: RawEntry[], keyOf: (e: RawEntry) => string) {
  const groups = new Map<string, RawEntry[]>();
  for (const e of es) groups.set(keyOf(e), [...(groups.get(keyOf(e)) ?? []), e]);
  return groups;
}

const buddyFamilies = ['buddy_points', 'referral_cash'];

describe('accounting', () => {
  it('moves the scenario every way the books show', () => {
    const kinds = new Set(raw.map((e) => e.kind));
    for (const k of [
      'order_paid',
      'order_rewards',
      'order_refund',
      'order_rewards_refund',
      'points_redeemed',
      'points_refund',
      'payout_completed',
      'payout_declined',
      'payout_declined_refund',
      'referral_cash_out',
    ])
      expect(kinds, k).toContain(k);
  });

  it('shows each day, account family and kind as the raw entries sum, and the ledger balances', async () => {
    const { data, totals } = await rowsOf(s.admin, 'accounting');
    const expected = grouped(raw, (e) => `${e.day}|${e.family}|${e.kind}`);
    expect(data).toHaveLength(expected.size);
    for (const row of data) {
      const es = expected.get(`${row.day}|${row.account}|${row.kind}`) ?? [];
      const isBuddy = buddyFamilies.includes(String(row.account));
      expect(row, `${row.account} ${row.kind}`).toEqual({
        day: row.day,
        account: row.account,
        kind: row.kind,
        // Buddies' own accounts are derived from the other side of each posting: no entry count.
        entries: isBuddy ? 0 : es.length,
        debit_sen: debits(es),
        credit_sen: credits(es),
        net_sen: debits(es) - credits(es),
      });
    }
    expect(totals.debit_sen).toBe(debits(raw));
    expect(totals.credit_sen).toBe(credits(raw));
    expect(totals.debit_sen).toBe(totals.credit_sen);
    expect(totals.net_sen).toBe(0);
  });

  it('narrows to one family with `type`, or to one merchant’s own accounts, and refuses an unknown family', async () => {
    const payable = await rowsOf(s.admin, 'accounting', '&type=merchant_payable');
    const rawPayable = raw.filter((e) => e.family === 'merchant_payable');
    expect(payable.data.map((r) => r.account)).toEqual(payable.data.map(() => 'merchant_payable'));
    expect(payable.totals.credit_sen).toBe(credits(rawPayable));
    expect(payable.totals.debit_sen).toBe(debits(rawPayable));

    const points = await rowsOf(s.admin, 'accounting', '&type=buddy_points');
    const rawPoints = raw.filter((e) => e.family === 'buddy_points');
    expect(points.totals.credit_sen).toBe(credits(rawPoints));
    expect(points.totals.debit_sen).toBe(debits(rawPoints));

    const m = s.w.shop.fx.merchantId;
    const own = await rowsOf(s.admin, 'accounting', `&merchant_id=${m}`);
    const rawOwn = grouped(
      raw.filter((e) => e.ownerId === m),
      (e) => `${e.family}|${e.kind}`,
    );
    expect(own.data).toHaveLength(rawOwn.size);
    for (const row of own.data) {
      const es = rawOwn.get(`${row.account}|${row.kind}`) ?? [];
      // Named by family (the words a reader gets), found by the merchant's own keys.
      expect(raw.some((e) => e.key === `${row.account}:${m}`)).toBe(true);
      expect([row.entries, row.debit_sen, row.credit_sen]).toEqual([es.length, debits(es), credits(es)]);
    }

    const bad = await report(s.admin, 'accounting', '&type=petty_cash');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('type');
  });

  it('is the admins’ only', async () => {
    expect((await report(await sessionOf(t, s.w.agentId), 'accounting')).statusCode).toBe(403);
    expect((await report(s.w.shop.owner, 'accounting')).statusCode).toBe(403);
  });
});

/** An agent's commission account over the raw entries: what the report must show for it. */
function commissionOf(agentId: number) {
  const es = raw.filter((e) => e.key === `agent_commission:${agentId}`);
  return {
    agent_id: agentId,
    accrued_sen: credits(ofKind(es, 'order_rewards')),
    clawed_back_sen: debits(ofKind(es, 'order_rewards_refund')),
    // The scenario adjusts no payout (paid-out.test.ts does): paid is what settled the account.
    adjusted_sen: 0,
    paid_sen: debits(ofKind(es, 'payout_completed')),
    declined_sen: sum(ofKind(es, 'payout_declined', 'payout_declined_refund').map((e) => e.amount)),
    owed_sen: 0 - sum(es.map((e) => e.amount)),
  };
}
const figures = (r: Row) => {
  const { agent: _name, rank: _rank, ...rest } = r;
  return rest;
};

describe('agent commission', () => {
  it('shows every agent to an admin, each as its account’s raw entries, accrued less the rest being owed', async () => {
    const { data, totals } = await rowsOf(s.admin, 'agent_commission');
    const agents = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.role, [...agentRoles]));
    expect(data.map((r) => r.agent_id).sort()).toEqual(agents.map((a) => a.id).sort());
    for (const row of data) expect(figures(row)).toEqual(commissionOf(Number(row.agent_id)));
    const mentor = data.find((r) => r.agent_id === s.w.mentorId);
    expect(mentor?.rank).toBe('mentor');
    // Nothing moves an agent's account but these kinds: over all time they explain what is owed.
    for (const row of data)
      expect(
        Number(row.accrued_sen) -
          Number(row.clawed_back_sen) -
          Number(row.paid_sen) -
          Number(row.declined_sen),
      ).toBe(row.owed_sen);
    expect(Number(commissionOf(s.w.agentId).paid_sen)).toBeGreaterThan(0);
    expect(Number(commissionOf(s.w.mentorId).declined_sen)).toBeGreaterThan(0);
    expect(totals.accrued_sen).toBe(sum(data.map((r) => Number(r.accrued_sen))));
    expect(totals.owed_sen).toBe(sum(data.map((r) => Number(r.owed_sen))));
  });

  it('shows an agent itself and its downline only; another agent’s id is not found', async () => {
    const agent = await sessionOf(t, s.w.agentId);
    expect((await rowsOf(agent, 'agent_commission')).data.map(figures)).toEqual([commissionOf(s.w.agentId)]);
    expect((await rowsOf(agent, 'agent_commission', `&id=${s.w.agentId}`)).data).toHaveLength(1);
    expect((await report(agent, 'agent_commission', `&id=${s.w2.agentId}`)).statusCode).toBe(404);
    expect((await report(agent, 'agent_commission', `&id=${s.w.mentorId}`)).statusCode).toBe(404);

    const mentor = await sessionOf(t, s.w.mentorId);
    const seen = (await rowsOf(mentor, 'agent_commission')).data.map((r) => r.agent_id);
    expect(seen.sort()).toEqual([s.w.agentId, s.w.mentorId].sort());
    expect((await report(s.w.shop.owner, 'agent_commission')).statusCode).toBe(403);
  });

  it('counts only the range’s movements, but what is owed now', async () => {
    const yesterday = klDayOf(Date.now() - 86_400_000);
    const { data } = await rowsOf(
      s.admin,
      'agent_commission',
      `&startDate=${yesterday}&endDate=${yesterday}`,
    );
    const row = data.find((r) => r.agent_id === s.w.mentorId);
    expect(row).toMatchObject({ accrued_sen: 0, paid_sen: 0, declined_sen: 0 });
    expect(row?.owed_sen).toBe(commissionOf(s.w.mentorId).owed_sen);
  });
});

/** A merchant's redemption account over the raw entries. */
function redemptionOf(merchantId: number) {
  const es = raw.filter((e) => e.key === `merchant_redemption:${merchantId}`);
  const settled = ofKind(es, 'payout_completed');
  return {
    merchant_id: merchantId,
    redeemed_sen: credits(es),
    returned_sen: debits(es) - debits(settled),
    adjusted_sen: 0,
    settled_sen: debits(settled),
    owed_sen: 0 - sum(es.map((e) => e.amount)),
  };
}
const redemptionFigures = (r: Row) => {
  const { merchant: _name, ...rest } = r;
  return rest;
};

describe('redemption settlement', () => {
  it('shows each merchant’s redeemed points, what refunds returned, what payouts settled and what is owed', async () => {
    const { data, totals } = await rowsOf(s.admin, 'redemption_settlement');
    const merchants = [
      ...new Set(raw.filter((e) => e.family === 'merchant_redemption').map((e) => e.ownerId)),
    ];
    expect(data.map((r) => r.merchant_id).sort()).toEqual(merchants.sort());
    for (const row of data) expect(redemptionFigures(row)).toEqual(redemptionOf(Number(row.merchant_id)));
    const other = data.find((r) => r.merchant_id === s.otherMerchant);
    expect(other).toMatchObject({ merchant: 'Kedai Other', settled_sen: 1_234, owed_sen: 50 });
    expect(data.find((r) => r.merchant_id === s.w.shop.fx.merchantId)).toMatchObject({
      redeemed_sen: 300,
      returned_sen: 300,
    });
    expect(totals.redeemed_sen).toBe(sum(data.map((r) => Number(r.redeemed_sen))));
  });

  it('shows an agent its downline’s merchants only, and a past range the balances still owed', async () => {
    const agent = await sessionOf(t, s.w.agentId);
    const mine = (await rowsOf(agent, 'redemption_settlement')).data;
    expect(mine.map((r) => r.merchant_id)).toEqual([s.w.shop.fx.merchantId]);
    expect((await report(agent, 'redemption_settlement', `&merchant_id=${s.otherMerchant}`)).statusCode).toBe(
      404,
    );

    const yesterday = klDayOf(Date.now() - 86_400_000);
    const past = await rowsOf(
      s.admin,
      'redemption_settlement',
      `&startDate=${yesterday}&endDate=${yesterday}`,
    );
    expect(past.data.filter((r) => r.merchant_id === s.otherMerchant)).toEqual([
      {
        ...redemptionOf(s.otherMerchant),
        merchant: 'Kedai Other',
        redeemed_sen: 0,
        returned_sen: 0,
        settled_sen: 0,
      },
    ]);
    // Owing nothing and quiet in the range: not listed.
    expect(past.data.find((r) => r.merchant_id === s.w.shop.fx.merchantId)).toBeUndefined();
    expect((await report(s.w.shop.owner, 'redemption_settlement')).statusCode).toBe(403);
  });
});
