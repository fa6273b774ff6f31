import { calls, type TUser, type TUserListQuery, type TUserPage } from '@meja/contracts';
import {
  type QueryOptions,
  resource,
  useResourceCreate,
  useResourceList,
  useResourceRow,
  useResourceToggle,
  useResourceUpdate,
} from '../resource';

/** GET /admin/user parameters as the apps send them (the contract's input type coerces loosely). */
export type UserListParams = Omit<TUserListQuery, 'start' | 'length' | 'agent_id'> & {
  start?: number;
  length?: number;
  agent_id?: number;
};

const users = resource('users', {
  list: calls.users.list,
  get: calls.users.get,
  create: calls.users.create,
  update: calls.users.update,
  toggle: calls.users.toggleStatus,
});
export const userKeys = users.keys;

/** One page of people of a listing type. */
export const useUsers = (query: UserListParams, options?: QueryOptions<TUserPage>) =>
  useResourceList(users, query, options);
export const useUser = (id: number | undefined, options?: QueryOptions<TUser>) =>
  useResourceRow(users, id, options);
export const useCreateUser = () => useResourceCreate(users);
export const useUpdateUser = () => useResourceUpdate(users);
export const useToggleUserStatus = () => useResourceToggle(users);
