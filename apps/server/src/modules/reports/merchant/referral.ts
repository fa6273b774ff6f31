import { sql } from 'drizzle-orm';
import { groupedPage, groupedRows } from '../query';
import type { ReportHandler, ReportRequest } from '../types';
import { ofMerchantInRange } from './scope';

/**
 * Every day of the range (none missing): the orders paid there by signed-in buddies, and the
 * cashback and referral points those orders earned, less what refunds made that day took back.
 */
function referralDays(req: ReportRequest) {
  return sql`
    select to_char(d, 'YYYY-MM-DD') as day,
      coalesce(s.buddy_orders, 0) as buddy_orders,
      coalesce(r.cashback_points, 0) as cashback_points,
      coalesce(r.referral_points, 0) as referral_points,
      coalesce(r.reversed_points, 0) as reversed_points,
      coalesce(r.cashback_points + r.referral_points - r.reversed_points, 0) as net_points
    from generate_series(${req.range.from}::timestamp, ${req.range.to}::timestamp, interval '1 day') d
    left join (
      select day, sum(buddy_orders)::int as buddy_orders
      from sales_daily where ${ofMerchantInRange(req)}
      group by day
    ) s on s.day = d::date
    left join (
      select day,
        coalesce(sum(amount_sen) filter (where kind = 'cashback'), 0)::bigint as cashback_points,
        coalesce(sum(amount_sen) filter (where kind = 'referral'), 0)::bigint as referral_points,
        sum(reversed_sen)::bigint as reversed_points
      from rewards_daily where ${ofMerchantInRange(req)} and kind in ('cashback', 'referral')
      group by day
    ) r on r.day = d::date`;
}

export const referralReport: ReportHandler = {
  page: (ctx, req) => groupedPage(ctx.db, req, referralDays(req)),
  rows: (ctx, req) => groupedRows(ctx.db, req, referralDays(req)),
};
