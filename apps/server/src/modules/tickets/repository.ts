import type { TicketStatus } from '@meja/contracts';
import {
  type AnyColumn,
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  like,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  buddyProfiles,
  orderLines,
  orders,
  refunds,
  stores,
  ticketEvents,
  tickets,
  users,
} from '../../db/schema';
import { type ListOrder, likeTerm, orderBy, withinDays } from '../../lib/paging';
import { ownerOf } from '../../lib/row-owner';
import type { MerchantScope } from '../../policy/scope';

/** The tickets module's SQL: issuing, locking and moving a ticket, its events, and the listings. */

export type TicketRow = typeof tickets.$inferSelect;
export type NewTicketEvent = typeof ticketEvents.$inferInsert;

/** The alcohol lines of a paid order that grant tickets (the line keeps the food's balance and days as ordered). */
export const ticketLines = (tx: Db, orderId: number) =>
  tx
    .select({
      id: orderLines.id,
      foodId: orderLines.foodId,
      name: orderLines.name,
      quantity: orderLines.quantity,
      ticketBalance: orderLines.ticketBalance,
      ticketExpiryDays: orderLines.ticketExpiryDays,
    })
    .from(orderLines)
    .where(
      and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'alcohol'), gt(orderLines.ticketBalance, 0)),
    )
    .orderBy(orderLines.position, orderLines.id);

/** Inserts tickets, one per line at most (tickets_line_key): answers the ones written now, not those already there. */
export async function insertTickets(tx: Db, rows: (typeof tickets.$inferInsert)[]) {
  if (!rows.length) return [];
  return tx
    .insert(tickets)
    .values(rows)
    .onConflictDoNothing({ target: tickets.lineId })
    .returning({ id: tickets.id, status: tickets.status });
}

export async function insertEvents(tx: Db, events: NewTicketEvent[]) {
  if (events.length) await tx.insert(ticketEvents).values(events);
}

/** Whose ticket this is (its merchant_id only), for the scope decision. */
export const ownerOfTicket = (db: Db, id: number) => ownerOf(db, tickets, id);

/** The scope's ticket, locked until the transaction ends: redeeming and refunding take turns on it. */
export async function lockTicket(tx: Db, scope: MerchantScope, id: number) {
  const [row] = await tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.merchantId, scope.merchantId)))
    .for('update')
    .limit(1);
  return row;
}

/** The tickets of these lines of the order, locked. */
export const lockLineTickets = (tx: Db, orderId: number, lineIds: readonly number[]) =>
  lineIds.length
    ? tx
        .select()
        .from(tickets)
        .where(and(eq(tickets.orderId, orderId), inArray(tickets.lineId, [...lineIds])))
        .orderBy(tickets.id)
        .for('update')
    : Promise.resolve([] as TicketRow[]);

/**
 * One more glass used, only while the ticket is active and has one left: the database keeps
 * `used ≤ total` whatever the caller read. Answers `used` after it, or undefined when nothing moved.
 */
export async function useOne(tx: Db, id: number) {
  const [row] = await tx
    .update(tickets)
    .set({ used: sql`${tickets.used} + 1`, updatedAt: new Date() })
    .where(and(eq(tickets.id, id), eq(tickets.status, 'active'), sql`${tickets.used} < ${tickets.total}`))
    .returning({ used: tickets.used });
  return row?.used;
}

/** The status moves only from what the mover read (lib/state-machine.ts `write`). */
export async function moveStatus(tx: Db, id: number, from: string, to: string) {
  const rows = await tx
    .update(tickets)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(tickets.id, id), eq(tickets.status, from)))
    .returning({ id: tickets.id });
  return rows.length > 0;
}

/** The reason the cashier gave for a refund, for the log of the tickets it voids. */
export async function refundReason(tx: Db, refundId: number) {
  const [row] = await tx.select({ reason: refunds.reason }).from(refunds).where(eq(refunds.id, refundId));
  return row?.reason;
}

/** A ticket as the listings show it: with its order's numbers and its buddy's name and phone. */
const listColumns = {
  ticket: tickets,
  orderNo: orders.orderNo,
  receiptNo: orders.receiptNo,
  buddyPhone: users.phoneNumber,
  buddyFirstName: buddyProfiles.firstName,
};

/** Which tickets a listing shows: one merchant's (undefined: every merchant's, an admin's), narrowed. */
export interface TicketFilter {
  merchantId?: number;
  status?: TicketStatus;
  search?: string;
  startDate?: string;
  endDate?: string;
  order?: string;
  start: number;
  length: number;
  /** The moment the listing is read: an active ticket past its expiry counts as expired. */
  now: Date;
}

const sortable: Record<string, AnyColumn> = {
  id: tickets.id,
  created_at: tickets.createdAt,
  expires_at: tickets.expiresAt,
  name: tickets.name,
  total: tickets.total,
  used: tickets.used,
};
const newestFirst: ListOrder = [
  [tickets.createdAt, 'desc'],
  [tickets.id, 'desc'],
];

/** The status as shown (view.ts `shownStatus`) in SQL: an active ticket past its expiry is expired. */
function statusIs(status: TicketStatus, now: Date): SQL | undefined {
  const pastExpiry = lte(tickets.expiresAt, now);
  if (status === 'active') return and(eq(tickets.status, 'active'), gt(tickets.expiresAt, now));
  if (status === 'expired')
    return or(eq(tickets.status, 'expired'), and(eq(tickets.status, 'active'), pastExpiry));
  return eq(tickets.status, status);
}

/** Item name, receipt number, buddy's phone (digits as typed: "012-345 6789" finds +60123456789), or order number. */
function searching(search: string | undefined): SQL | undefined {
  const term = likeTerm(search);
  if (!term || !search) return undefined;
  const number = /^\s*(?:no\.?\s*|#)?(\d{1,9})\s*$/i.exec(search)?.[1];
  const digits = search.replace(/\D/g, '');
  return or(
    ilike(tickets.name, term),
    ilike(orders.receiptNo, term),
    number ? eq(orders.orderNo, Number(number)) : undefined,
    digits.length >= 4 ? like(users.phoneNumber, `%${digits}%`) : undefined,
  );
}

/** A page of tickets in SPEC's shape: newest first unless `order` says otherwise. */
export async function ticketPage(db: Db, f: TicketFilter) {
  const scope = f.merchantId === undefined ? undefined : eq(tickets.merchantId, f.merchantId);
  const filters = [
    f.status ? statusIs(f.status, f.now) : undefined,
    searching(f.search),
    withinDays(tickets.createdAt, f),
  ].filter((c): c is SQL => c !== undefined);
  const where = and(scope, ...filters);
  const [rows, total, filtered] = await Promise.all([
    db
      .select(listColumns)
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .leftJoin(users, eq(users.id, tickets.buddyId))
      .leftJoin(buddyProfiles, eq(buddyProfiles.userId, tickets.buddyId))
      .where(where)
      .orderBy(...orderBy(f.order, sortable, newestFirst))
      .limit(f.length)
      .offset(f.start),
    countTickets(db, scope),
    filters.length ? countTickets(db, where) : undefined,
  ]);
  return { rows, recordsTotal: total, recordsFiltered: filtered ?? total };
}
export type ListedTicket = Awaited<ReturnType<typeof ticketPage>>['rows'][number];

/** How many tickets the conditions keep (with the joins the search reads). */
async function countTickets(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .leftJoin(users, eq(users.id, tickets.buddyId))
    .where(where);
  return row?.n ?? 0;
}

/** One ticket of the scope as the listing shows it. */
export async function listedTicket(db: Db, scope: MerchantScope, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .leftJoin(users, eq(users.id, tickets.buddyId))
    .leftJoin(buddyProfiles, eq(buddyProfiles.userId, tickets.buddyId))
    .where(and(eq(tickets.id, id), eq(tickets.merchantId, scope.merchantId)))
    .limit(1);
  return row;
}

/** A buddy's own tickets, newest first, with their store (tickets_buddy_idx). */
export async function buddyTickets(db: Db, buddyId: number, limit: number, offset: number) {
  const where = eq(tickets.buddyId, buddyId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ticket: tickets,
        orderNo: orders.orderNo,
        receiptNo: orders.receiptNo,
        storeId: stores.id,
        storeName: stores.displayName,
      })
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .leftJoin(stores, eq(stores.merchantId, tickets.merchantId))
      .where(where)
      .orderBy(desc(tickets.createdAt), desc(tickets.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(tickets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
