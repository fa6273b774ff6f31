import { onlineMethods } from '@meja/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { salesDaily } from '../../../../db/schema';
import { salesRelation } from '../../platform-rows';
import { salesMoneyKeys } from '../../sales-money';
import { inScope } from '../../scope';
import type { DayRange, ReportRequest } from '../../types';

export { salesMoneyKeys, salesMoneySums } from '../../sales-money';

/**
 * SQL pieces the platform's sales reports share. They read `sales_daily` under its own name (no
 * alias) because `inScope` names its column in full.
 */

/**
 * Where a report's sales rows come from: an admin's call over every merchant reads the
 * platform-wide rows (closed days, then the live ones: ../../platform-rows.ts) under the name
 * sales_daily; anyone else the merchants' own rows.
 */
export const salesFrom = (req: ReportRequest) => salesRelation(req.scope, req.range);

/** sales_daily rows of the range (index sales_daily_day_idx) and the caller's merchants. */
export const salesWhere = (req: ReportRequest) =>
  sql.join(
    [
      sql`${salesDaily.day} between ${req.range.from}::date and ${req.range.to}::date`,
      ...[inScope(salesDaily.merchantId, req.scope)].filter((c): c is SQL => c !== undefined),
    ],
    sql` and `,
  );

/** The money columns of a grouped subquery `s` that may be missing (a day without sales): zeros. */
export const salesMoneyOf = (s: string) => {
  const col = (k: string) =>
    sql`coalesce(${sql.identifier(s)}.${sql.identifier(k)}, 0) as ${sql.identifier(k)}`;
  return sql.join(salesMoneyKeys.map(col), sql`, `);
};

/** The gateway's methods, as an SQL list. */
export const online = sql`(${sql.join(
  onlineMethods.map((m) => sql`${m}`),
  sql`, `,
)})`;

/**
 * Every day of the range as `d.day` (a date), whatever the session's time zone: a report that
 * shows every day left-joins its sums to it.
 */
export const everyDay = (range: DayRange) =>
  sql`(select ${range.from}::date + i as day
    from generate_series(0, ${range.to}::date - ${range.from}::date) as i) as d`;

/** A date as the report's YYYY-MM-DD text (never a driver's Date at local midnight). */
export const dayText = (col: SQL) => sql`to_char(${col}, 'YYYY-MM-DD')`;

/**
 * `select` over the grouped rows `s` (with a `merchant_id` column) and `n.merchant`, the merchant's
 * name: its store's display name, else its account's. Names are looked up once per merchant
 * after grouping, not once per grouped row.
 */
export const withMerchantNames = (grouped: SQL, select: SQL) => sql`
  with s as (${grouped}),
  n as (
    select m.merchant_id, coalesce(st.display_name, u.name, u.username) as merchant
    from (select distinct merchant_id from s) m
    left join stores st on st.merchant_id = m.merchant_id
    left join users u on u.id = m.merchant_id
  )
  select ${select} from s join n using (merchant_id)`;
