import type { MessageKey, OrderAction } from '@meja/contracts';
import { canMove } from '../../lib/state-machine';
import { paymentStatus } from './statuses';

/**
 * What staff may do with an order now (issue 26, "offer only what will work"): one rule per
 * action, used by the call that does it (which refuses when its rule says no) and by the order's
 * reply (`actions`, board/view.ts), so that a screen offers exactly what the server will do.
 * Who may do each is the caller's role, decided by the policy apart from these.
 */
export interface OrderFacts {
  paymentStatus: string;
  channel: string;
  /** Money paid twice not given back yet. */
  paidTwiceSen: number;
  claimStatus: string | null;
  /** An open bill: its rounds cook as they are ordered, whatever `ready_to_process` says. */
  tab: boolean;
}

/** Paid at the counter: unpaid orders, and expired ones the diner pays at the counter after all. */
export const canMarkPaid = (o: Pick<OrderFacts, 'paymentStatus'>) =>
  canMove(paymentStatus, o.paymentStatus, 'paid');

export const canVoid = (o: Pick<OrderFacts, 'paymentStatus'>) =>
  canMove(paymentStatus, o.paymentStatus, 'void');

/** Whole or by lines; an order with every line refunded is 'refunded', no longer 'paid'. */
export const canRefund = (o: Pick<OrderFacts, 'paymentStatus'>) => o.paymentStatus === 'paid';

/** Why items cannot be added now (the bill is open only while unpaid and to be paid at the counter), or null. */
export function addItemsRefusal(o: Pick<OrderFacts, 'paymentStatus' | 'channel'>): MessageKey | null {
  if (o.paymentStatus !== 'unpaid') return 'error.order_not_open';
  if (o.channel !== 'counter') return 'error.order_not_open_online';
  return null;
}

/** Packed to go (or back to eat-in) while the order is still to be paid or served: not void, expired or refunded. */
export const canSetTakeAway = (o: Pick<OrderFacts, 'paymentStatus'>) =>
  o.paymentStatus === 'unpaid' || o.paymentStatus === 'paid';

export const owesGiveBack = (o: Pick<OrderFacts, 'paidTwiceSen'>) => o.paidTwiceSen > 0;

/** Why the birthday gift cannot be claimed (or unclaimed) now, or null. */
export function claimRefusal(o: Pick<OrderFacts, 'paymentStatus' | 'claimStatus'>): MessageKey | null {
  if (!o.claimStatus) return 'error.order_no_birthday_gift';
  // A void or expired order gave its gift back (birthday release step): nothing to serve.
  if (o.paymentStatus === 'void' || o.paymentStatus === 'expired') return 'error.birthday_gift_given_back';
  return null;
}

/**
 * Paid orders cook; unpaid counter orders too where the store cooks before payment
 * (`ready_to_process`), and open bills (each round as it is ordered).
 */
export const inKitchen = (
  o: Pick<OrderFacts, 'paymentStatus' | 'channel' | 'tab'>,
  readyToProcess: boolean,
) =>
  o.paymentStatus === 'paid' ||
  // A split bill keeps its food in the kitchen while its shares are paid (issue 29).
  o.paymentStatus === 'split' ||
  (o.paymentStatus === 'unpaid' && o.channel === 'counter' && (readyToProcess || o.tab));

export interface ActionInput extends OrderFacts {
  /** The order's status (board/conditions.ts `orderStatusSql`): 'complete' once every line is served. */
  status: string;
  /** The store cooks unpaid counter orders. */
  readyToProcess: boolean;
}

/** The actions an order allows now, in `orderActions` order. */
export function actionsOf(o: ActionInput): OrderAction[] {
  const allowed: [OrderAction, boolean][] = [
    // A split bill's "paid" pays every share left (admin/payment.ts), while one is.
    ['mark_paid', o.paymentStatus === 'split' ? o.status === 'unpaid' : canMarkPaid(o)],
    ['void', canVoid(o)],
    ['refund', canRefund(o)],
    ['add_items', addItemsRefusal(o) === null],
    ['take_away', canSetTakeAway(o)],
    ['give_back', owesGiveBack(o)],
    ['claim', claimRefusal(o) === null],
    // A served order answers the kitchen's call without moving anything: nothing to offer.
    ['food_status', inKitchen(o, o.readyToProcess) && o.status !== 'complete'],
  ];
  return allowed.filter(([, ok]) => ok).map(([action]) => action);
}
