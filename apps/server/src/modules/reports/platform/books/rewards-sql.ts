import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { rewardsDaily, salesDaily } from '../../../../db/schema';
import { rewardsRelation, salesRelation } from '../../platform-rows';
import { inScope } from '../../scope';
import type { DayRange, ReportScope } from '../../types';
import { dayText, where, within } from './sql-parts';

/**
 * The grouped SELECTs of the buddies' points reports, read from rewards_daily (what orders gave out
 * and refunds took back, per merchant, day, kind and level) and sales_daily (points paid with), or
 * over every merchant from their platform-wide rows (../../platform-rows.ts).
 */

/** Buddies' rewards and redemptions per day, every day of the range (a quiet day shows zeros). */
export function cashbackSummaryRows(range: DayRange, scope: ReportScope): SQL {
  return sql`
    with r as (
      select ${rewardsDaily.day} as day,
        sum(${rewardsDaily.amountSen}) filter (where ${rewardsDaily.kind} = 'cashback') as cashback,
        sum(${rewardsDaily.amountSen}) filter (where ${rewardsDaily.kind} = 'referral') as referral,
        sum(${rewardsDaily.reversedSen}) as reversed
      from ${rewardsRelation(scope, range)}
      ${where(within(rewardsDaily.day, range), inArray(rewardsDaily.kind, ['cashback', 'referral']), inScope(rewardsDaily.merchantId, scope))}
      group by 1
    ), s as (
      select ${salesDaily.day} as day, sum(${salesDaily.pointsSen}) as redeemed
      from ${salesRelation(scope, range)} ${where(within(salesDaily.day, range), inScope(salesDaily.merchantId, scope))}
      group by 1
    )
    select ${dayText(sql`d.day`)} as day, coalesce(r.cashback, 0) as cashback_points,
      coalesce(r.referral, 0) as referral_points, coalesce(r.reversed, 0) as reversed_points,
      coalesce(s.redeemed, 0) as redeemed_points,
      coalesce(r.cashback, 0) + coalesce(r.referral, 0) - coalesce(r.reversed, 0) as net_points
    from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d(day)
    left join r on r.day = d.day::date left join s on s.day = d.day::date`;
}

/** Referral rewards per day and level, where anything was paid or reversed. */
export function referralBonusRows(range: DayRange, scope: ReportScope): SQL {
  return sql`
    select ${dayText(rewardsDaily.day)} as day, ${rewardsDaily.level} as level, sum(${rewardsDaily.parts}) as parts,
      sum(${rewardsDaily.amountSen}) as points, sum(${rewardsDaily.reversedSen}) as reversed_points,
      sum(${rewardsDaily.amountSen}) - sum(${rewardsDaily.reversedSen}) as net_points
    from ${rewardsRelation(scope, range)}
    ${where(within(rewardsDaily.day, range), eq(rewardsDaily.kind, 'referral'), inScope(rewardsDaily.merchantId, scope))}
    group by ${rewardsDaily.day}, ${rewardsDaily.level}
    having sum(${rewardsDaily.parts}) > 0 or sum(${rewardsDaily.amountSen}) <> 0 or sum(${rewardsDaily.reversedSen}) <> 0`;
}
