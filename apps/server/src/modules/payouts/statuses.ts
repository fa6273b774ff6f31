import type { PayoutStatus } from '@meja/contracts';
import type { Machine } from '../../lib/state-machine';
import * as repo from './repository';

/** What a move needs of an item. */
export type ItemRef = Pick<repo.ItemRow, 'id' | 'status'>;

/** Who moved it and why; `kind` names the event ('approved', 'declined', 'completed'). */
export interface PayoutAudit {
  kind: 'approved' | 'declined' | 'completed';
  actorId: number | null;
  reason?: string | null;
}

/**
 * A payout item's status (PRODUCT.md "Payouts", SPEC §4): pending → done (approved) or declined;
 * done → completed (the bank paid it out) or declined. Completed and declined are final. Approval
 * writes the bank details it is paid to with the move (`values`).
 */
export const payoutStatus: Machine<PayoutStatus, ItemRef, PayoutAudit, Partial<repo.BankDetails>> = {
  transitions: {
    pending: ['done', 'declined'],
    done: ['completed', 'declined'],
    completed: [],
    declined: [],
  },
  refused: 'error.payout_status_refused',
  statusOf: (i) => i.status,
  write: (tx, i, from, to, values) => repo.moveStatus(tx, i.id, from, to, values),
  audit: (tx, i, from, to, a) =>
    repo.insertEvent(tx, {
      itemId: i.id,
      kind: a.kind,
      fromStatus: from,
      toStatus: to,
      reason: a.reason ?? null,
      actorId: a.actorId,
    }),
};
