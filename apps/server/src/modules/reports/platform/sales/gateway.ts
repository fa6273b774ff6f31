import { type SQL, sql } from 'drizzle-orm';
import type { ReportRequest } from '../../types';
import { dayText, salesFrom, salesWhere } from './money';

/**
 * pg_report: what each payment method took per day (gross less the points that paid part of it),
 * what refunds gave back through it, and the difference; `type` keeps one method.
 */
export function paymentsByDayAndMethod(req: ReportRequest): SQL {
  const method = req.query.type === undefined ? sql`` : sql` and method = ${req.query.type}`;
  return sql`
    select ${dayText(sql`day`)} as day, method,
      sum(orders)::int as orders,
      sum(gross_sen - points_sen)::bigint as amount_sen,
      sum(refunds)::int as refunds,
      sum(refunded_sen)::bigint as refunded_sen,
      (sum(gross_sen - points_sen) - sum(refunded_sen))::bigint as net_sen
    from ${salesFrom(req)} where ${salesWhere(req)}${method}
    group by day, method`;
}

/** The doughnut: each method's amount over the whole range, largest first. */
export const amountByMethod = sql`select method as x, sum(amount_sen) as y from g group by method order by y desc, x`;
