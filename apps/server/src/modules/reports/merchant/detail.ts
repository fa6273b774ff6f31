import { type ReportDefinition, reportCatalogue, type TReportPage, type TReportRow } from '@meja/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { fieldError } from '../../../lib/errors';
import { klDayOf } from '../../../lib/time';
import { shapeRow } from '../query';
import type { ReportHandler, ReportQuery, ReportRequest } from '../types';
import { merchantOf } from './scope';

const def: ReportDefinition = reportCatalogue.sales_report_detail;
const minuteMs = 60_000;

/**
 * The Kuala Lumpur window the detail reads: `date` (default today) from `startTime` (default
 * 00:00) to the end of the minute `endTime` (default 23:59), as instants [from, to).
 */
export function windowOf(q: Pick<ReportQuery, 'date' | 'startTime' | 'endTime'>, now = Date.now()) {
  const date = q.date ?? klDayOf(now);
  const start = q.startTime ?? '00:00';
  const end = q.endTime ?? '23:59';
  if (end < start) throw fieldError('endTime', 'validation.report_time_window');
  const at = (hm: string) => new Date(`${date}T${hm}:00+08:00`);
  return { date, from: at(start), to: new Date(at(end).getTime() + minuteMs) };
}

type Window = ReturnType<typeof windowOf>;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

const inWindow = (merchantId: number, w: Window) =>
  sql`o.merchant_id = ${merchantId} and o.paid_at >= ${w.from} and o.paid_at < ${w.to}`;

/**
 * The sort keys, most significant first, all in the asked direction: paid_at then id, or the
 * total then paid_at then id. `paid_at` travels as text (microseconds: a JS Date would round it
 * and a keyset would skip or repeat orders paid in the same millisecond).
 */
function keysOf(req: ReportRequest) {
  const keys = [sql`o.paid_at`, sql`o.id`];
  return req.order.key === 'total_sen' ? [sql`(o.total_sen + o.rounding_sen)`, ...keys] : keys;
}

function ordersSql(req: ReportRequest, w: Window, tail: SQL) {
  const dir = sql.raw(req.order.dir === 'asc' ? 'asc' : 'desc');
  const keys = keysOf(req);
  return sql`
    select o.id, to_char(o.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as paid_at,
      o.paid_at::text as paid_at_key, o.receipt_no, o.order_no,
      o.table_name as "table", coalesce(o.payment_method, 'counter') as method,
      (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as items,
      o.total_sen + o.rounding_sen as total_sen, o.points_sen, o.refunded_sen, o.payment_status as status
    from orders o
    where ${inWindow(merchantOf(req), w)} ${tail}
    order by ${sql.join(
      keys.map((k) => sql`${k} ${dir}`),
      sql`, `,
    )}`;
}

/**
 * The window's count and sums: one merchant's one day, a few hundred orders at most, read on
 * orders_merchant_paid_idx.
 */
async function totalsOf(db: Db, merchantId: number, w: Window) {
  const [t = {}] = rowsOf(
    await db.execute(sql`
      select count(*)::int as records, coalesce(sum(o.total_sen + o.rounding_sen), 0) as total_sen,
        coalesce(sum(o.points_sen), 0) as points_sen, coalesce(sum(o.refunded_sen), 0) as refunded_sen
      from orders o where ${inWindow(merchantId, w)}`),
  );
  const totals: TReportRow = Object.fromEntries(def.columns.map((c) => [c.key, null]));
  for (const k of ['total_sen', 'points_sen', 'refunded_sen']) totals[k] = Number(t[k] ?? 0);
  return { records: Number(t.records ?? 0), totals };
}

/** The date's 24 Kuala Lumpur hours, every one present, with what was paid in each. */
async function hoursOf(db: Db, merchantId: number, date: string) {
  const rows = rowsOf(
    await db.execute(sql`
      select lpad(h::text, 2, '0') || ':00' as x, coalesce(s.gross_sen, 0) as y
      from generate_series(0, 23) h
      left join sales_hourly s on s.merchant_id = ${merchantId} and s.day = ${date}::date and s.hour = h
      order by h`),
  );
  return rows.map((r) => ({ x: String(r.x), y: Number(r.y) }));
}

export const salesDetailReport: ReportHandler = {
  async page(ctx, req): Promise<TReportPage> {
    const w = windowOf(req.query);
    const merchantId = merchantOf(req);
    const [page, { records, totals }, chart] = await Promise.all([
      ctx.db.execute(sql`${ordersSql(req, w, sql``)} limit ${req.query.length} offset ${req.query.start}`),
      totalsOf(ctx.db, merchantId, w),
      hoursOf(ctx.db, merchantId, w.date),
    ]);
    return {
      data: rowsOf(page).map((r) => shapeRow(def, r)),
      recordsTotal: records,
      recordsFiltered: records,
      totals,
      chart,
      range: { from: w.date, to: w.date },
    };
  },

  rows: (ctx, req) => detailRows(ctx.db, req),
};

/**
 * Every order of the window in the report's order, keyset-paged on its sort keys `batch` at a
 * time: an export never holds the day in memory.
 */
export async function* detailRows(db: Db, req: ReportRequest, batch = 1000) {
  const w = windowOf(req.query);
  const cmp = sql.raw(req.order.dir === 'asc' ? '>' : '<');
  let after: SQL | undefined;
  for (;;) {
    const rows = rowsOf(
      await db.execute(sql`${ordersSql(req, w, after ? sql`and ${after}` : sql``)} limit ${batch}`),
    );
    if (rows.length) yield rows.map((r) => shapeRow(def, r));
    const last = rows[rows.length - 1];
    if (rows.length < batch || !last) return;
    const values = [sql`${String(last.paid_at_key)}::timestamptz`, sql`${Number(last.id)}::int`];
    if (req.order.key === 'total_sen') values.unshift(sql`${Number(last.total_sen)}::int`);
    after = sql`(${sql.join(keysOf(req), sql`, `)}) ${cmp} (${sql.join(values, sql`, `)})`;
  }
}
