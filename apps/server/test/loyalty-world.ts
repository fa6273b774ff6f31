import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { buddyProfiles, foods, menuCategories, users } from '../src/db/schema';
import { openShop, type Shop, sessionOf } from '../src/modules/orders/admin/test-actors';
import type { TestApp } from './helpers';

/**
 * Test code only: a shop whose merchant was recruited by an agent under a mentor, an alcohol item
 * that grants tickets, and a referral chain of buddies (each the upline of the next), signed in.
 * The loyalty proofs (invariants, concurrency) run their random sequences against it.
 */
export interface LoyaltyWorld {
  shop: Shop;
  cashier: string;
  agentId: number;
  mentorId: number;
  /** Buddies from the top of the chain down: buddies[i]'s upline is buddies[i - 1]. */
  buddies: { id: number; token: string }[];
  beer: number;
}

async function insertUser(
  db: Db,
  role: string,
  name: string,
  extra: Partial<typeof users.$inferInsert> = {},
) {
  const [row] = await db
    .insert(users)
    .values({
      role,
      username: `${name}-${randomUUID().slice(0, 8)}`,
      status: 'active',
      firstLogin: false,
      ...extra,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function loyaltyWorld(t: TestApp, name: string, chain = 6): Promise<LoyaltyWorld> {
  const db = t.database.db;
  const shop = await openShop(t, name);
  const mentorId = await insertUser(db, 'mentor', `${name}-mentor`);
  const agentId = await insertUser(db, 'agent', `${name}-agent`, { uplineId: mentorId });
  await db.update(users).set({ uplineId: agentId }).where(eq(users.id, shop.fx.merchantId));

  const [category] = await db
    .insert(menuCategories)
    .values({ merchantId: shop.fx.merchantId, name: 'Beer', kind: 'alcohol', priority: 5 })
    .returning({ id: menuCategories.id });
  const [beer] = await db
    .insert(foods)
    .values({
      merchantId: shop.fx.merchantId,
      categoryId: category?.id ?? 0,
      kind: 'alcohol',
      name: 'Beer Tower',
      priceSen: 4000,
      ticketBalance: 3,
      ticketExpiryDays: 30,
    })
    .returning({ id: foods.id });

  const buddies: LoyaltyWorld['buddies'] = [];
  for (let i = 0; i < chain; i++) {
    const phone = `+6011${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const id = await insertUser(db, 'buddy', phone, { phoneNumber: phone });
    await db.insert(buddyProfiles).values({
      userId: id,
      firstName: `Buddy ${i}`,
      referralCode: `W${id}X${i}`,
      referrerId: buddies[i - 1]?.id ?? null,
      referredAt: buddies[i - 1] ? new Date() : null,
    });
    buddies.push({ id, token: await sessionOf(t, id) });
  }
  return {
    shop,
    cashier: await shop.staff('All Access - Order'),
    agentId,
    mentorId,
    buddies,
    beer: beer?.id ?? 0,
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

/** A buddy's points now (their wallet): the negated balance of their points account. */
export async function pointsOf(db: Db, buddyId: number) {
  const { rows } = (await db.execute(
    sql`select balance from ledger_accounts where key = ${`buddy_points:${buddyId}`}`,
  )) as unknown as { rows: { balance: string | number }[] };
  return -Number(rows[0]?.balance ?? 0);
}
