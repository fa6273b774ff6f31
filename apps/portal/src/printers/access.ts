import type { TMe } from '@meja/contracts';

type Me = Pick<TMe, 'role' | 'access_option'>;

/**
 * The printer set-up screen, as the server's `printers.manage` permission has it: the merchant
 * owner and staff with Setting access in their side menu; admins open a merchant's with
 * ?merchant_id= (from the store details page). Agents do not: printers are run by the restaurant.
 */
export const printersInMenu = (me: Me) =>
  me.role === 'merchant' || (me.role === 'staff' && me.access_option === 'All Access - Setting');

export const canManagePrinters = (me: Me) => me.role === 'admin' || printersInMenu(me);
