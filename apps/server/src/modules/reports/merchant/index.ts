import { notBuilt } from '../stub';
import type { ReportHandler } from '../types';

/** A merchant's reports (SPEC §7 "Merchant reports"). */
export const merchantReports = {
  best_selling_report: notBuilt,
  sales_report: notBuilt,
  sales_report_detail: notBuilt,
  referral_report: notBuilt,
  summary_report_merchant: notBuilt,
} satisfies Record<string, ReportHandler>;
