import type { TMe } from '@meja/contracts';

type Me = Pick<TMe, 'role' | 'access_option'>;

/**
 * The menu screens (categories, option groups, foods), as the server's `menu.manage` permission
 * has it: the merchant owner and staff with Setting access in their side menu; admins open a
 * merchant's with ?merchant_id= from the merchant listing.
 */
export const menuInSideMenu = (me: Me) =>
  me.role === 'merchant' || (me.role === 'staff' && me.access_option === 'All Access - Setting');

export const canManageMenu = (me: Me) => me.role === 'admin' || menuInSideMenu(me);
