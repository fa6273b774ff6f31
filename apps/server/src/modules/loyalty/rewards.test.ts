import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { payoutSettings } from '../../db/schema';
import {
  balances,
  chainOf,
  entriesOf,
  eventsOf,
  lemak,
  orderRow,
  placeAs,
  pointsOf,
  postedCount,
  type RewardsWorld,
  rewardsOf,
  rewardsWorld,
  toggle,
} from './test-world';

let t: TestApp;
let w: RewardsWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await rewardsWorld(t, 'rewards');
});
afterAll(() => t?.close());

const db = () => t.database.db;

/** A counter order placed as `token` and paid in cash by the cashier: its row. */
async function paidOrder(token: string | null, world = w) {
  const placed = await placeAs(world, token, { lines: [lemak(world)] });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = await orderRow(db(), placed.json().data.token);
  const paid = await toggle(world, { id: order.id, method: 'cash' });
  expect(paid.statusCode, paid.body).toBe(200);
  return order;
}

describe('rewards on a paid order', () => {
  it('shares the platform fee out to the buddy, five uplines, the agent and the mentor, to the sen', async () => {
    // Six uplines: the sixth is beyond the five levels and earns nothing.
    const { buddy, uplines } = await chainOf(w, 6);
    const before = await balances(w);
    const order = await paidOrder(buddy.token);

    // Subtotal 12.50 at a 10% platform charge: a fee of 125 sen, of which 20% cashback (25),
    // referral 10/5/3/1/1% (12, 6, 3, 1, 1), agent 20% (25), mentor 5% (6); the platform keeps 46.
    expect(await rewardsOf(db(), order.id)).toEqual([
      {
        kind: 'cashback',
        level: 0,
        beneficiaryId: buddy.id,
        bp: 2000,
        amountSen: 25,
        reversedSen: 0,
        writtenOffSen: 0,
      },
      ...[12, 6, 3, 1, 1].map((amountSen, i) => ({
        kind: 'referral',
        level: i + 1,
        beneficiaryId: uplines[i]?.id,
        bp: [1000, 500, 300, 100, 100][i],
        amountSen,
        reversedSen: 0,
        writtenOffSen: 0,
      })),
      {
        kind: 'agent_commission',
        level: 0,
        beneficiaryId: w.agentId,
        bp: 2000,
        amountSen: 25,
        reversedSen: 0,
        writtenOffSen: 0,
      },
      {
        kind: 'mentor_commission',
        level: 0,
        beneficiaryId: w.mentorId,
        bp: 500,
        amountSen: 6,
        reversedSen: 0,
        writtenOffSen: 0,
      },
    ]);
    expect(await pointsOf(db(), buddy.id)).toBe(25);
    expect(await Promise.all(uplines.map((u) => pointsOf(db(), u.id)))).toEqual([12, 6, 3, 1, 1, 0]);

    const after = await balances(w);
    // Revenue is a credit: the fee (−125) less what was paid out of it (79) leaves −46.
    expect(after.revenue - before.revenue).toBe(-46);
    expect(after.agent - before.agent).toBe(-25);
    expect(after.mentor - before.mentor).toBe(-6);
    expect(after.outstanding - before.outstanding).toBe(-48);
    expect(after.issued - before.issued).toBe(48);
    expect(await postedCount(db(), 'order_rewards', order.id)).toBe(1);

    // Paid again: refused, nothing more is paid out.
    const again = await toggle(w, { id: order.id, method: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(await balances(w)).toEqual(after);
    expect(await rewardsOf(db(), order.id)).toHaveLength(8);
  });

  it('pays a guest order’s commissions only: no buddy, no cashback or referral', async () => {
    const before = await balances(w);
    const order = await paidOrder(null);
    expect((await rewardsOf(db(), order.id)).map((r) => r.kind)).toEqual([
      'agent_commission',
      'mentor_commission',
    ]);
    const after = await balances(w);
    expect(after.revenue - before.revenue).toBe(-125 + 31);
    expect(after.outstanding).toBe(before.outstanding);
    expect(after.issued).toBe(before.issued);
  });

  it('pays nothing at a merchant without an agent when nobody else is there to earn', async () => {
    const lone = await rewardsWorld(t, 'rewards-lone', { agent: false });
    const order = await paidOrder(null, lone);
    expect(await rewardsOf(db(), order.id)).toEqual([]);
    expect(await postedCount(db(), 'order_rewards', order.id)).toBe(0);
    // The whole fee stays with the platform.
    expect(await entriesOf(db(), 'order_paid', order.id)).toMatchObject({ platform_revenue: -125 });
  });

  it('pays a buddy without uplines the cashback, and the newest payout settings’ rates apply', async () => {
    const buddy = await w.buddy();
    const first = await paidOrder(buddy.token);
    expect((await rewardsOf(db(), first.id)).map((r) => r.kind)).toEqual([
      'cashback',
      'agent_commission',
      'mentor_commission',
    ]);
    // New settings apply to orders paid after them; a set beyond 100% pays nothing and says so.
    await db()
      .insert(payoutSettings)
      .values({
        cashbackBp: 3333,
        agentCommissionBp: 3333,
        mentorCommissionBp: 3334,
        referralBp: [0, 0, 0, 0, 0],
        recruitmentAllowanceSen: 50000,
      });
    const second = await paidOrder(buddy.token);
    expect((await rewardsOf(db(), second.id)).map((r) => [r.kind, r.amountSen])).toEqual([
      ['cashback', 41],
      ['agent_commission', 41],
      ['mentor_commission', 41],
    ]);
    await db()
      .insert(payoutSettings)
      .values({
        cashbackBp: 9000,
        agentCommissionBp: 2000,
        mentorCommissionBp: 0,
        referralBp: [0, 0, 0, 0, 0],
        recruitmentAllowanceSen: 50000,
      });
    const third = await paidOrder(buddy.token);
    expect(await rewardsOf(db(), third.id)).toEqual([]);
    expect((await eventsOf(db(), third.id)).map((e) => e.kind)).toContain('rewards_not_paid');
    expect((await orderRow(db(), third.token)).paymentStatus).toBe('paid');
  });
});
