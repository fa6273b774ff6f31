import type {
  TCreateStaffInput,
  TStaff,
  TStaffListQuery,
  TStaffPage,
  TUpdateStaffInput,
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
import type { DataReply } from '../types';

/** GET /admin/merchant_staff_index parameters as the apps send them. */
export type StaffListParams = Omit<TStaffListQuery, 'start' | 'length' | 'merchant_id'> & {
  start?: number;
  length?: number;
  /** Admins and agents name the merchant; merchants and their staff leave it out. */
  merchant_id?: number;
};

export const staffKeys = queryKeysFactory<'staff', StaffListParams, number>('staff');

type QueryOptions<T> = Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn'>;

/** One page of a merchant's operation staff; the previous page stays on screen while the next loads. */
export function useStaffList(query: StaffListParams, options: QueryOptions<TStaffPage> = {}) {
  const api = useApiClient();
  return useQuery<TStaffPage, ApiError>({
    queryKey: staffKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<TStaffPage>('/admin/merchant_staff_index', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

export function useStaffMember(id: number | undefined, options: QueryOptions<TStaff> = {}) {
  const api = useApiClient();
  return useQuery<TStaff, ApiError>({
    queryKey: staffKeys.detail(id ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get<DataReply<TStaff>>(`/admin/merchant_staff/${id}`, { signal })).data,
    enabled: id !== undefined,
    ...options,
  });
}

export function useCreateStaff() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DataReply<TStaff>, ApiError, TCreateStaffInput>({
    mutationFn: (body) => api.post<DataReply<TStaff>>('/admin/merchant_staff', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.lists() }),
  });
}

export function useUpdateStaff() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DataReply<TStaff>, ApiError, { id: number; body: TUpdateStaffInput }>({
    mutationFn: ({ id, body }) => api.put<DataReply<TStaff>>(`/admin/merchant_staff_update/${id}`, body),
    onSuccess: (reply) => {
      queryClient.setQueryData(staffKeys.detail(reply.data.id), reply.data);
      return queryClient.invalidateQueries({ queryKey: staffKeys.lists() });
    },
  });
}

/** Active ⇄ Inactive; deactivating signs the staff member out everywhere. */
export function useToggleStaffStatus() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DataReply<TStaff>, ApiError, number>({
    mutationFn: (id) => api.patch<DataReply<TStaff>>(`/admin/merchant_staff_update/${id}`),
    onSuccess: (reply) => {
      queryClient.setQueryData(staffKeys.detail(reply.data.id), reply.data);
      return queryClient.invalidateQueries({ queryKey: staffKeys.lists() });
    },
  });
}
