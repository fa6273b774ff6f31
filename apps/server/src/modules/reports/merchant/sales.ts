import { sql } from 'drizzle-orm';
import { groupedPage, groupedRows } from '../query';
import type { ReportHandler, ReportRequest } from '../types';
import { averageSpendPerGuest, guestSums, ofMerchantInRange, salesMoneyKeys, salesMoneySql } from './scope';

/** How `type` cuts the range: the label of a period, its step, and where the first one starts. */
const periods = {
  day: { label: 'YYYY-MM-DD', step: '1 day', trunc: 'day' },
  // ISO weeks (Monday first), labelled by their ISO year: 2027-01-01 is in 2026-W53.
  week: { label: 'IYYY-"W"IW', step: '1 week', trunc: 'week' },
  month: { label: 'YYYY-MM', step: '1 month', trunc: 'month' },
} as const;

type PeriodType = keyof typeof periods;
const periodType = (t: string | undefined): PeriodType => (t === 'week' || t === 'month' ? t : 'day');

/**
 * Every period of the range, with the merchant's sales summed over payment methods; a period
 * without sales is a row of zeros (a generated series left-joined), so the chart has no holes.
 * The first and last week or month count only the range's days.
 */
function salesByPeriod(req: ReportRequest) {
  const p = periods[periodType(req.query.type)];
  const label = sql.raw(`'${p.label}'`);
  const cols = [...salesMoneyKeys, 'covers', 'covered_sales_sen'].map(
    (k) => sql`coalesce(s.${sql.identifier(k)}, 0) as ${sql.identifier(k)}`,
  );
  // Timestamps without time zone: the labels never depend on the session's TimeZone.
  return sql`
    select p.period, ${sql.join(cols, sql`, `)},
      ${averageSpendPerGuest(sql`s.covered_sales_sen`, sql`s.covers`)} as avg_spend_per_guest_sen
    from (
      select to_char(d, ${label}) as period
      from generate_series(date_trunc(${p.trunc}, ${req.range.from}::timestamp),
        ${req.range.to}::timestamp, ${p.step}::interval) d
    ) p
    left join (
      select to_char(day::timestamp, ${label}) as period, ${salesMoneySql}, ${guestSums}
      from sales_daily where ${ofMerchantInRange(req)}
      group by 1
    ) s on s.period = p.period`;
}

/** The range's average spend per guest: every period's covered sales over every period's covers. */
const salesTotals = {
  averages: {
    avg_spend_per_guest_sen: averageSpendPerGuest(sql`sum(covered_sales_sen)`, sql`sum(covers)`),
  },
};

export const salesReport: ReportHandler = {
  page: (ctx, req) => groupedPage(ctx.db, req, salesByPeriod(req), salesTotals),
  rows: (ctx, req) => groupedRows(ctx.db, req, salesByPeriod(req)),
};

/** The range's sales per payment method ('counter': paid at the counter without saying how). */
function salesByMethod(req: ReportRequest) {
  return sql`
    select method, ${salesMoneySql}
    from sales_daily where ${ofMerchantInRange(req)}
    group by method
    having sum(orders) + sum(refunds) > 0`;
}

export const summaryReport: ReportHandler = {
  page: (ctx, req) => groupedPage(ctx.db, req, salesByMethod(req)),
  rows: (ctx, req) => groupedRows(ctx.db, req, salesByMethod(req)),
};
