import { type Machine, wroteAll } from '../../lib/state-machine';
import { orderChangeNotices, publishOrderChange } from '../orders/service';
import * as repo from './repository';

/** A payment attempt's status (lib/state-machine.ts). */
export type AttemptStatus = 'pending' | 'paid' | 'failed';

/** The attempt as the machine needs it: which row, at which gateway, for which order's page. */
export type Attempt = Pick<
  repo.PaymentRow,
  'id' | 'gateway' | 'status' | 'orderId' | 'orderToken' | 'merchantId'
>;

/** The payment_events row of a move: what told us (a callback, our query) and what it carried. */
export interface AttemptAudit {
  source: 'callback' | 'query' | 'return';
  outcome: repo.EventOutcome;
  payload: unknown;
}

const orderOf = (p: Attempt) => ({ id: p.orderId, token: p.orderToken, merchantId: p.merchantId });

/**
 * pending → paid or failed; failed → paid (a payment given up on may still turn paid: the money
 * did arrive). Paid is final. Each move writes its payment_events row and is published to the
 * order's live page (which shows the latest attempt).
 */
export const attemptStatus: Machine<AttemptStatus, Attempt, AttemptAudit, AttemptAudit> = {
  transitions: { pending: ['paid', 'failed'], failed: ['paid'], paid: [] },
  refused: 'error.payment_status_refused',
  statusOf: (p) => p.status,
  // Given its audit as `values` too (the paying transaction), the write sends the audit row and
  // the notices in its own statement (lib/state-machine-repository.ts).
  write: async (tx, p, from, to, audit) => {
    if (!audit) return repo.movePaymentStatus(tx, p.id, from, to);
    const moved = await repo.movePaymentStatusAudited(tx, p, from, to, audit, orderChangeNotices(orderOf(p)));
    return moved && wroteAll;
  },
  audit: async (tx, p, _from, _to, a) => {
    await repo.insertEvent(tx, { paymentId: p.id, gateway: p.gateway, ...a });
  },
  notify: async (tx, p) => {
    await publishOrderChange(tx, orderOf(p));
  },
};
