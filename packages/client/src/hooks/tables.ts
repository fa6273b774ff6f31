import type {
  TCreateTableBody,
  TTable,
  TTableListQuery,
  TTablePage,
  TUpdateTableBody,
} from '@meja/contracts';
import {
  keepPreviousData,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import { queryKeysFactory } from '../query-keys';
import type { DataReply, MessageReply } from '../types';

/** GET /admin/table parameters as the apps send them. */
export type TableListParams = Omit<TTableListQuery, 'start' | 'length' | 'merchant_id'> & {
  start?: number;
  length?: number;
  /** Admins name the merchant; merchants and their staff leave it out. */
  merchant_id?: number;
};

export const tableKeys = queryKeysFactory<'tables', TableListParams, number>('tables');

type QueryOptions<T> = Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn'>;

/** One page of a merchant's dining tables. */
export function useTables(query: TableListParams, options: QueryOptions<TTablePage> = {}) {
  const api = useApiClient();
  return useQuery<TTablePage, ApiError>({
    queryKey: tableKeys.list(query),
    queryFn: ({ signal }) => api.get<TTablePage>('/admin/table', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

export function useTable(id: number | undefined, options: QueryOptions<TTable> = {}) {
  const api = useApiClient();
  return useQuery<TTable, ApiError>({
    queryKey: tableKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await api.get<DataReply<TTable>>(`/admin/table/${id}`, { signal })).data,
    enabled: id !== undefined,
    ...options,
  });
}

export function useCreateTable() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DataReply<TTable>, ApiError, TCreateTableBody>({
    mutationFn: (body) => api.post<DataReply<TTable>>('/admin/table', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableKeys.lists() }),
  });
}

export function useUpdateTable() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DataReply<TTable>, ApiError, { id: number; body: TUpdateTableBody }>({
    mutationFn: ({ id, body }) => api.put<DataReply<TTable>>(`/admin/table/${id}`, body),
    onSuccess: (reply) => {
      queryClient.setQueryData(tableKeys.detail(reply.data.id), reply.data);
      return queryClient.invalidateQueries({ queryKey: tableKeys.lists() });
    },
  });
}

export function useDeleteTable() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<MessageReply, ApiError, number>({
    mutationFn: (id) => api.delete<MessageReply>(`/admin/table/${id}`),
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: tableKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: tableKeys.lists() });
    },
  });
}

/** A new QR code for the table: the printed old one stops working. */
export function useRegenerateTable() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DataReply<TTable>, ApiError, number>({
    mutationFn: (id) => api.post<DataReply<TTable>>(`/admin/table/${id}/regenerate`),
    onSuccess: (reply) => {
      queryClient.setQueryData(tableKeys.detail(reply.data.id), reply.data);
      return queryClient.invalidateQueries({ queryKey: tableKeys.lists() });
    },
  });
}

/**
 * The print-ready HTML sheet of every table's QR code. Fetched with the bearer token (a new tab
 * could not send it); the app shows it from a Blob URL.
 */
export function useTableQrSheet() {
  const api = useApiClient();
  return useMutation<string, ApiError, { merchant_id?: number } | undefined>({
    mutationFn: (query) =>
      api.get<string>('/admin/table_qr_sheet', { query: { merchant_id: query?.merchant_id } }),
  });
}
