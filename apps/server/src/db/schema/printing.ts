import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { subPrinters } from './merchants';
import { orders } from './orders';

/**
 * One print: a receipt, a kitchen ticket (the lines routed to one printer), the total, or a test.
 * Run by the `printing.print` job; `key` makes a retried job print once, and `status` is shown on
 * the order: 'queued' → 'printing' → 'printed', or 'failed' after its last retry.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The sub printer (station); null for the store's main printer. */
    subPrinterId: integer('sub_printer_id').references(() => subPrinters.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: createdAt(),
    printedAt: timestamp('printed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('print_jobs_key').on(t.key), index('print_jobs_order_idx').on(t.orderId)],
);
