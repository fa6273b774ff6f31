import { birthdayGift } from './modules/birthday/order-steps';
import { loyaltyPoints, rewards } from './modules/loyalty/order-steps';
import { memberRollup } from './modules/members/order-steps';
import type { OrderLifecycle } from './modules/orders/lifecycle';
import { billShares, paymentLedger, receiptNumber, stock } from './modules/orders/order-steps';
import { commissions, merchantSales } from './modules/payouts/order-steps';
import { prints } from './modules/printing/order-steps';
import { salesRollups } from './modules/reports/order-steps';
import { tickets } from './modules/tickets/order-steps';

/**
 * What happens in an order's life, in order: each line is one module's step, in its
 * `modules/<module>/order-steps.ts`, named for the phase it joins. Each phase runs inside the
 * transaction of the change, so a step that throws undoes the whole change. A step takes `ctx`
 * (its `db` is that transaction) and answers what it learnt, handed to the steps after it that
 * need it. app.ts gives this to every service as `ctx.orderLifecycle` (orders never imports it).
 *
 * The order matters. Locks are taken foods, then the store row, then the ledger's accounts (the
 * paying transaction defers those to its end: orders/service.ts `payingTransaction`), the order
 * every writer of them keeps, so that transactions cannot deadlock; and a step reads what the
 * steps before it wrote (the rewards read the platform charge kept by the receipt step, the
 * rollups read the rewards and commissions).
 */
export const orderLifecycle: OrderLifecycle = {
  /** Placing (orders/place.ts), after the order's rows and its limited foods are taken. */
  async placed(ctx, order) {
    await loyaltyPoints.placed(ctx, order);
    await birthdayGift.placed(ctx, order);
  },

  /** Lines of an unpaid order go to the kitchen (a counter order placed, keyed in, items added). */
  async sentToKitchen(ctx, orderId) {
    await prints.sentToKitchen(ctx, orderId);
  },

  /** Paying (orders/service.ts markPaid), after the order's status moved to paid. */
  async paid(ctx, order) {
    await stock.paid(ctx, order);
    await birthdayGift.paid(ctx, order);
    const receipt = await receiptNumber.paid(ctx, order);
    const points = await loyaltyPoints.paid(ctx, order);
    await paymentLedger.paid(ctx, order, { ...receipt, ...points });
    await rewards.paid(ctx, order, receipt);
    await commissions.paid(ctx, order);
    await merchantSales.paid(ctx, order);
    await salesRollups.paid(ctx, order);
    await tickets.paid(ctx, order);
    await memberRollup.paid(ctx, order);
    await prints.paid(ctx, order, receipt);
    await billShares.paid(ctx, order);
    return receipt;
  },

  /** A share of a split bill (orders/split-bill.ts) paid with a buddy's points, before its payment. */
  async sharePoints(ctx, share) {
    await loyaltyPoints.sharePoints(ctx, share);
  },

  /** An unpaid order given up: voided (orders/service.ts markVoid) or expired (expireOrder). */
  async released(ctx, order) {
    await stock.released(ctx, order);
    await loyaltyPoints.released(ctx, order);
    await birthdayGift.released(ctx, order);
  },

  /** A refund (orders/admin/refund.ts), after its ledger posting: answers what its log says besides the money. */
  async refunded(ctx, refund) {
    const notes = await rewards.refunded(ctx, refund);
    await commissions.refunded(ctx, refund);
    await merchantSales.refunded(ctx, refund);
    await salesRollups.refunded(ctx, refund);
    await tickets.refunded(ctx, refund);
    await memberRollup.refunded(ctx, refund);
    return notes;
  },
};
