import type { TCreateUserInput, TUpdateUserInput, TUser, TUserListQuery, TUserPage } from '@meja/contracts';
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
import type { DataReply } from '../types';

/** GET /admin/user parameters as the apps send them (the contract's input type coerces loosely). */
export type UserListParams = Omit<TUserListQuery, 'start' | 'length' | 'agent_id'> & {
  start?: number;
  length?: number;
  agent_id?: number;
};

export const userKeys = queryKeysFactory<'users', UserListParams, number>('users');

type QueryOptions<T> = Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn'>;

/** One page of people of a listing type; the previous page stays on screen while the next loads. */
export function useUsers(query: UserListParams, options: QueryOptions<TUserPage> = {}) {
  const api = useApiClient();
  return useQuery<TUserPage, ApiError>({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => api.get<TUserPage>('/admin/user', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

export function useUser(id: number | undefined, options: QueryOptions<TUser> = {}) {
  const api = useApiClient();
  return useQuery<TUser, ApiError>({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await api.get<DataReply<TUser>>(`/admin/user/${id}`, { signal })).data,
    enabled: id !== undefined,
    ...options,
  });
}

export function useCreateUser() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DataReply<TUser>, ApiError, TCreateUserInput>({
    mutationFn: (body) => api.post<DataReply<TUser>>('/admin/user', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}

export function useUpdateUser() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DataReply<TUser>, ApiError, { id: number; body: TUpdateUserInput }>({
    mutationFn: ({ id, body }) => api.put<DataReply<TUser>>(`/admin/user/${id}`, body),
    onSuccess: (reply) => {
      queryClient.setQueryData(userKeys.detail(reply.data.id), reply.data);
      return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}

/** Active ⇄ Inactive. */
export function useToggleUserStatus() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DataReply<TUser>, ApiError, number>({
    mutationFn: (id) => api.patch<DataReply<TUser>>(`/admin/user/${id}`),
    onSuccess: (reply) => {
      queryClient.setQueryData(userKeys.detail(reply.data.id), reply.data);
      return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
