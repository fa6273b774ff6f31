import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';

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
