import type { TFireBody } from '@meja/contracts';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import type { ActorCtx } from '../../../plugins/context';
import { onTransaction } from '../lifecycle';
import * as orderRepo from '../repository';
import { publishOrderChange } from '../statuses';
import { scopedOrder } from './common';
import * as holds from './hold-repository';

/**
 * Courses, hold and fire (issue 29, docs/adr/0025). Staff keying in may hold lines, or whole
 * courses: held lines are written with the order (its bill, its stock) but no kitchen ticket
 * carries them (printing/kitchen.ts) and the kitchen display greys them. Fire, from the cashier,
 * the kitchen or the waiters, sends them: `fired_at` is set and the kitchen step runs again, which
 * prints exactly those lines on a ticket of their own, marked FIRE.
 */

/** What a key-in or an added round asks to hold: lines by `hold`, and courses by id. */
export interface HoldRequest {
  lines: { hold?: boolean }[];
  hold_courses?: number[];
}

const listOf = (lines: { quantity: number; name: string }[]) =>
  lines.map((l) => `${l.quantity} × ${l.name}`).join(', ');

/**
 * Holds the lines just written from position `from` (the body's lines in order: pricing keeps
 * them one for one) as the body asks, and logs it. Call it in the writing transaction, before
 * the kitchen step. A body without the fields (SPEC's client) holds nothing and costs nothing.
 */
export async function holdNew(tx: Db, actorId: number, orderId: number, from: number, body: HoldRequest) {
  const positions = body.lines.flatMap((l, i) => (l.hold ? [from + i] : []));
  const held = await holds.holdNewLines(tx, orderId, from, positions, body.hold_courses ?? []);
  if (held.length) await orderRepo.insertEvent(tx, { orderId, kind: 'held', actorId, reason: listOf(held) });
}

/**
 * Fires the order's held lines: those of `course_id`, or those named in `line_ids` (both: those
 * of the course among them), or neither: everything held. A line of another order is "not
 * found"; nothing held among those chosen (fired already, or never held) is 409 `nothing_held`,
 * so a second tap of Fire changes nothing. Logged with who fired what; the boards are told.
 */
export async function fire(ctx: ActorCtx, orderId: number, body: TFireBody): Promise<number> {
  const order = await scopedOrder(ctx, orderId);
  await ctx.db.transaction(async (tx) => {
    const locked = await orderRepo.lockOrder(tx, order.id);
    if (!locked) throw notFound();
    const lines = await holds.linesToFire(tx, locked.id);
    const named = body.line_ids && new Set(body.line_ids);
    if (named && [...named].some((id) => !lines.some((l) => l.id === id))) throw notFound();
    const open = locked.paymentStatus === 'paid' || locked.paymentStatus === 'unpaid';
    const chosen = lines.filter(
      (l) =>
        l.held &&
        !l.refunded &&
        (body.course_id === undefined || l.courseId === body.course_id) &&
        (!named || named.has(l.id)),
    );
    if (!open || !chosen.length) throw new AppError('conflict', 'error.nothing_held');
    await holds.markFired(
      tx,
      chosen.map((l) => l.id),
    );
    await orderRepo.insertEvent(tx, {
      orderId: locked.id,
      kind: 'fired',
      actorId: ctx.actor.id,
      reason: listOf(chosen),
    });
    await publishOrderChange(tx, locked);
    // The kitchen step prints the lines no ticket carried yet: now exactly these.
    await ctx.orderLifecycle.sentToKitchen(onTransaction(ctx, tx), locked.id);
  });
  return order.id;
}
