import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';

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
