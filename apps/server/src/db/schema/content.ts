import { sql } from 'drizzle-orm';
import {
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
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';

/**
 * The platform's own content (issue 15): announcements, the update log, the merchant terms and
 * versioned settings. Rich text is kept as HTML already sanitised on the way in (lib/rich-text.ts),
 * so a reader never gets markup the sanitiser refused.
 */

/** An admin's message to an audience ('merchants', 'agents' or 'all'), shown inside its window. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    audience: text('audience').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: shown until withdrawn. */
    expireAt: timestamp('expire_at', { withTimezone: true }),
    /** Withdrawn by the generic admin-item toggle without losing it. */
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [index('announcements_publish_idx').on(t.publishAt)],
);

/** Who closed which announcement, so it is not shown to them again. */
export const announcementDismissals = pgTable(
  'announcement_dismissals',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.announcementId] })],
);

/** A version of the product (SPEC §3 Update log: title, version) and its log, once published. */
export const updateLogs = pgTable(
  'update_logs',
  {
    id: serial('id').primaryKey(),
    version: text('version').notNull(),
    title: text('title').notNull(),
    log: text('log').notNull().default(''),
    /** Null while a draft; users are shown versions published after what they last saw. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('update_logs_version_key').on(sql`lower(${t.version})`),
    index('update_logs_published_idx').on(t.publishedAt),
  ],
);

/** How far each user has read the update log; without a row, from when the account was made. */
export const updateLogReads = pgTable('update_log_reads', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenThrough: timestamp('seen_through', { withTimezone: true }).notNull(),
});

/** A published version of the merchant terms and conditions, in English and Chinese; never edited. */
export const termsVersions = pgTable(
  'terms_versions',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyZh: text('body_zh').notNull(),
    /** What changed from the version before, told to merchants when they accept. */
    summaryEn: text('summary_en').notNull().default(''),
    summaryZh: text('summary_zh').notNull().default(''),
    /** Null for the platform's first version, written at start. */
    publishedBy: integer('published_by').references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('terms_versions_version_key').on(t.version)],
);

/** A merchant's acceptance of one terms version: when, by whom, from where. */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: serial('id').primaryKey(),
    /** The merchant's owner account (users.id), as merchant_id is everywhere. */
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => termsVersions.id),
    acceptedBy: integer('accepted_by')
      .notNull()
      .references(() => users.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('terms_acceptances_merchant_version_key').on(t.merchantId, t.versionId),
    index('terms_acceptances_version_idx').on(t.versionId),
  ],
);

/**
 * Platform settings other than payout (which keeps its own table, payout_settings): one row per
 * change of a type, the newest in force, so every change stays with who and when.
 */
export const settingVersions = pgTable(
  'setting_versions',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    value: jsonb('value').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('setting_versions_type_idx').on(t.type, t.id)],
);
