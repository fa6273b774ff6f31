import { recruitmentAllowanceTargetSen } from '@meja/contracts';
import { platformRevenue, post, recruitmentAllowance } from '../ledger';
import type { RefundStep } from '../orders/lifecycle';
import type { PaidStep } from '../orders/paid/steps';
import { payoutRates } from '../settings/repository';
import { insertItem } from './items';
import * as repo from './repository';

/** SPEC §9: the recruitment allowance is paid when a merchant's accumulated paid sales reach RM10,000. */
export const allowanceThresholdSen = recruitmentAllowanceTargetSen;

/**
 * A merchant's paid sales (docs/adr/0014 "The recruitment allowance"), the sales reports' net
 * sales over all time: what its diners paid for their orders, each order's total after the cash
 * rounding with points at their RM value (reports' gross), less what refunds gave back of it, in
 * money and in points (reports' refunded). The same figure the sales reports add up, to the sen.
 */
export const paidSalesOf = (paid: { totalSen: number; roundingSen: number }) =>
  paid.totalSen + paid.roundingSen;

/**
 * After a payment (and the commissions, order 45): the order's paid sales (`paidSalesOf`) join
 * the merchant's. The payment that first takes them to RM10,000 sets reached_at and, when the merchant's
 * upline is an entitled agent, owes that agent the allowance of the newest payout settings: one
 * 'recruitment_allowance' posting per merchant (platform revenue pays it) and its pending item.
 * reached_at is never cleared, so a refund below and a second crossing pay nothing more.
 */
export const merchantSalesStep: PaidStep = {
  name: 'payout_merchant_sales',
  order: 46,
  async run(tx, paid) {
    const sales = await repo.addSales(tx, paid.merchantId, paidSalesOf(paid));
    if (!sales || sales.reachedAt !== null || sales.paidSen < allowanceThresholdSen) return;
    if (!(await repo.markReached(tx, paid.merchantId))) return;
    const agentId = await repo.entitledAgentOf(tx, paid.merchantId);
    if (agentId === null) return;
    const amountSen = (await payoutRates(paid, tx))?.recruitmentAllowanceSen ?? 0;
    if (amountSen <= 0) return;
    const { posted } = await post(tx, { kind: 'recruitment_allowance', ref: paid.merchantId }, [
      { account: platformRevenue, amountSen },
      { account: recruitmentAllowance(agentId), amountSen: -amountSen },
    ]);
    if (posted)
      await insertItem(tx, {
        kind: 'recruitment_allowance',
        beneficiaryId: agentId,
        merchantId: paid.merchantId,
        amountSen,
      });
  },
};

/** A refund takes what it gave back, money and points, off the merchant's paid sales (the allowance, once paid, stays). */
export const merchantSalesRefundStep: RefundStep = {
  name: 'payout_merchant_sales',
  order: 26,
  run: (tx, refund) => repo.takeRefundOffSales(tx, refund.refundId, refund.merchantId),
};
