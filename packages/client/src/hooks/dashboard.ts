import type { TDashboard } from '@meja/contracts';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import type { DataReply } from '../types';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
};

export function useDashboard(
  options: Omit<UseQueryOptions<TDashboard, ApiError>, 'queryKey' | 'queryFn'> = {},
) {
  const api = useApiClient();
  return useQuery<TDashboard, ApiError>({
    queryKey: dashboardKeys.summary(),
    queryFn: async ({ signal }) =>
      (await api.get<DataReply<TDashboard>>('/admin/merchant/dashboard', { signal })).data,
    ...options,
  });
}
