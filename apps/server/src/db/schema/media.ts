import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';

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
