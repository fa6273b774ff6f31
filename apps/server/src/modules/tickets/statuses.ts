import type { TicketStatus } from '@meja/contracts';
import type { Machine } from '../../lib/state-machine';
import * as repo from './repository';

/** What a ticket's move needs of it: `used` as it is after the move (the event keeps it). */
export type TicketRef = Pick<repo.TicketRow, 'id' | 'status' | 'used'>;

/** Why and by whom; `kind` names the event when it is not the status reached ('redeem' of the last glass). */
export interface TicketAudit {
  kind?: string;
  actorId?: number | null;
  reason?: string | null;
}

/**
 * A ticket's status (PRODUCT.md "Tickets"): active → completed (its last glass redeemed),
 * expired (found past `expires_at` when redeemed) or void (its line refunded). All three are
 * final. Glasses redeemed while it stays active are events too (service.ts), not moves.
 */
export const ticketStatus: Machine<TicketStatus, TicketRef, TicketAudit> = {
  transitions: {
    active: ['completed', 'expired', 'void'],
    completed: [],
    expired: [],
    void: [],
  },
  refused: 'error.ticket_status_refused',
  statusOf: (t) => t.status,
  write: (tx, t, from, to) => repo.moveStatus(tx, t.id, from, to),
  audit: (tx, t, from, to, a) =>
    repo.insertEvents(tx, [
      {
        ticketId: t.id,
        kind: a.kind ?? to,
        fromStatus: from,
        toStatus: to,
        usedAfter: t.used,
        actorId: a.actorId ?? null,
        reason: a.reason ?? null,
      },
    ]),
};
