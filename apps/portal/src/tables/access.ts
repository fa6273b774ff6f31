import type { TMe } from '@meja/contracts';

type Me = Pick<TMe, 'role' | 'access_option'>;

/**
 * The Tables screen, as the server's `tables.manage` permission has it: the merchant owner and
 * staff with Setting access in their side menu; admins open a merchant's with ?merchant_id= from
 * the merchant listing. Agents do not: a table's QR code is a secret.
 */
export const tablesInMenu = (me: Me) =>
  me.role === 'merchant' || (me.role === 'staff' && me.access_option === 'All Access - Setting');

export const canManageTables = (me: Me) => me.role === 'admin' || tablesInMenu(me);
