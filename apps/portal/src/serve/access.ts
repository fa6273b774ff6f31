import type { TMe } from '@meja/contracts';

type Me = Pick<TMe, 'role' | 'access_option'>;

/**
 * The ready-to-serve list, as the server's `orders.serve` has it: the merchant owner and staff
 * with "Only Access - Ready To Serve" in their side menu; admins open a merchant's with
 * ?merchant_id=.
 */
export const serveInMenu = (me: Me) =>
  me.role === 'merchant' || (me.role === 'staff' && me.access_option === 'Only Access - Ready To Serve');

export const canServe = (me: Me) => me.role === 'admin' || serveInMenu(me);
