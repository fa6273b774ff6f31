import {
  keepPreviousData,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Query } from './api-client';
import { useApiClient } from './context';
import type { ApiError } from './errors';
import { queryKeysFactory } from './query-keys';
import type { DataReply } from './types';

export type QueryOptions<T> = Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn'>;

/**
 * A CRUD resource of the admin API: its query keys (after medusa's factory) and paths. SPEC §7
 * names some write paths apart from the read path, hence `write` (PUT to update, PATCH to toggle).
 */
export function resource<TListParams extends Query>(
  key: string,
  paths: { list: string; create: string; item: (id: number) => string; write: (id: number) => string },
) {
  return { keys: queryKeysFactory<string, TListParams, number>(key), ...paths };
}
export type Resource<TListParams extends Query> = ReturnType<typeof resource<TListParams>>;

/** One page; the previous page stays on screen while the next loads. */
export function useResourceList<TPage, TListParams extends Query>(
  r: Resource<TListParams>,
  query: TListParams,
  options: QueryOptions<TPage> = {},
) {
  const api = useApiClient();
  return useQuery<TPage, ApiError>({
    queryKey: r.keys.list(query),
    queryFn: ({ signal }) => api.get<TPage>(r.list, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

export function useResourceRow<TRow, TListParams extends Query>(
  r: Resource<TListParams>,
  id: number | undefined,
  options: QueryOptions<TRow> = {},
) {
  const api = useApiClient();
  return useQuery<TRow, ApiError>({
    queryKey: r.keys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await api.get<DataReply<TRow>>(r.item(id ?? 0), { signal })).data,
    enabled: id !== undefined,
    ...options,
  });
}

/** After a write: the row's cache holds the reply and every listing reloads. */
export function useRowSaved<TRow extends { id: number }, TListParams extends Query>(
  r: Resource<TListParams>,
) {
  const queryClient = useQueryClient();
  return (reply: DataReply<TRow>) => {
    queryClient.setQueryData(r.keys.detail(reply.data.id), reply.data);
    return queryClient.invalidateQueries({ queryKey: r.keys.lists() });
  };
}

export function useResourceCreate<TRow, TCreate, TListParams extends Query>(r: Resource<TListParams>) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DataReply<TRow>, ApiError, TCreate>({
    mutationFn: (body) => api.post<DataReply<TRow>>(r.create, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: r.keys.lists() }),
  });
}

export function useResourceUpdate<TRow extends { id: number }, TUpdate, TListParams extends Query>(
  r: Resource<TListParams>,
) {
  const api = useApiClient();
  const saved = useRowSaved<TRow, TListParams>(r);
  return useMutation<DataReply<TRow>, ApiError, { id: number; body: TUpdate }>({
    mutationFn: ({ id, body }) => api.put<DataReply<TRow>>(r.write(id), body),
    onSuccess: saved,
  });
}

/** Active ⇄ Inactive. */
export function useResourceToggle<TRow extends { id: number }, TListParams extends Query>(
  r: Resource<TListParams>,
) {
  const api = useApiClient();
  const saved = useRowSaved<TRow, TListParams>(r);
  return useMutation<DataReply<TRow>, ApiError, number>({
    mutationFn: (id) => api.patch<DataReply<TRow>>(r.write(id)),
    onSuccess: saved,
  });
}
