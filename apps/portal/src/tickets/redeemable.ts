import type { TTicket } from '@meja/contracts';

/**
 * Whether a row offers "Redeem 1": an active ticket with glasses left. Expiry is the server's to
 * judge (its clock, not the browser's): a ticket that expired since the list loaded is refused
 * with the server's reason, and the list then shows it expired.
 */
export const canRedeem = (ticket: Pick<TTicket, 'status' | 'left'>) =>
  ticket.status === 'active' && ticket.left > 0;
