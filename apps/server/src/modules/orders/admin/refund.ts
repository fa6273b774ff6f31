import {
  type CounterMethod,
  counterMethods,
  type RefundMethod,
  senToRM,
  type TRefundQuote,
} from '@meja/contracts';
import type { Db } from '../../../db/client';
import { AppError, fieldError, notFound } from '../../../lib/errors';
import { transition } from '../../../lib/state-machine';
import type { ActorCtx } from '../../../plugins/context';
import { cashAtMerchant, gatewayClearing, type Posting, post } from '../../ledger';
import { canRefund } from '../actions';
import { onTransaction, type PaidVia } from '../lifecycle';
import { paidEntries } from '../paid-entries';
import * as orderRepo from '../repository';
import { paymentStatus, publishOrderChange } from '../statuses';
import { refusedFor, scopedOrder } from './common';
import { refundLedger, refundShare } from './refund-ledger';
import * as repo from './repository';

export interface RefundRequest {
  orderId: number;
  /** The lines to refund; none: every line not refunded yet (the whole order, or what is left of it). */
  lineIds?: number[];
  reason: string;
  method?: RefundMethod;
}

const isCounterMethod = (m: string | null): m is CounterMethod =>
  (counterMethods as readonly (string | null)[]).includes(m);

/** How the order's money came in: its payment method, or for orders paid before methods were kept, its payments. */
async function paidVia(tx: Db, order: orderRepo.OrderRow): Promise<PaidVia> {
  if (isCounterMethod(order.paymentMethod)) return 'counter';
  if (order.paymentMethod === 'points') return 'points';
  if (order.paymentMethod !== null) return 'gateway';
  return (await repo.paidThroughGateway(tx, order.id)) ? 'gateway' : 'counter';
}

/** The lines this refund gives back: all named ones, none refunded before. */
function chosenLines(lines: repo.AdminLine[], lineIds: number[] | undefined) {
  if (!lineIds) return lines.filter((l) => l.refundId === null);
  const wanted = new Set(lineIds);
  const chosen = lines.filter((l) => wanted.has(l.id));
  if (chosen.length !== wanted.size) throw fieldError('line_ids', 'validation.refund_lines_unknown');
  const done = chosen.filter((l) => l.refundId !== null);
  if (done.length)
    throw new AppError('conflict', 'error.lines_already_refunded', undefined, {
      names: done.map((l) => l.name).join(', '),
    });
  return chosen;
}

/**
 * The order's log: the reason, how much and how it goes back (the gateway has no refund call yet),
 * and what the refund steps noted (points given back or taken back). An order paid wholly with
 * points gives no money back: only the notes are said.
 */
function logReason(
  reason: string,
  amountSen: number,
  method: RefundMethod,
  via: PaidVia,
  notes: readonly string[],
) {
  const how =
    method === 'gateway' ? 'to be returned through the gateway' : `given back by ${method.replace('_', ' ')}`;
  const money = via === 'points' && amountSen === 0 ? [] : [`RM ${senToRM(amountSen)} ${how}`];
  const said = [...money, ...notes];
  return said.length ? `${reason} (${said.join('; ')})` : reason;
}

/** What a refund of these lines gives back, as it would be posted now (`planRefund`). */
interface RefundPlan {
  chosen: repo.AdminLine[];
  via: PaidVia;
  method: RefundMethod;
  beforeSen: number;
  afterSen: number;
  complete: boolean;
  postings: Posting[];
  /** The money given back. */
  amountSen: number;
  /** The points the order was paid with that go back to the buddy (loyalty's refund step). */
  pointsBack: number;
}

/**
 * The refund of `req`'s lines (every line not refunded yet without any) worked out from the order
 * as it is: the lines, how the money came in and goes back, the ledger's reversal and the money
 * and points given back. Refunding posts exactly this, under the order's lock; the quote shows it
 * to the cashier before, with nothing written. Refused as the refund itself would be.
 */
async function planRefund(
  tx: Db,
  order: orderRepo.OrderRow,
  req: Pick<RefundRequest, 'lineIds' | 'method'>,
  refused: (status: string) => Error,
): Promise<RefundPlan> {
  if (!canRefund(order)) throw refused(order.paymentStatus);
  const lines = await repo.linesOf(tx, order.id);
  const chosen = chosenLines(lines, req.lineIds);
  if (!chosen.length) throw refused('refunded');

  const via = await paidVia(tx, order);
  const method: RefundMethod =
    req.method ??
    (via === 'gateway' ? 'gateway' : isCounterMethod(order.paymentMethod) ? order.paymentMethod : 'cash');
  if (method === 'gateway' && via !== 'gateway')
    throw fieldError('refund_method', 'validation.refund_not_through_gateway');

  const sum = (ls: repo.AdminLine[]) => ls.reduce((s, l) => s + l.lineTotalSen, 0);
  const beforeSen = sum(lines.filter((l) => l.refundId !== null));
  const afterSen = beforeSen + sum(chosen);
  const complete = lines.every((l) => l.refundId !== null || chosen.includes(l));
  const paid = paidEntries(order, order.platformChargeBp, via, order.roundingSen);
  const till = cashAtMerchant(order.merchantId);
  // Money given back another way than it came in leaves from there (cash from the merchant's till).
  const { postings, amountSen } = refundLedger(
    paid,
    order.subtotalSen,
    { beforeSen, afterSen, complete },
    {
      in: via === 'gateway' ? gatewayClearing : till,
      backFrom: method === 'gateway' ? gatewayClearing : till,
    },
  );
  const part = { subtotalSen: order.subtotalSen, beforeSen, afterSen, complete };
  const pointsBack = order.buddyId !== null && order.pointsSen > 0 ? refundShare(order.pointsSen, part) : 0;
  return { chosen, via, method, beforeSen, afterSen, complete, postings, amountSen, pointsBack };
}

/**
 * What refunding these lines (or the rest of the order) would give back now, and how: the money
 * and the way it goes back, the points returned to the buddy, the lines. Nothing is written; the
 * refund, asked for next, posts the same unless the order changed in between.
 */
export async function refundQuote(
  ctx: ActorCtx,
  orderId: number,
  req: Pick<RefundRequest, 'lineIds' | 'method'>,
): Promise<TRefundQuote> {
  const order = await scopedOrder(ctx, orderId);
  const plan = await planRefund(ctx.db, order, req, (status) =>
    refusedFor(ctx, 'error.order_not_refundable', status),
  );
  return {
    amount: senToRM(plan.amountSen),
    amount_sen: plan.amountSen,
    method: plan.method,
    points_back: plan.pointsBack,
    complete: plan.complete,
    lines: plan.chosen.map((l) => ({
      id: l.id,
      name: l.name,
      quantity: l.quantity,
      line_total_sen: l.lineTotalSen,
    })),
  };
}

/**
 * Refunds a paid order, whole or chosen lines, with a reason (PRODUCT.md "Orders"): a refund row,
 * the lines marked with it, the order's refunded total, the reversal of these lines' share of the
 * paid posting in the ledger ('order_refund', once per refund) and a log row, in one transaction
 * under the order's lock; once every line is refunded the order moves paid → refunded. The money
 * goes back the way it came unless `method` says otherwise; 'gateway' is only recorded, as to be
 * returned through the gateway: the gateway adapters have no refund call yet.
 */
export async function refundOrder(ctx: ActorCtx, req: RefundRequest) {
  await ctx.db.transaction(async (tx) => {
    const order = await orderRepo.lockOrder(tx, req.orderId);
    if (!order) throw notFound();
    const { chosen, via, method, beforeSen, afterSen, complete, postings, amountSen } = await planRefund(
      tx,
      order,
      req,
      (status) => refusedFor(ctx, 'error.order_not_refundable', status),
    );

    const actorId = ctx.actor.id;
    const refundId = await repo.insertRefund(tx, {
      orderId: order.id,
      merchantId: order.merchantId,
      amountSen,
      method,
      reason: req.reason,
      actorId,
    });
    const ids = chosen.map((l) => l.id);
    if ((await repo.markLinesRefunded(tx, order.id, ids, refundId)) !== ids.length)
      throw new Error(`order ${order.id}: lines refunded meanwhile under the order's lock`);
    await orderRepo.updateOrder(tx, order.id, { refundedSen: order.refundedSen + amountSen });
    if (postings.length) await post(tx, { kind: 'order_refund', ref: refundId }, postings);
    const notes = await ctx.orderLifecycle.refunded(onTransaction(ctx, tx), {
      orderId: order.id,
      refundId,
      merchantId: order.merchantId,
      buddyId: order.buddyId,
      subtotalSen: order.subtotalSen,
      pointsSen: order.pointsSen,
      beforeSen,
      afterSen,
      complete,
      lineIds: ids,
      actorId,
    });
    const reason = logReason(req.reason, amountSen, method, via, notes);
    await orderRepo.insertEvent(tx, {
      orderId: order.id,
      kind: 'refund',
      fromStatus: 'paid',
      toStatus: complete ? 'refunded' : 'paid',
      actorId,
      lineId: ids.length === 1 ? (ids[0] ?? null) : null,
      reason,
    });
    // The move publishes the change itself; a partial refund leaves the status as it is.
    if (complete)
      await transition(tx, paymentStatus, order, 'refunded', { actorId, reason: 'every item refunded' });
    else await publishOrderChange(tx, order);
  });
}
