import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { rewardsDaily, salesDaily } from '../../../../db/schema';
import { everyMerchant } from '../../platform-rows';
import { inScope } from '../../scope';
import type { ReportRequest } from '../../types';
import { dayText, salesMoneyKeys, salesMoneySums, salesWhere, withMerchantNames } from './money';

/** The per-merchant sales reports: grouped SELECTs whose columns are the catalogue's keys. */

const moneyOf = (alias: string) =>
  sql.join(
    salesMoneyKeys.map((k) => sql`${sql.identifier(alias)}.${sql.identifier(k)}`),
    sql`, `,
  );

/**
 * summary_report: each merchant with sales, refunds or rewards in the range, its money, what its
 * orders gave out in rewards (less what refunds took back) and what it is owed (net − fee). The
 * rows: sales_daily and rewards_daily of the range's days, except that over every merchant the
 * range's whole closed months come from closed_merchant_months (one row a merchant a month).
 */
export function summaryByMerchant(req: ReportRequest): SQL {
  const months = closedMonthsOf(req);
  const days = months
    ? sql`(day between ${req.range.from}::date and ${months.before}::date
        or day between ${months.after}::date and ${req.range.to}::date)`
    : sql`day between ${req.range.from}::date and ${req.range.to}::date`;
  const scoped = (column: AnyColumn) => {
    const c = inScope(column, req.scope);
    return c ? sql` and ${c}` : sql``;
  };
  const monthly = months
    ? sql`union all select merchant_id, ${monthColumns} from closed_merchant_months
        where month between ${months.first}::date and ${months.last}::date`
    : sql``;
  const monthlyRewards = months
    ? sql`union all select merchant_id, rewards_sen from closed_merchant_months
        where month between ${months.first}::date and ${months.last}::date`
    : sql``;
  const zeroed = sql.join(
    salesMoneyKeys.map((k) => sql`coalesce(sales.${sql.identifier(k)}, 0) as ${sql.identifier(k)}`),
    sql`, `,
  );
  const perMerchant = sql`
    with sales as (
      select merchant_id, ${salesMoneySums} from (
        select merchant_id, ${monthColumns} from ${salesDaily} where ${days}${scoped(salesDaily.merchantId)}
        ${monthly}
      ) x group by merchant_id
    ),
    rewards as (
      select merchant_id, sum(rewards_sen)::bigint as rewards_sen from (
        select merchant_id, amount_sen - reversed_sen as rewards_sen from ${rewardsDaily}
        where ${days}${scoped(rewardsDaily.merchantId)}
        ${monthlyRewards}
      ) x group by merchant_id
    )
    select merchant_id, ${zeroed}, coalesce(rewards.rewards_sen, 0) as rewards_sen,
      coalesce(sales.net_sen, 0) - coalesce(sales.fee_sen, 0) as payable_sen
    from sales full join rewards using (merchant_id)`;
  return withMerchantNames(
    perMerchant,
    sql`merchant_id, n.merchant, ${moneyOf('s')}, s.rewards_sen, s.payable_sen`,
  );
}

/** The sales_daily columns salesMoneySums reads, as closed_merchant_months has them too. */
const monthColumns = sql.raw(
  'orders, gross_sen, service_charge_sen, sst_sen, points_sen, fee_sen, refunded_sen, points_refunded_sen, fee_refunded_sen',
);

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const addMonth = (month: string) => {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * The whole months of the range that are closed (every day up to the newest closed one), when the
 * call reads every merchant: the first and last such month, and the days just before and after
 * them that still come from the daily rows. None: read the days.
 */
function closedMonthsOf(req: ReportRequest) {
  const through = req.range.closedThrough;
  if (!everyMerchant(req.scope) || !through) return undefined;
  const first =
    req.range.from === monthStart(req.range.from) ? req.range.from : addMonth(monthStart(req.range.from));
  // YYYY-MM-DD text orders as the days do: the earlier of the two.
  const end = [req.range.to, through].sort()[0] ?? through;
  let last: string | undefined;
  for (let m = first; addDays(addMonth(m), -1) <= end; m = addMonth(m)) last = m;
  if (!last) return undefined;
  return { first, last, before: addDays(first, -1), after: addMonth(last) };
}

/** daily_sales_detail: each merchant's money per day it had sales or refunds. */
export function salesByDayAndMerchant(req: ReportRequest): SQL {
  const perDay = sql`
    select day, merchant_id, ${salesMoneySums}
    from ${salesDaily} where ${salesWhere(req)} group by day, merchant_id`;
  return withMerchantNames(
    perDay,
    sql`${dayText(sql`s.day`)} as day, merchant_id, n.merchant, ${moneyOf('s')}`,
  );
}
