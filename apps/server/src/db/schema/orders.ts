import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';
import { courses, foods, options } from './menu';
import { diningTables } from './tables';

/**
 * A diner's order at a table. Money is sen, the breakdown is fixed when the order is placed
 * (PRODUCT.md "Money"); `token` opens the order's own page; the receipt number comes with payment.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
    tableId: integer('table_id').references(() => diningTables.id, { onDelete: 'set null' }),
    tableName: text('table_name'),
    /** The order number: per store and Kuala Lumpur day (`order_day`), from 1, given at placement. */
    orderNo: integer('order_no'),
    orderDay: date('order_day'),
    /** Staff who keyed the order in for the table (a diner without a phone); null when the diner placed it. */
    placedBy: integer('placed_by').references(() => users.id),
    /** The whole order is take-away (marked by staff); lines may also be take-away one by one. */
    takeAway: boolean('take_away').notNull().default(false),
    /** The signed-in buddy, or null for a guest. */
    buddyId: integer('buddy_id').references(() => users.id),
    token: text('token').notNull(),
    /**
     * 'unpaid' → 'paid'; 'void' and 'refunded' are explicit actions with a reason; 'expired': an
     * online order left unpaid past `expires_at` (its stock given back; a late payment still pays it).
     */
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    /** Online orders: when an unpaid order expires (15 minutes after placing); null for counter orders. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Paid after it expired while a limited food it holds ran out: for the merchant to resolve. */
    stockShort: boolean('stock_short').notNull().default(false),
    /**
     * Money that came in beyond the order's one payment (paid twice, or paid after a void) and is
     * not given back yet: raised by each such payment, lowered by each give-back, kept equal to
     * what the ledger holds for the order in the merchant's refund_due account.
     */
    paidTwiceSen: integer('paid_twice_sen').notNull().default(0),
    /** 'fpx', 'ewallet', 'card' (online) or 'counter' (pay the cashier). */
    channel: text('channel').notNull(),
    subtotalSen: integer('subtotal_sen').notNull(),
    serviceChargeBp: integer('service_charge_bp').notNull().default(0),
    serviceChargeSen: integer('service_charge_sen').notNull().default(0),
    sstBp: integer('sst_bp').notNull().default(0),
    sstSen: integer('sst_sen').notNull().default(0),
    totalSen: integer('total_sen').notNull(),
    /** Cash payments: the 5-sen rounding (Bank Negara) applied when paid at the counter. */
    roundingSen: integer('rounding_sen').notNull().default(0),
    /**
     * Cash at the counter: what the diner handed over, when the cashier entered it (the receipt
     * shows it and the change); null otherwise.
     */
    cashTenderedSen: integer('cash_tendered_sen'),
    /**
     * How it was paid: the gateway's channel for online payments; at the counter 'cash',
     * 'card_terminal' or 'ewallet_counter'. Null while unpaid.
     */
    paymentMethod: text('payment_method'),
    /**
     * Points the buddy pays with (1 point = 1 sen), taken when the order is placed: the money due
     * is total − points (+ cash rounding). Given back if the order is voided or expires unpaid.
     */
    pointsSen: integer('points_sen').notNull().default(0),
    /** A late payment (after expiry) found fewer points than it needed: what the buddy did not pay. */
    pointsShortSen: integer('points_short_sen').notNull().default(0),
    /** Money given back so far by refunds (whole order or chosen lines), sen. */
    refundedSen: integer('refunded_sen').notNull().default(0),
    /**
     * Birthday gift (PRODUCT.md): 'unclaimed' → 'claimed' when staff serve it (toggle_claim_status);
     * null for an order without a birthday-gift food.
     */
    claimStatus: text('claim_status'),
    platformChargeBp: integer('platform_charge_bp').notNull().default(0),
    receiptNo: text('receipt_no'),
    receiptSeq: integer('receipt_seq'),
    note: text('note'),
    /** Placing is idempotent: the same key returns the same order; `request_hash` tells a different body. */
    idempotencyKey: text('idempotency_key'),
    /** The placing request's hash: the diner's (with `idempotency_key`) or the staff's (with `key_in_key`). */
    requestHash: text('request_hash'),
    /**
     * Keying in is idempotent when staff send a key (SPEC's client sends none): the same key from
     * the merchant's staff answers this order, `request_hash` tells a different body.
     */
    keyInKey: text('key_in_key'),
    /**
     * The Idempotency-Key of the cashier's "paid" that paid the order, if it sent one: the same
     * key again answers the paid order instead of "already paid" (an offline till replaying it).
     */
    paidKey: text('paid_key'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * An open bill (a store that is paid at the end, docs/adr/0024): rounds join it until paid.
     * A counter order without expiry; its rounds are `order_rounds`.
     */
    tab: boolean('tab').notNull().default(false),
    /**
     * How many guests (covers) the order or bill served, 1–99: asked once on a bill's first round
     * (or of a pay-first dine-in order), set or corrected by staff while unpaid; null: not recorded.
     * The sales report's covers and average spend per guest read it (reports/rollups.ts).
     */
    guests: smallint('guests'),
    /**
     * A share of a split bill (docs/adr/0026): the bill it pays part of, and which share (from 1).
     * A share is an ordinary counter order of its own lines, paid on its own by any way; the bill
     * (payment status 'split') keeps the food and the kitchen's statuses.
     */
    billId: integer('bill_id').references((): AnyPgColumn => orders.id),
    shareNo: integer('share_no'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_token_key').on(t.token),
    // One open bill per table: two diners' first rounds at once make one bill, the loser joins it.
    uniqueIndex('orders_open_tab_key').on(t.tableId).where(sql`${t.tab} and ${t.paymentStatus} = 'unpaid'`),
    // A key is the diner's device's: two tables (two merchants) may meet the same one.
    uniqueIndex('orders_table_idempotency_key').on(t.tableId, t.idempotencyKey),
    // Staff keys are the merchant's tills': one key, one order and one payment of the merchant.
    // Partial: most orders carry neither, and placing writes no index entry for them.
    uniqueIndex('orders_key_in_key').on(t.merchantId, t.keyInKey).where(sql`${t.keyInKey} is not null`),
    uniqueIndex('orders_paid_key').on(t.merchantId, t.paidKey).where(sql`${t.paidKey} is not null`),
    uniqueIndex('orders_receipt_key').on(t.merchantId, t.receiptNo),
    index('orders_merchant_created_idx').on(t.merchantId, t.createdAt),
    uniqueIndex('orders_number_key').on(t.merchantId, t.orderDay, t.orderNo),
    // Paid figures by day (dashboard, history) without reading unpaid orders.
    index('orders_merchant_paid_idx').on(t.merchantId, t.paidAt),
    // Every merchant's orders of a day, newest first (the admin's real-time order screen).
    index('orders_created_idx').on(t.createdAt),
    // The admin's every-merchant figures by when orders were paid (dashboard).
    index('orders_paid_idx').on(t.paidAt),
    index('orders_buddy_idx').on(t.buddyId, t.createdAt),
    uniqueIndex('orders_bill_share_key').on(t.billId, t.shareNo).where(sql`${t.billId} is not null`),
    // A table's bill being paid in shares (the table page, and a round refused meanwhile).
    index('orders_split_tab_idx').on(t.tableId).where(sql`${t.tab} and ${t.paymentStatus} = 'split'`),
    // The minutely expiry job (a safety net beside each order's own job) reads only unpaid orders that can expire.
    index('orders_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.paymentStatus} = 'unpaid' and ${t.expiresAt} is not null`),
    // Orders needing the merchant's attention (dashboard).
    index('orders_attention_idx')
      .on(t.merchantId, t.updatedAt)
      .where(sql`${t.stockShort} or ${t.paidTwiceSen} > 0`),
  ],
);

/** One food of an order, priced as it was when ordered (names and prices are copies). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    foodId: integer('food_id').references(() => foods.id, { onDelete: 'set null' }),
    kind: text('kind').notNull().default('food'),
    name: text('name').notNull(),
    code: text('code'),
    /** The food's price plus its chosen options, for one. */
    unitPriceSen: integer('unit_price_sen').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalSen: integer('line_total_sen').notNull(),
    takeAway: boolean('take_away').notNull().default(false),
    note: text('note'),
    /** 'processing' → 'ready' (when the store uses that stage) → 'complete'. */
    foodStatus: text('food_status').notNull().default('processing'),
    /** Alcohol items: the tickets one purchase grants, and for how many days. */
    ticketBalance: integer('ticket_balance'),
    ticketExpiryDays: integer('ticket_expiry_days'),
    position: integer('position').notNull().default(0),
    /** When the line joined its order: later than the order's for items added to an open order. */
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who added it: staff adding to an open order; null for the diner's own lines. */
    addedBy: integer('added_by').references(() => users.id),
    /** The refund that gave this line's money back; null while not refunded. */
    refundId: integer('refund_id').references(() => refunds.id),
    /** The kitchen ticket (print job) that carried this line; null until one did. */
    ticketJobId: integer('ticket_job_id'),
    /**
     * The course it was ordered in (its food's, else its category's), with the name as it was then:
     * the kitchen and receipts show it even if the course is renamed or deleted later.
     */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    courseName: text('course_name'),
    /** Held by staff keying it in: not sent to the kitchen until fired. Null: never held. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** When a held line was fired (sent to the kitchen as a FIRE ticket). */
    firedAt: timestamp('fired_at', { withTimezone: true }),
    /** The round of an open bill that ordered it; null for a pay-first order's lines. */
    roundId: integer('round_id').references(() => orderRounds.id),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.position)],
);

/**
 * One round of an open bill (`orders.tab`): what one diner ordered from the table's QR code, or
 * staff keyed in, at once. Round 1 is the bill's own placement. Each round's Idempotency-Key is
 * the table's, as a pay-first order's is: the same key answers the bill without a second round.
 */
export const orderRounds = pgTable(
  'order_rounds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    roundNo: integer('round_no').notNull(),
    tableId: integer('table_id').references(() => diningTables.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** The diner (a signed-in buddy) who ordered it; null for a guest or staff. */
    buddyId: integer('buddy_id').references(() => users.id),
    /** Staff who keyed it in; null when a diner ordered it. */
    placedBy: integer('placed_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_rounds_order_round_key').on(t.orderId, t.roundNo),
    uniqueIndex('order_rounds_table_key')
      .on(t.tableId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** A line a bump finished: its food status before and after. */
export interface BumpedLine {
  id: number;
  from: string;
  to: string;
}

/**
 * A ticket bumped off the kitchen display: the food-status move that left an order in the kitchen
 * with no line to make (the last line tapped, or Complete All Food), with the lines it moved. For
 * a few minutes any of the merchant's tablets may recall it (orders/admin/recall.ts): its lines go
 * back to what they were, once (`recalled_at`).
 */
export const kitchenBumps = pgTable(
  'kitchen_bumps',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
    lines: jsonb('lines').$type<BumpedLine[]>().notNull(),
    actorId: integer('actor_id').references(() => users.id),
    bumpedAt: timestamp('bumped_at', { withTimezone: true }).notNull().defaultNow(),
    recalledAt: timestamp('recalled_at', { withTimezone: true }),
    recalledBy: integer('recalled_by').references(() => users.id),
  },
  (t) => [
    // The merchant's recent bumps (the recall list), and an order's last one (a recall).
    index('kitchen_bumps_merchant_idx').on(t.merchantId, t.bumpedAt),
    index('kitchen_bumps_order_idx').on(t.orderId, t.id),
  ],
);

/** An option chosen for a line, with its quantity (SPEC §4) and price as they were. */
export const orderLineOptions = pgTable(
  'order_line_options',
  {
    id: serial('id').primaryKey(),
    lineId: integer('line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').references(() => options.id, { onDelete: 'set null' }),
    groupName: text('group_name').notNull(),
    name: text('name').notNull(),
    priceSen: integer('price_sen').notNull(),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [index('order_line_options_line_idx').on(t.lineId)],
);

/** Every change of an order's payment or food status, with who did it and why (the audit trail). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'placed', 'paid', 'void', 'refunded', 'food_status', ... */
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    actorId: integer('actor_id').references(() => users.id),
    /** The line a food-status move was about; null for the order's own events. */
    lineId: integer('line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** The last order number given per store and Kuala Lumpur day: taken with one upsert at placement. */
export const orderNumbers = pgTable(
  'order_numbers',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
    day: date('day').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day] })],
);

/**
 * Money given back for an order: the whole order or chosen lines (their `refund_id`), with the
 * reason, how it went back ('gateway' where the gateway's adapter can, else 'cash', 'card_terminal',
 * 'ewallet_counter', 'bank_transfer') and who did it. Its ledger reversal is posted once per refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
    amountSen: integer('amount_sen').notNull(),
    method: text('method').notNull(),
    reason: text('reason').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_merchant_created_idx').on(t.merchantId, t.createdAt),
  ],
);

/**
 * Money paid twice given back to the diner (modules/orders/admin/give-back.ts): how much, how
 * ('gateway_portal', 'bank_transfer', 'cash'), why, and who; the gateways have no refund call, so
 * staff record what they did. A retried call with the same Idempotency-Key finds its row here.
 */
export const giveBacks = pgTable(
  'give_backs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
    amountSen: integer('amount_sen').notNull(),
    method: text('method').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    actorId: integer('actor_id').references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('give_backs_order_key').on(t.orderId, t.idempotencyKey)],
);
