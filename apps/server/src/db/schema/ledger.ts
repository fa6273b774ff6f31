import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * The double-entry ledger (PRODUCT.md "Money", docs/adr/0009-ledger.md): every movement of money
 * or points is one transaction whose entries sum to zero per unit, written in the same database
 * transaction as its cause. Entries are append-only; only modules/ledger writes these tables.
 */
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: serial('id').primaryKey(),
  /** e.g. 'gateway_clearing', 'merchant_payable:12', 'buddy_points:7' (modules/ledger/accounts.ts). */
  key: text('key').notNull().unique(),
  /** 'asset', 'liability', 'revenue', 'expense' or 'equity'. */
  type: text('type').notNull(),
  /** The merchant, buddy or agent the account belongs to; null for the platform's own accounts. */
  ownerId: integer('owner_id'),
  /** 'RM' (sen) or 'points'. */
  unit: text('unit').notNull(),
  /** The sum of the account's entries, kept by every posting in its own transaction. */
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    /** What caused it: 'order_paid', ... */
    kind: text('kind').notNull(),
    /** Which one of its kind (the order's id for 'order_paid'): a (kind, ref) posts once. */
    ref: text('ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transactions_kind_ref').on(t.kind, t.ref)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** In the unit's smallest step (sen, or points); debits positive, credits negative. */
    amountSen: integer('amount_sen').notNull(),
    /** The account's unit, kept on each entry so a transaction's sums per unit need no join. */
    unit: text('unit').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // An account's history, newest first, keyset-paged (wallet history).
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_txn_idx').on(t.transactionId),
  ],
);
