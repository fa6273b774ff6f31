import { agentRoles, type PayoutKind, type PayoutStatus } from '@meja/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  agentProfiles,
  companies,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  merchantSales,
  orderRewards,
  payoutItemEvents,
  payoutItemLines,
  payoutItems,
  refunds,
  users,
} from '../../db/schema';
import { merchantRedemption } from '../ledger';

/** What the actions and the ledger need of an item, read under its row lock. */
export type ItemRow = typeof payoutItems.$inferSelect;

/** The commission kinds that accrue order by order into one open item per beneficiary. */
export const commissionKinds = ['agent_commission', 'mentor_commission'] as const;

/** An order's commission rewards (issue 12's order_rewards), as they are after the loyalty steps. */
export const commissionRewardsOf = (tx: Db, orderId: number) =>
  tx
    .select({
      id: orderRewards.id,
      kind: orderRewards.kind,
      beneficiaryId: orderRewards.beneficiaryId,
      amountSen: orderRewards.amountSen,
      reversedSen: orderRewards.reversedSen,
    })
    .from(orderRewards)
    .where(and(eq(orderRewards.orderId, orderId), inArray(orderRewards.kind, [...commissionKinds])));

/**
 * Adds `sen` to the beneficiary's open commission item, opening one (with its 'created' event) if
 * there is none. The upsert targets the partial unique index payout_items_open_key: an item that a
 * concurrent approval moved to done no longer matches it, so the insert then opens a new one.
 */
export async function accrue(tx: Db, kind: string, beneficiaryId: number, sen: number) {
  const rows = (await tx.execute(sql`
    insert into ${payoutItems} (kind, beneficiary_id, amount_sen, status)
    values (${kind}, ${beneficiaryId}, ${sen}, 'pending')
    on conflict (kind, beneficiary_id)
      where status = 'pending' and kind in ('agent_commission', 'mentor_commission')
    do update set amount_sen = ${payoutItems}.amount_sen + excluded.amount_sen, updated_at = now()
    returning id, (xmax = 0) as inserted`)) as unknown as {
    rows: { id: number | string; inserted: boolean }[];
  };
  const row = rows.rows[0];
  if (!row) throw new Error('accrue returned no row');
  const id = Number(row.id);
  if (row.inserted) await insertEvent(tx, { itemId: id, kind: 'created', toStatus: 'pending' });
  return id;
}

/**
 * The paid step's accrual in one statement (the paying transaction holds the store's receipt
 * counter, so each round trip here is waited for by the store's next payment): the order's
 * commission rewards each join their beneficiary's open item (`accrue`'s upsert, for every reward
 * at once), a new item gets its 'created' event, and each reward its line.
 */
export async function accrueOrder(tx: Db, orderId: number) {
  await tx.execute(sql`
    with reward as (
      select id, kind, beneficiary_id, amount_sen from ${orderRewards}
      where order_id = ${orderId} and kind in ('agent_commission', 'mentor_commission') and amount_sen > 0
    ), item as (
      insert into ${payoutItems} (kind, beneficiary_id, amount_sen, status)
      select kind, beneficiary_id, amount_sen, 'pending' from reward
      on conflict (kind, beneficiary_id)
        where status = 'pending' and kind in ('agent_commission', 'mentor_commission')
      do update set amount_sen = ${payoutItems}.amount_sen + excluded.amount_sen, updated_at = now()
      returning id, kind, beneficiary_id, (xmax = 0) as inserted
    ), created as (
      insert into ${payoutItemEvents} (item_id, kind, to_status)
      select id, 'created', 'pending' from item where inserted
    )
    insert into ${payoutItemLines} (item_id, reward_id, order_id, amount_sen)
    select item.id, reward.id, ${orderId}, reward.amount_sen
    from reward join item on item.kind = reward.kind and item.beneficiary_id = reward.beneficiary_id`);
}

export async function insertLines(tx: Db, lines: (typeof payoutItemLines.$inferInsert)[]) {
  // No ON CONFLICT: a line written twice would count twice in its item, so the unique key throws.
  if (lines.length) await tx.insert(payoutItemLines).values(lines);
}

/** Per reward: the sum of its lines so far, and the item its order line went into. */
export async function recordedOf(tx: Db, rewardIds: number[]) {
  if (!rewardIds.length) return new Map<number, { recorded: number; itemId: number | null }>();
  const rows = await tx
    .select({
      rewardId: payoutItemLines.rewardId,
      recorded: sql<number>`coalesce(sum(${payoutItemLines.amountSen}), 0)::int`,
      itemId: sql<
        number | null
      >`max(case when ${payoutItemLines.refundId} is null then ${payoutItemLines.itemId} end)`,
    })
    .from(payoutItemLines)
    .where(inArray(payoutItemLines.rewardId, rewardIds))
    .groupBy(payoutItemLines.rewardId);
  return new Map(
    rows.map((r) => [
      r.rewardId,
      { recorded: Number(r.recorded), itemId: r.itemId === null ? null : Number(r.itemId) },
    ]),
  );
}

export async function lockItem(tx: Db, id: number): Promise<ItemRow | undefined> {
  const [row] = await tx.select().from(payoutItems).where(eq(payoutItems.id, id)).for('update');
  return row;
}

export async function addToItem(tx: Db, id: number, sen: number) {
  await tx
    .update(payoutItems)
    .set({ amountSen: sql`${payoutItems.amountSen} + ${sen}`, updatedAt: new Date() })
    .where(eq(payoutItems.id, id));
}

export interface BankDetails {
  bank: string | null;
  accountNo: string | null;
  accountName: string | null;
}

/** The state machine's write: only where the item is still `from` (a stale reader writes nothing). */
export async function moveStatus(
  tx: Db,
  id: number,
  from: PayoutStatus,
  to: PayoutStatus,
  values: Partial<BankDetails> = {},
) {
  const rows = await tx
    .update(payoutItems)
    .set({ ...values, status: to, updatedAt: new Date() })
    .where(and(eq(payoutItems.id, id), eq(payoutItems.status, from)))
    .returning({ id: payoutItems.id });
  return rows.length > 0;
}

export async function insertEvent(tx: Db, event: typeof payoutItemEvents.$inferInsert) {
  await tx.insert(payoutItemEvents).values(event);
}

export async function setAdjustment(tx: Db, id: number, adjustmentSen: number, reason: string) {
  await tx
    .update(payoutItems)
    .set({ adjustmentSen, adjustmentReason: reason, updatedAt: new Date() })
    .where(eq(payoutItems.id, id));
}

/**
 * Where an item is paid to, by kind: an agent's own bank details (agent_profiles), a merchant's
 * company bank fields, or (a buddy's cashed-out referral rewards) what was given with the request.
 */
export async function bankDetailsOf(tx: Db, item: ItemRow): Promise<BankDetails & { name: string }> {
  const [who] = await tx
    .select({ name: sql<string>`coalesce(${users.name}, ${users.username})` })
    .from(users)
    .where(eq(users.id, item.beneficiaryId));
  const name = who?.name ?? String(item.beneficiaryId);
  const kind = item.kind as PayoutKind;
  if (kind === 'referral_cash')
    return { name, bank: item.bank, accountNo: item.accountNo, accountName: item.accountName };
  if (kind === 'merchant_redemption') {
    const [c] = await tx
      .select({
        bank: companies.bank,
        accountNo: companies.bankAccountNo,
        accountName: companies.bankAccountName,
      })
      .from(companies)
      .where(eq(companies.merchantId, item.merchantId ?? item.beneficiaryId));
    return {
      name,
      bank: c?.bank ?? null,
      accountNo: c?.accountNo ?? null,
      accountName: c?.accountName ?? null,
    };
  }
  const [p] = await tx
    .select({
      bank: agentProfiles.bank,
      accountNo: agentProfiles.accountNo,
      accountName: agentProfiles.accountName,
    })
    .from(agentProfiles)
    .where(eq(agentProfiles.userId, item.beneficiaryId));
  return {
    name,
    bank: p?.bank ?? null,
    accountNo: p?.accountNo ?? null,
    accountName: p?.accountName ?? null,
  };
}

// ---- merchant sales and the recruitment allowance ----

/** Adds a payment (or, negative, a refund) to the merchant's accumulated paid sales: the total after it. */
export async function addSales(tx: Db, merchantId: number, sen: number) {
  const [row] = await tx
    .insert(merchantSales)
    .values({ merchantId, paidSen: sen })
    .onConflictDoUpdate({
      target: merchantSales.merchantId,
      set: { paidSen: sql`${merchantSales.paidSen} + excluded.paid_sen`, updatedAt: new Date() },
    })
    .returning({ paidSen: merchantSales.paidSen, reachedAt: merchantSales.reachedAt });
  return row;
}

/**
 * What a refund gave back taken off its merchant's sales, in one statement (the refund row and its
 * 'order_refund' posting are the caller's): the money (`refunds.amount_sen`) and the points' share
 * of the bill, the posting's merchant_redemption leg (as the sales reports count refunds: reports/rollups.ts).
 */
export async function takeRefundOffSales(tx: Db, refundId: number, merchantId: number) {
  const money = sql`coalesce((select ${refunds.amountSen} from ${refunds} where ${refunds.id} = ${refundId}), 0)`;
  const points = sql`coalesce((
    select sum(e.amount_sen) from ${ledgerTransactions} t
    join ${ledgerEntries} e on e.transaction_id = t.id
    join ${ledgerAccounts} a on a.id = e.account_id
    where t.kind = 'order_refund' and t.ref = ${String(refundId)} and a.key = ${merchantRedemption(merchantId).key}), 0)`;
  await tx
    .update(merchantSales)
    .set({ paidSen: sql`${merchantSales.paidSen} - ${money} - ${points}`, updatedAt: new Date() })
    .where(eq(merchantSales.merchantId, merchantId));
}

/** Sets reached_at once: answers whether this call set it (a second crossing finds it set). */
export async function markReached(tx: Db, merchantId: number) {
  const rows = await tx
    .update(merchantSales)
    .set({ reachedAt: new Date() })
    .where(and(eq(merchantSales.merchantId, merchantId), isNull(merchantSales.reachedAt)))
    .returning({ merchantId: merchantSales.merchantId });
  return rows.length > 0;
}

/** The merchant's upline when that is an agent of any rank entitled to the allowance. */
export async function entitledAgentOf(tx: Db, merchantId: number) {
  const [row] = await tx
    .select({ id: users.id, role: users.role, entitled: users.entitled })
    .from(users)
    .where(eq(users.id, sql`(select upline_id from ${users} where id = ${merchantId})`));
  if (!row?.entitled || !(agentRoles as readonly string[]).includes(row.role)) return null;
  return row.id;
}
