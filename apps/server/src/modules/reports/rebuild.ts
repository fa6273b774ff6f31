import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reopenDays } from './closing';

/**
 * Recomputes every report rollup (db/schema/reports.ts) from the raw rows, with the semantics of
 * the live steps in rollups.ts and ledger/repository.ts addToDaily: for an installation that ran
 * before the rollups existed (issue 14), and for bulk-loaded data (bench/report-data.ts). One
 * transaction, each table emptied then filled by one INSERT … SELECT … GROUP BY.
 *
 * One figure cannot always be recomputed exactly: order_rewards keeps only what refunds took back
 * of each part in all (reversed_sen, written_off_sen), not refund by refund. It is put on the Kuala
 * Lumpur day of the order's last 'order_rewards_refund' posting, which is exact unless one order
 * was refunded in parts on different days (then the earlier days' reversals move to the last).
 */

const klDay = (at: string) => sql.raw(`((${at} at time zone 'UTC') + interval '8 hours')::date`);
const klHour = (at: string) =>
  sql.raw(`extract(hour from (${at} at time zone 'UTC') + interval '8 hours')::smallint`);

/** Paid orders with their paid day, hour, method and fee (rollups.ts addPaidOrder). */
const paidOrders = sql`
  select o.id, o.merchant_id, o.buddy_id, o.subtotal_sen, o.service_charge_sen, o.sst_sen,
    o.total_sen, o.rounding_sen, o.points_sen, o.paid_at, o.guests,
    ${klDay('o.paid_at')} as day, ${klHour('o.paid_at')} as hour,
    coalesce(o.payment_method, 'counter') as method,
    ((o.subtotal_sen::bigint * o.platform_charge_bp + 5000) / 10000) as fee
  from orders o where o.paid_at is not null`;

/**
 * Refunds with their day, hour, the order's method, and from their 'order_refund' posting the fee
 * returned and the points' share given back (addRefund).
 */
const refundRows = sql`
  select r.id, r.order_id, r.merchant_id, r.amount_sen,
    ${klDay('r.created_at')} as day, ${klHour('r.created_at')} as hour,
    coalesce(o.payment_method, 'counter') as method,
    coalesce(f.fee, 0)::bigint as fee, coalesce(f.points, 0)::bigint as points,
    o.guests is not null as covered
  from refunds r join orders o on o.id = r.order_id
  left join lateral (
    select sum(e.amount_sen) filter (where a.key = 'platform_revenue') as fee,
      sum(e.amount_sen) filter (where a.key = 'merchant_redemption:' || r.merchant_id) as points
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id
    where t.kind = 'order_refund' and t.ref = r.id::text
  ) f on true`;

const salesDaily = sql`
  insert into sales_daily (merchant_id, day, method, orders, gross_sen, subtotal_sen, service_charge_sen,
    sst_sen, rounding_sen, points_sen, fee_sen, buddy_orders, refunds, refunded_sen, points_refunded_sen,
    fee_refunded_sen, covers, covered_sales_sen)
  select merchant_id, day, method, sum(orders), sum(gross), sum(subtotal), sum(service), sum(sst),
    sum(rounding), sum(points), sum(fee), sum(buddy_orders), sum(refunds), sum(refunded), sum(points_refunded),
    sum(fee_refunded), sum(covers), sum(covered)
  from (
    select merchant_id, day, method, 1 as orders, total_sen + rounding_sen as gross, subtotal_sen as subtotal,
      service_charge_sen as service, sst_sen as sst, rounding_sen as rounding, points_sen as points, fee,
      (buddy_id is not null)::int as buddy_orders, 0 as refunds, 0 as refunded, 0 as points_refunded,
      0 as fee_refunded, coalesce(guests, 0) as covers,
      case when guests is null then 0 else total_sen + rounding_sen end as covered
    from (${paidOrders}) p
    union all
    select merchant_id, day, method, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, amount_sen, points, fee, 0,
      case when covered then -(amount_sen + points) else 0 end
    from (${refundRows}) r
  ) x
  group by merchant_id, day, method`;

const salesHourly = sql`
  insert into sales_hourly (merchant_id, day, hour, orders, gross_sen, refunds, refunded_sen)
  select merchant_id, day, hour, sum(orders), sum(gross), sum(refunds), sum(refunded)
  from (
    select merchant_id, day, hour, 1 as orders, total_sen + rounding_sen as gross, 0 as refunds, 0 as refunded
    from (${paidOrders}) p
    union all
    select merchant_id, day, hour, 0, 0, 1, amount_sen from (${refundRows}) r
  ) x
  group by merchant_id, day, hour`;

/**
 * Foods: lines on their order's paid day, refunded lines again on their refund's day. The name
 * and code are those of the last paid order of the day that sold the food (the live upsert keeps
 * the latest), else of the first refund that made the row.
 */
const foodSalesDaily = sql`
  insert into food_sales_daily (merchant_id, day, food_id, name, code, quantity, amount_sen,
    refunded_quantity, refunded_sen)
  select merchant_id, day, food_id,
    (array_agg(name order by sold desc, at desc, seq desc))[1],
    (array_agg(code order by sold desc, at desc, seq desc))[1],
    coalesce(sum(quantity) filter (where sold), 0), coalesce(sum(amount) filter (where sold), 0),
    coalesce(sum(quantity) filter (where not sold), 0), coalesce(sum(amount) filter (where not sold), 0)
  from (
    select p.merchant_id, p.day, coalesce(l.food_id, 0) as food_id, l.name, l.code, l.quantity,
      l.line_total_sen as amount, true as sold, p.paid_at as at, p.id as seq
    from (${paidOrders}) p join order_lines l on l.order_id = p.id
    union all
    select r.merchant_id, r.day, coalesce(l.food_id, 0), l.name, l.code, l.quantity, l.line_total_sen,
      false, null, -r.id
    from (${refundRows}) r join order_lines l on l.order_id = r.order_id and l.refund_id = r.id
  ) x
  group by merchant_id, day, food_id`;

/** Rewards on the order's paid day; what refunds took back on the day of the order's last reversal posting. */
const rewardsDaily = sql`
  insert into rewards_daily (merchant_id, day, kind, level, parts, amount_sen, reversed_sen, written_off_sen)
  select merchant_id, day, kind, level, sum(parts), sum(amount), sum(reversed), sum(written_off)
  from (
    select p.merchant_id, p.day, w.kind, w.level::smallint as level, 1 as parts, w.amount_sen as amount,
      0 as reversed, 0 as written_off
    from order_rewards w join (${paidOrders}) p on p.id = w.order_id
    union all
    select o.merchant_id, last.day, w.kind, w.level::smallint, 0, 0, w.reversed_sen, w.written_off_sen
    from order_rewards w
    join orders o on o.id = w.order_id
    join lateral (
      select ${klDay('t.created_at')} as day
      from refunds r join ledger_transactions t on t.kind = 'order_rewards_refund' and t.ref = r.id::text
      where r.order_id = w.order_id
      order by t.created_at desc, t.id desc limit 1
    ) last on true
    where w.reversed_sen <> 0 or w.written_off_sen <> 0
  ) x
  group by merchant_id, day, kind, level`;

/** Every posting's entries per account, day and kind, buddies' own accounts left out (ledger/accounts.ts `daily: false`). */
const ledgerDaily = sql`
  insert into ledger_daily (account_id, day, kind, entries, debit_sen, credit_sen)
  select e.account_id, ${klDay('t.created_at')}, t.kind, count(*),
    coalesce(sum(e.amount_sen) filter (where e.amount_sen > 0), 0),
    coalesce(-sum(e.amount_sen) filter (where e.amount_sen < 0), 0)
  from ledger_entries e
  join ledger_transactions t on t.id = e.transaction_id
  join ledger_accounts a on a.id = e.account_id
  where a.key not like 'buddy_points:%' and a.key not like 'referral_cash:%'
  group by e.account_id, ${klDay('t.created_at')}, t.kind`;

const buddyDays = sql`
  insert into buddy_days (day, buddy_id)
  select distinct ${klDay('paid_at')}, buddy_id from orders where paid_at is not null and buddy_id is not null`;

const tables = [
  'sales_daily',
  'sales_hourly',
  'food_sales_daily',
  'rewards_daily',
  'ledger_daily',
  'buddy_days',
];

/** Empties and refills every rollup table in one transaction: readers see the old figures until it commits. */
export async function rebuildRollups(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Paying and refunding write these tables too: the lock makes them wait for the rebuild
    // instead of adding to rows that are about to be replaced.
    await tx.execute(sql.raw(`lock table ${tables.join(', ')} in exclusive mode`));
    for (const t of tables) await tx.execute(sql.raw(`delete from ${t}`));
    for (const statement of [salesDaily, salesHourly, foodSalesDaily, rewardsDaily, ledgerDaily, buddyDays])
      await tx.execute(statement);
    // The closed days were summed from the rows just replaced: they close again from these.
    await reopenDays(tx);
  });
}

/** An installation with paid orders and no sales rollup yet: it ran before issue 14, so rebuild once at start. */
export async function rollupsMissing(db: Db): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (select 1 from orders where paid_at is not null)
      and not exists (select 1 from sales_daily) as missing`);
  const { rows } = result as unknown as { rows: { missing: boolean }[] };
  return rows[0]?.missing === true;
}
