import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';
import { media } from './media';
import { menuCategories } from './menu';

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
    /**
     * How dine-in is paid: 'first' (each order paid on its own before or as it cooks, the default)
     * or 'end' (rounds join the table's open bill, `orders.tab`, paid when the table leaves).
     */
    dineInPayment: text('dine_in_payment').notNull().default('first'),
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

/** Which menu categories a sub printer (kitchen station) prints; a category goes to one station at most. */
export const subPrinterCategories = pgTable(
  'sub_printer_categories',
  {
    subPrinterId: integer('sub_printer_id')
      .notNull()
      .references(() => subPrinters.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    uniqueIndex('sub_printer_categories_category_key').on(t.categoryId),
    index('sub_printer_categories_printer_idx').on(t.subPrinterId),
  ],
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
