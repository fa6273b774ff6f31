import { agentRoles, onlineMethods } from '@meja/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  orderLines,
  orderRewards,
  orders,
  payoutItems,
  refunds,
  stores,
  users,
} from '../../db/schema';
import { klDayOf } from '../../lib/time';

/**
 * Test code only (agreement.test.ts): the raw rows a report is made of — orders, their lines,
 * refunds, rewards, the ledger's entries, users — read straight from their tables, never from the
 * rollups, and the figures every report should show recomputed from them in plain code.
 */

export type Row = Record<string, string | number | null>;

export async function readRaw(db: Db) {
  const [o, lines, r, rewards, entries, people, shops, items] = await Promise.all([
    db.select().from(orders),
    db.select().from(orderLines),
    db.select().from(refunds),
    db.select().from(orderRewards),
    db
      .select({
        kind: ledgerTransactions.kind,
        ref: ledgerTransactions.ref,
        at: ledgerTransactions.createdAt,
        key: ledgerAccounts.key,
        type: ledgerAccounts.type,
        unit: ledgerAccounts.unit,
        amount: ledgerEntries.amountSen,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId)),
    db.select().from(users),
    db.select().from(stores),
    db.select().from(payoutItems),
  ]);
  return { orders: o, lines, refunds: r, rewards, entries, users: people, stores: shops, items };
}
export type Raw = Awaited<ReturnType<typeof readRaw>>;

export const dayOf = (at: Date | null) => (at ? klDayOf(at) : '');
const sum = <T>(xs: readonly T[], f: (x: T) => number) => xs.reduce((s, x) => s + f(x), 0);
export const methodOf = (o: Raw['orders'][number]) => o.paymentMethod ?? 'counter';
export const grossOf = (o: Raw['orders'][number]) => o.totalSen + o.roundingSen;

/** The ledger's amount on accounts matching `key` in transactions of `kind` with `ref`. */
const ledgerOf = (raw: Raw, kind: string, ref: number, key: string) =>
  sum(
    raw.entries.filter((e) => e.kind === kind && e.ref === String(ref) && e.key === key),
    (e) => e.amount,
  );

/** The fee an order's payment credited to platform revenue, and what a refund's posting gave back of it. */
export const feeOf = (raw: Raw, orderId: number) =>
  0 - ledgerOf(raw, 'order_paid', orderId, 'platform_revenue');
export const feeBackOf = (raw: Raw, refundId: number) =>
  ledgerOf(raw, 'order_refund', refundId, 'platform_revenue');

/** What a refund gave back in points' value: its posting's debit of the merchant's redemption account. */
export const pointsBackOf = (raw: Raw, r: { id: number; merchantId: number }) =>
  ledgerOf(raw, 'order_refund', r.id, `merchant_redemption:${r.merchantId}`);

/** Money and points' share a refund gave back (gross counts points, so refunds do too). */
export const valueBackOf = (raw: Raw, r: { id: number; merchantId: number; amountSen: number }) =>
  r.amountSen + pointsBackOf(raw, r);

/** The paid orders and refunds of the range (by Kuala Lumpur day), `keep` narrowing both by their order. */
export function salesOf(raw: Raw, days: readonly string[], keep: (o: Raw['orders'][number]) => boolean) {
  const byId = new Map(raw.orders.map((o) => [o.id, o]));
  const paid = raw.orders.filter((o) => o.paidAt && days.includes(dayOf(o.paidAt)) && keep(o));
  const back = raw.refunds
    .filter((r) => days.includes(dayOf(r.createdAt)))
    .map((r) => ({ ...r, order: byId.get(r.orderId) as Raw['orders'][number] }))
    .filter((r) => keep(r.order));
  return { paid, back };
}
export type Sales = ReturnType<typeof salesOf>;

/** SPEC's sales money of a group of paid orders and refunds. */
export function money(raw: Raw, s: Sales): Row {
  const gross = sum(s.paid, grossOf);
  const refunded = sum(s.back, (r) => valueBackOf(raw, r));
  const fee = sum(s.paid, (o) => feeOf(raw, o.id)) - sum(s.back, (r) => feeBackOf(raw, r.id));
  return {
    orders: s.paid.length,
    gross_sen: gross,
    refunded_sen: refunded,
    net_sen: gross - refunded,
    service_charge_sen: sum(s.paid, (o) => o.serviceChargeSen),
    sst_sen: sum(s.paid, (o) => o.sstSen),
    points_sen: sum(s.paid, (o) => o.pointsSen),
    fee_sen: fee,
    ...guestsOf(raw, s),
  };
}

/** The group's covers and average spend per guest (issue 29): orders that recorded their guests. */
function guestsOf(raw: Raw, s: Sales): Row {
  const seated = s.paid.filter((o) => o.guests !== null);
  const covers = sum(seated, (o) => o.guests ?? 0);
  const covered =
    sum(seated, grossOf) -
    sum(
      s.back.filter((r) => r.order.guests !== null),
      (r) => valueBackOf(raw, r),
    );
  return { covers, avg_spend_per_guest_sen: covers > 0 ? Math.round(covered / covers) : null };
}

/** Groups of the range's sales by a key of their order and day: what a grouped sales report rows are. */
export function groupSales(
  raw: Raw,
  days: readonly string[],
  key: (o: Raw['orders'][number], day: string) => string,
) {
  const all = salesOf(raw, days, () => true);
  const groups = new Map<string, Sales>();
  const at = (k: string) => {
    const g = groups.get(k) ?? { paid: [], back: [] };
    groups.set(k, g);
    return g;
  };
  for (const o of all.paid) at(key(o, dayOf(o.paidAt))).paid.push(o);
  for (const r of all.back) at(key(r.order, dayOf(r.createdAt))).back.push(r);
  return groups;
}

export const isOnline = (method: string) => (onlineMethods as readonly string[]).includes(method);

export function merchantName(raw: Raw, id: number) {
  const u = raw.users.find((x) => x.id === id);
  return raw.stores.find((s) => s.merchantId === id)?.displayName ?? u?.name ?? u?.username ?? '';
}

export const agentLike: readonly string[] = [...agentRoles, 'sub_agent'];
export const total = sum;
