import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';
import { orderRewards } from './loyalty';
import { orders, refunds } from './orders';

/**
 * An agent's own details (SPEC §3 Agent): IC No, bank and account, kept beside the account row
 * (users holds name, phone, rank as role, upline, status and `entitled`). One row per agent of any
 * rank; the bank is a code of contracts' `malaysianBanks`.
 */
export const agentProfiles = pgTable('agent_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 12 digits, no dashes (YYMMDD-PB-###G). */
  icNo: text('ic_no'),
  bank: text('bank'),
  accountNo: text('account_no'),
  accountName: text('account_name'),
  updatedAt: updatedAt(),
});

/**
 * What is owed to someone, as one payout (PRODUCT.md "Payouts"): agent or mentor commission
 * (accruing: the open item of a beneficiary grows with each paid order until it is approved),
 * a recruitment allowance (once per merchant), a buddy's referral rewards paid in cash, or a
 * merchant's redemption settlement (made by Clear Balance). Status through the payout state
 * machine: pending → done (approved) → completed (paid out), or declined. `amount_sen` is what
 * accrued; `adjustment_sen` what an admin added or took off (with a reason); the bank is paid
 * amount + adjustment.
 */
export const payoutItems = pgTable(
  'payout_items',
  {
    id: serial('id').primaryKey(),
    /** 'agent_commission', 'mentor_commission', 'recruitment_allowance', 'referral_cash', 'merchant_redemption'. */
    kind: text('kind').notNull(),
    /** Who is paid: the agent, the buddy or the merchant. */
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => users.id),
    /** The merchant it arose from (allowance, redemption); null for commissions, which span merchants. */
    merchantId: integer('merchant_id').references(() => users.id),
    amountSen: bigint('amount_sen', { mode: 'number' }).notNull().default(0),
    adjustmentSen: bigint('adjustment_sen', { mode: 'number' }).notNull().default(0),
    adjustmentReason: text('adjustment_reason'),
    status: text('status').notNull().default('pending'),
    /** Merchant redemption: pay by this day (14 Malaysian business days after its first redemption). */
    dueOn: date('due_on'),
    /** The bank details it is paid to, copied when it is approved (a referral cash-out: when asked). */
    bank: text('bank'),
    accountNo: text('account_no'),
    accountName: text('account_name'),
    /** Merchant redemption: the last ledger entry of the merchant's redemption account it covers. */
    throughEntryId: integer('through_entry_id'),
    /** Clear Balance: the run that made it. */
    runId: integer('run_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The one open (accruing) commission item per beneficiary and kind.
    uniqueIndex('payout_items_open_key')
      .on(t.kind, t.beneficiaryId)
      .where(sql`status = 'pending' and kind in ('agent_commission', 'mentor_commission')`),
    // A merchant's recruitment allowance is paid once, whatever its sales do afterwards.
    uniqueIndex('payout_items_allowance_key').on(t.merchantId).where(sql`kind = 'recruitment_allowance'`),
    // A redemption balance is cleared once up to a given entry.
    uniqueIndex('payout_items_redemption_key')
      .on(t.merchantId, t.throughEntryId)
      .where(sql`kind = 'merchant_redemption'`),
    index('payout_items_status_idx').on(t.status, t.kind, t.id),
    index('payout_items_beneficiary_idx').on(t.beneficiaryId, t.id),
    index('payout_items_merchant_idx').on(t.merchantId, t.id),
  ],
);

/**
 * What a commission item is made of: one line per order reward it accrued, and one per refund
 * that took part of a reward back (negative). A refund of a reward whose item was already approved
 * lands in the beneficiary's open item instead, so an item's amount is always the sum of its lines.
 */
export const payoutItemLines = pgTable(
  'payout_item_lines',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => payoutItems.id),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => orderRewards.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    refundId: integer('refund_id').references(() => refunds.id),
    amountSen: integer('amount_sen').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payout_item_lines_item_idx').on(t.itemId, t.id),
    index('payout_item_lines_reward_idx').on(t.rewardId),
    uniqueIndex('payout_item_lines_once_key').on(t.rewardId, sql`coalesce(${t.refundId}, 0)`),
  ],
);

/** Every move and adjustment of a payout item: who, when, from what to what, and why. */
export const payoutItemEvents = pgTable(
  'payout_item_events',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => payoutItems.id),
    /** 'created', 'approved', 'declined', 'completed', 'adjusted'. */
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** For an adjustment: the adjustment after it (sen). */
    adjustmentSen: bigint('adjustment_sen', { mode: 'number' }),
    reason: text('reason'),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('payout_item_events_item_idx').on(t.itemId, t.id)],
);

/**
 * A merchant's accumulated paid sales (order totals paid, less refunds), kept by the paying and
 * refunding transactions: the recruitment allowance is paid when it first reaches RM10,000.
 */
export const merchantSales = pgTable('merchant_sales', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => users.id),
  paidSen: bigint('paid_sen', { mode: 'number' }).notNull().default(0),
  /** When the allowance threshold was first crossed (set once; a refund below it does not clear it). */
  reachedAt: timestamp('reached_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * A Clear Balance request (SPEC §4): the merchants chosen, cleared one by one by a job that survives
 * a restart. Each merchant's row is marked done in the transaction that makes its settlement, so a
 * job killed half-way and run again clears each balance once.
 */
export const clearBalanceRuns = pgTable('clear_balance_runs', {
  id: serial('id').primaryKey(),
  /** 'queued', 'running', 'done', 'failed'. */
  status: text('status').notNull().default('queued'),
  requestedBy: integer('requested_by').references(() => users.id),
  total: integer('total').notNull(),
  done: integer('done').notNull().default(0),
  clearedSen: bigint('cleared_sen', { mode: 'number' }).notNull().default(0),
  error: text('error'),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export const clearBalanceMerchants = pgTable(
  'clear_balance_merchants',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => clearBalanceRuns.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
    /** The settlement made; null when the merchant had nothing to clear. */
    itemId: integer('item_id').references(() => payoutItems.id),
    clearedSen: bigint('cleared_sen', { mode: 'number' }).notNull().default(0),
    done: boolean('done').notNull().default(false),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.runId, t.merchantId] })],
);
