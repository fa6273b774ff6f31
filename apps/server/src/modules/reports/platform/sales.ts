import { notBuilt } from '../stub';
import type { ReportHandler } from '../types';

/** The platform's sales reports for admins and agents (their network). */
export const platformSalesReports = {
  summary_report: notBuilt,
  platform_transaction: notBuilt,
  daily_sales: notBuilt,
  daily_sales_detail: notBuilt,
  pg_report: notBuilt,
  registration_report: notBuilt,
} satisfies Record<string, ReportHandler>;
