import { calls, type TStaff, type TStaffListQuery, type TStaffPage } from '@meja/contracts';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import {
  type QueryOptions,
  resource,
  useResourceCreate,
  useResourceList,
  useResourceRow,
  useResourceToggle,
  useResourceUpdate,
} from '../resource';
import type { MessageReply } from '../types';

/** GET /admin/merchant_staff_index parameters as the apps send them. */
export type StaffListParams = Omit<TStaffListQuery, 'start' | 'length' | 'merchant_id'> & {
  start?: number;
  length?: number;
  /** Admins and agents name the merchant; merchants and their staff leave it out. */
  merchant_id?: number;
};

const staff = resource('staff', {
  list: calls.staff.list,
  get: calls.staff.get,
  create: calls.staff.create,
  update: calls.staff.update,
  toggle: calls.staff.toggleStatus,
});
export const staffKeys = staff.keys;

/** One page of a merchant's operation staff. */
export const useStaffList = (query: StaffListParams, options?: QueryOptions<TStaffPage>) =>
  useResourceList(staff, query, options);
export const useStaffMember = (id: number | undefined, options?: QueryOptions<TStaff>) =>
  useResourceRow(staff, id, options);
export const useCreateStaff = () => useResourceCreate(staff);
export const useUpdateStaff = () => useResourceUpdate(staff);
/** Deactivating signs the staff member out everywhere. */
export const useToggleStaffStatus = () => useResourceToggle(staff);

/** E-mails a staff member a password reset link, to their own login e-mail (the owner or an admin). */
export function useSendStaffResetLink() {
  const api = useApiClient();
  return useMutation<MessageReply, ApiError, number>({
    mutationFn: (id) => api.call(calls.staff.sendResetLink, { params: { id } }),
  });
}
