import { calls, type TDashboard, type TDashboardQuery } from '@meja/contracts';
import { keepPreviousData, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (query: TDashboardQuery = {}) => [...dashboardKeys.all, 'summary', query] as const,
};

/**
 * GET /admin/merchant/dashboard for a date range (startDate/endDate, default today in Kuala
 * Lumpur on the server); the figures of the previous range stay on screen while the next loads.
 */
export function useDashboard(
  query: TDashboardQuery = {},
  options: Omit<UseQueryOptions<TDashboard, ApiError>, 'queryKey' | 'queryFn'> = {},
) {
  const api = useApiClient();
  return useQuery<TDashboard, ApiError>({
    queryKey: dashboardKeys.summary(query),
    queryFn: async ({ signal }) =>
      (await api.call(calls.dashboard.get, { query: { ...query }, signal })).data,
    placeholderData: keepPreviousData,
    ...options,
  });
}
