import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { foods } from './menu';
import { orderLines, orders } from './orders';

/**
 * A buddy's profile (PRODUCT.md "Buddies and referrals"), one row per buddy account, made at the
 * first sign-in. The e-mail here is a contact address (receipts), not a sign-in name: buddies sign
 * in by phone, so it stays out of the users' shared username/e-mail namespace.
 */
export const buddyProfiles = pgTable(
  'buddy_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    /** Received DD/MM/YYYY, stored YYYY-MM-DD. */
    dateOfBirth: date('date_of_birth'),
    email: text('email'),
    /** 'male', 'female' or 'other'. */
    gender: text('gender'),
    city: text('city'),
    /** The buddy's own code for others to sign up with (share link /r/{code}). */
    referralCode: text('referral_code').notNull(),
    /** The upline (level 1): fixed once set, never the buddy itself, never a loop. */
    referrerId: integer('referrer_id').references(() => users.id),
    referredAt: timestamp('referred_at', { withTimezone: true }),
    /** When the buddy first saved a complete profile. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('buddy_profiles_referral_code_key').on(sql`upper(${t.referralCode})`),
    index('buddy_profiles_referrer_idx').on(t.referrerId),
  ],
);

/**
 * The payout settings (SPEC §3): percentages of the platform fee in hundredths of a percent.
 * Append-only: a change is a new row, the newest applies to orders paid after it, and each order's
 * rewards keep the rates they were paid under (order_rewards.bp). The settings screen comes with
 * the payouts issue; migration 0010 writes the first row.
 */
export const payoutSettings = pgTable('payout_settings', {
  id: serial('id').primaryKey(),
  cashbackBp: integer('cashback_bp').notNull(),
  agentCommissionBp: integer('agent_commission_bp').notNull(),
  mentorCommissionBp: integer('mentor_commission_bp').notNull(),
  /** Levels 1–5, in order. */
  referralBp: integer('referral_bp').array().notNull(),
  recruitmentAllowanceSen: integer('recruitment_allowance_sen').notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});

/**
 * What a paid order gave out of its platform fee, one row per part (cashback, referral level 1–5,
 * agent and mentor commission), written with the ledger posting that pays it. Refunds reverse a
 * share of each part (`reversed_sen`); points a buddy had already spent are written off by the
 * platform (`written_off_sen`) rather than taking the buddy below zero.
 */
export const orderRewards = pgTable(
  'order_rewards',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    merchantId: integer('merchant_id').notNull(),
    /** 'cashback', 'referral', 'agent_commission' or 'mentor_commission'. */
    kind: text('kind').notNull(),
    /** Referral level 1–5; 0 for the other kinds. */
    level: integer('level').notNull().default(0),
    /** The buddy or agent credited. */
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => users.id),
    /** The rate it was paid under, hundredths of a percent of the fee. */
    bp: integer('bp').notNull(),
    /** Sen (points for cashback and referral: 1 point = 1 sen). */
    amountSen: integer('amount_sen').notNull(),
    reversedSen: integer('reversed_sen').notNull().default(0),
    writtenOffSen: integer('written_off_sen').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_rewards_part_key').on(t.orderId, t.kind, t.level),
    index('order_rewards_beneficiary_idx').on(t.beneficiaryId, t.createdAt),
    index('order_rewards_merchant_idx').on(t.merchantId, t.createdAt),
    // The admins' cashback history of every buddy, newest first, a page at a time.
    index('order_rewards_history_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.kind} in ('cashback', 'referral')`),
  ],
);

/**
 * Alcohol tickets (PRODUCT.md "Tickets"): paying for an alcohol item grants its ticket balance ×
 * quantity, valid for its expiry period. Status through the ticket state machine: active →
 * completed (all used) or expired or void (its line refunded).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    lineId: integer('line_id')
      .notNull()
      .references(() => orderLines.id),
    /** The buddy who bought it; null for a guest's order (staff redeem it by the order). */
    buddyId: integer('buddy_id').references(() => users.id),
    foodId: integer('food_id').references(() => foods.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    total: integer('total').notNull(),
    used: integer('used').notNull().default(0),
    status: text('status').notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tickets_line_key').on(t.lineId),
    index('tickets_merchant_idx').on(t.merchantId, t.createdAt),
    index('tickets_buddy_idx').on(t.buddyId, t.createdAt),
  ],
);

/** Each move and each glass redeemed of a ticket: who, when, how many used after it. */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    usedAfter: integer('used_after').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_events_ticket_idx').on(t.ticketId, t.id)],
);

/**
 * A birthday gift taken (PRODUCT.md "Birthday gift"): once per buddy, store and year, in the
 * birthday month. Taken when the order is placed; given back if it is voided or expires unpaid.
 */
export const birthdayClaims = pgTable(
  'birthday_claims',
  {
    buddyId: integer('buddy_id')
      .notNull()
      .references(() => users.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
    year: integer('year').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.buddyId, t.merchantId, t.year] }),
    uniqueIndex('birthday_claims_order_key').on(t.orderId),
  ],
);

/**
 * A merchant's members (SPEC §7 member_listing): the buddies who paid an order there, kept by the
 * paying and refunding transactions so the list never scans orders.
 */
export const merchantMembers = pgTable(
  'merchant_members',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
    buddyId: integer('buddy_id')
      .notNull()
      .references(() => users.id),
    visits: integer('visits').notNull().default(0),
    spendSen: bigint('spend_sen', { mode: 'number' }).notNull().default(0),
    firstVisitAt: timestamp('first_visit_at', { withTimezone: true }).notNull(),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.buddyId] }),
    index('merchant_members_last_visit_idx').on(t.merchantId, t.lastVisitAt),
  ],
);
