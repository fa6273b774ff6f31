import type { FoodStatus, OrderChannel, PaymentStatus } from '@meja/contracts';
import type { Db } from '../../db/client';
import { type Machine, wroteAll } from '../../lib/state-machine';
import * as repo from './repository';

/**
 * An order's two statuses as state machines (lib/state-machine.ts): its payment status, and each
 * line's food status. Every move writes an order_events row and is published to the order's live
 * page.
 */

/** The channel of order changes for the diner's order page: its payload is the order's token. */
export const orderChannel = 'order_changed';

/**
 * The channel of order changes for the merchant's boards (live orders, kitchen, ready to serve,
 * the admin's real-time orders): its payload is `merchantId:orderId` (`boardPayload`).
 */
export const boardChannel = 'board_changed';
export const boardPayload = (order: { merchantId: number; id: number }) => `${order.merchantId}:${order.id}`;

/** The order a change is about: enough to tell both its page and its merchant's boards. */
export interface ChangedOrder {
  id: number;
  token: string;
  merchantId: number;
}

/**
 * Tells every instance's live order pages and boards that the order changed. Call it inside the
 * writing transaction: PostgreSQL delivers the notification on commit, and not at all on rollback
 * (and once, however often one transaction sends it).
 */
export async function publishOrderChange(tx: Db, order: ChangedOrder) {
  await repo.notify(tx, ...orderChangeNotices(order));
}

/** The NOTIFYs of publishOrderChange, for a statement that sends them itself (lib/state-machine-repository.ts). */
export const orderChangeNotices = (order: ChangedOrder): [channel: string, payload: string][] => [
  [orderChannel, order.token],
  [boardChannel, boardPayload(order)],
];

/** A row of the order's log (who did what, when, why) written by another module (printing). */
export const recordOrderEvent = (tx: Db, event: repo.NewOrderEvent) => repo.insertEvent(tx, event);

/** Who moved it and why, for the order's log. */
export interface StatusAudit {
  actorId?: number | null;
  reason?: string | null;
}

type OrderRef = Pick<repo.OrderRow, 'id' | 'token' | 'merchantId' | 'paymentStatus'>;

/**
 * A move to paid: when and how it was paid, and (the paying transaction's) its audit given to the
 * write too, so that the status, the order_events row and the notices go in one statement.
 */
export type PaidMove = repo.PaidValues & { audit?: StatusAudit };

/**
 * unpaid → paid, void, expired or split; expired → paid (a late payment is honoured); paid →
 * refunded; split ⇄ unpaid (a split undone before any share was paid). Void and refunded are
 * final; a split bill's money is its shares' (admin/split-bill.ts). A move to paid also writes when and how it was paid (`values`).
 */
export const paymentStatus: Machine<PaymentStatus, OrderRef, StatusAudit, PaidMove> = {
  transitions: {
    unpaid: ['paid', 'void', 'expired', 'split'],
    expired: ['paid'],
    split: ['unpaid'],
    paid: ['refunded'],
    void: [],
    refunded: [],
  },
  refused: 'error.order_status_refused',
  statusOf: (order) => order.paymentStatus,
  write: async (tx, order, from, to, values) => {
    if (!values?.audit) return repo.movePaymentStatus(tx, order.id, from, to, values);
    const { audit, ...paid } = values;
    const moved = await repo.movePaymentStatusAudited(
      tx,
      order,
      from,
      to,
      paid,
      audit,
      orderChangeNotices(order),
    );
    return moved && wroteAll;
  },
  audit: async (tx, order, from, to, a) => {
    await repo.insertEvent(tx, {
      orderId: order.id,
      kind: to,
      fromStatus: from,
      toStatus: to,
      actorId: a.actorId ?? null,
      reason: a.reason ?? null,
    });
  },
  notify: async (tx, order) => {
    await publishOrderChange(tx, order);
  },
};

type ChannelRef = Pick<repo.OrderRow, 'id' | 'token' | 'merchantId' | 'channel'>;

/**
 * How an unpaid order is to be paid: an online channel may give way to the counter (the diner's
 * online payment failed or was given up), never the other way (a counter order has no payment
 * window, and may already be in the kitchen). Each move is in the order's log and told to its
 * page and the merchant's boards, where the cashier now expects it.
 */
export const paymentChannel: Machine<OrderChannel, ChannelRef, StatusAudit> = {
  transitions: { fpx: ['counter'], ewallet: ['counter'], card: ['counter'], counter: [] },
  refused: 'error.order_status_refused',
  statusOf: (order) => order.channel,
  write: (tx, order, from, to) => repo.moveChannel(tx, order.id, from, to),
  audit: (tx, order, from, to, a) =>
    repo.insertEvent(tx, {
      orderId: order.id,
      kind: 'pay_at_counter',
      fromStatus: from,
      toStatus: to,
      actorId: a.actorId ?? null,
      reason: a.reason ?? null,
    }),
  notify: (tx, order) => publishOrderChange(tx, order),
};

/** A line of an order, with its order's token and merchant (its live page and boards). */
export type FoodLine = Pick<repo.LineStatus, 'id' | 'orderId' | 'foodStatus'> & {
  token: string;
  merchantId: number;
};

const foodMachine = (
  transitions: Record<FoodStatus, readonly FoodStatus[]>,
): Machine<FoodStatus, FoodLine, StatusAudit> => ({
  transitions,
  refused: 'error.food_status_refused',
  statusOf: (line) => line.foodStatus,
  write: (tx, line, from, to) => repo.moveFoodStatus(tx, line.id, from, to),
  audit: (tx, line, from, to, a) =>
    repo.insertEvent(tx, {
      orderId: line.orderId,
      lineId: line.id,
      kind: 'food_status',
      fromStatus: from,
      toStatus: to,
      actorId: a.actorId ?? null,
      reason: a.reason ?? null,
    }),
  notify: (tx, line) =>
    publishOrderChange(tx, { id: line.orderId, token: line.token, merchantId: line.merchantId }),
});

/**
 * processing → ready to serve → complete, the middle stage only where the store uses it (its
 * `ready_to_serve`). A kitchen may complete a line at once ("Complete All Food"); a line marked
 * ready before its store dropped the stage can still be completed.
 */
export const foodStatus = {
  withReady: foodMachine({ processing: ['ready', 'complete'], ready: ['complete'], complete: [] }),
  withoutReady: foodMachine({ processing: ['complete'], ready: ['complete'], complete: [] }),
  /**
   * The way back, only for a recall of a bumped ticket (admin/recall.ts): its lines return to
   * what they were before the bump, for a few minutes after it. Kitchen moves never go back.
   */
  recall: foodMachine({ processing: [], ready: ['processing'], complete: ['processing', 'ready'] }),
};
