import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers';
import type { Db } from '../../db/client';
import {
  buddyProfiles,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  orderEvents,
  orderRewards,
  orders,
  users,
} from '../../db/schema';
import {
  agentCommission,
  balanceOf,
  buddyPoints,
  cashAtMerchant,
  gatewayClearing,
  merchantPayable,
  merchantRedemption,
  platformRevenue,
  pointsIssued,
  pointsOutstanding,
  pointsWrittenOff,
  post,
} from '../ledger';
import { openShop, type Shop, sessionOf } from '../orders/admin/test-actors';

/**
 * Test code only: a shop of the orders fixture (platform charge 10%) whose merchant was recruited
 * by an agent under a mentor (above whom sits another mentor, who earns nothing), and buddies
 * signed in, each optionally the referral of another.
 */
export interface RewardsWorld {
  t: TestApp;
  shop: Shop;
  cashier: string;
  agentId: number;
  mentorId: number;
  buddy(referrerId?: number | null): Promise<Buddy>;
}

export interface Buddy {
  id: number;
  token: string;
}

async function insertUser(db: Db, role: string, extra: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({
      role,
      username: `${role}-${randomUUID().slice(0, 8)}`,
      status: 'active',
      firstLogin: false,
      ...extra,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function rewardsWorld(t: TestApp, name: string, opts: { agent?: boolean } = {}) {
  const db = t.database.db;
  const shop = await openShop(t, name);
  const topMentor = await insertUser(db, 'mentor');
  const mentorId = await insertUser(db, 'mentor', { uplineId: topMentor });
  const agentId = await insertUser(db, 'agent', { uplineId: mentorId });
  if (opts.agent !== false)
    await db.update(users).set({ uplineId: agentId }).where(eq(users.id, shop.fx.merchantId));
  const world: RewardsWorld = {
    t,
    shop,
    cashier: await shop.staff('All Access - Order'),
    agentId,
    mentorId,
    async buddy(referrerId = null) {
      const phone = `+6011${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      const id = await insertUser(db, 'buddy', { phoneNumber: phone });
      await db.insert(buddyProfiles).values({
        userId: id,
        referralCode: `R${id}${randomUUID().slice(0, 4)}`,
        referrerId,
        referredAt: referrerId ? new Date() : null,
      });
      return { id, token: await sessionOf(t, id) };
    },
  };
  return world;
}

/** A buddy with `n` uplines above them (the first the nearest), all signed in. */
export async function chainOf(w: RewardsWorld, n: number) {
  let above: Buddy | null = null;
  const chain: Buddy[] = [];
  for (let i = 0; i < n; i++) {
    above = await w.buddy(above?.id ?? null);
    chain.unshift(above);
  }
  return { buddy: await w.buddy(chain[0]?.id ?? null), uplines: chain };
}

/** Points given to a buddy straight in the ledger (as if earned earlier). */
export async function grant(db: Db, buddyId: number, points: number) {
  await post(db, { kind: 'test_grant', ref: randomUUID() }, [
    { account: pointsIssued, amountSen: points },
    { account: buddyPoints(buddyId), amountSen: -points },
  ]);
}

export const pointsOf = async (db: Db, buddyId: number) => 0 - (await balanceOf(db, buddyPoints(buddyId)));

/** The balances a loyalty test looks at, for the world's merchant, agent and mentor. */
export async function balances(w: RewardsWorld) {
  const db = w.t.database.db;
  const m = w.shop.fx.merchantId;
  const of = (a: Parameters<typeof balanceOf>[1]) => balanceOf(db, a);
  return {
    revenue: await of(platformRevenue),
    outstanding: await of(pointsOutstanding),
    writtenOff: await of(pointsWrittenOff),
    issued: await of(pointsIssued),
    gateway: await of(gatewayClearing),
    cash: await of(cashAtMerchant(m)),
    payable: await of(merchantPayable(m)),
    redemption: await of(merchantRedemption(m)),
    agent: await of(agentCommission(w.agentId)),
    mentor: await of(agentCommission(w.mentorId)),
  };
}

/** A Nasi Lemak (12.50, mild): total 14.58 (10% service, 6% SST), platform fee 1.25. */
export const lemak = (w: RewardsWorld, quantity = 1) => ({
  food_id: w.shop.fx.food.lemak,
  quantity,
  options: [{ option_id: w.shop.fx.option.mild }],
});

/** Places an order at the shop's first table, as `token` (a buddy) or a guest (null). */
export function placeAs(
  w: RewardsWorld,
  token: string | null,
  body: { lines: unknown[]; channel?: string; points?: number; guests?: number },
  key: string = randomUUID(),
) {
  return w.t.call(token, {
    method: 'POST',
    url: `/api/public/table/${w.shop.fx.tables[0]}/orders`,
    headers: { 'idempotency-key': key },
    payload: { channel: 'counter', ...body },
  });
}

export const orderRow = async (db: Db, token: string) => {
  const [row] = await db.select().from(orders).where(eq(orders.token, token));
  if (!row) throw new Error(`no order ${token}`);
  return row;
};

/** The cashier's PATCH /api/admin/toggle_order_status. */
export function toggle(w: RewardsWorld, payload: object) {
  return w.t.call(w.cashier, { method: 'PATCH', url: '/api/admin/toggle_order_status', payload });
}

export const rewardsOf = (db: Db, orderId: number) =>
  db
    .select({
      kind: orderRewards.kind,
      level: orderRewards.level,
      beneficiaryId: orderRewards.beneficiaryId,
      bp: orderRewards.bp,
      amountSen: orderRewards.amountSen,
      reversedSen: orderRewards.reversedSen,
      writtenOffSen: orderRewards.writtenOffSen,
    })
    .from(orderRewards)
    .where(eq(orderRewards.orderId, orderId))
    .orderBy(asc(orderRewards.id));

/** The entries of one ledger transaction, as account key → amount. */
export async function entriesOf(db: Db, kind: string, ref: number | string) {
  const rows = await db
    .select({ key: ledgerAccounts.key, amountSen: ledgerEntries.amountSen })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerTransactions.kind, kind), eq(ledgerTransactions.ref, String(ref))))
    .orderBy(asc(ledgerEntries.id));
  return Object.fromEntries(rows.map((r) => [r.key, r.amountSen]));
}

/** How many ledger transactions of a kind and ref exist (0 or 1). */
export async function postedCount(db: Db, kind: string, ref: number | string) {
  const rows = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, kind), eq(ledgerTransactions.ref, String(ref))));
  return rows.length;
}

export const eventsOf = (db: Db, orderId: number) =>
  db
    .select({ kind: orderEvents.kind, reason: orderEvents.reason })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
