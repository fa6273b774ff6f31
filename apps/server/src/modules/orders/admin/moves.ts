import { maxSen, type ZMergeBillsBody, type ZMoveBillBody, type ZMoveLinesBody } from '@meja/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { uniqueViolation } from '../../../lib/db-errors';
import { AppError, fieldError, notFound } from '../../../lib/errors';
import { transition } from '../../../lib/state-machine';
import { klDayOf } from '../../../lib/time';
import { newToken } from '../../../lib/tokens';
import type { ActorCtx } from '../../../plugins/context';
import { onTransaction } from '../lifecycle';
import { totalsOf } from '../pricing';
import * as orderRepo from '../repository';
import { paymentStatus, publishOrderChange } from '../statuses';
import * as tabRepo from '../tab-repository';
import { refusedFor, scopedOrder } from './common';
import * as moves from './move-repository';
import * as repo from './repository';

/**
 * Moving bills between tables (issue 29, docs/adr/0024 "Moves and merges"): a whole unpaid bill to
 * another table of the store, chosen lines to another table's open bill, or two bills merged into
 * one (a group that joined). Each runs in one transaction that locks the bills it touches in id
 * order, re-totals them from their lines at their own rates, writes who did it in each bill's
 * log and tells both bills' pages and the boards. Another merchant's table or bill is 404.
 */

type Order = orderRepo.OrderRow;

/** A bill staff may move: unpaid and paid at the counter (an online payment's amount is fixed). */
function assertMovable(ctx: ActorCtx, order: Order) {
  if (order.paymentStatus !== 'unpaid') throw refusedFor(ctx, 'error.move_not_open', order.paymentStatus);
  if (order.channel !== 'counter') throw new AppError('conflict', 'error.move_online');
}

/** Nothing of the bill is being paid: no online payment under way, no points taken for it. */
async function assertNotPaying(tx: Db, order: Order, splitting: boolean) {
  if (await tabRepo.paymentPending(tx, order.id)) throw new AppError('conflict', 'error.move_being_paid');
  // Points taken at placing belong to that bill's payment: its lines may not leave it, nor it be voided.
  if (splitting && order.pointsSen > 0) throw new AppError('conflict', 'error.move_points');
}

const rates = (o: Order) => ({
  serviceCharge: o.serviceChargeBp > 0,
  serviceChargeBp: o.serviceChargeBp,
  salesServiceTax: o.sstBp > 0,
});

/** The bill totalled again from its lines at the rates it was opened with. */
async function retotal(tx: Db, order: Order) {
  const totals = totalsOf(await tabRepo.lineTotals(tx, order.id), rates(order));
  if (totals.totalSen > maxSen) throw fieldError('lines', 'validation.money_too_big');
  await orderRepo.updateOrder(tx, order.id, totals);
}

const listOf = (lines: { quantity: number; name: string }[]) =>
  lines.map((l) => `${l.quantity} × ${l.name}`).join(', ');

/** The target table, the merchant's and not the bill's own. */
async function targetTable(ctx: ActorCtx, order: Order, tableId: number) {
  const table = await moves.tableOf(ctx.db, order.merchantId, tableId);
  if (!table) throw notFound();
  if (table.id === order.tableId) throw fieldError('table_id', 'validation.move_same_table');
  return table;
}

/** The table's open bill found first by a concurrent round wins the table: the mover is told to merge. */
const targetHasBill = (table: { name: string }) =>
  new AppError('conflict', 'error.move_target_has_bill', undefined, { table: table.name });

/**
 * POST /api/admin/order/{id}/move: the unpaid bill to another table of its store. Its token stays,
 * so the diners' page stays on it, while the old table's page no longer shows it and the new
 * table's does (GET /api/public/table/{token}/bill reads the table's open bill). Its rounds keep
 * the table each was ordered from: a diner's round sent again from the old table's page (its
 * Idempotency-Key is that table's) still answers this bill instead of ordering twice. The target
 * table having an open bill is 409: the bills are merged instead.
 */
export async function moveBill(ctx: ActorCtx, orderId: number, body: z.output<typeof ZMoveBillBody>) {
  const order = await scopedOrder(ctx, orderId);
  const table = await targetTable(ctx, order, body.table_id);
  try {
    await ctx.db.transaction(async (tx) => {
      const locked = await orderRepo.lockOrder(tx, order.id);
      if (!locked) throw notFound();
      assertMovable(ctx, locked);
      await assertNotPaying(tx, locked, false);
      if ((await moves.openBillAt(tx, table.id, locked.id)) !== undefined) throw targetHasBill(table);
      await orderRepo.updateOrder(tx, locked.id, { tableId: table.id, tableName: table.name });
      await orderRepo.insertEvent(tx, {
        orderId: locked.id,
        kind: 'moved',
        fromStatus: locked.tableName,
        toStatus: table.name,
        actorId: ctx.actor.id,
      });
      await publishOrderChange(tx, locked);
    });
  } catch (err) {
    // A first round at the target table opened its bill meanwhile (the one open bill per table).
    if (uniqueViolation(err) === 'orders_open_tab_key') throw targetHasBill(table);
    throw err;
  }
  return { id: order.id, table: table.name };
}

/**
 * POST /api/admin/order/{id}/move_lines: the chosen lines leave this bill for the target table's
 * open bill (opened, at this bill's rates, when the table has none) as a new round there. Both
 * bills are totalled again at their own rates; the lines keep their kitchen tickets and holds and
 * the stock they took. Refused: a line not on the bill (400), every line (400: move the bill), a
 * refunded line (409), a bill being paid or with points (409).
 */
export async function moveLines(ctx: ActorCtx, orderId: number, body: z.output<typeof ZMoveLinesBody>) {
  const order = await scopedOrder(ctx, orderId);
  const table = await targetTable(ctx, order, body.table_id);
  const chosenIds = new Set(body.line_ids);
  for (let attempt = 0; ; attempt++) {
    try {
      await ctx.db.transaction((tx) => moveLinesIn(ctx, tx, order.id, table, chosenIds));
      return { id: order.id, table: table.name };
    } catch (err) {
      // The target's bill opened meanwhile by a diner's first round: run again, joining it.
      if (attempt === 0 && uniqueViolation(err) === 'orders_open_tab_key') continue;
      throw err;
    }
  }
}

async function moveLinesIn(
  ctx: ActorCtx,
  tx: Db,
  orderId: number,
  table: { id: number; name: string },
  chosenIds: Set<number>,
) {
  const actorId = ctx.actor.id;
  const targetId = await moves.openBillAt(tx, table.id);
  const locked = await moves.lockInIdOrder(tx, targetId === undefined ? [orderId] : [orderId, targetId]);
  const source = locked.get(orderId);
  if (!source) throw notFound();
  assertMovable(ctx, source);
  await assertNotPaying(tx, source, true);
  const lines = await repo.linesOf(tx, source.id);
  const chosen = lines.filter((l) => chosenIds.has(l.id));
  if (chosen.length !== chosenIds.size) throw fieldError('line_ids', 'validation.move_line_unknown');
  if (chosen.some((l) => l.refundId !== null)) throw new AppError('conflict', 'error.move_line_refunded');
  if (chosen.length === lines.length) throw fieldError('line_ids', 'validation.move_lines_all');

  let target = targetId === undefined ? undefined : locked.get(targetId);
  if (target) {
    // Paid or voided between the look and the lock: it takes nothing more.
    if (target.paymentStatus !== 'unpaid' || target.tableId !== table.id)
      throw refusedFor(ctx, 'error.move_target_closed', target.paymentStatus);
    await assertNotPaying(tx, target, true);
  } else {
    const orderDay = klDayOf(Date.now());
    const token = newToken();
    const opened = await tabRepo.insertTab(tx, {
      merchantId: source.merchantId,
      orderNo: await orderRepo.takeOrderNumber(tx, source.merchantId, orderDay),
      orderDay,
      tableId: table.id,
      tableName: table.name,
      placedBy: actorId,
      buddyId: null,
      token,
      ...totalsOf([], rates(source)),
      note: null,
    });
    await orderRepo.insertEvent(tx, {
      orderId: opened.id,
      kind: 'placed',
      toStatus: 'unpaid',
      actorId,
      reason: `open bill: items moved from No. ${source.orderNo}`,
    });
    target = await orderRepo.findOrder(tx, opened.id);
    if (!target) throw notFound();
  }
  const round = await tabRepo.insertRound(tx, { orderId: target.id, tableId: table.id, placedBy: actorId });
  const from = await repo.nextPosition(tx, target.id);
  await moves.moveLinesTo(
    tx,
    chosen.map((l) => l.id),
    target.id,
    from,
    round.id,
  );
  await retotal(tx, source);
  await retotal(tx, target);
  const what = listOf(chosen);
  await orderRepo.insertEvent(tx, {
    orderId: source.id,
    kind: 'lines_moved',
    fromStatus: source.tableName,
    toStatus: table.name,
    actorId,
    reason: `to ${table.name} (No. ${target.orderNo}): ${what}`,
  });
  await orderRepo.insertEvent(tx, {
    orderId: target.id,
    kind: 'lines_moved',
    fromStatus: source.tableName,
    toStatus: table.name,
    actorId,
    reason: `round ${round.roundNo} from ${source.tableName ?? '—'} (No. ${source.orderNo}): ${what}`,
  });
  await publishOrderChange(tx, source);
  await publishOrderChange(tx, target);
  // An open bill cooks as it is ordered: lines no ticket carried yet (a pay-first order's) go now.
  await ctx.orderLifecycle.sentToKitchen(onTransaction(ctx, tx), target.id);
}

/**
 * POST /api/admin/order/{id}/merge: every line and round of the other bill joins this one (after
 * its own, rounds numbered on), and the other bill ends void, "merged into No. N", through the
 * payment status machine (its log row, its page told). Unlike a cashier's void nothing of it is
 * released: its food was ordered and stays on this bill, so its stock stays taken.
 */
export async function mergeBills(ctx: ActorCtx, orderId: number, body: z.output<typeof ZMergeBillsBody>) {
  const order = await scopedOrder(ctx, orderId);
  if (body.from_order_id === order.id) throw fieldError('from_order_id', 'validation.merge_same_bill');
  const other = await scopedOrder(ctx, body.from_order_id);
  const actorId = ctx.actor.id;
  await ctx.db.transaction(async (tx) => {
    const locked = await moves.lockInIdOrder(tx, [order.id, other.id]);
    const into = locked.get(order.id);
    const from = locked.get(other.id);
    if (!into || !from) throw notFound();
    for (const bill of [into, from]) {
      assertMovable(ctx, bill);
      await assertNotPaying(tx, bill, true);
    }
    const lines = await repo.linesOf(tx, from.id);
    await moves.mergeInto(tx, from.id, into.id, {
      position: await repo.nextPosition(tx, into.id),
      round: await moves.lastRound(tx, into.id),
    });
    await retotal(tx, into);
    await retotal(tx, from);
    await orderRepo.insertEvent(tx, {
      orderId: into.id,
      kind: 'merged',
      fromStatus: from.tableName,
      toStatus: into.tableName,
      actorId,
      reason: `No. ${from.orderNo} (${from.tableName ?? '—'}) merged in: ${listOf(lines)}`,
    });
    // The status machine writes the void and its log row and tells its page; no release steps.
    await transition(tx, paymentStatus, from, 'void', { actorId, reason: `merged into No. ${into.orderNo}` });
    await publishOrderChange(tx, into);
    // Lines of a pay-first order not yet cooked go to the kitchen if this bill is in it (an open bill).
    await ctx.orderLifecycle.sentToKitchen(onTransaction(ctx, tx), into.id);
  });
  return order.id;
}
