import type { ZSplitBillBody } from '@meja/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { transition } from '../../lib/state-machine';
import { newToken } from '../../lib/tokens';
import type { Ctx } from '../../plugins/context';
import { orderingBuddy } from '../../policy';
import { refusedFor } from './admin/common';
import { onTransaction } from './lifecycle';
import * as repo from './repository';
import { markPaid } from './service';
import * as shares from './share-repository';
import { minShareSen, type SplitPlan, splitBill } from './split';
import { paymentStatus, publishOrderChange } from './statuses';
import * as tabRepo from './tab-repository';

/**
 * Splitting a bill into shares (issue 29, docs/adr/0026-bill-shares.md). A share is an ordinary
 * counter order of the bill's store at the bill's rates: its own lines (copies of the bill's, or
 * one "Share 2/3" line of an equal or amount split), its own token and page, paid on its own by
 * any way (online, points, cash or card at the counter), with its own receipt number, ledger
 * postings, rewards and refunds, through the order's life as any order. The bill keeps its food
 * and the kitchen's statuses and moves to 'split': its money is its shares'. A split is undone
 * while no share is paid or being paid.
 */

type Body = z.output<typeof ZSplitBillBody>;

const planOf = (body: Body): SplitPlan => {
  const roundingShare = body.rounding_share;
  if (body.how === 'equal') return { how: 'equal', shares: body.shares, roundingShare };
  if (body.how === 'amounts') return { how: 'amounts', shares: body.shares, roundingShare };
  const lines = body.shares.map((s) => s.map((l) => ({ lineId: l.line_id, quantity: l.quantity })));
  return { how: 'lines', shares: lines, roundingShare };
};

/** A bill that may be split: unpaid, paid at the counter, nothing of it being paid. */
async function assertSplittable(ctx: Ctx, tx: Db, bill: repo.OrderRow) {
  if (bill.billId !== null) throw new AppError('conflict', 'error.split_share');
  if (bill.paymentStatus !== 'unpaid') throw refusedFor(ctx, 'error.split_not_open', bill.paymentStatus);
  if (bill.channel !== 'counter') throw new AppError('conflict', 'error.split_online');
  if (bill.pointsSen > 0) throw new AppError('conflict', 'error.split_points');
  if (await tabRepo.paymentPending(tx, bill.id)) throw new AppError('conflict', 'error.split_being_paid');
}

/**
 * Splits the unpaid bill into shares: one transaction under the bill's lock, so that a round, a
 * move or a payment of the bill waits for it and then finds it split. `actorId`: the staff member,
 * or null for a diner at the table.
 */
export async function splitIntoShares(ctx: Ctx, billId: number, body: Body, actorId: number | null) {
  await ctx.db.transaction(async (tx) => {
    const bill = await repo.lockOrder(tx, billId);
    if (!bill) throw notFound();
    await assertSplittable(ctx, tx, bill);
    const parts = splitBill(bill, await shares.billLines(tx, bill.id), planOf(body));
    // A share of a few sen paid in cash rounds to nothing (Bank Negara's 5 sen): no payment to
    // post, no receipt worth its paper. The ledger proof found a 2-sen share paid as RM 0.00.
    if (parts.some((p) => p.totalSen < minShareSen)) throw fieldError('shares', 'validation.split_amount');
    for (const [i, part] of parts.entries()) {
      const share = await shares.insertShare(tx, {
        merchantId: bill.merchantId,
        tableId: bill.tableId,
        tableName: bill.tableName,
        placedBy: bill.placedBy,
        takeAway: bill.takeAway,
        token: newToken(),
        channel: 'counter',
        subtotalSen: part.subtotalSen,
        serviceChargeBp: bill.serviceChargeBp,
        serviceChargeSen: part.serviceChargeSen,
        sstBp: bill.sstBp,
        sstSen: part.sstSen,
        totalSen: part.totalSen,
        platformChargeBp: bill.platformChargeBp,
        billId: bill.id,
        shareNo: i + 1,
        // The covers are counted once, on share 1; the others' 0 keeps their sales in the
        // covered sales, so the average spend per guest is the whole bill's.
        guests: bill.guests === null ? null : i === 0 ? bill.guests : 0,
      });
      if (body.how !== 'lines')
        await shares.insertShareLine(tx, share.id, `Share ${i + 1}/${parts.length}`, part.subtotalSen);
      for (const [position, line] of part.lines.entries())
        await shares.copyLine(tx, line.lineId, share.id, line.quantity, position);
    }
    const reason = `split into ${parts.length} shares (${body.how})`;
    await transition(tx, paymentStatus, bill, 'split', { actorId, reason });
    await publishOrderChange(tx, bill);
  });
}

/**
 * Undoes a split while no share is paid, being paid online or has points on it: the shares are
 * voided (their pages say so) and the bill is unpaid again, one bill.
 */
export async function undoSplit(ctx: Ctx, billId: number, actorId: number) {
  await ctx.db.transaction(async (tx) => {
    const bill = await repo.lockOrder(tx, billId);
    if (!bill) throw notFound();
    if (bill.paymentStatus !== 'split') throw refusedFor(ctx, 'error.unsplit_not_split', bill.paymentStatus);
    const parts = await shares.lockShares(tx, bill.id);
    for (const part of parts) {
      if (part.paymentStatus !== 'unpaid') throw new AppError('conflict', 'error.unsplit_paid');
      if (part.pointsSen > 0 || (await tabRepo.paymentPending(tx, part.id)))
        throw new AppError('conflict', 'error.unsplit_paying');
    }
    await shares.voidShares(
      tx,
      parts.map((p) => p.id),
    );
    await transition(tx, paymentStatus, bill, 'unpaid', { actorId, reason: 'split undone' });
    await publishOrderChange(tx, bill);
    for (const part of parts) await publishOrderChange(tx, part);
  });
}

/**
 * A signed-in buddy pays an unpaid share with points (issue 29, "with the paying buddy's points"):
 * the share becomes theirs (its cashback and points earned follow the payment), the points are
 * taken (loyalty's step, under the share's lock) and, covering the share, pay it at once; else the
 * rest is paid online or at the counter as any order's. Once per share.
 */
export async function payShareWithPoints(ctx: Ctx, shareToken: string, points: number) {
  const buddyId = orderingBuddy(ctx.actor);
  if (buddyId === null)
    throw new AppError('validation', 'error.points_sign_in', { points: 'error.points_sign_in' });
  const share = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockOrderByToken(tx, shareToken);
    if (!row) throw notFound();
    if (row.billId === null) throw new AppError('conflict', 'error.share_points_only');
    if (row.paymentStatus !== 'unpaid') throw refusedFor(ctx, 'error.share_not_open', row.paymentStatus);
    if (row.pointsSen > 0) throw new AppError('conflict', 'error.share_points_once');
    if (row.buddyId !== null && row.buddyId !== buddyId)
      throw new AppError('conflict', 'error.share_other_buddy');
    if (await tabRepo.paymentPending(tx, row.id)) throw new AppError('conflict', 'error.split_being_paid');
    await repo.updateOrder(tx, row.id, { buddyId });
    const share = { id: row.id, buddyId, points, totalSen: row.totalSen };
    await ctx.orderLifecycle.sharePoints(onTransaction(ctx, tx), share);
    await publishOrderChange(tx, row);
    return row;
  });
  if (points >= share.totalSen) await markPaid(ctx, share.id, { via: 'points' });
}

/** A diner at the table splits the bill from its page (the bill's token is the table's secret). */
export async function splitByDiner(ctx: Ctx, billToken: string, body: Body) {
  const billId = await shares.idOfToken(ctx.db, billToken);
  if (billId === undefined) throw notFound();
  await splitIntoShares(ctx, billId, body, orderingBuddy(ctx.actor));
}
