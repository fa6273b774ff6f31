import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';
import { media, stockImages } from './media';

/**
 * A course of the store's meals (starter, main, dessert, drinks: the store names its own), in the
 * store's order. Staff hold and fire a course when keying in (issue 29, docs/adr/0025).
 */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** Lower comes first: the order courses are served in. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('courses_name_key').on(t.merchantId, sql`lower(${t.name})`),
    index('courses_order_idx').on(t.merchantId, t.position),
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
    /** The course its foods belong to unless a food names its own; null: none. */
    courseId: integer('course_id').references((): AnyPgColumn => courses.id, { onDelete: 'set null' }),
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
    /** Its own course, over its category's; null: the category's. */
    courseId: integer('course_id').references((): AnyPgColumn => courses.id, { onDelete: 'set null' }),
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
