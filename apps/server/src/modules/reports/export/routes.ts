import {
  calls,
  type ReportDefinition,
  type ReportName,
  reportCatalogue,
  reportLabel,
  reportNames,
  type TReportRow,
} from '@meja/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routesOf } from '../../../lib/route';
import { type ActorCtx, signedIn } from '../../../plugins/context';
import { audiencePermission } from '../request';
import { type ExportSource, isPayoutReport, ownedSource, payoutSource } from './source';
import { csvFile, xlsxFile } from './writers';

const types = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
type Format = keyof typeof types;

/**
 * The rows with the first batch already read, so that a report that fails at once answers its
 * error as JSON before any byte of the file is sent.
 */
async function primed(rows: AsyncIterable<TReportRow[]>): Promise<AsyncIterable<TReportRow[]>> {
  const it = rows[Symbol.asyncIterator]();
  const first = await it.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
    },
  };
}

async function send(
  reply: FastifyReply,
  ctx: ActorCtx,
  name: ReportName,
  format: Format,
  source: ExportSource,
) {
  const def: ReportDefinition = reportCatalogue[name];
  const parts = {
    def,
    locale: ctx.locale,
    title: reportLabel(ctx.locale, `title.${name}`),
    rows: await primed(source.rows),
    totals: source.totals,
  };
  const filename = `${name}-${source.range.from}-${source.range.to}.${format}`;
  return reply
    .type(types[format])
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(format === 'csv' ? csvFile(parts) : xlsxFile(parts));
}

const description = (def: ReportDefinition) =>
  `Every row of the report (no paging) as CSV or XLSX, headings in the caller's language ` +
  `(Accept-Language zh or en). Money truncated to 2 decimals with thousands separators (XLSX: ` +
  `numbers formatted #,##0.00); times in Kuala Lumpur. Same permission, filters, range (default ` +
  `the last 30 days, at most 366) and order as ${def.path}` +
  (def.totals ? '; a totals row comes last.' : '.');

/**
 * GET {report path}/export?format=csv|xlsx for every report of the catalogue (issue 14): the owned
 * reports through their handlers' rows, issue 13's payout lists through its listReport. Exports
 * are behind sign-in and the report's permission; they are not throttled beyond that (a range is
 * at most 366 days and the rows stream).
 */
export async function exportRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['reports']);
  for (const name of reportNames) {
    const def: ReportDefinition = reportCatalogue[name];
    const doc = {
      allow: audiencePermission[def.audience],
      summary: `Export: ${name}`,
      description: description(def),
    };
    if (isPayoutReport(name))
      route(calls.reports.payoutExports[name], doc, async (req, reply) => {
        const ctx = signedIn(req.ctx);
        return send(reply, ctx, name, req.query.format, payoutSource(ctx, name, req.query));
      });
    else
      route(calls.reports.ownedExports[name], doc, async (req, reply) => {
        const ctx = signedIn(req.ctx);
        return send(reply, ctx, name, req.query.format, await ownedSource(ctx, name, req.query));
      });
  }
}
