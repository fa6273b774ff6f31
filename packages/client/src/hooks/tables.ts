import { calls, type TTable, type TTableListQuery, type TTablePage } from '@meja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import {
  type QueryOptions,
  resource,
  useResourceCreate,
  useResourceList,
  useResourceRow,
  useResourceUpdate,
  useRowSaved,
} from '../resource';
import type { DataReply, MessageReply } from '../types';

/** GET /admin/table parameters as the apps send them. */
export type TableListParams = Omit<TTableListQuery, 'start' | 'length' | 'merchant_id'> & {
  start?: number;
  length?: number;
  /** Admins name the merchant; merchants and their staff leave it out. */
  merchant_id?: number;
};

const tables = resource('tables', {
  list: calls.tables.list,
  get: calls.tables.get,
  create: calls.tables.create,
  update: calls.tables.update,
});
export const tableKeys = tables.keys;

/** One page of a merchant's dining tables. */
export const useTables = (query: TableListParams, options?: QueryOptions<TTablePage>) =>
  useResourceList(tables, query, options);
export const useTable = (id: number | undefined, options?: QueryOptions<TTable>) =>
  useResourceRow(tables, id, options);
export const useCreateTable = () => useResourceCreate(tables);
export const useUpdateTable = () => useResourceUpdate(tables);

export function useDeleteTable() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<MessageReply, ApiError, number>({
    mutationFn: (id) => api.call(calls.tables.remove, { params: { id } }),
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: tableKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: tableKeys.lists() });
    },
  });
}

/** A new QR code for the table: the printed old one stops working. */
export function useRegenerateTable() {
  const api = useApiClient();
  const saved = useRowSaved(tables);
  return useMutation<DataReply<TTable>, ApiError, number>({
    mutationFn: (id) => api.call(calls.tables.regenerate, { params: { id } }),
    onSuccess: saved,
  });
}

/**
 * The print-ready HTML sheet of every table's QR code. Fetched with the bearer token (a new tab
 * could not send it); the app shows it from a Blob URL.
 */
export function useTableQrSheet() {
  const api = useApiClient();
  return useMutation<string, ApiError, { merchant_id?: number } | undefined>({
    mutationFn: (query) => api.call(calls.tables.qrSheet, { query: { merchant_id: query?.merchant_id } }),
  });
}
