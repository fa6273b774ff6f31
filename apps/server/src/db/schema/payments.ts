import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { orders } from './orders';

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
