import { post } from '../ledger';
import { touchMenu } from '../menu/version';
import type { PaidOrder, PointsKept, ReceiptTaken, ReleasedOrder, StepCtx } from './lifecycle';
import { paidEntries } from './paid-entries';
import { nextReceipt } from './receipt-number-repository';
import * as repo from './repository';
import * as shareRepo from './share-repository';
import { publishOrderChange } from './statuses';
import { giveStockBack, heldFoods, takeStock } from './stock-repository';

/** The orders module's own part of an order's life (src/order-lifecycle.ts lists when each runs). */

/**
 * A share of a split bill paid (issue 29): when it was the last, the bill is settled. Its log says
 * so and its page and the boards hear it (the bill's own status stays 'split': its money is its
 * shares', each with its own receipt).
 */
export const billShares = {
  async paid(ctx: StepCtx, order: PaidOrder) {
    const bill = await shareRepo.billOf(ctx.db, order.id);
    if (!bill) return;
    await publishOrderChange(ctx.db, bill);
    if (!(await shareRepo.billSettled(ctx.db, bill.id))) return;
    await repo.insertEvent(ctx.db, {
      orderId: bill.id,
      kind: 'settled',
      fromStatus: 'split',
      toStatus: 'split',
      actorId: order.actorId ?? null,
      reason: 'every share paid',
    });
  },
};

/**
 * Limited foods were taken when the order was placed (place.ts). An unpaid order given up gives
 * them back; an expired order paid after all takes them again, and where too few are left it is
 * paid all the same and flagged `stock_short` for the merchant. Food rows are locked before the
 * store row (receipt numbers, menu version): the lock order of every food writer.
 */
export const stock = {
  async paid(ctx: StepCtx, order: PaidOrder) {
    if (order.from !== 'expired') return;
    const { taken, short } = await takeStock(ctx.db, order.merchantId, await heldFoods(ctx.db, order.id));
    if (short.length) await repo.updateOrder(ctx.db, order.id, { stockShort: true });
    if (taken) await touchMenu(ctx.db, order.merchantId);
  },

  async released(ctx: StepCtx, order: ReleasedOrder) {
    if (await giveStockBack(ctx.db, order.merchantId, await heldFoods(ctx.db, order.id)))
      await touchMenu(ctx.db, order.merchantId);
  },
};

/**
 * The store's next receipt number: gapless, because the store row's lock orders concurrent
 * payments and a rollback gives the number back. After the counter was set back onto numbers
 * already given, those are skipped (nextReceipt, the same answer the store's settings preview):
 * a number is never repeated. The store's platform charge at this moment is kept on the order by
 * the same write, for the payment's ledger.
 */
export const receiptNumber = {
  async paid(ctx: StepCtx, order: PaidOrder): Promise<ReceiptTaken> {
    const tx = ctx.db;
    // Takes the store row's lock (and the counter's number); what follows sees every number given.
    const taken = await repo.takeReceiptNumber(tx, order.merchantId);
    if (!taken) throw new Error(`merchant ${order.merchantId} has no store`);
    const { prefix, digits } = taken;
    let next = await nextReceipt(tx, order.merchantId, { prefix, digits, next: taken.seq });
    // The check that the number is free and the write are one statement as well.
    while (
      !(await repo.writeReceipt(
        tx,
        order.id,
        order.merchantId,
        next.receiptNo,
        next.seq,
        taken.platformChargeBp,
      ))
    ) {
      next = await nextReceipt(tx, order.merchantId, { prefix, digits, next: next.seq + 1 });
    }
    // Past the numbers skipped: the counter goes on after the one given.
    if (next.seq !== taken.seq) await repo.setReceiptNext(tx, order.merchantId, next.seq + 1);
    return {
      receiptNo: next.receiptNo,
      platformChargeBp: taken.platformChargeBp,
      printerStore: taken.printerStore,
    };
  },
};

/**
 * The payment's one balanced ledger transaction ('order_paid', posted once per order), at the
 * platform charge the receipt step kept on the order and with the points as a late payment's
 * step left them.
 */
export const paymentLedger = {
  async paid(ctx: StepCtx, order: PaidOrder, known: Pick<ReceiptTaken, 'platformChargeBp'> & PointsKept) {
    const postings = paidEntries(
      { ...order, pointsSen: known.pointsSen, pointsShortSen: known.pointsShortSen },
      known.platformChargeBp,
      order.via,
      order.roundingSen,
    );
    if (postings.length) await post(ctx.db, { kind: 'order_paid', ref: order.id }, postings);
  },
};
