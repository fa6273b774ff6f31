import { calls, type ReportName, type TReportPage, type TReportQuery } from '@meja/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import type { QueryOptions } from '../resource';

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

/** One page of a report with its totals, chart and the range the server applied. */
export function useReport(
  name: keyof typeof calls.reports.pages,
  query: ReportParams,
  options: QueryOptions<TReportPage> = {},
) {
  const api = useApiClient();
  return useQuery<TReportPage, ApiError>({
    queryKey: reportKeys.page(name, query),
    queryFn: ({ signal }) => api.call(calls.reports.pages[name], { query, signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}
