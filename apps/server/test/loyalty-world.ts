import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  type Buddy,
  chainOf,
  pointsOf,
  type RewardsWorld,
  rewardsWorld,
} from '../src/modules/loyalty/test-world';
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
