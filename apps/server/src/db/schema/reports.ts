import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Report rollups (DESIGN.md "Reports", docs/adr/0015-reports.md): sums kept by the transactions
 * that change money (paid and refund steps, the rewards step, every ledger posting), so a report
 * reads a few rows per merchant and Kuala Lumpur day, never every order. `day` is the Kuala Lumpur
 * day of the change: a sale on its paid day, a refund on the refund's day. Nothing else writes
 * these tables; modules/reports/rollups.ts owns the sales ones, modules/ledger its own.
 * Merchant-keyed rows are only written while the paying or refunding transaction holds the
 * order's merchant (its receipt counter, its order row), so they add no new point of contention.
 */

const sen = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const count = (name: string) => integer(name).notNull().default(0);

/** What orders gave out of their fee and refunds took back: rewards_daily's figures and its closed sums'. */
const rewardSums = () => ({
  parts: count('parts'),
  amountSen: sen('amount_sen'),
  reversedSen: sen('reversed_sen'),
  writtenOffSen: sen('written_off_sen'),
});

/** What a group of paid orders and refunds came to: sales_daily's figures, and its closed sums'. */
const salesSums = () => ({
  orders: count('orders'),
  /** What the orders came to: total + cash rounding (points included). */
  grossSen: sen('gross_sen'),
  subtotalSen: sen('subtotal_sen'),
  serviceChargeSen: sen('service_charge_sen'),
  sstSen: sen('sst_sen'),
  roundingSen: sen('rounding_sen'),
  /** Points the buddies paid with (1 point = 1 sen): the merchant is owed them in a settlement. */
  pointsSen: sen('points_sen'),
  /** The platform fee charged on these orders when paid. */
  feeSen: sen('fee_sen'),
  /** Orders paid by a signed-in buddy (the rest were guests). */
  buddyOrders: count('buddy_orders'),
  /**
   * Refunds made this day of orders paid this way (any paid day): the money they gave back, the
   * points they gave back (the share of the bill points paid), and the fee they returned.
   */
  refunds: count('refunds'),
  refundedSen: sen('refunded_sen'),
  pointsRefundedSen: sen('points_refunded_sen'),
  feeRefundedSen: sen('fee_refunded_sen'),
  /**
   * Guests (covers) of the orders paid that recorded how many (`orders.guests`; one without adds
   * none, a refund changes none), and the net sales of those orders: gross when paid, less what
   * their refunds gave back (money and points' share). Average spend per guest = covered / covers.
   */
  covers: count('covers'),
  coveredSalesSen: sen('covered_sales_sen'),
});

/**
 * A merchant's sales per day and payment method ('fpx', 'ewallet', 'card' online; 'cash',
 * 'card_terminal', 'ewallet_counter' at the counter; 'points' when points paid it all).
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day').notNull(),
    method: text('method').notNull(),
    ...salesSums(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.day, t.method] }),
    // Every merchant's rows of a day in merchant order: the daily details page without sorting all of them.
    index('sales_daily_day_idx').on(t.day, t.merchantId),
  ],
);

/** A merchant's sales per Kuala Lumpur hour (0–23) of a day: the sales detail's chart. */
export const salesHourly = pgTable(
  'sales_hourly',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day').notNull(),
    hour: smallint('hour').notNull(),
    orders: count('orders'),
    grossSen: sen('gross_sen'),
    refunds: count('refunds'),
    refundedSen: sen('refunded_sen'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.hour] })],
);

/**
 * What each food sold per merchant and day: quantity and line totals (options included), and
 * what refunds gave back. `food_id` 0: a line whose food was deleted before it was paid.
 */
export const foodSalesDaily = pgTable(
  'food_sales_daily',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day').notNull(),
    foodId: integer('food_id').notNull(),
    /** The name it was last sold under. */
    name: text('name').notNull(),
    code: text('code'),
    quantity: count('quantity'),
    amountSen: sen('amount_sen'),
    refundedQuantity: count('refunded_quantity'),
    refundedSen: sen('refunded_sen'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day, t.foodId] })],
);

/**
 * What orders at a merchant gave out of their platform fee per day (order_rewards): cashback,
 * referral levels 1–5, agent and mentor commission; refunds' reversals on the refund's day.
 */
export const rewardsDaily = pgTable(
  'rewards_daily',
  {
    merchantId: integer('merchant_id').notNull(),
    day: date('day').notNull(),
    /** order_rewards.kind: 'cashback', 'referral', 'agent_commission', 'mentor_commission'. */
    kind: text('kind').notNull(),
    /** Referral level 1–5; 0 for the other kinds. */
    level: smallint('level').notNull(),
    ...rewardSums(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.day, t.kind, t.level] }),
    index('rewards_daily_day_idx').on(t.day),
  ],
);

/**
 * The ledger per account, Kuala Lumpur day and posting kind: debits and credits, kept by post()
 * in the posting's transaction under the account's lock. Buddies' own accounts (points, referral
 * cash) are left out: there are too many of them to sum, and the platform accounts they move
 * against (points_issued, points_outstanding) carry the same totals.
 */
export const ledgerDaily = pgTable(
  'ledger_daily',
  {
    accountId: integer('account_id').notNull(),
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    entries: count('entries'),
    debitSen: sen('debit_sen'),
    /** Credits as a positive number. */
    creditSen: sen('credit_sen'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.kind] }), index('ledger_daily_day_idx').on(t.day)],
);

/** The buddies who paid an order each day (activity reports count them; a buddy counts once a day). */
export const buddyDays = pgTable(
  'buddy_days',
  {
    day: date('day').notNull(),
    buddyId: integer('buddy_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.buddyId] })],
);

/**
 * Days that are over, summed over every merchant (modules/reports/closing.ts): rollups only ever
 * change on the current Kuala Lumpur day (a payment, a refund, a posting is dated now), so a
 * closed day's platform-wide figures are final. Admins' reports over every merchant read these
 * rows for closed days and the live rollups only for the days after the last one closed.
 */
export const closedDays = pgTable('report_closed_days', {
  day: date('day').primaryKey(),
  /** Merchants with a paid order that day; buddies who paid one (counts that cannot be summed later). */
  merchants: count('merchants'),
  buddies: count('buddies'),
  /** Merchants with any sales row that day (a sale or a refund): the rows of the daily details. */
  merchantRows: count('merchant_rows'),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** sales_daily of a closed day over every merchant, per payment method. */
export const closedSales = pgTable(
  'closed_sales_daily',
  {
    day: date('day').notNull(),
    method: text('method').notNull(),
    ...salesSums(),
  },
  (t) => [primaryKey({ columns: [t.day, t.method] })],
);

/** rewards_daily of a closed day over every merchant. */
export const closedRewards = pgTable(
  'closed_rewards_daily',
  {
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    level: smallint('level').notNull(),
    ...rewardSums(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.level] })],
);

/** ledger_daily of a closed day per account family (the key before ':') and unit, over every owner. */
export const closedLedger = pgTable(
  'closed_ledger_daily',
  {
    day: date('day').notNull(),
    family: text('family').notNull(),
    kind: text('kind').notNull(),
    unit: text('unit').notNull(),
    entries: count('entries'),
    debitSen: sen('debit_sen'),
    creditSen: sen('credit_sen'),
  },
  (t) => [primaryKey({ columns: [t.day, t.family, t.kind, t.unit] })],
);

/**
 * A merchant's sales and rewards of a closed month (every day of it closed): an admin's summary
 * of every merchant over a long range reads 12 rows a merchant a year, and days only at its ends.
 */
export const closedMerchantMonths = pgTable(
  'closed_merchant_months',
  {
    merchantId: integer('merchant_id').notNull(),
    /** The month's first day. */
    month: date('month').notNull(),
    orders: count('orders'),
    grossSen: sen('gross_sen'),
    serviceChargeSen: sen('service_charge_sen'),
    sstSen: sen('sst_sen'),
    pointsSen: sen('points_sen'),
    feeSen: sen('fee_sen'),
    refundedSen: sen('refunded_sen'),
    pointsRefundedSen: sen('points_refunded_sen'),
    feeRefundedSen: sen('fee_refunded_sen'),
    /** What its orders gave out in rewards, less what refunds took back (rewards_daily). */
    rewardsSen: sen('rewards_sen'),
  },
  (t) => [primaryKey({ columns: [t.month, t.merchantId] })],
);
