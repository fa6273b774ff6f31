import type { Call, CallBody, CallReply } from '@meja/contracts';
import {
  keepPreviousData,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiClient, CallOptions, Query } from './api-client';
import { useApiClient } from './context';
import type { ApiError } from './errors';
import { queryKeysFactory } from './query-keys';

export type QueryOptions<T> = Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn'>;

/** The calls of a CRUD resource of the admin API; each hook below needs only its own. */
export interface ResourceCalls {
  list?: Call;
  /** GET of one row, by `:id`. */
  get?: Call;
  create?: Call;
  /** PUT of one row, by `:id`. */
  update?: Call;
  /** PATCH of one row, by `:id`: Active ⇄ Inactive. */
  toggle?: Call;
}

/** A CRUD resource: its query keys (after medusa's factory) and its calls. */
export function resource<const R extends ResourceCalls>(key: string, calls: R) {
  return { keys: queryKeysFactory<string, Query, number>(key), ...calls };
}
type Keys = ReturnType<typeof queryKeysFactory<string, Query, number>>;
type With<K extends keyof ResourceCalls> = { keys: Keys } & { [P in K]-?: Call };

/** The row inside a `{ data }` reply. */
type RowOf<C extends Call> = CallReply<C> extends { data: infer T } ? T : never;

/**
 * The hooks here are generic over the call, where TypeScript cannot check a call's options
 * against its path: each caller's call is concrete, and what is sent is the same shape.
 */
function send<C extends Call>(
  api: ApiClient,
  call: C,
  options: { params?: { id: number }; query?: Query; body?: unknown; signal?: AbortSignal },
) {
  return api.call(call, options as CallOptions<C>) as Promise<CallReply<C>>;
}

/** One page; the previous page stays on screen while the next loads. */
export function useResourceList<R extends With<'list'>>(
  r: R,
  query: Query,
  options: QueryOptions<CallReply<R['list']>> = {},
) {
  const api = useApiClient();
  return useQuery<CallReply<R['list']>, ApiError>({
    queryKey: r.keys.list(query),
    queryFn: ({ signal }) => send<R['list']>(api, r.list, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

export function useResourceRow<R extends With<'get'>>(
  r: R,
  id: number | undefined,
  options: QueryOptions<RowOf<R['get']>> = {},
) {
  const api = useApiClient();
  return useQuery<RowOf<R['get']>, ApiError>({
    queryKey: r.keys.detail(id ?? 0),
    queryFn: async ({ signal }) =>
      ((await send<R['get']>(api, r.get, { params: { id: id ?? 0 }, signal })) as { data: RowOf<R['get']> })
        .data,
    enabled: id !== undefined,
    ...options,
  });
}

/** After a write: the row's cache holds the reply and every listing reloads. */
export function useRowSaved(r: { keys: Keys }) {
  const queryClient = useQueryClient();
  return (reply: unknown) => {
    const { data } = reply as { data: { id: number } };
    queryClient.setQueryData(r.keys.detail(data.id), data);
    return queryClient.invalidateQueries({ queryKey: r.keys.lists() });
  };
}

export function useResourceCreate<R extends With<'create'>>(r: R) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<CallReply<R['create']>, ApiError, CallBody<R['create']>>({
    mutationFn: (body) => send<R['create']>(api, r.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: r.keys.lists() }),
  });
}

export function useResourceUpdate<R extends With<'update'>>(r: R) {
  const api = useApiClient();
  const saved = useRowSaved(r);
  return useMutation<CallReply<R['update']>, ApiError, { id: number; body: CallBody<R['update']> }>({
    mutationFn: ({ id, body }) => send<R['update']>(api, r.update, { params: { id }, body }),
    onSuccess: saved,
  });
}

/** Active ⇄ Inactive. */
export function useResourceToggle<R extends With<'toggle'>>(r: R) {
  const api = useApiClient();
  const saved = useRowSaved(r);
  return useMutation<CallReply<R['toggle']>, ApiError, number>({
    mutationFn: (id) => send<R['toggle']>(api, r.toggle, { params: { id } }),
    onSuccess: saved,
  });
}
