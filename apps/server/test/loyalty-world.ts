import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { orders } from '../src/db/schema';
import {
  type Buddy,
  chainOf,
  pointsOf,
  type RewardsWorld,
  rewardsWorld,
} from '../src/modules/loyalty/test-world';
import { insertPayment, paymentById } from '../src/modules/payments/repository';
import { applyResult } from '../src/modules/payments/service';
import { addAlcohol } from '../src/modules/tickets/test-support';
import type { TestApp } from './helpers';

/**
 * Test code only: the rewards tests' world (modules/loyalty/test-world.ts: a shop whose merchant an
 * agent under a mentor recruited) with a referral chain of signed-in buddies and an alcohol item
 * granting 3 tickets (modules/tickets/test-support.ts). The loyalty proofs (invariants,
 * concurrency) run their random sequences against it.
 */
export interface LoyaltyWorld extends RewardsWorld {
  /** From the top of the chain down: buddies[i]'s upline is buddies[i - 1]. */
  buddies: Buddy[];
  beer: number;
}

export async function loyaltyWorld(t: TestApp, name: string, chain = 6): Promise<LoyaltyWorld> {
  const w = await rewardsWorld(t, name);
  const { buddy, uplines } = await chainOf(w, chain - 1);
  return {
    ...w,
    buddies: [...uplines].reverse().concat(buddy),
    beer: await addAlcohol(t, w.shop, 'Beer Tower', 3, 30),
  };
}

const giveBackMethods = ['gateway_portal', 'bank_transfer', 'cash'] as const;

/**
 * A gateway payment of the order's amount due, its callback delivered (`again`: twice): an unpaid
 * order is paid by it, a paid, voided or refunded one is paid twice. Then `back` % of what is left
 * to give back is given back by the cashier (0: nothing; above 100: too much, refused on the
 * amount), with one Idempotency-Key for the call and its retry.
 */
export async function paidTwiceThenGivenBack(
  t: TestApp,
  cashier: string,
  orderId: number,
  op: { back: number; again: boolean },
) {
  const db = t.database.db;
  const orderNow = async () => (await db.select().from(orders).where(eq(orders.id, orderId)))[0];
  const order = await orderNow();
  const due = (order?.totalSen ?? 0) - (order?.pointsSen ?? 0);
  if (due > 0) {
    const paymentId = await insertPayment(db, {
      orderId,
      gateway: 'sandbox',
      channel: 'card',
      amountSen: due,
      firstCheckAt: new Date(Date.now() + 3_600_000),
    });
    const payment = await paymentById(db, paymentId);
    if (!payment) throw new Error(`payment ${paymentId} vanished`);
    for (let i = 0; i < (op.again ? 2 : 1); i++)
      await applyResult(t.ctx(), t.app.log, payment, { status: 'paid', amountSen: due }, 'callback', {});
  }
  if (!op.back) return;
  const left = (await orderNow())?.paidTwiceSen ?? 0;
  const amount = (Math.ceil((left * op.back) / 100) / 100).toFixed(2);
  const key = randomUUID();
  for (let i = 0; i < (op.again ? 2 : 1); i++) {
    const res = await t.call(cashier, {
      method: 'POST',
      url: `/api/admin/order/${orderId}/give_back`,
      headers: { 'idempotency-key': key },
      payload: { amount, method: giveBackMethods[op.back % 3], reason: 'paid twice' },
    });
    // Nothing left, or more than is left: refused on the amount, nothing changed.
    if (res.statusCode === 400) expect(res.json().errors?.amount, res.body).toBeTruthy();
    else expect(res.statusCode, res.body).toBe(200);
  }
}

/** The newest ledger transaction's id: the checks below look at what came after it. */
export async function lastTransactionId(db: Db) {
  const { rows } = (await db.execute(
    sql`select coalesce(max(id), 0) as id from ledger_transactions`,
  )) as unknown as {
    rows: { id: number }[];
  };
  return Number(rows[0]?.id ?? 0);
}

/** Ledger transactions after `since` that do not sum to zero in one of their units (none, if the ledger is sound). */
export async function unbalancedTransactions(db: Db, since = 0) {
  const { rows } = (await db.execute(sql`
    select transaction_id, unit, sum(amount_sen)::bigint as off
    from ledger_entries where transaction_id > ${since}
    group by transaction_id, unit having sum(amount_sen) <> 0`)) as unknown as {
    rows: unknown[];
  };
  return rows;
}

/** Accounts posted to after transaction `since` whose kept balance is not the sum of all their entries. */
export async function driftedBalances(db: Db, since = 0) {
  const { rows } = (await db.execute(sql`
    select a.key, a.balance, coalesce(sum(e.amount_sen), 0)::bigint as summed
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    where a.id in (select account_id from ledger_entries where transaction_id > ${since})
    group by a.id having a.balance <> coalesce(sum(e.amount_sen), 0)`)) as unknown as { rows: unknown[] };
  return rows;
}

/** Buddies' wallets below zero (a buddy_points balance is a credit: positive means overdrawn). */
export async function overdrawnWallets(db: Db) {
  const { rows } = (await db.execute(
    sql`select key, balance from ledger_accounts where key like 'buddy_points:%' and balance > 0`,
  )) as unknown as { rows: unknown[] };
  return rows;
}

/** Orders whose rewards (net of reversals) exceed their platform fee, or went below zero. */
export async function rewardsBeyondFee(db: Db, orderIds: number[]) {
  if (!orderIds.length) return [];
  const { rows } = (await db.execute(sql`
    select o.id, sum(r.amount_sen) as rewards,
      floor((o.subtotal_sen::bigint * o.platform_charge_bp + 5000) / 10000) as fee
    from orders o join order_rewards r on r.order_id = o.id
    where o.id in ${sql.raw(`(${orderIds.join(',')})`)}
    group by o.id
    having sum(r.amount_sen) > floor((o.subtotal_sen::bigint * o.platform_charge_bp + 5000) / 10000)
      or sum(r.amount_sen - r.reversed_sen) < 0
      or bool_or(r.reversed_sen > r.amount_sen)`)) as unknown as { rows: unknown[] };
  return rows;
}

/**
 * Movements lost or doubled: per order, exactly one 'order_paid' once paid (none before), one
 * 'points_redeemed' when it was placed with points, one 'points_returned' when such an order was
 * voided or expired, and one 'order_refund' per refund row with money in it.
 */
export async function lostOrDoubled(db: Db, orderIds: number[]) {
  if (!orderIds.length) return [];
  const { rows } = (await db.execute(sql`
    with o as (select * from orders where id in ${sql.raw(`(${orderIds.join(',')})`)}),
    t as (select kind, ref, count(*) n from ledger_transactions group by kind, ref)
    select o.id, o.payment_status, o.points_sen,
      (select n from t where kind = 'order_paid' and ref = o.id::text) paid,
      (select n from t where kind = 'points_redeemed' and ref = o.id::text) redeemed,
      (select n from t where kind = 'points_returned' and ref = o.id::text) returned
    from o
    where ((o.payment_status in ('paid', 'refunded')) <> (coalesce((select n from t where kind = 'order_paid' and ref = o.id::text), 0) = 1))
      or (o.points_sen > 0 and o.points_short_sen = 0 and coalesce((select n from t where kind = 'points_redeemed' and ref = o.id::text), 0) <> 1)
      or (o.points_sen > 0 and o.payment_status in ('void') and coalesce((select n from t where kind = 'points_returned' and ref = o.id::text), 0) <> 1)`)) as unknown as {
    rows: unknown[];
  };
  return rows;
}

/**
 * Money paid twice lost or doubled, per order: every paid gateway payment either paid the order
 * (its 'paid' log names it) or was posted once as 'paid_twice'; every give-back row was posted once
 * as 'paid_twice_given_back'; and what the order shows to give back (`paid_twice_sen`) is what
 * these postings hold for it in its merchant's refund_due, never below zero.
 */
export async function paidTwiceOff(db: Db, orderIds: number[]) {
  if (!orderIds.length) return [];
  const { rows } = (await db.execute(sql`
    select o.id, o.paid_twice_sen,
      (select count(*) from payments p where p.order_id = o.id and p.status = 'paid') as paid_payments,
      (select count(*) from order_events e
        where e.order_id = o.id and e.kind = 'paid' and e.reason like 'gateway payment %') as paid_by_payment,
      (select count(*) from ledger_transactions t join payments p on t.ref = p.id::text
        where t.kind = 'paid_twice' and p.order_id = o.id) as flagged,
      (select count(*) from give_backs g where g.order_id = o.id) as give_backs,
      (select count(*) from ledger_transactions t join give_backs g on t.ref = g.id::text
        where t.kind = 'paid_twice_given_back' and g.order_id = o.id) as given,
      (select coalesce(-sum(le.amount_sen), 0) from ledger_entries le
        join ledger_accounts a on a.id = le.account_id
        join ledger_transactions t on t.id = le.transaction_id
        where a.key = 'refund_due:' || o.merchant_id and (
          (t.kind = 'paid_twice' and t.ref in (select p.id::text from payments p where p.order_id = o.id))
          or (t.kind = 'paid_twice_given_back'
            and t.ref in (select g.id::text from give_backs g where g.order_id = o.id)))) as held
    from orders o where o.id in ${sql.raw(`(${orderIds.join(',')})`)}`)) as unknown as {
    rows: Record<string, string | number>[];
  };
  const n = (v: string | number | undefined) => Number(v ?? 0);
  return rows.filter(
    (r) =>
      n(r.paid_payments) !== n(r.paid_by_payment) + n(r.flagged) ||
      n(r.give_backs) !== n(r.given) ||
      n(r.held) !== n(r.paid_twice_sen) ||
      n(r.paid_twice_sen) < 0,
  );
}

/** Merchants whose refund_due balance is not what their orders show to give back, together. */
export async function refundDueOff(db: Db) {
  const { rows } = (await db.execute(sql`
    select coalesce(o.merchant_id, a.owner_id) as merchant_id, coalesce(-a.balance, 0) as held, coalesce(o.owed, 0) as owed
    from (select merchant_id, sum(paid_twice_sen)::bigint as owed from orders
      group by merchant_id having sum(paid_twice_sen) <> 0) o
    full join (select * from ledger_accounts where key like 'refund_due:%') a on a.owner_id = o.merchant_id
    where coalesce(-a.balance, 0) <> coalesce(o.owed, 0)`)) as unknown as { rows: unknown[] };
  return rows;
}

/** Tickets used beyond their total, or whose redemptions logged disagree with `used`. */
export async function ticketsOff(db: Db, orderIds: number[]) {
  if (!orderIds.length) return [];
  const { rows } = (await db.execute(sql`
    select t.id, t.used, t.total, (select count(*) from ticket_events e where e.ticket_id = t.id and e.kind = 'redeem') logged
    from tickets t where t.order_id in ${sql.raw(`(${orderIds.join(',')})`)}
      and (t.used > t.total or t.used < 0
        or t.used <> (select count(*) from ticket_events e where e.ticket_id = t.id and e.kind = 'redeem'))`)) as unknown as {
    rows: unknown[];
  };
  return rows;
}

export { pointsOf };

/**
 * Split bills off (issue 29): a split bill whose shares (numbered) do not add up to it, component
 * by component, or that posted money of its own (its money is its shares').
 */
export async function splitsOff(db: Db, orderIds: number[]) {
  if (!orderIds.length) return [];
  const { rows } = (await db.execute(sql`
    select b.id, b.total_sen, sum(s.total_sen) shares_total
    from orders b join orders s on s.bill_id = b.id and s.share_no is not null
    where b.id in ${sql.raw(`(${orderIds.join(',')})`)}
    group by b.id
    having sum(s.subtotal_sen) <> b.subtotal_sen or sum(s.service_charge_sen) <> b.service_charge_sen
      or sum(s.sst_sen) <> b.sst_sen or sum(s.total_sen) <> b.total_sen or b.payment_status <> 'split'
      or exists (select 1 from ledger_transactions t where t.ref = b.id::text
        and t.kind in ('order_paid', 'points_redeemed'))`)) as unknown as { rows: unknown[] };
  return rows;
}
