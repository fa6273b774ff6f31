import type { FoodStatus } from '@meja/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { transition } from '../../lib/state-machine';
import { type BumpedLine, insertBump } from './bump-repository';
import * as repo from './repository';
import { foodStatus, type StatusAudit } from './statuses';

/**
 * A line the kitchen display shows as still to make (orders/board/conditions.ts, 'kitchen'):
 * cooking, or ready where the store uses that stage (the kitchen sees it until it is served).
 */
const onKitchenDisplay = (line: { foodStatus: string; refundId: number | null }, readyStage: boolean) =>
  line.refundId === null && (line.foodStatus === 'processing' || (line.foodStatus === 'ready' && readyStage));

/**
 * Moves an order's lines to `to` through the food-status machine of its store (statuses.ts), for
 * the kitchen and waiters' screens: the lines named in `lineIds`, or every line of the order
 * ("Complete All Food"). Lines already there are left alone; a move the store's stages do not
 * allow (back to processing, "ready" where the store skips that stage) refuses the whole call;
 * without `lineIds`, lines held until fired (admin/fire.ts) are left, and naming one is 409
 * `line_held`. The
 * order row is locked, so two screens moving the same order take turns. Answers how many lines
 * moved; a line of another order is "not found". A move that leaves the order with nothing on the
 * kitchen display bumps its ticket: the lines it moved are kept (`kitchen_bumps`), so that any of
 * the merchant's tablets may recall it for a few minutes (admin/recall.ts).
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
    const all = await repo.lineStatuses(t, orderId);
    const wanted = lineIds && new Set(lineIds);
    // "Complete All Food" leaves held lines (issue 29): they are made after their Fire.
    const lines = wanted ? all.filter((l) => wanted.has(l.id)) : all.filter((l) => !l.held);
    if (wanted && lines.length !== wanted.size) throw notFound();
    // A held line is not made until fired, whatever screen or client names it.
    if (wanted && lines.some((l) => l.held)) throw new AppError('conflict', 'error.line_held');
    const readyStage = await repo.usesReadyToServe(t, order.merchantId);
    const machine = readyStage ? foodStatus.withReady : foodStatus.withoutReady;
    const moved: BumpedLine[] = [];
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
        moved.push({ id: line.id, from: line.foodStatus, to });
    const movedTo = new Map(moved.map((l) => [l.id, l.to]));
    const after = all.map((l) => ({ ...l, foodStatus: movedTo.get(l.id) ?? l.foodStatus }));
    if (
      moved.length &&
      all.some((l) => onKitchenDisplay(l, readyStage)) &&
      !after.some((l) => onKitchenDisplay(l, readyStage))
    )
      await insertBump(t, {
        orderId,
        merchantId: order.merchantId,
        lines: moved,
        actorId: audit.actorId ?? null,
      });
    return { moved: moved.length };
  });
}
