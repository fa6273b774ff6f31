import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { likeTerm } from '../../../lib/paging';
import { groupedPage, groupedRows } from '../query';
import type { ReportHandler, ReportRequest } from '../types';
import { ofMerchantInRange } from './scope';

/**
 * The range's foods, each under the name and code it last sold under (food_id 0 gathers the lines
 * of foods deleted before they were paid). `rank` is numbered by query.ts in the report's
 * order; `search` matches the name.
 */
function foods(req: ReportRequest, term: string | undefined): SQL {
  const grouped = sql`
    select
      (array_agg(name order by day desc))[1] as food,
      (array_agg(code order by day desc))[1] as code,
      sum(quantity)::int as quantity,
      sum(amount_sen)::bigint as amount_sen,
      sum(refunded_quantity)::int as refunded_quantity,
      sum(refunded_sen)::bigint as refunded_sen,
      (sum(amount_sen) - sum(refunded_sen))::bigint as net_sen
    from food_sales_daily where ${ofMerchantInRange(req)}
    group by food_id`;
  return term ? sql`select * from (${grouped}) f where food ilike ${term}` : grouped;
}

const countOf = async (db: Db, grouped: SQL) => {
  const res = (await db.execute(sql`select count(*)::int as n from (${grouped}) g`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(res.rows[0]?.n ?? 0);
};

export const bestSellingReport: ReportHandler = {
  async page(ctx, req) {
    const term = likeTerm(req.query.search);
    const page = await groupedPage(ctx.db, req, foods(req, term), { chart: { top: 10 } });
    // SPEC's recordsTotal counts the rows before the search, recordsFiltered after it.
    return term ? { ...page, recordsTotal: await countOf(ctx.db, foods(req, undefined)) } : page;
  },
  rows: (ctx, req) => groupedRows(ctx.db, req, foods(req, likeTerm(req.query.search))),
};
