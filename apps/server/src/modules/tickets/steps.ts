import type { RefundStep } from '../orders/lifecycle';
import type { PaidStep } from '../orders/paid/steps';
import { issueTickets, voidRefundedTickets } from './service';

/** After the ledger (30) and before printing (90): the receipt number is given by then. */
export const ticketsPaidStep: PaidStep = {
  name: 'tickets',
  order: 50,
  run: (tx, paid) => (paid.grantsTickets === false ? Promise.resolve() : issueTickets(tx, paid)),
};

export const ticketsRefundStep: RefundStep = { name: 'tickets', order: 50, run: voidRefundedTickets };
