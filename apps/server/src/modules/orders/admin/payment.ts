import { cashRounding, formatMoney, type ZToggleOrderStatusBody } from '@meja/contracts';
import type { z } from 'zod';
import { uniqueViolation } from '../../../lib/db-errors';
import { AppError, fieldError } from '../../../lib/errors';
import type { ActorCtx } from '../../../plugins/context';
import { canVoid } from '../actions';
import * as orderRepo from '../repository';
import { markPaid, markVoid, payingTransaction } from '../service';
import { unpaidShares } from '../share-repository';
import { refusedFor, scopedOrder } from './common';
import { refundOrder } from './refund';

type Body = z.output<typeof ZToggleOrderStatusBody>;
type Order = Awaited<ReturnType<typeof scopedOrder>>;

/** The cash handed over as the order keeps it: cash only, else none. */
const tenderedOf = (body: Body) => (body.method === 'cash' ? (body.tendered ?? null) : null);

/**
 * The order the key paid, when it is this one paid the same way: the call asked again. The key
 * on another order, or with another method or amount tendered, is another payment: refused.
 */
function replayed(
  found: { id: number; paymentMethod: string | null; cashTenderedSen: number | null },
  orderId: number,
  body: Body,
) {
  if (
    found.id !== orderId ||
    found.paymentMethod !== body.method ||
    found.cashTenderedSen !== tenderedOf(body)
  )
    throw new AppError('conflict', 'error.payment_key_reused');
  return orderId;
}

/**
 * Paid at the counter. With an Idempotency-Key (a till's offline queue sending "paid" again after
 * a lost reply), the key is kept on the order in the paying transaction, and the same call again
 * answers the order it paid: no second payment, no "already paid". Without it, or with another
 * key, a paid order is 409 `order_already_paid` (another cashier took the money first).
 */
async function paidAtCounter(ctx: ActorCtx, order: Order, body: Body, key: string | undefined) {
  if (key !== undefined) {
    const earlier = await orderRepo.findByPaidKey(ctx.db, order.merchantId, key);
    if (earlier) return replayed(earlier, order.id, body);
  }
  // Cash handed over: at least what is due in money after the points, rounded to 5 sen.
  const due = order.totalSen - order.pointsSen;
  if (body.method === 'cash' && body.tendered !== undefined && body.tendered < due + cashRounding(due))
    throw new AppError(
      'validation',
      'error.validation',
      { tendered: 'validation.tendered_short' },
      { due: formatMoney(due + cashRounding(due)) },
    );
  let paid: Awaited<ReturnType<typeof markPaid>>;
  try {
    paid = await payingTransaction(ctx, async (c) => {
      // Counter orders, and online orders the diner pays at the counter instead (also after expiry).
      const moved = await markPaid(c, order.id, {
        via: 'counter',
        method: body.method,
        tenderedSen: tenderedOf(body) ?? undefined,
        actorId: ctx.actor.id,
      });
      // Under the order's lock, before commit: a replay waiting on the lock finds the key.
      if (moved.changed && key !== undefined) await orderRepo.updateOrder(c.db, order.id, { paidKey: key });
      return moved;
    });
  } catch (err) {
    if (key === undefined || uniqueViolation(err) !== 'orders_paid_key') throw err;
    // The key paid another of the merchant's orders meanwhile.
    const winner = await orderRepo.findByPaidKey(ctx.db, order.merchantId, key);
    if (!winner) throw err;
    return replayed(winner, order.id, body);
  }
  if (paid.changed) return order.id;
  if (key !== undefined) {
    // Paid meanwhile by the same call sent twice at once: the first one's answer.
    const earlier = await orderRepo.findByPaidKey(ctx.db, order.merchantId, key);
    if (earlier) return replayed(earlier, order.id, body);
  }
  const status = paid.order.paymentStatus;
  if (status === 'paid') throw new AppError('conflict', 'error.order_already_paid');
  throw refusedFor(ctx, 'error.order_not_payable_now', status);
}

/**
 * The cashier's "paid" of a split bill (SPEC's old client sees an unpaid order and toggles it): the
 * whole remaining bill, each unpaid share paid at the counter in turn, each with its own receipt.
 * Cash tendered belongs to one payment, so it is not kept here.
 */
async function paySharesAtCounter(ctx: ActorCtx, bill: Order, body: Body) {
  const unpaid = await unpaidShares(ctx.db, bill.id);
  if (!unpaid.length) throw new AppError('conflict', 'error.order_already_paid');
  for (const id of unpaid) {
    const share = await scopedOrder(ctx, id);
    await paidAtCounter(ctx, share, { ...body, id, tendered: undefined }, undefined);
  }
  return bill.id;
}

/** The cashier's payment actions: paid at the counter (the old client's bare `{ id }`), void, refund. */
export async function toggleOrderStatus(ctx: ActorCtx, body: Body, key?: string): Promise<number> {
  const order = await scopedOrder(ctx, body.id);
  const actorId = ctx.actor.id;
  if (body.action === 'paid' && order.paymentStatus === 'split') return paySharesAtCounter(ctx, order, body);
  if (body.action === 'paid') return paidAtCounter(ctx, order, body, key);
  if (body.action === 'void' && order.billId !== null) throw new AppError('conflict', 'error.share_void');
  const reason = body.reason;
  if (!reason) throw fieldError('reason', 'validation.reason_required');
  if (body.action === 'void') {
    if (!canVoid(order)) throw refusedFor(ctx, 'error.order_not_voidable', order.paymentStatus);
    // Read unpaid above, paid or expired meanwhile: markVoid decides under the order's lock.
    if (!(await markVoid(ctx, order.id, { actorId, reason })).changed) {
      const now = await scopedOrder(ctx, order.id);
      throw refusedFor(ctx, 'error.order_not_voidable', now.paymentStatus);
    }
    return order.id;
  }
  await refundOrder(ctx, { orderId: order.id, lineIds: body.line_ids, reason, method: body.refund_method });
  return order.id;
}
