import type { PaidOrder, RefundedOrder, StepCtx } from '../orders/lifecycle';
import * as repo from './repository';

/**
 * The member rollup (merchant_members) kept by the order's own transactions: a paid order of a
 * signed-in buddy is one more visit and its bill added to the spend; a refund takes the refunded
 * lines' share of the bill back out. Guests' orders count for nobody.
 */

/** round(total × part / whole), half up, exact for any amounts a column holds. */
function shareOf(total: number, part: number, whole: number): number {
  if (part <= 0 || whole <= 0) return 0;
  return Number((BigInt(total) * BigInt(part) * 2n + BigInt(whole)) / (2n * BigInt(whole)));
}

export const memberRollup = {
  async paid({ db: tx }: StepCtx, paid: PaidOrder) {
    if (paid.buddyId === null) return;
    // The bill (points paid with included): what the member spent at the merchant.
    await repo.addVisit(tx, paid.merchantId, paid.buddyId, paid.totalSen, paid.paidAt);
  },

  /**
   * Cumulative shares, as the refund's ledger takes them: after refunds worth `afterSen` of the
   * subtotal, round(total × after / subtotal) has been taken back, all of it once every line is;
   * the visit stays (the buddy did come).
   */
  async refunded({ db: tx }: StepCtx, refund: RefundedOrder) {
    if (refund.buddyId === null) return;
    const total = await repo.orderTotal(tx, refund.orderId);
    const after = refund.complete ? total : shareOf(total, refund.afterSen, refund.subtotalSen);
    const back = after - shareOf(total, refund.beforeSen, refund.subtotalSen);
    if (back > 0) await repo.takeSpendBack(tx, refund.merchantId, refund.buddyId, back);
  },
};
