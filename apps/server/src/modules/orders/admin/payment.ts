import { cashRounding, formatMoney, type ZToggleOrderStatusBody } from '@meja/contracts';
import type { z } from 'zod';
import { AppError, fieldError } from '../../../lib/errors';
import type { ActorCtx } from '../../../plugins/context';
import { canVoid } from '../actions';
import { markPaid, markVoid } from '../service';
import { refusedFor, scopedOrder } from './common';
import { refundOrder } from './refund';

type Body = z.output<typeof ZToggleOrderStatusBody>;

/** The cashier's payment actions: paid at the counter (the old client's bare `{ id }`), void, refund. */
export async function toggleOrderStatus(ctx: ActorCtx, body: Body): Promise<number> {
  const order = await scopedOrder(ctx, body.id);
  const actorId = ctx.actor.id;
  if (body.action === 'paid') {
    // Cash handed over: at least what is due in money after the points, rounded to 5 sen.
    const due = order.totalSen - order.pointsSen;
    if (body.method === 'cash' && body.tendered !== undefined && body.tendered < due + cashRounding(due))
      throw new AppError(
        'validation',
        'error.validation',
        { tendered: 'validation.tendered_short' },
        { due: formatMoney(due + cashRounding(due)) },
      );
    // Counter orders, and online orders the diner pays at the counter instead (also after expiry).
    const paid = await markPaid(ctx.db, order.id, {
      via: 'counter',
      method: body.method,
      tenderedSen: body.method === 'cash' ? body.tendered : undefined,
      actorId,
      jobs: ctx.jobs,
      caches: ctx.caches,
    });
    if (!paid.changed) {
      const status = paid.order.paymentStatus;
      if (status === 'paid') throw new AppError('conflict', 'error.order_already_paid');
      throw refusedFor(ctx, 'error.order_not_payable_now', status);
    }
    return order.id;
  }
  const reason = body.reason;
  if (!reason) throw fieldError('reason', 'validation.reason_required');
  if (body.action === 'void') {
    if (!canVoid(order)) throw refusedFor(ctx, 'error.order_not_voidable', order.paymentStatus);
    // Read unpaid above, paid or expired meanwhile: markVoid decides under the order's lock.
    if (!(await markVoid(ctx.db, order.id, { actorId, reason })).changed) {
      const now = await scopedOrder(ctx, order.id);
      throw refusedFor(ctx, 'error.order_not_voidable', now.paymentStatus);
    }
    return order.id;
  }
  await refundOrder(ctx, { orderId: order.id, lineIds: body.line_ids, reason, method: body.refund_method });
  return order.id;
}
