import type { TCreateUserInput, TUpdateUserInput, TUser, TUserListQuery, TUserPage } from '@meja/contracts';
import {
  type QueryOptions,
  resource,
  useResourceCreate,
  useResourceList,
  useResourceRow,
  useResourceToggle,
  useResourceUpdate,
} from '../resource-paths';

/** GET /admin/user parameters as the apps send them (the contract's input type coerces loosely). */
export type UserListParams = Omit<TUserListQuery, 'start' | 'length' | 'agent_id'> & {
  start?: number;
  length?: number;
  agent_id?: number;
};

const users = resource<UserListParams>('users', {
  list: '/admin/user',
  create: '/admin/user',
  item: (id) => `/admin/user/${id}`,
  write: (id) => `/admin/user/${id}`,
});
export const userKeys = users.keys;

/** One page of people of a listing type. */
export const useUsers = (query: UserListParams, options?: QueryOptions<TUserPage>) =>
  useResourceList<TUserPage, UserListParams>(users, query, options);
export const useUser = (id: number | undefined, options?: QueryOptions<TUser>) =>
  useResourceRow<TUser, UserListParams>(users, id, options);
export const useCreateUser = () => useResourceCreate<TUser, TCreateUserInput, UserListParams>(users);
export const useUpdateUser = () => useResourceUpdate<TUser, TUpdateUserInput, UserListParams>(users);
export const useToggleUserStatus = () => useResourceToggle<TUser, UserListParams>(users);
