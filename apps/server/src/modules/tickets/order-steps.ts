import { transition } from '../../lib/state-machine';
import type { PaidOrder, RefundedOrder, StepCtx } from '../orders/lifecycle';
import * as repo from './repository';
import { ticketStatus } from './statuses';

/** Days a ticket stays valid when its item names none: a year, the longest a bottle is kept. */
const defaultTicketDays = 365;

const dayMs = 86_400_000;

/** Alcohol tickets' part of an order's life: issued when paid, voided when their line is refunded. */
export const tickets = {
  /**
   * One ticket per alcohol line with a ticket balance, balance × quantity glasses, valid from the
   * payment for the item's days, for the order's buddy (null for a guest: staff find it by the
   * order). Once per line (tickets_line_key), however often it runs.
   */
  async paid({ db: tx }: StepCtx, paid: PaidOrder) {
    if (paid.grantsTickets === false) return;
    const lines = await repo.ticketLines(tx, paid.id);
    const written = await repo.insertTickets(
      tx,
      lines.map((l) => ({
        merchantId: paid.merchantId,
        orderId: paid.id,
        lineId: l.id,
        buddyId: paid.buddyId,
        foodId: l.foodId,
        name: l.name,
        total: (l.ticketBalance ?? 0) * l.quantity,
        expiresAt: new Date(paid.paidAt.getTime() + (l.ticketExpiryDays ?? defaultTicketDays) * dayMs),
      })),
    );
    await repo.insertEvents(
      tx,
      written.map((t) => ({
        ticketId: t.id,
        kind: 'issued',
        toStatus: t.status,
        usedAfter: 0,
        actorId: paid.actorId ?? null,
      })),
    );
  },

  /**
   * The tickets of the refunded lines become void; what was unused is gone (the event says how
   * many, and the refund's reason). Used-up or expired tickets stay as they are.
   */
  async refunded({ db: tx }: StepCtx, refund: RefundedOrder) {
    const list = await repo.lockLineTickets(tx, refund.orderId, refund.lineIds);
    if (!list.some((t) => t.status === 'active')) return;
    const why = (await repo.refundReason(tx, refund.refundId)) ?? '';
    for (const t of list) {
      if (t.status !== 'active') continue;
      const reason = `refund ${refund.refundId}: ${why} (${t.total - t.used} unused)`;
      await transition(tx, ticketStatus, t, 'void', { actorId: refund.actorId, reason });
    }
  },
};
