import type { ReportName, TReportPage, TReportQuery } from '@meja/contracts';
import { reportCatalogue } from '@meja/contracts/report-catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Query } from '../api-client';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import type { QueryOptions } from '../resource-paths';

/** A report's query as the apps send it: SPEC's paging and date range, and the report's filters. */
export type ReportParams = TReportQuery;

/**
 * Every report shares one cache root: a paid or refunded order changes many reports at once, so
 * whoever knows money moved reloads `all`.
 */
export const reportKeys = {
  all: ['reports'] as const,
  report: (name: ReportName) => [...reportKeys.all, name] as const,
  page: (name: ReportName, query: ReportParams) => [...reportKeys.report(name), query] as const,
};

/** The API path of a report below the client's base URL (the catalogue's paths start with /api). */
export const reportPathOf = (name: ReportName) => reportCatalogue[name].path.replace(/^\/api(?=\/)/, '');

/** One page of a report with its totals, chart and the range the server applied. */
export function useReport(name: ReportName, query: ReportParams, options: QueryOptions<TReportPage> = {}) {
  const api = useApiClient();
  return useQuery<TReportPage, ApiError>({
    queryKey: reportKeys.page(name, query),
    queryFn: ({ signal }) =>
      api.get<TReportPage>(reportPathOf(name), { query: { ...query } as Query, signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}
