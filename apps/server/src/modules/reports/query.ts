import {
  type ReportColumn,
  type ReportDefinition,
  reportCatalogue,
  type TReportPage,
  type TReportRow,
} from '@meja/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ReportRequest } from './types';

/**
 * What most reports are: one grouped query over the rollups whose columns are named as the
 * report's catalogue columns. This pages it (ordered by the checked column, then every column
 * for stable pages), sums it for the totals row and draws its chart, in two statements; the
 * exports read it in batches.
 */

const numeric: ReadonlySet<ReportColumn['kind']> = new Set(['count', 'money', 'points', 'percent']);

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** A raw row as the report answers it: numbers as numbers (pg answers bigint sums as text), the rest as text or null. */
export function shapeRow(def: ReportDefinition, raw: Record<string, unknown>): TReportRow {
  const row: TReportRow = {};
  for (const c of def.columns) {
    const v = raw[c.key];
    if (v === null || v === undefined) row[c.key] = numeric.has(c.kind) ? 0 : null;
    else if (numeric.has(c.kind)) row[c.key] = Number(v);
    else if (v instanceof Date)
      row[c.key] = c.kind === 'day' ? v.toISOString().slice(0, 10) : v.toISOString();
    else row[c.key] = String(v);
  }
  return row;
}

const orderSql = (req: ReportRequest, def: ReportDefinition) => {
  const dir = req.order.dir === 'asc' ? sql.raw('asc') : sql.raw('desc');
  // Ties break on every column in catalogue order, so pages never overlap or skip.
  const ties = def.columns.filter((c) => c.key !== req.order.key).map((c) => sql`${sql.identifier(c.key)}`);
  return sql.join([sql`${sql.identifier(req.order.key)} ${dir} nulls last`, ...ties], sql`, `);
};

export interface GroupedOptions {
  /** Columns the totals row sums (default: every count, money and points column). */
  readonly sum?: readonly string[];
  /**
   * The chart's points from the grouped rows (default: every row's x and y in x order); `top`
   * keeps the largest y (best sellers).
   */
  readonly chart?: { readonly top?: number } | SQL;
}

/**
 * A page of a grouped report. `grouped` is a SELECT whose column names are the report's keys
 * (e.g. `select day, sum(orders) as orders, … group by day`); `recordsTotal` is its row count,
 * which for a rollup is the number of groups (days, foods, merchants), never a count of orders.
 */
export async function groupedPage(
  db: Db,
  req: ReportRequest,
  grouped: SQL,
  opts: GroupedOptions = {},
): Promise<TReportPage> {
  const def: ReportDefinition = reportCatalogue[req.name];
  const sums =
    opts.sum ?? def.columns.filter((c) => numeric.has(c.kind) && c.key !== 'rank').map((c) => c.key);
  const totals = sql.join(
    [
      sql`count(*)::int as records`,
      ...sums.map((k) => sql`coalesce(sum(${sql.identifier(k)}), 0) as ${sql.identifier(k)}`),
    ],
    sql`, `,
  );
  const chartSql = chartOf(def, opts.chart);
  const [page, summary, chart] = await Promise.all([
    db.execute(sql`with g as (${grouped})
      select * from g order by ${orderSql(req, def)} limit ${req.query.length} offset ${req.query.start}`),
    db.execute(sql`with g as (${grouped}) select ${totals} from g`),
    chartSql ? db.execute(sql`with g as (${grouped}) ${chartSql}`) : undefined,
  ]);
  const [t = {}] = rowsOf(summary);
  const records = Number(t.records ?? 0);
  return {
    data: rowsOf(page).map((r, i) => withRank(def, shapeRow(def, r), req.query.start + i + 1)),
    recordsTotal: records,
    recordsFiltered: records,
    totals: def.totals ? shapeRow(def, t) : null,
    chart: chart ? rowsOf(chart).map((r) => ({ x: String(r.x ?? ''), y: Number(r.y ?? 0) })) : null,
    range: req.range,
  };
}

function chartOf(def: ReportDefinition, chart: GroupedOptions['chart']): SQL | undefined {
  if (!def.chart) return undefined;
  if (chart && 'getSQL' in chart) return chart;
  const x = sql.identifier(def.chart.x);
  const y = sql.identifier(def.chart.y);
  const top = chart && !('getSQL' in chart) ? chart.top : undefined;
  return top
    ? sql`select ${x}::text as x, ${y} as y from g order by ${y} desc nulls last, ${x} limit ${top}`
    : sql`select ${x}::text as x, ${y} as y from g order by ${x}`;
}

/** A report with a `rank` column numbers its rows in the report's order. */
const withRank = (def: ReportDefinition, row: TReportRow, rank: number) =>
  def.columns.some((c) => c.key === 'rank') ? { ...row, rank } : row;

/** Every row of a grouped report in its order, `batch` at a time (the exports). */
export async function* groupedRows(db: Db, req: ReportRequest, grouped: SQL, batch = 1000) {
  const def: ReportDefinition = reportCatalogue[req.name];
  for (let offset = 0; ; offset += batch) {
    const rows = rowsOf(
      await db.execute(sql`with g as (${grouped})
        select * from g order by ${orderSql(req, def)} limit ${batch} offset ${offset}`),
    );
    if (rows.length) yield rows.map((r, i) => withRank(def, shapeRow(def, r), offset + i + 1));
    if (rows.length < batch) return;
  }
}
