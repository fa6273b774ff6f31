import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { klDayOf } from '../../lib/time';
import {
  activityOf,
  ledgerByFamily,
  ledgerColumnList,
  rewardsByKind,
  rewardsColumnList,
  salesByMethod,
  salesColumnList,
} from './platform-rows';

/**
 * Closing days (docs/adr/0015-reports.md): every rollup is dated the moment money moves, so only
 * the current Kuala Lumpur day ever changes. A day that is over is summed once over every merchant
 * into the closed_* tables, and admins' reports over every merchant read a year as 365 rows
 * instead of 365 × 1,000. Days close in order, so "closed" is everything up to the newest closed
 * day; the live rollups answer for the days after it.
 */

/** A payment begun just before midnight may commit just after: a day closes 10 minutes after it ends. */
const graceMs = 10 * 60_000;
/** Days closed per transaction, so a first close over years of history holds no lock for long. */
const chunkDays = 31;

const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

/** The newest closed day (YYYY-MM-DD), or null when none is. */
export async function closedThrough(db: Db): Promise<string | null> {
  const [row] = rowsOf(
    await db.execute(sql`select to_char(max(day), 'YYYY-MM-DD') as day from report_closed_days`),
  );
  return (row?.day as string | null | undefined) ?? null;
}

/** Sums each day of [from, to] (closed neither yet) over every merchant, in one transaction. */
async function closeSpan(db: Db, from: string, to: string) {
  const span = sql`day between ${from}::date and ${to}::date`;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into closed_sales_daily (day, method, ${salesColumnList}) ${salesByMethod(span)}`,
    );
    await tx.execute(
      sql`insert into closed_rewards_daily (day, kind, level, ${rewardsColumnList}) ${rewardsByKind(span)}`,
    );
    await tx.execute(
      sql`insert into closed_ledger_daily (day, family, kind, unit, ${ledgerColumnList}) ${ledgerByFamily(span)}`,
    );
    await tx.execute(
      sql`insert into report_closed_days (day, merchants, buddies, merchant_rows) ${activityOf(
        sql`generate_series(${from}::date, ${to}::date, interval '1 day') as g(day)`,
      )}`,
    );
  });
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const minDay = (a: string, b: string) => (a < b ? a : b);

/**
 * Closes every day that is over and not closed yet, oldest first: from the day after the newest
 * closed one (or the first day any rollup has), to the day before the last one that may still
 * change. Safe to run twice at once: the second's insert of a day already closed fails its
 * transaction and nothing is counted twice. Answers how many days it closed.
 */
export async function closeDays(db: Db, now = Date.now()): Promise<number> {
  const last = klDayOf(now - graceMs - 86_400_000);
  const through = await closedThrough(db);
  let from = through ? nextDay(through) : await firstRollupDay(db);
  if (!from) return 0;
  let closed = 0;
  while (from <= last) {
    let to = from;
    for (let i = 1; i < chunkDays && nextDay(to) <= last; i++) to = nextDay(to);
    await closeSpan(db, from, minDay(to, last));
    closed += Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
    from = nextDay(to);
  }
  if (closed) await closeMonths(db);
  return closed;
}

/**
 * Each merchant's months whose every day is closed and that are not summed yet, oldest first
 * (closed_merchant_months): its sales and the rewards its orders gave, less what refunds took back.
 */
async function closeMonths(db: Db) {
  await db.execute(sql`
    with bounds as (
      select coalesce(
          (select (max(month) + interval '1 month')::date from closed_merchant_months),
          (select date_trunc('month', min(day))::date from sales_daily)) as lo,
        date_trunc('month', (select max(day) from report_closed_days) + 1)::date as hi
    ),
    s as (
      select merchant_id, date_trunc('month', day)::date as month, sum(orders) as orders,
        sum(gross_sen) as gross_sen, sum(service_charge_sen) as service_charge_sen, sum(sst_sen) as sst_sen,
        sum(points_sen) as points_sen, sum(fee_sen) as fee_sen, sum(refunded_sen) as refunded_sen,
        sum(points_refunded_sen) as points_refunded_sen, sum(fee_refunded_sen) as fee_refunded_sen
      from sales_daily, bounds where day >= bounds.lo and day < bounds.hi group by 1, 2
    ),
    r as (
      select merchant_id, date_trunc('month', day)::date as month, sum(amount_sen - reversed_sen) as rewards_sen
      from rewards_daily, bounds where day >= bounds.lo and day < bounds.hi group by 1, 2
    )
    insert into closed_merchant_months (merchant_id, month, orders, gross_sen, service_charge_sen, sst_sen,
      points_sen, fee_sen, refunded_sen, points_refunded_sen, fee_refunded_sen, rewards_sen)
    select merchant_id, month, coalesce(s.orders, 0), coalesce(s.gross_sen, 0), coalesce(s.service_charge_sen, 0),
      coalesce(s.sst_sen, 0), coalesce(s.points_sen, 0), coalesce(s.fee_sen, 0), coalesce(s.refunded_sen, 0),
      coalesce(s.points_refunded_sen, 0), coalesce(s.fee_refunded_sen, 0), coalesce(r.rewards_sen, 0)
    from s full join r using (merchant_id, month)`);
}

async function firstRollupDay(db: Db): Promise<string | null> {
  const [row] = rowsOf(
    await db.execute(sql`select to_char(least(
      (select min(day) from sales_daily), (select min(day) from ledger_daily), (select min(day) from rewards_daily)
    ), 'YYYY-MM-DD') as day`),
  );
  return (row?.day as string | null | undefined) ?? null;
}

/** Forgets every closed day (the rollups were rebuilt: what was summed from them may differ). */
export async function reopenDays(tx: Db) {
  await tx.execute(
    sql`truncate report_closed_days, closed_sales_daily, closed_rewards_daily, closed_ledger_daily, closed_merchant_months`,
  );
}

export const closeDaysJob = 'reports.close-days';
