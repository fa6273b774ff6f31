import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../../../test/helpers';
import { klDayOf } from '../../../../lib/time';
import { grant, lemak, placeAs, type RewardsWorld, rewardsWorld } from '../../../loyalty/test-world';
import { sessionOf } from '../../../orders/admin/test-actors';
import { paidOrder, refundWhole } from '../../../payouts/test-support';
import { paidOnline } from '../../test-orders';

/**
 * Test code only: two merchants' sales made through the app (one merchant recruited by an agent,
 * one by nobody), paid at the counter, through the gateway and with points, with refunds; and the
 * raw rows (orders, refunds, ledger, order_rewards, users) the tests recompute every figure from.
 */

export interface SalesWorld {
  a: RewardsWorld;
  b: RewardsWorld;
  /** A session of `a`'s agent, who sees `a` only. */
  agent: string;
  /** A buddy who signed up by SMS code during the test and paid online. */
  buddyId: number;
}

/** A new buddy signed up the way buddies do: an SMS code, then its verification. */
export async function signUpBuddy(t: TestApp) {
  // +6013 and seven digits, the first not 0.
  const phone = `+6013${1_000_000 + Math.floor(Math.random() * 9_000_000)}`;
  const sent = await t.call(null, { method: 'POST', url: '/api/public/otp/send', payload: { phone } });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = t.sms
    .filter((m) => m.to === phone)
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1];
  const res = await t.call(null, { method: 'POST', url: '/api/public/otp/verify', payload: { phone, code } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { token: string; user: { id: number } };
}

/** A buddy's bill paid wholly with points (method 'points'). */
async function paidWithPoints(w: RewardsWorld) {
  const buddy = await w.buddy();
  await grant(w.t.database.db, buddy.id, 5000);
  const placed = await placeAs(w, buddy.token, { lines: [lemak(w)], points: 1458 });
  expect(placed.statusCode, placed.body).toBe(201);
  expect(placed.json().data.payment_status).toBe('paid');
}

export async function salesWorld(t: TestApp, name: string): Promise<SalesWorld> {
  const a = await rewardsWorld(t, `${name}-a`);
  const b = await rewardsWorld(t, `${name}-b`, { agent: false });
  const buddy = await signUpBuddy(t);
  await grant(t.database.db, buddy.user.id, 1000);

  await paidOrder(a, 2, 1);
  await refundWhole(a, (await paidOrder(a, 1)).id);
  await paidOnline(a, buddy.token, 2, 300);

  await paidOrder(b, 1, 2);
  await paidWithPoints(b);
  await refundWhole(b, (await paidOnline(b, buddy.token, 3)).id);
  return { a, b, agent: await sessionOf(t, a.agentId), buddyId: buddy.user.id };
}

// --- The raw rows -------------------------------------------------------------------------------

export interface RawSale {
  merchantId: number;
  day: string;
  method: string;
  buddyId: number | null;
  gross: number;
  points: number;
  serviceCharge: number;
  sst: number;
  /** The platform_revenue leg of the order's 'order_paid' posting. */
  fee: number;
}

export interface RawRefund {
  merchantId: number;
  day: string;
  method: string;
  amount: number;
  /** The platform_revenue leg of the refund's 'order_refund' posting. */
  fee: number;
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const revenueOf = (kind: string, ref: ReturnType<typeof sql>) => sql`(
  select coalesce(sum(e.amount_sen), 0)::int from ledger_transactions lt
  join ledger_entries e on e.transaction_id = lt.id
  join ledger_accounts la on la.id = e.account_id and la.key = 'platform_revenue'
  where lt.kind = ${kind} and lt.ref = ${ref})`;

/** Every paid order and every refund of the database, straight from their tables and postings. */
export async function rawSales(t: TestApp) {
  const db = t.database.db;
  const sales = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select o.merchant_id, o.paid_at, coalesce(o.payment_method, 'counter') as method, o.buddy_id,
        o.total_sen + o.rounding_sen as gross, o.points_sen, o.service_charge_sen, o.sst_sen,
        -${revenueOf('order_paid', sql`o.id::text`)} as fee
      from orders o where o.paid_at is not null`),
  ).map(
    (r): RawSale => ({
      merchantId: Number(r.merchant_id),
      day: klDayOf(new Date(String(r.paid_at))),
      method: String(r.method),
      buddyId: r.buddy_id === null ? null : Number(r.buddy_id),
      gross: Number(r.gross),
      points: Number(r.points_sen),
      serviceCharge: Number(r.service_charge_sen),
      sst: Number(r.sst_sen),
      fee: Number(r.fee),
    }),
  );
  const refunds = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select r.merchant_id, r.created_at, coalesce(o.payment_method, 'counter') as method, r.amount_sen,
        ${revenueOf('order_refund', sql`r.id::text`)} as fee
      from refunds r join orders o on o.id = r.order_id`),
  ).map(
    (r): RawRefund => ({
      merchantId: Number(r.merchant_id),
      day: klDayOf(new Date(String(r.created_at))),
      method: String(r.method),
      amount: Number(r.amount_sen),
      fee: Number(r.fee),
    }),
  );
  return { sales, refunds };
}

export type Raw = Awaited<ReturnType<typeof rawSales>>;

const sum = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((s, r) => s + f(r), 0);

/** The money columns of the sales and refunds `keep` lets through, as the reports name them. */
export function moneyOf(raw: Raw, keep: (r: { merchantId: number; day: string; method: string }) => boolean) {
  const s = raw.sales.filter(keep);
  const r = raw.refunds.filter(keep);
  const gross = sum(s, (x) => x.gross);
  const refunded = sum(r, (x) => x.amount);
  return {
    orders: s.length,
    gross_sen: gross,
    refunded_sen: refunded,
    net_sen: gross - refunded,
    service_charge_sen: sum(s, (x) => x.serviceCharge),
    sst_sen: sum(s, (x) => x.sst),
    points_sen: sum(s, (x) => x.points),
    fee_sen: sum(s, (x) => x.fee) - sum(r, (x) => x.fee),
  };
}

/** What orders at a merchant gave out in rewards, less what refunds took back (order_rewards). */
export async function rawRewards(t: TestApp, merchantId: number) {
  const [row] = rowsOf<{ net: unknown }>(
    await t.database.db.execute(
      sql`select coalesce(sum(amount_sen - reversed_sen), 0) as net from order_rewards where merchant_id = ${merchantId}`,
    ),
  );
  return Number(row?.net ?? 0);
}
