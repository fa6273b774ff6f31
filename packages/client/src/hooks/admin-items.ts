import { calls, type TAdminItemToggled } from '@meja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import type { DataReply, MessageReply } from '../types';

/** The keys a resource's cache lives under (`all` covers its listings and rows). */
interface Keys {
  all: readonly unknown[];
  detail: (id: number) => readonly unknown[];
}

/** The item names of the generic PATCH/DELETE /admin/{name}/{id} (SPEC §7). */
export type AdminItemName = 'category' | 'option' | 'menu' | 'staff' | 'table' | 'announcement';

/** PATCH /admin/{name}/{id} with a `type` (usually 'status'): switches the item and reloads its data. */
export function useAdminItemToggle(name: AdminItemName, keys: Keys) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DataReply<TAdminItemToggled>, ApiError, { id: number; type?: string }>({
    mutationFn: ({ id, type = 'status' }) =>
      api.call(calls.adminItems.patch, { params: { name, id }, body: { type } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** DELETE /admin/{name}/{id}: the server may refuse (a category holding foods, a group in use). */
export function useAdminItemDelete(name: AdminItemName, keys: Keys) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<MessageReply, ApiError, number>({
    mutationFn: (id) => api.call(calls.adminItems.remove, { params: { name, id } }),
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}
