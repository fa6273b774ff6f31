import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Every account of every role. `upline_id` is the agent a merchant, sub-agent or agent sits under
 * (the API's agent_id); `merchant_id` ties operation staff to their merchant's owner account.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: text('role').notNull(),
    username: text('username').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    name: text('name'),
    passwordHash: text('password_hash'),
    status: text('status').notNull().default('inactive'),
    firstLogin: boolean('first_login').notNull().default(true),
    uplineId: integer('upline_id').references((): AnyPgColumn => users.id),
    subAgentId: integer('sub_agent_id').references((): AnyPgColumn => users.id),
    merchantId: integer('merchant_id').references((): AnyPgColumn => users.id),
    /** Operation staff only: Cashier, Kitchen or Waiters. */
    staffRole: text('staff_role'),
    accessOption: text('access_option'),
    setupStatus: text('setup_status'),
    entitled: boolean('entitled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_role_created_idx').on(t.role, t.createdAt),
    index('users_upline_idx').on(t.uplineId),
    index('users_sub_agent_idx').on(t.subAgentId),
    index('users_merchant_idx').on(t.merchantId),
  ],
);

/** Opaque bearer tokens: only their SHA-256 is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash)],
);

/** Failed sign-ins per account and per address, shared by every API instance. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * A merchant's store: what diners see (SPEC §3 Store) and how its bills and receipts are made.
 * Percentages are kept in hundredths of a percent (10% = 1000) so that two decimals stay exact.
 */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
    displayName: text('display_name').notNull(),
    /** The front image: a media item of the merchant's library. */
    pictureMediaId: integer('picture_media_id').references((): AnyPgColumn => media.id, {
      onDelete: 'set null',
    }),
    description: text('description'),
    displayAddress: text('display_address'),
    postcode: text('postcode'),
    state: text('state'),
    /** 'HH:MM' in Kuala Lumpur time; equal open and close means open all day. */
    openAt: text('open_at').notNull().default('12:00'),
    closeAt: text('close_at').notNull().default('12:00'),
    /** Days of the week the store is closed: 0 = Monday … 6 = Sunday. */
    closedWeekdays: integer('closed_weekdays').array().notNull().default(sql`'{}'::integer[]`),
    halalStatus: text('halal_status').notNull().default('non-halal'),
    /** Set by admins only: the platform's share of the subtotal. */
    platformChargeBp: integer('platform_charge_bp').notNull().default(0),
    receiptPrefix: text('receipt_prefix').notNull().default(''),
    receiptDigits: integer('receipt_digits').notNull().default(6),
    receiptStartAt: integer('receipt_start_at').notNull().default(1),
    /** The next receipt number to give; setting receiptStartAt resets it. */
    receiptNext: integer('receipt_next').notNull().default(1),
    salesServiceTax: boolean('sales_service_tax').notNull().default(false),
    sstNo: text('sst_no'),
    serviceCharge: boolean('service_charge').notNull().default(false),
    serviceChargeBp: integer('service_charge_bp').notNull().default(1000),
    readyToProcess: boolean('ready_to_process').notNull().default(false),
    readyToServe: boolean('ready_to_serve').notNull().default(false),
    autoPrint: boolean('auto_print').notNull().default(false),
    autoPrintTotal: boolean('auto_print_total').notNull().default(false),
    printerSeriesNo: text('printer_series_no'),
    /** 58 or 80 (mm). */
    printerModel: integer('printer_model').notNull().default(58),
    fpxStatus: boolean('fpx_status').notNull().default(true),
    /** Hide instant bank transfer (FPX) for bills under RM30. */
    hideFpxUnderMinimum: boolean('hide_fpx_under_minimum').notNull().default(false),
    /** Raised in the same transaction as every change of the merchant's menu: the diners' menu cache key. */
    menuVersion: integer('menu_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('stores_merchant_key').on(t.merchantId)],
);

/** Kitchen and bar printers beside the main one (SPEC §3 "sub printers"). */
export const subPrinters = pgTable(
  'sub_printers',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    seriesNo: text('series_no').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sub_printers_merchant_idx').on(t.merchantId)],
);

/**
 * A merchant's company profile (SPEC §3 Company): who it is, where its money goes, and the
 * payment gateway credentials (write-only through the API).
 */
export const companies = pgTable('companies', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => users.id),
  email: text('email'),
  name: text('name'),
  businessRegistrationNumber: text('business_registration_number'),
  icNo: text('ic_no'),
  contactPersonName: text('contact_person_name'),
  contactNo: text('contact_no'),
  contactEmail: text('contact_email'),
  beneficialOwnerFullName: text('beneficial_owner_full_name'),
  beneficialOwnerContactNumber: text('beneficial_owner_contact_number'),
  beneficialOwnerEmail: text('beneficial_owner_email'),
  bank: text('bank'),
  bankAccountName: text('bank_account_name'),
  bankAccountNo: text('bank_account_no'),
  bankBranchAddress: text('bank_branch_address'),
  registerAddress: text('register_address'),
  yearOfBusiness: integer('year_of_business'),
  /** Sen. */
  monthlyRevenue: integer('monthly_revenue'),
  estimatedCustomer: integer('estimated_customer'),
  /**
   * Which payment gateway takes this merchant's online payments: 'sandbox' or 'billplz'. 'sandbox'
   * pays only in development and tests, and for the demo's own merchants (`demo`): for any other
   * merchant it means "no online gateway yet" (pay at counter still works).
   */
  paymentGateway: text('payment_gateway').notNull().default('sandbox'),
  /** Created by the demo data (db/seed.ts): the only merchants the sandbox gateway serves in production. */
  demo: boolean('demo').notNull().default(false),
  pgSecretKey: text('pg_secret_key'),
  pgTenantId: text('pg_tenant_id'),
  pgUsername: text('pg_username'),
  pgPassword: text('pg_password'),
  /** When the merchant accepted the merchant terms and conditions (at sign-up). */
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  /** The RM1000 deposit: recorded by an admin when received. */
  depositPaidAt: timestamp('deposit_paid_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A merchant's media library: images re-encoded on upload; `storage_key` names the stored files. */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references((): AnyPgColumn => users.id),
    displayName: text('display_name').notNull(),
    /** Where the variants live in the media store (disk or bucket); content-addressed, so immutable. */
    storageKey: text('storage_key').notNull(),
    /** The encoding of the stored variants: 'jpeg' or 'png'. */
    format: text('format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('media_merchant_idx').on(t.merchantId, t.id)],
);

/** A merchant's dining tables; `token` is what the table's QR code carries (unguessable, regenerable). */
export const diningTables = pgTable(
  'dining_tables',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    token: text('token').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('dining_tables_merchant_name_key').on(t.merchantId, sql`lower(${t.name})`),
    uniqueIndex('dining_tables_token_key').on(t.token),
  ],
);

/** A menu category: foods, or alcohol items (the old client's `remark`), in the merchant's order. */
export const menuCategories = pgTable(
  'menu_categories',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
    /** 'food' or 'alcohol'. */
    kind: text('kind').notNull().default('food'),
    name: text('name').notNull(),
    /** Lower comes first (drag-and-drop order). */
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Optimistic locking: a save names the version it edited. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('menu_categories_name_key').on(t.merchantId, t.kind, sql`lower(${t.name})`),
    index('menu_categories_order_idx').on(t.merchantId, t.kind, t.priority),
  ],
);

/** A group of choices offered with foods (e.g. "Spice level", pick 1 to 1). */
export const optionGroups = pgTable(
  'option_groups',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    minQty: integer('min_qty').notNull().default(0),
    maxQty: integer('max_qty').notNull().default(1),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('option_groups_name_key').on(t.merchantId, sql`lower(${t.name})`)],
);

/** One choice of a group, with its extra price in sen. */
export const options = pgTable(
  'options',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceSen: integer('price_sen').notNull().default(0),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('options_group_idx').on(t.groupId, t.position)],
);

/** The admin's library of stock food photos that every merchant may use. */
export const stockImages = pgTable(
  'stock_images',
  {
    id: serial('id').primaryKey(),
    displayName: text('display_name').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    storageKey: text('storage_key').notNull(),
    format: text('format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('stock_images_created_idx').on(t.id)],
);

/** A food or an alcohol item of a merchant's menu; prices in sen. */
export const foods = pgTable(
  'foods',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
    /** A category that holds foods cannot be deleted (SPEC §5): no cascade here. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id),
    /** 'food' or 'alcohol'. */
    kind: text('kind').notNull().default('food'),
    name: text('name').notNull(),
    /** At most 4 characters, unique in the store (case-insensitive). */
    code: text('code'),
    description: text('description'),
    /** The picture: an item of the merchant's media library, or a stock photo of the admin's library. */
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    stockImageId: integer('stock_image_id').references(() => stockImages.id, { onDelete: 'set null' }),
    priceSen: integer('price_sen').notNull(),
    foodType: text('food_type'),
    /** Null: unlimited. Otherwise what is left: placing an order takes it, voiding or expiry gives it back. */
    quantityLeft: integer('quantity_left'),
    takeAway: boolean('take_away').notNull().default(false),
    birthdayGiftOnly: boolean('birthday_gift_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** The daily window in which diners can order it ('HH:MM', Kuala Lumpur); null: all day. */
    activeFrom: text('active_from'),
    activeUntil: text('active_until'),
    /** Days it is offered: 0 = Monday … 6 = Sunday. */
    weekdays: integer('weekdays').array().notNull().default(sql`'{0,1,2,3,4,5,6}'::integer[]`),
    /** Alcohol items: glasses granted per purchase, and for how many days they stay valid. */
    ticketBalance: integer('ticket_balance'),
    ticketExpiryDays: integer('ticket_expiry_days'),
    /** Order within its category. */
    priority: integer('priority').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('foods_code_key').on(t.merchantId, sql`upper(${t.code})`),
    index('foods_category_idx').on(t.categoryId, t.priority),
    index('foods_merchant_idx').on(t.merchantId, t.kind),
    // Replacing or deleting a photo finds the foods that show it.
    index('foods_media_idx').on(t.mediaId),
    index('foods_stock_image_idx').on(t.stockImageId),
  ],
);

/** Which option groups a food offers, in order. An option group in use cannot be deleted. */
export const foodOptionGroups = pgTable(
  'food_option_groups',
  {
    foodId: integer('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => optionGroups.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.foodId, t.groupId] }),
    index('food_option_groups_group_idx').on(t.groupId),
  ],
);

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
    /** Money that came in beyond the order's one payment (paid twice, or paid after a void): to give back. */
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
    platformChargeBp: integer('platform_charge_bp').notNull().default(0),
    receiptNo: text('receipt_no'),
    receiptSeq: integer('receipt_seq'),
    note: text('note'),
    /** Placing is idempotent: the same key returns the same order; `request_hash` tells a different body. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_token_key').on(t.token),
    // A key is the diner's device's: two tables (two merchants) may meet the same one.
    uniqueIndex('orders_table_idempotency_key').on(t.tableId, t.idempotencyKey),
    uniqueIndex('orders_receipt_key').on(t.merchantId, t.receiptNo),
    index('orders_merchant_created_idx').on(t.merchantId, t.createdAt),
    index('orders_buddy_idx').on(t.buddyId, t.createdAt),
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
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.position)],
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
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** An online payment attempt of an order at a gateway. The gateway's callback is the source of truth. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    gateway: text('gateway').notNull(),
    channel: text('channel').notNull(),
    /** The FPX bank or e-wallet the diner chose, when known. */
    method: text('method'),
    amountSen: integer('amount_sen').notNull(),
    /** 'pending' → 'paid' or 'failed'. */
    status: text('status').notNull().default('pending'),
    /** The gateway's id of this payment (a Billplz bill id, a sandbox reference). */
    gatewayRef: text('gateway_ref'),
    /** When a pending payment is next asked about at the gateway. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checks: integer('checks').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_gateway_ref_key').on(t.gateway, t.gatewayRef),
    index('payments_order_idx').on(t.orderId),
    index('payments_pending_idx').on(t.status, t.nextCheckAt),
  ],
);

/** What gateways told us (callbacks, status queries, returns), valid or not: kept for disputes. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').references(() => payments.id),
    gateway: text('gateway').notNull(),
    /** 'callback', 'query' or 'return'. */
    source: text('source').notNull(),
    /** 'applied', 'duplicate', 'bad_signature', 'wrong_amount', 'unknown_payment', 'failed', 'pending'. */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId)],
);

/**
 * The double-entry ledger (PRODUCT.md "Money"): every movement of money or points is one
 * transaction whose entries sum to zero, written in the same database transaction as its cause.
 * Append-only; a balance is the sum of an account's entries.
 */
export const ledgerTransactions = pgTable('ledger_transactions', {
  id: serial('id').primaryKey(),
  /** What caused it: 'order_paid', ... */
  kind: text('kind').notNull(),
  orderId: integer('order_id').references(() => orders.id),
  createdAt: createdAt(),
});

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    /** e.g. 'gateway_clearing', 'merchant_payable:12', 'platform_revenue', 'cash_at_merchant:12'. */
    account: text('account').notNull(),
    /** Sen; debits positive, credits negative. */
    amountSen: integer('amount_sen').notNull(),
    /** 'RM' or 'points'. */
    unit: text('unit').notNull().default('RM'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.account),
    index('ledger_entries_txn_idx').on(t.transactionId),
  ],
);

/** Platform-wide values made once per installation (e.g. the sandbox gateway's signing secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** One-time sign-in codes sent by SMS to a buddy's phone: stored hashed, single-use, 5 minutes. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_phone_idx').on(t.phone, t.createdAt)],
);
