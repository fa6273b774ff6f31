import {
  calls,
  type FoodKind,
  type TCreateFoodInput,
  type TFood,
  type TFoodListQuery,
  type TFoodPage,
  type TUpdateFoodInput,
} from '@meja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import { formOf } from '../form-data';
import { type QueryOptions, resource, useResourceList, useResourceRow } from '../resource';
import type { DataReply, MessageReply } from '../types';
import { useAdminItemToggle } from './admin-items';
import { categoryKeys } from './menu-categories';

/** GET /admin/menu parameters as the apps send them. */
export type FoodListParams = Omit<
  TFoodListQuery,
  'start' | 'length' | 'merchant_id' | 'category_id' | 'remark' | 'status'
> & {
  start?: number;
  length?: number;
  /** food (default) or alcohol. */
  remark?: FoodKind;
  category_id?: number;
  /** Admins name the merchant; merchants and their staff leave it out. */
  merchant_id?: number;
  /** 1 active only, 0 inactive only. */
  status?: 0 | 1;
};

const foods = resource('foods', {
  list: calls.foods.list,
  get: calls.foods.get,
});
export const foodKeys = foods.keys;

/** One page of a merchant's foods (or alcohol items): by category order, then the food's, then name. */
export const useFoods = (query: FoodListParams, options?: QueryOptions<TFoodPage>) =>
  useResourceList(foods, query, options);
export const useFood = (id: number | undefined, options?: QueryOptions<TFood>) =>
  useResourceRow(foods, id, options);

type FieldValue = string | number | boolean | null | undefined | readonly unknown[];

/** The multipart form the server reads: switches as 1/0, lists as JSON, null as empty. */
function foodForm(body: Record<string, FieldValue>, picture: Blob): FormData {
  const fields: Record<string, string | number | Blob | undefined> = {};
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value === null) fields[name] = '';
    else if (typeof value === 'boolean') fields[name] = value ? '1' : '0';
    else if (typeof value === 'object') fields[name] = JSON.stringify(value);
    else fields[name] = value;
  }
  fields.picture = picture;
  return formOf(fields);
}

/** After a write: listings of foods and categories (their food counts) reload. */
function useFoodsChanged() {
  const queryClient = useQueryClient();
  return (reply?: DataReply<TFood>) => {
    if (reply) queryClient.setQueryData(foodKeys.detail(reply.data.id), reply.data);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: foodKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
    ]);
  };
}

export interface CreateFoodInput {
  body: TCreateFoodInput;
  /** A new picture: the call goes as multipart/form-data. */
  picture?: Blob;
}

/** POST /admin/menu; the item goes last in its category. */
export function useCreateFood() {
  const api = useApiClient();
  const changed = useFoodsChanged();
  return useMutation<DataReply<TFood>, ApiError, CreateFoodInput>({
    mutationFn: ({ body, picture }) =>
      api.call(calls.foods.create, { body: picture ? foodForm(body, picture) : body }),
    onSuccess: (reply) => changed(reply),
  });
}

export interface UpdateFoodInput {
  id: number;
  /** Fields left out keep their value; `version` is the one the form was loaded with. */
  body: TUpdateFoodInput;
  picture?: Blob;
}

/** PUT /admin/menu/{id}: a 409 (ApiError status 409) means someone else saved in between. */
export function useUpdateFood() {
  const api = useApiClient();
  const changed = useFoodsChanged();
  return useMutation<DataReply<TFood>, ApiError, UpdateFoodInput>({
    mutationFn: ({ id, body, picture }) =>
      api.call(calls.foods.update, { params: { id }, body: picture ? foodForm(body, picture) : body }),
    onSuccess: (reply) => changed(reply),
  });
}

/** PATCH /admin/menu/{id} with type 'status' (default), 'take_away' or 'birthday_gift_only'. */
export const useToggleFood = () => useAdminItemToggle('menu', foodKeys);
/** DELETE /admin/menu/{id}; the categories' food counts reload too. */
export function useDeleteFood() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<MessageReply, ApiError, number>({
    mutationFn: (id) => api.call(calls.adminItems.remove, { params: { name: 'menu', id } }),
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: foodKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: foodKeys.all }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      ]);
    },
  });
}
