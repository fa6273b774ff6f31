import { type SQL, sql } from 'drizzle-orm';
import { salesDaily } from '../../../../db/schema';
import { everyMerchant, platformActivity } from '../../platform-rows';
import type { ReportRequest } from '../../types';
import { dayText, everyDay, online, salesFrom, salesMoneyOf, salesMoneySums, salesWhere } from './money';

/** The sales reports with a row for every day of the range, days without sales as zeros. */

/**
 * platform_transaction: how the day's money came in. Online and counter are what the gateway and
 * the counters took (gross less points); a bill paid wholly with points ('points') is in neither.
 */
export function transactionsByDay(req: ReportRequest): SQL {
  return sql`
    select ${dayText(sql`d.day`)} as day,
      coalesce(s.orders, 0) as orders,
      coalesce(s.gross_sen, 0) as gross_sen,
      coalesce(s.online_sen, 0) as online_sen,
      coalesce(s.counter_sen, 0) as counter_sen,
      coalesce(s.points_sen, 0) as points_sen,
      coalesce(s.refunded_sen, 0) as refunded_sen,
      coalesce(s.fee_sen, 0) as fee_sen,
      coalesce(s.fee_refunded_sen, 0) as fee_refunded_sen,
      coalesce(s.fee_sen, 0) - coalesce(s.fee_refunded_sen, 0) as net_fee_sen
    from ${everyDay(req.range)}
    left join (
      select day,
        sum(orders)::int as orders,
        sum(gross_sen)::bigint as gross_sen,
        sum(gross_sen - points_sen) filter (where method in ${online})::bigint as online_sen,
        sum(gross_sen - points_sen) filter (where method not in ${online} and method <> 'points')::bigint
          as counter_sen,
        sum(points_sen)::bigint as points_sen,
        sum(refunded_sen + points_refunded_sen)::bigint as refunded_sen,
        sum(fee_sen)::bigint as fee_sen,
        sum(fee_refunded_sen)::bigint as fee_refunded_sen
      from ${salesFrom(req)} where ${salesWhere(req)} group by day
    ) s on s.day = d.day`;
}

/**
 * daily_sales: the day's money over the merchants, and how many of them had a paid order (over
 * every merchant, counted when the day closed: ../../platform-rows.ts platformActivity).
 */
export function salesByDay(req: ReportRequest): SQL {
  const merchants = everyMerchant(req.scope)
    ? sql`select day, merchants from ${platformActivity(req.range)}`
    : sql`select day, (count(distinct merchant_id) filter (where orders > 0))::int as merchants
        from ${salesDaily} where ${salesWhere(req)} group by day`;
  return sql`
    select ${dayText(sql`d.day`)} as day, coalesce(m.merchants, 0) as merchants, ${salesMoneyOf('s')}
    from ${everyDay(req.range)}
    left join (select day, ${salesMoneySums} from ${salesFrom(req)} where ${salesWhere(req)} group by day) s
      on s.day = d.day
    left join (${merchants}) m on m.day = d.day`;
}
