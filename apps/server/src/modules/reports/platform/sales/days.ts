import { type SQL, sql } from 'drizzle-orm';
import { salesDaily } from '../../../../db/schema';
import type { ReportRequest } from '../../types';
import { dayText, everyDay, online, salesMoneyOf, salesMoneySums, salesWhere } from './money';

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
      from ${salesDaily} where ${salesWhere(req)} group by day
    ) s on s.day = d.day`;
}

/** daily_sales: the day's money over the merchants, and how many of them had a paid order. */
export function salesByDay(req: ReportRequest): SQL {
  return sql`
    select ${dayText(sql`d.day`)} as day, coalesce(s.merchants, 0) as merchants, ${salesMoneyOf('s')}
    from ${everyDay(req.range)}
    left join (
      select day, (count(distinct merchant_id) filter (where orders > 0))::int as merchants, ${salesMoneySums}
      from ${salesDaily} where ${salesWhere(req)} group by day
    ) s on s.day = d.day`;
}
