import type { TMe } from '@meja/contracts';

type Me = Pick<TMe, 'role' | 'access_option'>;

const orderStaff = (me: Me) => me.role === 'staff' && me.access_option === 'All Access - Order';

/**
 * The cashier's screens, as the server's `orders.board` and `orders.cashier` have them (the two
 * grant the same roles): the merchant owner and staff with Order access have "Live orders" and
 * "Order history" in their side menu; admins open a merchant's with ?merchant_id=, or every
 * merchant's from "Real-time order" and "Order listing".
 */
export const ordersInMenu = (me: Me) => me.role === 'merchant' || orderStaff(me);
export const canOpenOrders = (me: Me) => me.role === 'admin' || ordersInMenu(me);
/** Mark paid, void, refund, claim, key in, add items, take-away, reprint. */
export const canActOnOrders = canOpenOrders;
/** Every merchant's orders at once. */
export const adminOrdersInMenu = (me: Me) => me.role === 'admin';
