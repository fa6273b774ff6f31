import { reportCatalogue, type TReportPage, type TReportRow } from '@meja/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { everyMerchant, platformActivity } from '../../platform-rows';
import { shapeRow } from '../../query';
import type { ReportHandler, ReportRequest } from '../../types';
import { dayText, salesFrom, salesMoneyKeys, salesMoneySums, salesWhere } from './money';

/**
 * daily_sales_detail in its own order (by day either way, then merchant): a row per merchant and
 * day read in the order of sales_daily_day_idx (day, merchant_id), so a page or an export batch stops
 * after its rows instead of grouping a year of every merchant first (730,000 rows at 1,000
 * merchants). Its totals and count come from the platform-wide rows when it covers every
 * merchant. Ordered by a money column it is the generic grouped report (merchants.ts).
 */

const def = reportCatalogue.daily_sales_detail;
const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
const money = sql.raw(salesMoneyKeys.map((k) => `s.${k}`).join(', '));

function pageSql(req: ReportRequest, after: SQL | undefined, limit: number, offset: number): SQL {
  const dir = sql.raw(req.order.dir);
  const ordered = sql`order by day ${dir}, merchant_id`;
  return sql`
    with s as (
      select day, merchant_id, ${salesMoneySums} from sales_daily
      where ${salesWhere(req)}${after ? sql` and ${after}` : sql``}
      group by day, merchant_id ${ordered} limit ${limit} offset ${offset}
    )
    select ${dayText(sql`s.day`)} as day, s.merchant_id,
      coalesce(st.display_name, u.name, u.username) as merchant, ${money}
    from s left join stores st on st.merchant_id = s.merchant_id left join users u on u.id = s.merchant_id
    order by s.day ${dir}, s.merchant_id`;
}

async function totalsOf(db: Db, req: ReportRequest) {
  const count = everyMerchant(req.scope)
    ? sql`(select coalesce(sum(merchant_rows), 0) from ${platformActivity(req.range)})`
    : sql`(select count(*) from (select distinct day, merchant_id from sales_daily where ${salesWhere(req)}) d)`;
  const [t = {}] = rowsOf(
    await db.execute(sql`select ${count}::int as records, ${salesMoneySums}
      from ${salesFrom(req)} where ${salesWhere(req)}`),
  );
  return t;
}

const byDay = (req: ReportRequest) => req.order.key === 'day';
export const dailySalesDetail = (fallback: ReportHandler): ReportHandler => ({
  async page(ctx, req): Promise<TReportPage> {
    if (!byDay(req)) return fallback.page(ctx, req);
    const [rows, t] = await Promise.all([
      ctx.db.execute(pageSql(req, undefined, req.query.length, req.query.start)),
      totalsOf(ctx.db, req),
    ]);
    const records = Number(t.records ?? 0);
    const totals = shapeRow(def, t);
    return {
      data: rowsOf(rows).map((r) => shapeRow(def, r)),
      recordsTotal: records,
      recordsFiltered: records,
      totals: { ...totals, day: null, merchant_id: null, merchant: null },
      chart: null,
      range: { from: req.range.from, to: req.range.to },
    };
  },
  async *rows(ctx, req): AsyncIterable<TReportRow[]> {
    if (!byDay(req)) {
      yield* fallback.rows(ctx, req);
      return;
    }
    const batch = 1000;
    let after: SQL | undefined;
    for (;;) {
      const rows = rowsOf(await ctx.db.execute(pageSql(req, after, batch, 0))).map((r) => shapeRow(def, r));
      if (rows.length) yield rows;
      const last = rows.at(-1);
      if (rows.length < batch || !last) return;
      const cmp = sql.raw(req.order.dir === 'desc' ? '<' : '>');
      after = sql`(day ${cmp} ${last.day}::date or (day = ${last.day}::date and merchant_id > ${last.merchant_id}))`;
    }
  },
});
