import type { ReportHandler } from '../types';
import { bestSellingReport } from './best-selling';
import { salesDetailReport } from './detail';
import { referralReport } from './referral';
import { salesReport, summaryReport } from './sales';

/** A merchant's reports (SPEC §7 "Merchant reports"), each read for the one merchant scope.ts decided. */
export const merchantReports = {
  best_selling_report: bestSellingReport,
  sales_report: salesReport,
  sales_report_detail: salesDetailReport,
  referral_report: referralReport,
  summary_report_merchant: summaryReport,
} satisfies Record<string, ReportHandler>;
