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
import { createdAt, updatedAt } from './columns';

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
    /**
     * The holder chose the current password (first-time login, set or change password, a reset
     * link). From then on nobody else sets it or changes the sign-in e-mail of operation staff;
     * until then whoever manages the account may (PRODUCT.md "Accounts").
     */
    ownPassword: boolean('own_password').notNull().default(false),
    /**
     * The first sign-in. An agent's power over a merchant is onboarding: its first password and
     * deactivating it, only while it has never signed in (PRODUCT.md "Accounts").
     */
    firstSignedInAt: timestamp('first_signed_in_at', { withTimezone: true }),
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
