import { z } from 'zod';
import { type PayoutReport, payoutReportNames, ZPayoutListQuery } from '../payouts';
import { type ReportName, reportCatalogue, reportNamesOwned } from '../report-catalogue';
import { reportExportFormats, ZReportExportQuery, ZReportPage, ZReportQuery } from '../reports';
import { defineCall } from './call';

/** The reports this module answers; the payout item lists are `calls.payouts.reports`. */
export type OwnedReport = Exclude<ReportName, PayoutReport>;

/** Each report's path is the catalogue's (docs/adr/0015-reports.md). */
const pathOf = (name: ReportName) => reportCatalogue[name].path as `/api/${string}`;
const table = <N extends string, C>(names: readonly N[], call: (name: N) => C) =>
  Object.fromEntries(names.map((name) => [name, call(name)])) as Record<N, C>;

const pageOf = (name: OwnedReport) =>
  defineCall({ method: 'GET', path: pathOf(name), query: ZReportQuery, reply: ZReportPage });
export const pages = table(reportNamesOwned, pageOf);

const ZReportFile = z
  .string()
  .describe(
    'The report as a file: CSV (text/csv, UTF-8 with a byte-order mark) or XLSX ' +
      '(application/vnd.openxmlformats-officedocument.spreadsheetml.sheet), sent as an attachment.',
  );
const ZPayoutExportQuery = ZPayoutListQuery.extend({ format: z.enum(reportExportFormats).default('csv') });

/** GET {report path}/export?format=csv|xlsx: every row of the report as a file. */
const ownedExportOf = (name: OwnedReport) =>
  defineCall({
    method: 'GET',
    path: `${pathOf(name)}/export`,
    query: ZReportExportQuery,
    reply: ZReportFile,
  });
const payoutExportOf = (name: PayoutReport) =>
  defineCall({
    method: 'GET',
    path: `${pathOf(name)}/export`,
    query: ZPayoutExportQuery,
    reply: ZReportFile,
  });
export const ownedExports = table(reportNamesOwned, ownedExportOf);
export const payoutExports = table(payoutReportNames, payoutExportOf);

/** The export call of any report of the catalogue. */
export const exportOf = (name: ReportName) =>
  name in ownedExports ? ownedExports[name as OwnedReport] : payoutExports[name as PayoutReport];
