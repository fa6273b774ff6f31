import { type SQL, sql } from 'drizzle-orm';
import type { DayRange, ReportScope } from './types';

/**
 * The rollups summed over every merchant, as relations a report selects from in place of the
 * per-merchant table (and under its name, so the report's SQL reads the same either way): the
 * closed days' rows (closing.ts), then the live rollups grouped for the days after the newest
 * closed one. Only an admin's call over every merchant reads them; anyone narrowed to some
 * merchants reads those merchants' own rows.
 */

/** An admin's call over every merchant (no merchant_id): the platform-wide rows serve it. */
export const everyMerchant = (scope: ReportScope) =>
  scope.kind === 'network' && scope.merchants === undefined;

const salesColumns = [
  'orders',
  'gross_sen',
  'subtotal_sen',
  'service_charge_sen',
  'sst_sen',
  'rounding_sen',
  'points_sen',
  'fee_sen',
  'buddy_orders',
  'refunds',
  'refunded_sen',
  'points_refunded_sen',
  'fee_refunded_sen',
  'covers',
  'covered_sales_sen',
] as const;
const rewardsColumns = ['parts', 'amount_sen', 'reversed_sen', 'written_off_sen'] as const;
const ledgerColumns = ['entries', 'debit_sen', 'credit_sen'] as const;

const names = (cols: readonly string[]) => sql.raw(cols.join(', '));
/** The summed columns in the order the groupings select them (closing.ts inserts them). */
export const salesColumnList = names(salesColumns);
export const rewardsColumnList = names(rewardsColumns);
export const ledgerColumnList = names(ledgerColumns);
const sums = (cols: readonly string[]) => sql.raw(cols.map((c) => `sum(${c})::bigint as ${c}`).join(', '));

const newestClosed = sql`(select coalesce(max(day), '0001-01-01'::date) from report_closed_days)`;
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The first day of the range not closed yet, as a date (a literal when the call read it). */
const firstOpen = (range: DayRange) =>
  range.closedThrough === undefined
    ? sql`greatest(${range.from}::date, ${newestClosed} + 1)`
    : sql`${range.closedThrough === null || dayAfter(range.closedThrough) < range.from ? range.from : dayAfter(range.closedThrough)}::date`;

/** The days of the range a part covers: the closed ones, or the open ones after them. */
const span = (range: DayRange, open: boolean) =>
  open
    ? sql`day between ${firstOpen(range)} and ${range.to}::date`
    : sql`day between ${range.from}::date and ${range.to}::date`;

/** sales_daily per day and method over every merchant, on the days `where` keeps (closing them too). */
export const salesByMethod = (where: SQL) =>
  sql`select day, method, ${sums(salesColumns)} from sales_daily where ${where} group by day, method`;

/** rewards_daily per day, kind and level over every merchant. */
export const rewardsByKind = (where: SQL) =>
  sql`select day, kind, level, ${sums(rewardsColumns)} from rewards_daily where ${where} group by day, kind, level`;

/** ledger_daily per day, account family, kind and unit over every owner. */
export const ledgerByFamily = (where: SQL) => sql`
  select day, split_part(a.key, ':', 1) as family, kind, a.unit, ${sums(ledgerColumns)}
  from ledger_daily join ledger_accounts a on a.id = ledger_daily.account_id
  where ${where} group by day, family, kind, a.unit`;

/**
 * Merchants with a paid order, buddies who paid one, and merchants with any sales row, on each
 * day of the series `g(day)`.
 */
export const activityOf = (g: SQL) => sql`
  select g.day::date as day,
    (select count(distinct s.merchant_id) from sales_daily s where s.day = g.day::date and s.orders > 0)::int as merchants,
    (select count(*) from buddy_days b where b.day = g.day::date)::int as buddies,
    (select count(distinct s.merchant_id) from sales_daily s where s.day = g.day::date)::int as merchant_rows
  from ${g}`;

/** "sales_daily" over every merchant: (day, method, the money columns). */
export const platformSales = (range: DayRange) => sql`(
  select day, method, ${names(salesColumns)} from closed_sales_daily where ${span(range, false)}
  union all ${salesByMethod(span(range, true))}
) as sales_daily`;

/** "rewards_daily" over every merchant: (day, kind, level, parts, amounts). */
export const platformRewards = (range: DayRange) => sql`(
  select day, kind, level, ${names(rewardsColumns)} from closed_rewards_daily where ${span(range, false)}
  union all ${rewardsByKind(span(range, true))}
) as rewards_daily`;

/** The ledger per day, family (as `account`), kind and unit: (entries, debit_sen, credit_sen). */
export const platformLedger = (range: DayRange) => sql`(
  select day, family as account, kind, unit, ${names(ledgerColumns)} from closed_ledger_daily where ${span(range, false)}
  union all select day, family, kind, unit, ${names(ledgerColumns)} from (${ledgerByFamily(span(range, true))}) l
) as ledger_families`;

/** Each day of the range's activity over every merchant: (day, merchants, buddies, merchant_rows). */
export const platformActivity = (range: DayRange) => sql`(
  select day, merchants, buddies, merchant_rows from report_closed_days where ${span(range, false)}
  union all ${activityOf(sql`generate_series(${firstOpen(range)}, ${range.to}::date, interval '1 day') as g(day)`)}
) as activity`;

/** The sales rows a call reads: every merchant's summed (an admin's), else the merchants' own. */
export const salesRelation = (scope: ReportScope, range: DayRange) =>
  everyMerchant(scope) ? platformSales(range) : sql`sales_daily`;

/** The rewards rows a call reads, likewise. */
export const rewardsRelation = (scope: ReportScope, range: DayRange) =>
  everyMerchant(scope) ? platformRewards(range) : sql`rewards_daily`;
