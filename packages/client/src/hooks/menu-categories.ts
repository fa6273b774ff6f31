import {
  calls,
  type TCategory,
  type TCategoryListQuery,
  type TCategoryListReply,
  type TCategoryPage,
  type TCategoryPriorityInput,
} from '@meja/contracts';
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
} from '../resource';
import { useAdminItemDelete, useAdminItemToggle } from './admin-items';

/** GET /admin/category parameters as the apps send them. */
export type CategoryListParams = Omit<
  TCategoryListQuery,
  'start' | 'length' | 'merchant_id' | 'remark' | 'status'
> & {
  start?: number;
  length?: number;
  /** food (default) or alcohol. */
  remark?: 'food' | 'alcohol';
  /** Admins name the merchant; merchants and their staff leave it out. */
  merchant_id?: number;
  /** 1 active only, 0 inactive only. */
  status?: 0 | 1;
};

const categories = resource('menu-categories', {
  list: calls.categories.list,
  get: calls.categories.get,
  create: calls.categories.create,
  update: calls.categories.update,
});
export const categoryKeys = categories.keys;

/** One page of a merchant's food (or alcohol) categories, in priority order by default. */
export const useCategories = (query: CategoryListParams, options?: QueryOptions<TCategoryPage>) =>
  useResourceList(categories, query, options);
export const useCategory = (id: number | undefined, options?: QueryOptions<TCategory>) =>
  useResourceRow(categories, id, options);
export const useCreateCategory = () => useResourceCreate(categories);
/** Send the `version` read with the row: a 409 means someone else saved in between. */
export const useUpdateCategory = () => useResourceUpdate(categories);
/** Active ⇄ inactive (PATCH /admin/category/{id} with type 'status'). */
export const useToggleCategoryStatus = () => useAdminItemToggle('category', categoryKeys);
/** Refused while the category holds foods. */
export const useDeleteCategory = () => useAdminItemDelete('category', categoryKeys);

/** Saves a new order (the ids of one kind, first to last); the listings reload. */
export function useCategoryPriority() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TCategoryListReply, ApiError, TCategoryPriorityInput>({
    mutationFn: (body) => api.call(calls.categories.reorder, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.lists() }),
  });
}
