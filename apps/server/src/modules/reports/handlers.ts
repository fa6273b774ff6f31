import type { reportNamesOwned } from '@meja/contracts';
import { merchantReports } from './merchant';
import { booksReports } from './platform/books';
import { platformSalesReports } from './platform/sales';
import type { ReportHandler } from './types';

type OwnedReport = (typeof reportNamesOwned)[number];

/**
 * Every report this module answers, by its catalogue name (packages/contracts/src/report-catalogue.ts):
 * merchant/ a merchant's reports, platform/ the admins' and agents'.
 */
export const reportHandlers: Record<OwnedReport, ReportHandler> = {
  ...merchantReports,
  ...platformSalesReports,
  ...booksReports,
};
