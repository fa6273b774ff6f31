import { calls, type TOptionGroup, type TOptionGroupListQuery, type TOptionGroupPage } from '@meja/contracts';
import {
  type QueryOptions,
  resource,
  useResourceCreate,
  useResourceList,
  useResourceRow,
  useResourceUpdate,
} from '../resource';
import { useAdminItemDelete, useAdminItemToggle } from './admin-items';

/** GET /admin/option parameters as the apps send them. */
export type OptionGroupListParams = Omit<
  TOptionGroupListQuery,
  'start' | 'length' | 'merchant_id' | 'status'
> & {
  start?: number;
  length?: number;
  /** Admins name the merchant; merchants and their staff leave it out. */
  merchant_id?: number;
  /** 1 active only, 0 inactive only. */
  status?: 0 | 1;
};

const optionGroups = resource('option-groups', {
  list: calls.optionGroups.list,
  get: calls.optionGroups.get,
  create: calls.optionGroups.create,
  update: calls.optionGroups.update,
});
export const optionGroupKeys = optionGroups.keys;

/** One page of a merchant's food option groups, each with its options. */
export const useOptionGroups = (query: OptionGroupListParams, options?: QueryOptions<TOptionGroupPage>) =>
  useResourceList(optionGroups, query, options);
export const useOptionGroup = (id: number | undefined, options?: QueryOptions<TOptionGroup>) =>
  useResourceRow(optionGroups, id, options);
export const useCreateOptionGroup = () => useResourceCreate(optionGroups);
/**
 * Saves the whole group: options sent with their `id` are kept, the others removed. Send the
 * `version` read with the row: a 409 means someone else saved in between.
 */
export const useUpdateOptionGroup = () => useResourceUpdate(optionGroups);
/** Active ⇄ inactive (PATCH /admin/option/{id} with type 'status'). */
export const useToggleOptionGroupStatus = () => useAdminItemToggle('option', optionGroupKeys);
/** Refused while foods use the group. */
export const useDeleteOptionGroup = () => useAdminItemDelete('option', optionGroupKeys);
