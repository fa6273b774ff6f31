import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, orders, paymentEvents, payments, stores } from '../../db/schema';
import { moveAuditNotify } from '../../lib/state-machine-repository';

/** An order as the pay call needs it, with its store's FPX switches and its merchant's gateway. */
export async function orderToPay(db: Db, token: string) {
  const [row] = await db
    .select({
      id: orders.id,
      merchantId: orders.merchantId,
      token: orders.token,
      totalSen: orders.totalSen,
      pointsSen: orders.pointsSen,
      paymentStatus: orders.paymentStatus,
      tab: orders.tab,
      billId: orders.billId,
      buddyId: orders.buddyId,
      storeName: stores.displayName,
      fpxStatus: stores.fpxStatus,
      hideFpxUnderMinimum: stores.hideFpxUnderMinimum,
    })
    .from(orders)
    .leftJoin(stores, eq(stores.merchantId, orders.merchantId))
    .where(eq(orders.token, token))
    .limit(1);
  return row;
}

/**
 * A share of a split bill nobody claimed yet becomes the signed-in buddy's who pays it online, so
 * that what its payment earns (cashback, referral rewards) goes to them (issue 29).
 */
export async function claimShare(tx: Db, id: number, buddyId: number) {
  await tx
    .update(orders)
    .set({ buddyId, updatedAt: new Date() })
    .where(and(eq(orders.id, id), isNull(orders.buddyId), isNotNull(orders.billId)));
}

/**
 * An open bill's row locked for its payment to begin: the lock its rounds take to add lines
 * (orders/tab.ts), so the amount is the bill's as it is now and a later round sees the payment.
 */
export async function lockBill(tx: Db, id: number) {
  const [row] = await tx
    .select({ totalSen: orders.totalSen, pointsSen: orders.pointsSen, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update')
    .limit(1);
  return row;
}

/** A merchant's payment gateway and its (sealed) credentials; no company row means the default. */
export async function gatewaySettings(db: Db, merchantId: number) {
  const [row] = await db
    .select({
      gateway: companies.paymentGateway,
      secretKey: companies.pgSecretKey,
      tenantId: companies.pgTenantId,
      username: companies.pgUsername,
      password: companies.pgPassword,
      email: companies.email,
      contactEmail: companies.contactEmail,
      demo: companies.demo,
    })
    .from(companies)
    .where(eq(companies.merchantId, merchantId))
    .limit(1);
  return row;
}
export type GatewaySettings = NonNullable<Awaited<ReturnType<typeof gatewaySettings>>>;

/** A new attempt, pending; the poller first asks about it at `firstCheckAt`. */
export async function insertPayment(
  db: Db,
  v: {
    orderId: number;
    gateway: string;
    channel: string;
    method?: string;
    amountSen: number;
    firstCheckAt: Date;
  },
) {
  const [row] = await db
    .insert(payments)
    .values({
      orderId: v.orderId,
      gateway: v.gateway,
      channel: v.channel,
      method: v.method ?? null,
      amountSen: v.amountSen,
      nextCheckAt: v.firstCheckAt,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function setGatewayRef(db: Db, id: number, gatewayRef: string) {
  await db.update(payments).set({ gatewayRef, updatedAt: new Date() }).where(eq(payments.id, id));
}

const paymentColumns = {
  id: payments.id,
  orderId: payments.orderId,
  gateway: payments.gateway,
  gatewayRef: payments.gatewayRef,
  amountSen: payments.amountSen,
  status: payments.status,
  channel: payments.channel,
  createdAt: payments.createdAt,
  merchantId: orders.merchantId,
  orderToken: orders.token,
};
export type PaymentRow = NonNullable<Awaited<ReturnType<typeof paymentByRef>>>;

export async function paymentByRef(db: Db, gateway: string, gatewayRef: string) {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.gateway, gateway), eq(payments.gatewayRef, gatewayRef)))
    .limit(1);
  return row;
}

export async function paymentById(db: Db, id: number) {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, id))
    .limit(1);
  return row;
}

/** The payment's status, its row locked until the transaction ends: concurrent notices take turns. */
export async function lockPaymentStatus(tx: Db, id: number) {
  const [row] = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, id))
    .for('update')
    .limit(1);
  return row?.status;
}

/**
 * The payment's status `from` → `to` (statuses.ts), only while it is still `from`: a resolved
 * payment is asked about no more, and a paid one keeps when it was paid.
 */
export async function movePaymentStatus(tx: Db, id: number, from: string, to: string) {
  const now = new Date();
  const rows = await tx
    .update(payments)
    .set({ status: to, nextCheckAt: null, updatedAt: now, ...(to === 'paid' ? { paidAt: now } : {}) })
    .where(and(eq(payments.id, id), eq(payments.status, from)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** movePaymentStatus with its payment_events row and notices in the same statement (lib/state-machine-repository.ts). */
export function movePaymentStatusAudited(
  tx: Db,
  p: { id: number; gateway: string },
  from: string,
  to: string,
  e: { source: 'callback' | 'query' | 'return'; outcome: EventOutcome; payload: unknown },
  notices: readonly (readonly [string, string])[],
) {
  const now = new Date();
  const update = tx
    .update(payments)
    .set({ status: to, nextCheckAt: null, updatedAt: now, ...(to === 'paid' ? { paidAt: now } : {}) })
    .where(and(eq(payments.id, p.id), eq(payments.status, from)))
    .returning({ id: payments.id });
  const payload = JSON.stringify(wellFormed(e.payload ?? null));
  return moveAuditNotify(
    tx,
    update,
    (moved) => sql`
      insert into ${paymentEvents} (payment_id, gateway, source, outcome, payload)
      select id, ${p.gateway}, ${e.source}, ${e.outcome}, ${payload}::jsonb from ${moved}`,
    notices,
  );
}

export type EventOutcome =
  | 'applied'
  | 'duplicate'
  | 'bad_signature'
  | 'wrong_amount'
  | 'unknown_payment'
  | 'failed'
  | 'pending';

export async function insertEvent(
  db: Db,
  e: {
    paymentId?: number | null;
    gateway: string;
    source: 'callback' | 'query' | 'return';
    outcome: EventOutcome | 'paid';
    payload: unknown;
  },
) {
  await db.insert(paymentEvents).values({
    paymentId: e.paymentId ?? null,
    gateway: e.gateway,
    source: e.source,
    outcome: e.outcome,
    payload: wellFormed(e.payload ?? null),
  });
}

/** Lone surrogates (which jsonb refuses) replaced, so any notice can be written down as it came. */
function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') {
    return value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  }
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [wellFormed(k) as string, wellFormed(v)]),
    );
  }
  return value;
}

/** Asks about a pending payment sooner (the diner came back from the gateway): when, if still pending. */
export async function checkSoon(db: Db, id: number) {
  const [row] = await db
    .update(payments)
    .set({ nextCheckAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning({ nextCheckAt: payments.nextCheckAt });
  return row?.nextCheckAt ?? undefined;
}

/**
 * Claims up to `limit` pending payments that are due (or only `paymentId`), pushing their next check back
 * (30 s · 2^checks, at most an hour) in the same statement. SKIP LOCKED lets many instances
 * claim side by side without waiting on each other or taking the same rows.
 */
export async function claimDue(db: Db, limit: number, paymentId?: number) {
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        lte(payments.nextCheckAt, sql`now()`),
        paymentId === undefined ? undefined : eq(payments.id, paymentId),
      ),
    )
    .orderBy(asc(payments.nextCheckAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(payments)
    .set({
      nextCheckAt: sql`now() + least(interval '30 seconds' * power(2, least(${payments.checks}, 12)), interval '1 hour')`,
      checks: sql`${payments.checks} + 1`,
    })
    .where(inArray(payments.id, due))
    .returning({ id: payments.id, nextCheckAt: payments.nextCheckAt });
}
