import { notFound } from '../../../lib/errors';
import type { ActorCtx } from '../../../plugins/context';
import * as orderRepo from '../repository';
import { publishOrderChange } from '../statuses';
import { refusedFor, scopedOrder } from './common';

/**
 * Guests at the table (issue 29): how many covers an order or bill served, for the sales report's
 * covers and average spend per guest (reports/rollups.ts). The diner is asked once on a bill's
 * first round (tab.ts), staff may say it when keying in (key-in.ts), and here set or correct it.
 */

/**
 * POST /api/admin/order/{id}/guests: sets how many guests the unpaid order serves (the staff who
 * seat tables: `orders.move`). Only while unpaid: a paid order's covers are in the report's
 * rollups already. Logged as `guests` with the count before (`from_status`, null when none was
 * recorded), the count now (`to_status`) and who; the boards and the diners' page are told.
 * The same count again changes nothing; another merchant's order is 404.
 */
export async function setGuests(ctx: ActorCtx, orderId: number, guests: number): Promise<number> {
  const order = await scopedOrder(ctx, orderId);
  await ctx.db.transaction(async (tx) => {
    const locked = await orderRepo.lockOrder(tx, order.id);
    if (!locked) throw notFound();
    if (locked.paymentStatus !== 'unpaid')
      throw refusedFor(ctx, 'error.guests_not_open', locked.paymentStatus);
    if (locked.guests === guests) return;
    await orderRepo.updateOrder(tx, locked.id, { guests });
    await orderRepo.insertEvent(tx, {
      orderId: locked.id,
      kind: 'guests',
      fromStatus: locked.guests === null ? null : String(locked.guests),
      toStatus: String(guests),
      actorId: ctx.actor.id,
    });
    await publishOrderChange(tx, locked);
  });
  return order.id;
}
