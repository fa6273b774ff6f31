import type { FoodStatus } from '@meja/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { transition } from '../../lib/state-machine';
import * as repo from './repository';
import { foodStatus, type StatusAudit } from './statuses';

/**
 * Moves an order's lines to `to` through the food-status machine of its store (statuses.ts), for
 * the kitchen and waiters' screens: the lines named in `lineIds`, or every line of the order
 * ("Complete All Food"). Lines already there are left alone; a move the store's stages do not
 * allow (back to processing, "ready" where the store skips that stage) refuses the whole call. The
 * order row is locked, so two screens moving the same order take turns. Answers how many lines
 * moved; a line of another order is "not found".
 */
export async function moveFood(
  tx: Db,
  orderId: number,
  to: FoodStatus,
  audit: StatusAudit,
  lineIds?: number[],
): Promise<{ moved: number }> {
  return tx.transaction(async (t) => {
    const order = await repo.lockOrder(t, orderId);
    if (!order) throw notFound();
    const lines = await repo.lineStatuses(t, orderId, lineIds);
    if (lineIds && lines.length !== new Set(lineIds).size) throw notFound();
    const machine = (await repo.usesReadyToServe(t, order.merchantId))
      ? foodStatus.withReady
      : foodStatus.withoutReady;
    let moved = 0;
    for (const line of lines)
      if (
        (
          await transition(
            t,
            machine,
            { ...line, token: order.token, merchantId: order.merchantId },
            to,
            audit,
          )
        ).changed
      )
        moved++;
    return { moved };
  });
}
