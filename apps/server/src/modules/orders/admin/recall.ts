import { type FoodStatus, foodStatuses, kitchenRecallMinutes, type TRecalledTicket } from '@meja/contracts';
import { inArray } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import { transition } from '../../../lib/state-machine';
import type { ActorCtx } from '../../../plugins/context';
import { allows } from '../../../policy';
import { merchantScope } from '../../../policy/merchant-scope';
import { boardRows } from '../board/repository';
import { toBoardOrder } from '../board/view';
import * as bumps from '../bump-repository';
import * as orderRepo from '../repository';
import { foodStatus } from '../statuses';
import { refusedFor, scopedOrder } from './common';

/**
 * The kitchen's Recall (issue 28): a ticket bumped off the kitchen display (orders/food.ts keeps
 * each bump) comes back onto every tablet of the merchant for `kitchenRecallMinutes`. The server
 * decides the window, so all tablets agree; a recall moves the bumped lines back through the
 * food-status machine's way back (statuses.ts `foodStatus.recall`), logged per line and
 * published to the boards' live stream like any food move.
 */

const windowMs = kitchenRecallMinutes * 60_000;
/** More than a rush hour's ten minutes of tickets; older ones are in the order history. */
const listMax = 50;

const isFoodStatus = (s: string): s is FoodStatus => (foodStatuses as readonly string[]).includes(s);

/**
 * Who may undo a bump: the kitchen (and owners, admins) any; Ready-To-Serve access only what it
 * may do itself, a bump of lines it served (ready → complete).
 */
const mayRecall = (ctx: ActorCtx, lines: bumps.BumpedLine[]) =>
  allows(ctx.actor, 'orders.kitchen') || lines.every((l) => l.from === 'ready');

/** The merchant's tickets bumped in the window that the caller may recall, newest first. */
export async function recallList(
  ctx: ActorCtx,
  requested: number | undefined,
  now: number,
): Promise<TRecalledTicket[]> {
  const scope = await merchantScope(ctx, requested);
  const found = (await bumps.recallable(ctx.db, scope.merchantId, new Date(now - windowMs), listMax)).filter(
    (b) => mayRecall(ctx, b.lines),
  );
  if (!found.length) return [];
  const rows = await boardRows(ctx.db, {
    where: inArray(
      orders.id,
      found.map((b) => b.orderId),
    ),
    orderBy: [],
    limit: found.length,
    offset: 0,
  });
  const byId = new Map(rows.map((r) => [r.order.id, r]));
  return found.flatMap((b) => {
    const row = byId.get(b.orderId);
    if (!row) return [];
    return [
      {
        order: toBoardOrder(row),
        bumped_at: b.bumpedAt.toISOString(),
        recall_until: new Date(b.bumpedAt.getTime() + windowMs).toISOString(),
        line_ids: b.lines.map((l) => l.id),
      },
    ];
  });
}

/**
 * Recalls the order's last bump: its lines go back to the status they had before it, under the
 * order's lock. A ticket another tablet recalled first is left as it is (it is back already); one
 * never bumped, or bumped longer ago than the window, is 409; an order voided, refunded or expired
 * since is 409 naming its status. A line refunded or served since stays as it is.
 */
export async function recallTicket(ctx: ActorCtx, orderId: number, now: number): Promise<number> {
  const order = await scopedOrder(ctx, orderId);
  await ctx.db.transaction(async (tx) => {
    const locked = await orderRepo.lockOrder(tx, order.id);
    if (!locked) throw notFound();
    const bump = await bumps.lastBump(tx, locked.id);
    if (!bump) throw new AppError('conflict', 'error.nothing_to_recall');
    if (!mayRecall(ctx, bump.lines)) throw new AppError('forbidden', 'error.food_status_serve_only');
    if (bump.recalledAt) return;
    if (now - bump.bumpedAt.getTime() > windowMs)
      throw new AppError('conflict', 'error.recall_too_late', undefined, { minutes: kitchenRecallMinutes });
    if (locked.paymentStatus !== 'paid' && locked.paymentStatus !== 'unpaid')
      throw refusedFor(ctx, 'error.recall_order_closed', locked.paymentStatus);
    const lines = await orderRepo.lineStatuses(
      tx,
      locked.id,
      bump.lines.map((l) => l.id),
    );
    const current = new Map(lines.map((l) => [l.id, l]));
    const audit = { actorId: ctx.actor.id, reason: 'recalled to the kitchen' };
    for (const moved of bump.lines) {
      const line = current.get(moved.id);
      if (!line || line.refundId !== null || line.foodStatus !== moved.to || !isFoodStatus(moved.from))
        continue;
      const row = { ...line, token: locked.token, merchantId: locked.merchantId };
      await transition(tx, foodStatus.recall, row, moved.from, audit);
    }
    await bumps.markRecalled(tx, bump.id, ctx.actor.id);
  });
  return order.id;
}
