import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, orders, paymentEvents, payments, settings, stores } from '../../db/schema';
import { insertEvent } from './repository';

/** Whether the demo data's merchants are here (the sandbox gateway serves only them in production). */
export async function hasDemoMerchant(db: Db) {
  const [row] = await db
    .select({ id: companies.merchantId })
    .from(companies)
    .where(eq(companies.demo, true))
    .limit(1);
  return row !== undefined;
}

/**
 * A value made once per installation: the first caller's `fresh()` is kept (concurrent first
 * starts agree on one), later callers read it. `replace` overwrites it with a fresh one.
 */
export async function installationSetting(db: Db, key: string, fresh: () => string, replace = false) {
  const value = fresh();
  const insert = db.insert(settings).values({ key, value });
  await (replace
    ? insert.onConflictDoUpdate({ target: settings.key, set: { value } })
    : insert.onConflictDoNothing());
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  if (!row) throw new Error(`setting ${key} vanished`);
  return row.value;
}

// The sandbox gateway's own books. The sandbox plays a gateway that happens to share our
// database: its bill and the diner's decision are payment_events rows with gateway 'sandbox-page'
// (source 'query' for the bill, 'return' for the decision), so any instance can serve its page,
// send its callback and answer its status query.

export const sandboxBooks = 'sandbox-page';

export interface SandboxBill {
  ref: string;
  amountSen: number;
  description: string;
  channel: string;
  method?: string;
  returnUrl: string;
  callbackUrl: string;
}

export async function insertSandboxBill(db: Db, paymentId: number, bill: SandboxBill) {
  await insertEvent(db, {
    paymentId,
    gateway: sandboxBooks,
    source: 'query',
    outcome: 'pending',
    payload: bill,
  });
}

/** The bill (locked when asked, so two submits of its page decide once) and its decision, if any. */
export async function sandboxBill(db: Db, paymentId: number, ref: string, lock = false) {
  const q = db
    .select({ id: paymentEvents.id, payload: paymentEvents.payload })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.paymentId, paymentId),
        eq(paymentEvents.gateway, sandboxBooks),
        eq(paymentEvents.source, 'query'),
        sql`${paymentEvents.payload}->>'ref' = ${ref}`,
      ),
    )
    .limit(1);
  const [bill] = lock ? await q.for('update') : await q;
  if (!bill) return undefined;
  const [decision] = await db
    .select({ outcome: paymentEvents.outcome })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.paymentId, paymentId),
        eq(paymentEvents.gateway, sandboxBooks),
        eq(paymentEvents.source, 'return'),
      ),
    )
    .orderBy(desc(paymentEvents.id))
    .limit(1);
  return {
    bill: bill.payload as SandboxBill,
    decision: decision?.outcome as 'paid' | 'failed' | undefined,
  };
}

/** The store a payment pays, by name, for the sandbox page. */
export async function storeNameOfPayment(db: Db, paymentId: number) {
  const [row] = await db
    .select({ name: stores.displayName })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(stores, eq(stores.merchantId, orders.merchantId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  return row?.name;
}

export async function insertSandboxDecision(
  db: Db,
  paymentId: number,
  ref: string,
  outcome: 'paid' | 'failed',
  method?: string,
) {
  await insertEvent(db, {
    paymentId,
    gateway: sandboxBooks,
    source: 'return',
    outcome,
    payload: { ref, method },
  });
}
