import type { SQL } from 'drizzle-orm';
import { type GroupedOptions, groupedPage, groupedRows } from '../query';
import type { ReportHandler, ReportRequest } from '../types';
import { dailySalesDetail } from './sales/daily-detail';
import { salesByDay, transactionsByDay } from './sales/days';
import { amountByMethod, paymentsByDayAndMethod } from './sales/gateway';
import { salesByDayAndMerchant, summaryByMerchant } from './sales/merchants';
import { registrationsByDay } from './sales/registrations';

/** A report that is one grouped SELECT over the rollups: paged, totalled and charted by query.ts. */
const grouped = (build: (req: ReportRequest) => SQL, opts?: GroupedOptions): ReportHandler => ({
  page: (ctx, req) => groupedPage(ctx.db, req, build(req), opts),
  rows: (ctx, req) => groupedRows(ctx.db, req, build(req)),
});

/** The platform's sales reports for admins and agents (their network), and the admins' registrations. */
export const platformSalesReports = {
  summary_report: grouped(summaryByMerchant, { chart: { top: 10 } }),
  platform_transaction: grouped(transactionsByDay),
  daily_sales: grouped(salesByDay),
  daily_sales_detail: dailySalesDetail(grouped(salesByDayAndMerchant)),
  pg_report: grouped(paymentsByDayAndMethod, { chart: amountByMethod }),
  registration_report: grouped(registrationsByDay),
} satisfies Record<string, ReportHandler>;
