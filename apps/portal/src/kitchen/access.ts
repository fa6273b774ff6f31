import type { TMe } from '@meja/contracts';

type Me = Pick<TMe, 'role' | 'access_option'>;

/**
 * The kitchen display, as the server's `orders.kitchen` has it: the merchant owner and staff with
 * Kitchen access in their side menu; admins open a merchant's with ?merchant_id=.
 */
export const kitchenInMenu = (me: Me) =>
  me.role === 'merchant' || (me.role === 'staff' && me.access_option === 'All Access - Kitchen');

export const canUseKitchen = (me: Me) => me.role === 'admin' || kitchenInMenu(me);
