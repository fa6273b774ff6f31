import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  orderLines,
  orderRewards,
  orders,
  refunds,
} from '../../../db/schema';
import { klDayOf } from '../../../lib/time';

/**
 * Test code only: a merchant's reports recomputed from the raw rows (orders, their lines, refunds,
 * rewards and the platform fee's ledger legs), never from the rollups the reports read.
 */

export interface Raw {
  orders: (typeof orders.$inferSelect)[];
  lines: (typeof orderLines.$inferSelect)[];
  refunds: (typeof refunds.$inferSelect)[];
  rewards: (typeof orderRewards.$inferSelect)[];
  /** platform_revenue's leg per posting ("order_paid:id", "order_refund:id"), as a positive fee. */
  fee: Map<string, number>;
}

export async function rawOf(db: Db, merchantId: number): Promise<Raw> {
  const paid = await db
    .select()
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), isNotNull(orders.paidAt)));
  const ids = paid.map((o) => o.id);
  const none = [-1];
  const legs = await db
    .select({
      kind: ledgerTransactions.kind,
      ref: ledgerTransactions.ref,
      amountSen: ledgerEntries.amountSen,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.key, 'platform_revenue'),
        inArray(ledgerTransactions.kind, ['order_paid', 'order_refund']),
      ),
    );
  return {
    orders: paid,
    lines: await db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids.length ? ids : none)),
    refunds: await db.select().from(refunds).where(eq(refunds.merchantId, merchantId)),
    rewards: await db.select().from(orderRewards).where(eq(orderRewards.merchantId, merchantId)),
    // Revenue is a credit (negative) when charged, a debit when a refund gives it back.
    fee: new Map(
      legs.map((l) => [`${l.kind}:${l.ref}`, l.kind === 'order_paid' ? -l.amountSen : l.amountSen]),
    ),
  };
}

const dayOf = (at: Date | null) => klDayOf(at ?? 0);

/** ISO week label (Monday first, the week's year is its Thursday's). */
export function isoWeek(day: string) {
  const d = new Date(`${day}T00:00:00Z`);
  const thursday = new Date(d.getTime() + (3 - ((d.getUTCDay() + 6) % 7)) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export const labelOf = (type: string, day: string) =>
  type === 'week' ? isoWeek(day) : type === 'month' ? day.slice(0, 7) : day;

export function daysOfRange(from: string, to: string) {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

type Row = Record<string, number | string | null>;

const money = () => ({
  orders: 0,
  gross_sen: 0,
  refunded_sen: 0,
  net_sen: 0,
  service_charge_sen: 0,
  sst_sen: 0,
  points_sen: 0,
  fee_sen: 0,
  payable_sen: 0,
});
type Money = ReturnType<typeof money>;

const inRange = (day: string, from: string, to: string) => day >= from && day <= to;
const methodOf = (o: Raw['orders'][number]) => o.paymentMethod ?? 'counter';

/** Sales money per key (a period label or a method), as the sales reports show it. */
function salesBy(raw: Raw, from: string, to: string, keyOf: (day: string, method: string) => string) {
  const out = new Map<string, Money>();
  const at = (k: string) => out.get(k) ?? out.set(k, money()).get(k) ?? money();
  for (const o of raw.orders) {
    const day = dayOf(o.paidAt);
    if (!inRange(day, from, to)) continue;
    const m = at(keyOf(day, methodOf(o)));
    const fee = raw.fee.get(`order_paid:${o.id}`) ?? 0;
    m.orders += 1;
    m.gross_sen += o.totalSen + o.roundingSen;
    m.service_charge_sen += o.serviceChargeSen;
    m.sst_sen += o.sstSen;
    m.points_sen += o.pointsSen;
    m.fee_sen += fee;
  }
  for (const r of raw.refunds) {
    const day = dayOf(r.createdAt);
    const order = raw.orders.find((o) => o.id === r.orderId);
    if (!inRange(day, from, to) || !order) continue;
    const m = at(keyOf(day, methodOf(order)));
    m.refunded_sen += r.amountSen;
    m.fee_sen -= raw.fee.get(`order_refund:${r.id}`) ?? 0;
  }
  for (const m of out.values()) {
    m.net_sen = m.gross_sen - m.refunded_sen;
    m.payable_sen = m.net_sen - m.fee_sen;
  }
  return out;
}

/**
 * Guests per key (issue 29): the covers of the paid orders that recorded guests, and their net
 * sales (gross when paid, less what refunds gave back), as covers and average spend per guest.
 */
function guestsBy(raw: Raw, from: string, to: string, keyOf: (day: string) => string) {
  const out = new Map<string, { covers: number; covered: number }>();
  const at = (k: string) =>
    out.get(k) ?? out.set(k, { covers: 0, covered: 0 }).get(k) ?? { covers: 0, covered: 0 };
  for (const o of raw.orders) {
    const day = dayOf(o.paidAt);
    if (o.guests === null || !inRange(day, from, to)) continue;
    const g = at(keyOf(day));
    g.covers += o.guests;
    g.covered += o.totalSen + o.roundingSen;
  }
  for (const r of raw.refunds) {
    const day = dayOf(r.createdAt);
    const order = raw.orders.find((o) => o.id === r.orderId);
    if (!order || order.guests === null || !inRange(day, from, to)) continue;
    at(keyOf(day)).covered -= r.amountSen;
  }
  return out;
}

/** sales_report's rows, every period of the range, oldest first. */
export function salesExpected(raw: Raw, from: string, to: string, type: string): Row[] {
  const by = salesBy(raw, from, to, (day) => labelOf(type, day));
  const guests = guestsBy(raw, from, to, (day) => labelOf(type, day));
  const periods = [...new Set(daysOfRange(from, to).map((d) => labelOf(type, d)))];
  return periods.map((period) => {
    const g = guests.get(period) ?? { covers: 0, covered: 0 };
    return {
      period,
      ...(by.get(period) ?? money()),
      covers: g.covers,
      avg_spend_per_guest_sen: g.covers > 0 ? Math.round(g.covered / g.covers) : null,
    };
  });
}

/** summary_report's rows by method (unordered). */
export function summaryExpected(raw: Raw, from: string, to: string): Row[] {
  return [...salesBy(raw, from, to, (_, method) => method)].map(([method, m]) => ({ method, ...m }));
}

/** best_selling_report's rows by food (unordered, rank left out). */
export function bestSellingExpected(raw: Raw, from: string, to: string): Row[] {
  const out = new Map<
    number,
    Row & { quantity: number; amount_sen: number; refunded_quantity: number; refunded_sen: number }
  >();
  const refundDay = new Map(raw.refunds.map((r) => [r.id, dayOf(r.createdAt)]));
  const paidDay = new Map(raw.orders.map((o) => [o.id, dayOf(o.paidAt)]));
  for (const l of raw.lines) {
    const key = l.foodId ?? 0;
    const row = out.get(key) ?? {
      food: l.name,
      code: l.code,
      quantity: 0,
      amount_sen: 0,
      refunded_quantity: 0,
      refunded_sen: 0,
    };
    const paid = paidDay.get(l.orderId);
    const refunded = l.refundId === null ? undefined : refundDay.get(l.refundId);
    const sold = paid !== undefined && inRange(paid, from, to);
    const back = refunded !== undefined && inRange(refunded, from, to);
    if (!sold && !back) continue;
    if (sold) {
      row.quantity += l.quantity;
      row.amount_sen += l.lineTotalSen;
    }
    if (back) {
      row.refunded_quantity += l.quantity;
      row.refunded_sen += l.lineTotalSen;
    }
    out.set(key, row);
  }
  return [...out.values()].map((r) => ({ ...r, net_sen: r.amount_sen - r.refunded_sen }));
}

/** referral_report's rows, every day of the range, oldest first (a reward's reversal on its order's refund day). */
export function referralExpected(raw: Raw, from: string, to: string): Row[] {
  const rows = new Map(
    daysOfRange(from, to).map((day) => [
      day,
      { day, buddy_orders: 0, cashback_points: 0, referral_points: 0, reversed_points: 0, net_points: 0 },
    ]),
  );
  for (const o of raw.orders) {
    const row = rows.get(dayOf(o.paidAt));
    if (row && o.buddyId !== null) row.buddy_orders += 1;
  }
  for (const w of raw.rewards) {
    if (w.kind !== 'cashback' && w.kind !== 'referral') continue;
    const order = raw.orders.find((o) => o.id === w.orderId);
    const earned = rows.get(dayOf(order?.paidAt ?? null));
    if (earned) earned[w.kind === 'cashback' ? 'cashback_points' : 'referral_points'] += w.amountSen;
    const refund = raw.refunds.filter((r) => r.orderId === w.orderId).at(-1);
    const reversed = refund && rows.get(dayOf(refund.createdAt));
    if (reversed) reversed.reversed_points += w.reversedSen;
  }
  return [...rows.values()].map((r) => ({
    ...r,
    net_points: r.cashback_points + r.referral_points - r.reversed_points,
  }));
}

/** sales_report_detail's rows for orders paid in [from, to), by paid_at then id ascending. */
export function detailExpected(raw: Raw, from: Date, to: Date): Row[] {
  return raw.orders
    .filter((o) => o.paidAt && o.paidAt >= from && o.paidAt < to)
    .sort((a, b) => (a.paidAt?.getTime() ?? 0) - (b.paidAt?.getTime() ?? 0) || a.id - b.id)
    .map((o) => ({
      paid_at: o.paidAt?.toISOString() ?? null,
      receipt_no: o.receiptNo,
      order_no: o.orderNo ?? 0,
      table: o.tableName,
      method: methodOf(o),
      items: raw.lines.filter((l) => l.orderId === o.id).reduce((s, l) => s + l.quantity, 0),
      total_sen: o.totalSen + o.roundingSen,
      points_sen: o.pointsSen,
      refunded_sen: o.refundedSen,
      status: o.paymentStatus,
    }));
}

/** Column sums of rows (the totals row's figures). */
export const sumOf = (rows: Row[], key: string) => rows.reduce((s, r) => s + Number(r[key] ?? 0), 0);
