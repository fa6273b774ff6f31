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
  return closed;
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
    sql`truncate report_closed_days, closed_sales_daily, closed_rewards_daily, closed_ledger_daily`,
  );
}

export const closeDaysJob = 'reports.close-days';
