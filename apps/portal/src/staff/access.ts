import type { TMe } from '@meja/contracts';

/**
 * The Operation users screen: the merchant owner and staff with Setting access, as the server's
 * `staff.write` permission has it (admins reach a merchant's staff through the API).
 */
export const canManageStaff = (me: Pick<TMe, 'role' | 'access_option'>) =>
  me.role === 'merchant' || (me.role === 'staff' && me.access_option === 'All Access - Setting');
