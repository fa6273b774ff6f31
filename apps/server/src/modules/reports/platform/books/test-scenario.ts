import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { TestApp } from '../../../../../test/helpers';
import { companies } from '../../../../db/schema';
import {
  grant,
  lemak,
  orderRow,
  placeAs,
  type RewardsWorld,
  rewardsWorld,
  toggle,
} from '../../../loyalty/test-world';
import { giveBank, itemsOf, paidOrder, refundWhole } from '../../../payouts/test-support';
import { merchantNamed, redeemAt, settlementsOf } from '../../../settlements/test-support';

/**
 * Test code only: money moved every way the books reports show, all through the app's own routes
 * (paying, refunding, cashing out, Clear Balance, approving, declining and paying out items), so
 * that the reports can be checked against the raw ledger and order_rewards rows it leaves.
 *
 * The world's merchant sits under an agent under a mentor under a top mentor; buddy `b` was
 * referred by `r1`, who was referred by `r0` (referral levels 1 and 2).
 */
export interface BooksScenario {
  w: RewardsWorld;
  /** A second world: another agent, whom the first agent may not see. */
  w2: RewardsWorld;
  admin: string;
  buddyId: number;
  referrerId: number;
  /** A merchant with no agent, owed for redeemed points, settled once. */
  otherMerchant: number;
}

const patch = (t: TestApp, admin: string, path: string, payload: object) =>
  t.call(admin, { method: 'PATCH', url: `/api/admin/report/${path}`, payload });

async function ok(res: Promise<{ statusCode: number; body: string }>, status = 200) {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r;
}

/** An order placed by a buddy (with points, if any) and paid in cash at the counter: its id. */
async function buddyOrder(w: RewardsWorld, token: string, quantities: number[], points?: number) {
  const lines = quantities.map((q) => lemak(w, q));
  const placed = await ok(placeAs(w, token, { lines, ...(points && { points }) }), 201);
  const order = await orderRow(w.t.database.db, JSON.parse(placed.body).data.token);
  await ok(toggle(w, { id: order.id, method: 'cash' }));
  return order.id;
}

/** Clear Balance for `merchantId`, waited for until its run is done. */
async function clearBalance(t: TestApp, admin: string, merchantId: number) {
  const res = await ok(
    t.call(admin, {
      method: 'POST',
      url: '/api/admin/report/clear_balance',
      payload: { merchant_ids: [merchantId] },
    }),
  );
  const runId = JSON.parse(res.body).data.id as number;
  await vi.waitFor(
    async () => {
      const run = await t.call(admin, {
        method: 'GET',
        url: `/api/admin/report/clear_balance_run?id=${runId}`,
      });
      expect(run.json().data.status).toBe('done');
    },
    { timeout: 20_000, interval: 100 },
  );
}

export async function booksScenario(t: TestApp): Promise<BooksScenario> {
  const db = t.database.db;
  const admin = await t.token('admin');
  const w = await rewardsWorld(t, 'books');
  const w2 = await rewardsWorld(t, 'books-two');
  const r0 = await w.buddy();
  const r1 = await w.buddy(r0.id);
  const b = await w.buddy(r1.id);

  // Orders: a guest's, two of the buddy's (one paid partly with 300 points), one large one that
  // earns r1 enough referral points to cash out, and one at the second world's shop.
  const guest = await paidOrder(w, 4);
  const small = await buddyOrder(w, b.token, [2]);
  await grant(db, b.id, 500);
  const withPoints = await buddyOrder(w, b.token, [1], 300);
  await buddyOrder(w, b.token, [50, 50]);
  await paidOrder(w2, 3);

  // Refunds before any payout: rewards and commissions taken back from pending items.
  await refundWhole(w, small);
  await refundWhole(w, withPoints);

  // The agent's commission paid out; the mentor's declined; then a refund of an order the
  // declined item covered (the platform takes back what was written off: payout_declined_refund).
  await giveBank(db, w.agentId);
  const [agentItem] = await itemsOf(db, w.agentId);
  const [mentorItem] = await itemsOf(db, w.mentorId);
  await ok(patch(t, admin, 'approve_payout', { id: agentItem?.id }));
  await ok(patch(t, admin, 'flag_payout_status', { id: agentItem?.id, status: 'completed' }));
  await ok(patch(t, admin, 'decline_payout', { id: mentorItem?.id, reason: 'Not eligible' }));
  await refundWhole(w, guest.id);

  // r1 cashes out 1,000 referral points, paid out by the bank.
  const cash = await ok(
    t.call(r1.token, {
      method: 'POST',
      url: '/api/public/me/cash_out',
      payload: { points: 1_000, bank: 'maybank', account_no: '114234567890', account_name: 'Siti Aminah' },
    }),
  );
  const cashId = JSON.parse(cash.body).data.id as number;
  await ok(patch(t, admin, 'approve_payout', { id: cashId }));
  await ok(patch(t, admin, 'flag_payout_status', { id: cashId, status: 'completed' }));

  // Another merchant owed for points: settled by Clear Balance and a payout, then owed again.
  const other = await merchantNamed(db, 'Kedai Other');
  await redeemAt(db, other, 1_234);
  await db
    .insert(companies)
    .values({ merchantId: other, bank: 'cimb', bankAccountNo: '8001234567', bankAccountName: 'Kedai Other' });
  await clearBalance(t, admin, other);
  const [settlement] = await settlementsOf(db, other);
  await ok(patch(t, admin, 'approve_payout', { id: settlement?.id }));
  await ok(patch(t, admin, 'flag_payout_status', { id: settlement?.id, status: 'completed' }));
  await redeemAt(db, other, 50);

  return { w, w2, admin, buddyId: b.id, referrerId: r1.id, otherMerchant: other };
}

/** Every ledger entry, with its Kuala Lumpur day, account and transaction kind: the raw truth. */
export async function rawEntries(t: TestApp) {
  const result = await t.database.db.execute(sql`
    select to_char((e.created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as day,
      a.key, split_part(a.key, ':', 1) as family, a.owner_id, t.kind, e.amount_sen
    from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id
    join ledger_accounts a on a.id = e.account_id`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    day: String(r.day),
    key: String(r.key),
    family: String(r.family),
    ownerId: r.owner_id === null ? null : Number(r.owner_id),
    kind: String(r.kind),
    amount: Number(r.amount_sen),
  }));
}
export type RawEntry = Awaited<ReturnType<typeof rawEntries>>[number];
