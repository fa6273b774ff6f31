import { type SQL, sql } from 'drizzle-orm';
import { rewardsDaily, salesDaily } from '../../../../db/schema';
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
 * orders gave out in rewards (less what refunds took back) and what it is owed (net − fee). One
 * grouped pass over sales_daily by day (its index), one over rewards_daily, names after grouping.
 */
export function summaryByMerchant(req: ReportRequest): SQL {
  const rewardsWhere = sql.join(
    [
      sql`${rewardsDaily.day} between ${req.range.from}::date and ${req.range.to}::date`,
      ...[inScope(rewardsDaily.merchantId, req.scope)].filter((c): c is SQL => c !== undefined),
    ],
    sql` and `,
  );
  const zeroed = sql.join(
    salesMoneyKeys.map((k) => sql`coalesce(sales.${sql.identifier(k)}, 0) as ${sql.identifier(k)}`),
    sql`, `,
  );
  const perMerchant = sql`
    with sales as (
      select merchant_id, ${salesMoneySums} from ${salesDaily} where ${salesWhere(req)} group by merchant_id
    ),
    rewards as (
      select merchant_id, sum(amount_sen - reversed_sen)::bigint as rewards_sen
      from ${rewardsDaily} where ${rewardsWhere} group by merchant_id
    )
    select merchant_id, ${zeroed}, coalesce(rewards.rewards_sen, 0) as rewards_sen,
      coalesce(sales.net_sen, 0) - coalesce(sales.fee_sen, 0) as payable_sen
    from sales full join rewards using (merchant_id)`;
  return withMerchantNames(
    perMerchant,
    sql`merchant_id, n.merchant, ${moneyOf('s')}, s.rewards_sen, s.payable_sen`,
  );
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
