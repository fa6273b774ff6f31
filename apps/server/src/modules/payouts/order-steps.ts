import { recruitmentAllowanceTargetSen } from '@meja/contracts';
import { agentCommission, payoutAdjustments, platformRevenue, post, recruitmentAllowance } from '../ledger';
import type { PaidOrder, RefundedOrder, StepCtx } from '../orders/lifecycle';
import { payoutRates } from '../settings/repository';
import { insertItem } from './item-repository';
import * as repo from './repository';

/**
 * Payouts' part of an order's life (docs/adr/0014-payouts.md): commissions the ledger already
 * owes (loyalty's rewards step credits agentCommission) grouped into payout items, and the
 * merchant's paid sales towards the recruitment allowance.
 */

export const commissions = {
  /**
   * After the rewards of a paid order: each commission reward joins its beneficiary's open item,
   * one line per reward, in one statement.
   */
  paid: ({ db: tx }: StepCtx, paid: PaidOrder) => repo.accrueOrder(tx, paid.id),

  /**
   * After loyalty's refund step took back the refunded share of each reward: what a commission
   * reward is owed now (amount − reversed) against what its lines record; the difference is a
   * negative line on the reward's own item while that is still pending (or declined: nothing of
   * it is owed any more), else on the beneficiary's open item (opened if needed, even below zero:
   * a clawback carried into the next payout). An item's amount is always the sum of its lines.
   */
  async refunded({ db: tx }: StepCtx, refund: RefundedOrder) {
    const rewards = await repo.commissionRewardsOf(tx, refund.orderId);
    if (!rewards.length) return;
    const recorded = await repo.recordedOf(
      tx,
      rewards.map((r) => r.id),
    );
    const lines = [];
    for (const r of rewards) {
      const was = recorded.get(r.id);
      const diff = r.amountSen - r.reversedSen - (was?.recorded ?? 0);
      if (diff === 0) continue;
      const own = was?.itemId ? await repo.lockItem(tx, was.itemId) : undefined;
      let itemId: number;
      if (own?.status === 'pending' || own?.status === 'declined') {
        itemId = own.id;
        await repo.addToItem(tx, itemId, diff);
        // A declined item's whole amount was already written off: what loyalty's refund step just
        // took back from the agent's account goes to the platform, not off the next payout.
        if (own.status === 'declined')
          await post(tx, { kind: 'payout_declined_refund', ref: `${refund.refundId}:${r.id}` }, [
            { account: agentCommission(r.beneficiaryId), amountSen: diff },
            { account: payoutAdjustments, amountSen: -diff },
          ]);
      } else {
        itemId = await repo.accrue(tx, r.kind, r.beneficiaryId, diff);
      }
      lines.push({
        itemId,
        rewardId: r.id,
        orderId: refund.orderId,
        refundId: refund.refundId,
        amountSen: diff,
      });
    }
    await repo.insertLines(tx, lines);
  },
};

/** SPEC §9: the recruitment allowance is paid when a merchant's accumulated paid sales reach RM10,000. */
const allowanceThresholdSen = recruitmentAllowanceTargetSen;

/**
 * A merchant's paid sales (docs/adr/0014 "The recruitment allowance"), the sales reports' net
 * sales over all time: what its diners paid for their orders, each order's total after the cash
 * rounding with points at their RM value (reports' gross), less what refunds gave back of it, in
 * money and in points (reports' refunded). The same figure the sales reports add up, to the sen.
 */
const paidSalesOf = (paid: { totalSen: number; roundingSen: number }) => paid.totalSen + paid.roundingSen;

export const merchantSales = {
  /**
   * After a payment (and its commissions): the order's paid sales (`paidSalesOf`) join the
   * merchant's. The payment that first takes them to RM10,000 sets reached_at and, when the
   * merchant's upline is an entitled agent, owes that agent the allowance of the newest payout
   * settings: one 'recruitment_allowance' posting per merchant (platform revenue pays it) and its
   * pending item. reached_at is never cleared, so a refund below and a second crossing pay nothing
   * more.
   */
  async paid(ctx: StepCtx, paid: PaidOrder) {
    const tx = ctx.db;
    const sales = await repo.addSales(tx, paid.merchantId, paidSalesOf(paid));
    if (!sales || sales.reachedAt !== null || sales.paidSen < allowanceThresholdSen) return;
    if (!(await repo.markReached(tx, paid.merchantId))) return;
    const agentId = await repo.entitledAgentOf(tx, paid.merchantId);
    if (agentId === null) return;
    const amountSen = (await payoutRates(ctx, tx))?.recruitmentAllowanceSen ?? 0;
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

  /** A refund takes what it gave back, money and points, off the merchant's paid sales (the allowance, once paid, stays). */
  refunded: ({ db: tx }: StepCtx, refund: RefundedOrder) =>
    repo.takeRefundOffSales(tx, refund.refundId, refund.merchantId),
};
