import type { FoodStatus, ZFoodStatusBody } from '@meja/contracts';
import type { z } from 'zod';
import { AppError, forbidden } from '../../../lib/errors';
import type { ActorCtx } from '../../../plugins/context';
import { allows } from '../../../policy';
import { inKitchen } from '../actions';
import { moveFood } from '../food';
import type { OrderRow } from '../repository';
import { refusedFor, scopedOrder } from './common';
import * as repo from './repository';

type Body = z.output<typeof ZFoodStatusBody>;

/** Lines that may still move to `to`: not refunded, and not there or past it already. */
const movable = (to: FoodStatus): readonly string[] =>
  to === 'ready' ? ['processing'] : ['processing', 'ready'];

/**
 * A line already past `to` (served while a tablet's "ready" waited in its offline queue): the
 * move asked for has been overtaken, so it is done, not refused. Lines never move back here.
 */
const overtaken = (to: FoodStatus, status: string | undefined) => to === 'ready' && status === 'complete';

/** In the kitchen (actions.ts): the store's `ready_to_process` is read only for an unpaid counter order. */
async function isInKitchen(ctx: ActorCtx, order: OrderRow) {
  if (inKitchen(order, false)) return true;
  return inKitchen(order, await repo.readyToProcess(ctx.db, order.merchantId));
}

/**
 * Which lines the caller may move: the kitchen (and owners, admins) any line, to ready or
 * complete, or every open line at once ("Complete All Food"); Ready-To-Serve access only lines
 * that are ready, to complete (served), or all of the order's ready lines. Anyone else: 403.
 * The same call sent again (an offline tablet's queue replaying it) moves nothing and succeeds:
 * lines already there are left alone (moveFood), as are lines already past it (`overtaken`).
 */
function linesFor(ctx: ActorCtx, body: Body, lines: repo.AdminLine[]): number[] {
  // "Complete All Food" leaves lines held until fired (issue 29): they are made after Fire.
  const open = lines.filter(
    (l) => l.refundId === null && !l.held && movable(body.status).includes(l.foodStatus),
  );
  const status = new Map(lines.map((l) => [l.id, l.foodStatus]));
  if (allows(ctx.actor, 'orders.kitchen'))
    return body.line_ids?.filter((id) => !overtaken(body.status, status.get(id))) ?? open.map((l) => l.id);
  if (!allows(ctx.actor, 'orders.serve')) throw forbidden();
  const serveOnly = new AppError('forbidden', 'error.food_status_serve_only');
  if (body.status !== 'complete') throw serveOnly;
  if (!body.line_ids) return open.filter((l) => l.foodStatus === 'ready').map((l) => l.id);
  // A line already complete stays so (moveFood leaves it); one still cooking is the kitchen's.
  if (body.line_ids.some((id) => status.get(id) === 'processing')) throw serveOnly;
  return body.line_ids;
}

/**
 * Moves an order's lines through the food-status machine (orders/food.ts `moveFood`) for the
 * kitchen and the waiters. Only an order in the kitchen moves; a line of another order is 404.
 */
export async function moveFoodStatus(ctx: ActorCtx, body: Body): Promise<number> {
  const order = await scopedOrder(ctx, body.order_id);
  const lines = await repo.linesOf(ctx.db, order.id);
  const ids = linesFor(ctx, body, lines);
  if (!(await isInKitchen(ctx, order)))
    throw refusedFor(ctx, 'error.order_not_in_kitchen', order.paymentStatus);
  // A waiter's "served" that would move nothing while food is still cooking is not a success:
  // where the store has no ready-to-serve stage nothing ever becomes ready, else the kitchen has
  // not marked any yet. (Sent again once all is served, it still answers the order as it is.)
  const cooking = lines.some((l) => l.refundId === null && l.foodStatus === 'processing');
  if (!ids.length && cooking && !allows(ctx.actor, 'orders.kitchen'))
    throw new AppError(
      'conflict',
      (await repo.usesServeStage(ctx.db, order.merchantId))
        ? 'error.nothing_ready_to_serve'
        : 'error.store_no_serve_stage',
    );
  if (ids.length) await moveFood(ctx.db, order.id, body.status, { actorId: ctx.actor.id }, ids);
  return order.id;
}
