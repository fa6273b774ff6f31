import type { TMe } from '@meja/contracts';

/**
 * The Tables screen: the merchant owner and staff with Setting access, as the server's
 * `tables.manage` permission has it (admins manage a merchant's tables through the API).
 */
export const canManageTables = (me: Pick<TMe, 'role' | 'access_option'>) =>
  me.role === 'merchant' || (me.role === 'staff' && me.access_option === 'All Access - Setting');
