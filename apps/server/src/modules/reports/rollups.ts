import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The report rollups of db/schema/reports.ts, kept by the transactions that pay and refund orders
 * (DESIGN.md "Reports"): each change is one statement of data-modifying CTEs, so a paid order
 * costs one more round trip, and a report sees it the moment the payment commits.
 *
 * Days and hours are Kuala Lumpur's (UTC+8 all year): a sale counts on the day it was paid, a
 * refund on the day it was made. The method is the order's payment method ('counter' when a
 * cashier marked it paid without saying how).
 */

const klDay = (at: ReturnType<typeof sql>) => sql`((${at} at time zone 'UTC') + interval '8 hours')::date`;
const klHour = (at: ReturnType<typeof sql>) =>
  sql`extract(hour from (${at} at time zone 'UTC') + interval '8 hours')::smallint`;

/** The platform fee of an order as the ledger step charged it (orders/pricing.ts percentOf, half up). */
const fee = sql`((o.subtotal_sen::bigint * o.platform_charge_bp + 5000) / 10000)`;

/**
 * Adds a paid order to its merchant's sales, hours, foods and rewards of the day, and its buddy's
 * activity. An order that recorded its guests adds them to the day's covers and its gross to the
 * covered sales (the average spend per guest's parts); one without adds to neither.
 */
export async function addPaidOrder(tx: Db, orderId: number) {
  await tx.execute(sql`
    with o as (
      select o.*, ${klDay(sql`o.paid_at`)} as day, ${klHour(sql`o.paid_at`)} as hour,
        coalesce(o.payment_method, 'counter') as method
      from orders o where o.id = ${orderId} and o.paid_at is not null
    ),
    d as (
      insert into sales_daily as s (merchant_id, day, method, orders, gross_sen, subtotal_sen,
        service_charge_sen, sst_sen, rounding_sen, points_sen, fee_sen, buddy_orders, covers, covered_sales_sen)
      select merchant_id, day, method, 1, total_sen + rounding_sen, subtotal_sen, service_charge_sen,
        sst_sen, rounding_sen, points_sen, ${fee}, (buddy_id is not null)::int, coalesce(guests, 0),
        case when guests is null then 0 else total_sen + rounding_sen end
      from o
      on conflict (merchant_id, day, method) do update set
        orders = s.orders + 1,
        gross_sen = s.gross_sen + excluded.gross_sen,
        subtotal_sen = s.subtotal_sen + excluded.subtotal_sen,
        service_charge_sen = s.service_charge_sen + excluded.service_charge_sen,
        sst_sen = s.sst_sen + excluded.sst_sen,
        rounding_sen = s.rounding_sen + excluded.rounding_sen,
        points_sen = s.points_sen + excluded.points_sen,
        fee_sen = s.fee_sen + excluded.fee_sen,
        buddy_orders = s.buddy_orders + excluded.buddy_orders,
        covers = s.covers + excluded.covers,
        covered_sales_sen = s.covered_sales_sen + excluded.covered_sales_sen
    ),
    h as (
      insert into sales_hourly as s (merchant_id, day, hour, orders, gross_sen)
      select merchant_id, day, hour, 1, total_sen + rounding_sen from o
      on conflict (merchant_id, day, hour) do update set
        orders = s.orders + 1, gross_sen = s.gross_sen + excluded.gross_sen
    ),
    b as (
      insert into buddy_days (day, buddy_id) select day, buddy_id from o where buddy_id is not null
      on conflict do nothing
    ),
    r as (
      insert into rewards_daily as s (merchant_id, day, kind, level, parts, amount_sen)
      select o.merchant_id, o.day, w.kind, w.level, count(*), sum(w.amount_sen)
      from order_rewards w, o where w.order_id = o.id
      group by o.merchant_id, o.day, w.kind, w.level
      on conflict (merchant_id, day, kind, level) do update set
        parts = s.parts + excluded.parts, amount_sen = s.amount_sen + excluded.amount_sen
    )
    insert into food_sales_daily as s (merchant_id, day, food_id, name, code, quantity, amount_sen)
    select o.merchant_id, o.day, coalesce(l.food_id, 0), max(l.name), max(l.code), sum(l.quantity), sum(l.line_total_sen)
    from order_lines l, o where l.order_id = o.id
    group by o.merchant_id, o.day, coalesce(l.food_id, 0)
    on conflict (merchant_id, day, food_id) do update set
      name = excluded.name, code = excluded.code,
      quantity = s.quantity + excluded.quantity, amount_sen = s.amount_sen + excluded.amount_sen`);
}

/**
 * Adds a refund to the day it was made, under the order's payment method: the money given back,
 * and from its 'order_refund' posting the platform fee it returned (the platform_revenue leg) and
 * the points' share of the bill it gave back (the merchant_redemption leg: the merchant is no
 * longer owed it); and the refunded lines' foods. An order with guests has what was given back
 * (money and points) taken off the covered sales; its covers stay (the guests did come).
 */
export async function addRefund(tx: Db, refundId: number) {
  await tx.execute(sql`
    with r as (
      select r.id, r.order_id, r.merchant_id, r.amount_sen, ${klDay(sql`r.created_at`)} as day,
        ${klHour(sql`r.created_at`)} as hour, coalesce(o.payment_method, 'counter') as method,
        o.guests is not null as covered
      from refunds r join orders o on o.id = r.order_id where r.id = ${refundId}
    ),
    f as (
      select
        coalesce(sum(e.amount_sen) filter (where a.key = 'platform_revenue'), 0)::bigint as fee,
        coalesce(sum(e.amount_sen) filter (where a.key = 'merchant_redemption:' || r.merchant_id), 0)::bigint as points
      from r
      join ledger_transactions t on t.kind = 'order_refund' and t.ref = r.id::text
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id
    ),
    d as (
      insert into sales_daily as s (merchant_id, day, method, refunds, refunded_sen, points_refunded_sen,
        fee_refunded_sen, covered_sales_sen)
      select r.merchant_id, r.day, r.method, 1, r.amount_sen, f.points, f.fee,
        case when r.covered then -(r.amount_sen + f.points) else 0 end
      from r, f
      on conflict (merchant_id, day, method) do update set
        refunds = s.refunds + 1,
        refunded_sen = s.refunded_sen + excluded.refunded_sen,
        points_refunded_sen = s.points_refunded_sen + excluded.points_refunded_sen,
        fee_refunded_sen = s.fee_refunded_sen + excluded.fee_refunded_sen,
        covered_sales_sen = s.covered_sales_sen + excluded.covered_sales_sen
    ),
    h as (
      insert into sales_hourly as s (merchant_id, day, hour, refunds, refunded_sen)
      select merchant_id, day, hour, 1, amount_sen from r
      on conflict (merchant_id, day, hour) do update set
        refunds = s.refunds + 1, refunded_sen = s.refunded_sen + excluded.refunded_sen
    )
    insert into food_sales_daily as s (merchant_id, day, food_id, name, code, refunded_quantity, refunded_sen)
    select r.merchant_id, r.day, coalesce(l.food_id, 0), max(l.name), max(l.code), sum(l.quantity), sum(l.line_total_sen)
    from order_lines l, r where l.order_id = r.order_id and l.refund_id = r.id
    group by r.merchant_id, r.day, coalesce(l.food_id, 0)
    on conflict (merchant_id, day, food_id) do update set
      refunded_quantity = s.refunded_quantity + excluded.refunded_quantity,
      refunded_sen = s.refunded_sen + excluded.refunded_sen`);
}

/** What a refund took back of an order's rewards, part by part, on today's (Kuala Lumpur) row. */
export async function addRewardReversals(
  tx: Db,
  merchantId: number,
  parts: readonly { kind: string; level: number; reversedSen: number; writtenOffSen: number }[],
) {
  const moved = parts.filter((p) => p.reversedSen !== 0 || p.writtenOffSen !== 0);
  if (!moved.length) return;
  const values = sql.join(
    moved.map(
      (p) => sql`(${p.kind}, ${p.level}::smallint, ${p.reversedSen}::bigint, ${p.writtenOffSen}::bigint)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into rewards_daily as s (merchant_id, day, kind, level, reversed_sen, written_off_sen)
    select ${merchantId}, ${klDay(sql`now()`)}, v.kind, v.level, sum(v.rev), sum(v.wo)
    from (values ${values}) as v(kind, level, rev, wo)
    group by v.kind, v.level
    on conflict (merchant_id, day, kind, level) do update set
      reversed_sen = s.reversed_sen + excluded.reversed_sen,
      written_off_sen = s.written_off_sen + excluded.written_off_sen`);
}
