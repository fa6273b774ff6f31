import {
  isAverageColumn,
  isIdentifierColumn,
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

const numeric: ReadonlySet<ReportColumn['kind']> = new Set([
  'count',
  'money',
  'points',
  'points_value',
  'percent',
]);

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** A raw row as the report answers it: numbers as numbers (pg answers bigint sums as text), the rest as text or null. */
export function shapeRow(def: ReportDefinition, raw: Record<string, unknown>): TReportRow {
  const row: TReportRow = {};
  for (const c of def.columns) {
    const v = raw[c.key];
    // An average of nothing stays null (shown as —); any other figure of nothing is 0.
    if (v === null || v === undefined) row[c.key] = numeric.has(c.kind) && !isAverageColumn(c) ? 0 : null;
    else if (numeric.has(c.kind)) row[c.key] = Number(v);
    else if (c.kind === 'day') row[c.key] = dayText(v);
    else if (c.kind === 'datetime') row[c.key] = instantText(v);
    else row[c.key] = String(v);
  }
  return row;
}

/** A date column as YYYY-MM-DD: the drivers answer text (raw SQL) or a Date (at UTC midnight). */
const dayText = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);

/** A timestamp as ISO text: raw SQL answers PostgreSQL's text form ('2026-11-24 11:57:34.377+00'). */
function instantText(v: unknown): string {
  const at =
    v instanceof Date
      ? v
      : new Date(
          String(v)
            .replace(' ', 'T')
            .replace(/([+-]\d\d)$/, '$1:00'),
        );
  return Number.isNaN(at.getTime()) ? String(v) : at.toISOString();
}

/** best_selling's `rank`: the row's position in the report's order (agent_commission's `rank` is an agent's rank). */
const isPosition = (c: ReportColumn) => c.key === 'rank' && c.kind === 'count';

const orderSql = (req: ReportRequest, def: ReportDefinition) => {
  const dir = req.order.dir === 'asc' ? sql.raw('asc') : sql.raw('desc');
  // Ties break on every column in catalogue order, so pages never overlap or skip.
  // `rank` is numbered here after ordering, not a column of the query.
  const ties = def.columns
    .filter((c) => c.key !== req.order.key && !isPosition(c))
    .map((c) => sql`${sql.identifier(c.key)}`);
  return sql.join([sql`${sql.identifier(req.order.key)} ${dir} nulls last`, ...ties], sql`, `);
};

export interface GroupedOptions {
  /** Columns the totals row sums (default: every count, money and points column but identifiers). */
  readonly sum?: readonly string[];
  /**
   * The chart's points from the grouped rows (default: every row's x and y in x order); `top`
   * keeps the largest y (best sellers).
   */
  readonly chart?: { readonly top?: number } | SQL;
  /**
   * The totals of average columns, each an expression over the grouped rows `g` worked out from
   * the parts they carry (e.g. `sum(covered_sales_sen) / sum(covers)`): an average's total is
   * never the sum of its rows' averages. An average column not named here is empty in the totals.
   */
  readonly averages?: Readonly<Record<string, SQL>>;
}

/**
 * A page of a grouped report. `grouped` is a SELECT whose column names are the report's keys
 * (e.g. `select day, sum(orders) as orders, … group by day`); `recordsTotal` is its row count,
 * which for a rollup is the number of groups (days, foods, merchants), never a count of orders.
 * One statement: the grouped rows are computed once (materialized) and the page, the totals and
 * the chart are read from them, as JSON.
 */
export async function groupedPage(
  db: Db,
  req: ReportRequest,
  grouped: SQL,
  opts: GroupedOptions = {},
): Promise<TReportPage> {
  const def: ReportDefinition = reportCatalogue[req.name];
  const sums =
    opts.sum ??
    def.columns
      .filter((c) => numeric.has(c.kind) && !isIdentifierColumn(c) && !isAverageColumn(c))
      .map((c) => c.key);
  const averages = Object.entries(opts.averages ?? {});
  const totals = sql.join(
    [
      sql`count(*)::int as records`,
      ...sums.map((k) => sql`coalesce(sum(${sql.identifier(k)}), 0) as ${sql.identifier(k)}`),
      ...averages.map(([k, expr]) => sql`${expr} as ${sql.identifier(k)}`),
    ],
    sql`, `,
  );
  const chartSql = chartOf(def, opts.chart);
  const [answer = {}] = rowsOf(
    // json_agg keeps the order of a sorted subquery (PostgreSQL's documented idiom).
    await db.execute(sql`with g as materialized (${grouped})
      select (select coalesce(json_agg(p), '[]') from (select * from g order by ${orderSql(req, def)}
          limit ${req.query.length} offset ${req.query.start}) p) as page,
        (select row_to_json(t) from (select ${totals} from g) t) as totals,
        ${chartSql ? sql`(select coalesce(json_agg(c), '[]') from (${chartSql}) c)` : sql`null`} as chart`),
  );
  const t = (jsonOf(answer.totals) ?? {}) as Record<string, unknown>;
  const page = (jsonOf(answer.page) ?? []) as Record<string, unknown>[];
  const chart = jsonOf(answer.chart) as { x: unknown; y: unknown }[] | null;
  const records = Number(t.records ?? 0);
  const summed = new Set([...sums, ...averages.map(([k]) => k)]);
  return {
    data: page.map((r, i) => withRank(def, shapeRow(def, r), req.query.start + i + 1)),
    recordsTotal: records,
    recordsFiltered: records,
    // A column the totals do not sum (an id, a rank) is empty there, not 0.
    totals: def.totals
      ? Object.fromEntries(Object.entries(shapeRow(def, t)).map(([k, v]) => [k, summed.has(k) ? v : null]))
      : null,
    chart: chart ? chart.map((r) => ({ x: String(r.x ?? ''), y: Number(r.y ?? 0) })) : null,
    range: { from: req.range.from, to: req.range.to },
  };
}

/** json columns: node-postgres parses them, PGlite may answer text. */
const jsonOf = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : (v ?? null));

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

/** A report with a `rank` count column numbers its rows in the report's order. */
const withRank = (def: ReportDefinition, row: TReportRow, rank: number) =>
  def.columns.some(isPosition) ? { ...row, rank } : row;

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
