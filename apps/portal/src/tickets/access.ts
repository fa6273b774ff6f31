import type { TMe } from '@meja/contracts';

type Me = Pick<TMe, 'role' | 'access_option'>;

/**
 * The ticket listing, as the server's `tickets.manage` has it: the merchant owner, the cashier
 * (Order access) and the waiters (Ready To Serve) pour the drinks; admins see every merchant's or
 * pick one. Everyone who sees it may redeem.
 */
export const ticketsInMenu = (me: Me) =>
  me.role === 'admin' ||
  me.role === 'merchant' ||
  (me.role === 'staff' &&
    (me.access_option === 'All Access - Order' || me.access_option === 'Only Access - Ready To Serve'));

/** Admins list across merchants and may narrow to one. */
export const picksTicketMerchant = (me: Me) => me.role === 'admin';
