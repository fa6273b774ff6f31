import { merchantReports } from './merchant-reports';
import type { PayoutReport } from './payouts';
import { platformReports } from './platform-reports';
import { adminPath, payoutColumns } from './report-columns';
import type { ReportDefinition } from './report-definition';

export * from './report-definition';

/**
 * The report catalogue (no zod here: the portal's menu reads it on every page, and building a zod
 * object schema probes `new Function`, which the portal's CSP reports). Reports (issue 14; SPEC §2
 * "Report screens", §7 merchant and admin reports). One catalogue names every report: where it
 * answers, who may read it, its columns (in order, with how each is shown) and its chart. The
 * server's routes, its CSV and XLSX exports and the portal's report screens are all made from it,
 * so a report is declared once. The entries: merchant-reports.ts, platform-reports.ts, and issue
 * 13's payout item lists below.
 *
 * Rows carry money as integer sen (`…_sen`), points as integers, days as YYYY-MM-DD (Kuala Lumpur).
 */

const payoutList = (name: PayoutReport) =>
  ({
    path: adminPath(name),
    audience: 'payouts',
    columns: payoutColumns,
    order: 'id:desc',
    filters: ['type', 'filter_status', 'merchant_id', 'id', 'commission_payout_id', 'redemption_id'],
    totals: false,
  }) as const satisfies ReportDefinition;

export const reportCatalogue = {
  ...merchantReports,
  ...platformReports,
  // Issue 13's payout item lists (its routes), exported like the rest.
  commission_payout: payoutList('commission_payout'),
  recruitment_allowance_payout: payoutList('recruitment_allowance_payout'),
  agent_payout: payoutList('agent_payout'),
  referral_cash_payout: payoutList('referral_cash_payout'),
  merchant_redemption: payoutList('merchant_redemption'),
  payout: payoutList('payout'),
} as const satisfies Record<string, ReportDefinition>;

export type ReportName = keyof typeof reportCatalogue;
export const reportNames = Object.keys(reportCatalogue) as ReportName[];
/** The reports the reports module answers itself (the payout item lists are issue 13's routes). */
export const reportNamesOwned = reportNames.filter(
  (n) => reportCatalogue[n].audience !== 'payouts',
) as Exclude<ReportName, PayoutReport>[];
