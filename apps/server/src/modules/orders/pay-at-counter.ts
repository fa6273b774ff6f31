import type { TOrder } from '@meja/contracts';
import { AppError, notFound } from '../../lib/errors';
import { transition } from '../../lib/state-machine';
import type { Ctx } from '../../plugins/context';
import { orderingBuddy } from '../../policy';
import { onTransaction } from './lifecycle';
import { getOrder } from './place';
import * as repo from './repository';
import { paymentChannel } from './statuses';

/**
 * The diner's way out of a failed (or given-up) online payment: the unpaid order becomes a counter
 * order, as if placed with "Pay at counter". Its payment window goes (a counter order waits for the
 * cashier and does not expire), it shows on the cashier's board at once, and where the store cooks
 * before payment (`ready_to_process`) its lines go to the kitchen as a counter order's do at placing.
 *
 * The order's own token is the key: sent again (a double tap, a retry after a lost reply) it
 * answers the same counter order and changes nothing. A paid order is refused (409
 * `order_already_paid`), as are an expired one (`order_expired`: its foods went back, order again)
 * and a void one (`order_voided`). A gateway payment still under way may yet arrive: it pays the
 * order as any late payment does, and the cashier sees it paid.
 */
export async function payAtCounter(ctx: Ctx, token: string): Promise<{ order: TOrder; changed: boolean }> {
  const changed = await ctx.db.transaction(async (tx) => {
    const order = await repo.lockOrderByToken(tx, token);
    if (!order) throw notFound();
    const status = order.paymentStatus;
    if (status === 'paid' || status === 'refunded')
      throw new AppError('conflict', 'error.order_already_paid');
    if (status === 'expired') throw new AppError('conflict', 'error.order_expired');
    if (status !== 'unpaid') throw new AppError('conflict', 'error.order_voided');
    const moved = await transition(tx, paymentChannel, order, 'counter', {
      actorId: orderingBuddy(ctx.actor),
      reason: `the diner chose to pay at the counter instead of ${order.channel}`,
    });
    if (moved.changed) await ctx.orderLifecycle.sentToKitchen(onTransaction(ctx, tx), order.id);
    return moved.changed;
  });
  return { order: await getOrder(ctx, token), changed };
}
