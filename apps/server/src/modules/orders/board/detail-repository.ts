import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  giveBacks,
  orderEvents,
  orderLines,
  payments,
  printJobs,
  refunds,
  subPrinters,
  users,
} from '../../../db/schema';

/**
 * The order detail's parts beside its board row: one query per kind (payments with their
 * attempts, refunds with their lines, give-backs, prints, history), each on the order's own index.
 */

// Subqueries name the outer row's columns in full: drizzle writes bare column names in the select
// list of a query without joins, which inside the subquery would mean its own table's.
const actorName = sql<string>`coalesce(nullif(${users.name}, ''), ${users.username})`;

export async function orderPayments(db: Db, orderId: number) {
  return db
    .select({
      payment: payments,
      attempts: sql<{ source: string; outcome: string; created_at: string }[]>`coalesce((
        select json_agg(json_build_object('source', e.source, 'outcome', e.outcome, 'created_at', e.created_at) order by e.id)
        from payment_events e where e.payment_id = "payments"."id"), '[]'::json)`,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
}

export async function orderRefunds(db: Db, orderId: number) {
  return db
    .select({
      refund: refunds,
      actorName,
      // The lines it gave back: read through the order's own lines index.
      lineIds: sql<number[]>`array(select l.id from order_lines l
        where l.order_id = "refunds"."order_id" and l.refund_id = "refunds"."id" order by l.id)`,
    })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.actorId))
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.id));
}

export async function orderGiveBacks(db: Db, orderId: number) {
  return db
    .select({ giveBack: giveBacks, actorName })
    .from(giveBacks)
    .leftJoin(users, eq(users.id, giveBacks.actorId))
    .where(eq(giveBacks.orderId, orderId))
    .orderBy(asc(giveBacks.id));
}

export async function orderPrints(db: Db, orderId: number) {
  return db
    .select({ job: printJobs, printer: subPrinters.name })
    .from(printJobs)
    .leftJoin(subPrinters, eq(subPrinters.id, printJobs.subPrinterId))
    .where(eq(printJobs.orderId, orderId))
    .orderBy(asc(printJobs.id));
}

export async function orderHistory(db: Db, orderId: number) {
  return db
    .select({
      event: orderEvents,
      actorName,
      actorRole: users.role,
      lineName: orderLines.name,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .leftJoin(orderLines, eq(orderLines.id, orderEvents.lineId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
}
