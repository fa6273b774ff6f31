import { z } from 'zod';
import { emptyAsUnset, ZDay, ZId, ZPagingQuery } from './common';

export * from './report-catalogue';

/** Issue 14's report requests and replies (the catalogue itself: report-catalogue.ts). */

export const ZHourMinute = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time');

/**
 * A report's query: SPEC's paging and date range (Kuala Lumpur days, both included; by default
 * the 30 days up to today; at most 366 days), and the filters of SPEC §7.
 */
export const ZReportQuery = ZPagingQuery.extend({
  merchant_id: ZId.optional(),
  type: emptyAsUnset(z.string().max(40).optional()),
  filter_status: emptyAsUnset(z.string().max(40).optional()),
  id: ZId.optional(),
  /** sales_report_detail: the day (default today) and the window within it. */
  date: ZDay.optional(),
  startTime: ZHourMinute.optional(),
  endTime: ZHourMinute.optional(),
});
export type TReportQuery = z.input<typeof ZReportQuery>;

export const reportMaxDays = 366;
export const reportDefaultDays = 30;

export const ZReportCell = z.union([z.string(), z.number(), z.null()]);
export const ZReportRow = z.record(z.string(), ZReportCell);
export type TReportRow = z.infer<typeof ZReportRow>;

export const ZReportPage = z.object({
  data: z.array(ZReportRow),
  recordsTotal: z.number().int(),
  recordsFiltered: z.number().int(),
  /** The report's columns summed over every row the filters keep (not just this page); null where nothing sums. */
  totals: ZReportRow.nullable(),
  /** The chart's points over the whole range (not just this page), in the catalogue's x and y. */
  chart: z.array(z.object({ x: z.string(), y: z.number() })).nullable(),
  /** The range the report covers, as applied. */
  range: z.object({ from: ZDay, to: ZDay }),
});
export type TReportPage = z.infer<typeof ZReportPage>;

export const reportExportFormats = ['csv', 'xlsx'] as const;
export const ZReportExportQuery = ZReportQuery.extend({ format: z.enum(reportExportFormats).default('csv') });
export type TReportExportQuery = z.input<typeof ZReportExportQuery>;
