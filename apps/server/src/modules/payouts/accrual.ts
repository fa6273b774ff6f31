import { agentCommission, payoutAdjustments, post } from '../ledger';
import type { RefundStep } from '../orders/lifecycle';
import type { PaidStep } from '../orders/paid/steps';
import * as repo from './repository';

/**
 * Commissions into payout items (docs/adr/0014-payouts.md): the ledger already owes them (issue
 * 12's rewards step credits agentCommission); these steps only group what is owed into payouts.
 */

/**
 * After the rewards step (order 40) of a paid order: each commission reward joins its
 * beneficiary's open item, one line per reward, in one statement.
 */
export const commissionAccrualStep: PaidStep = {
  name: 'payout_commissions',
  order: 45,
  run: (tx, paid) => repo.accrueOrder(tx, paid.id),
};

/**
 * After loyalty's refund step (order 20) took back the refunded share of each reward: what a
 * commission reward is owed now (amount − reversed) against what its lines record; the difference
 * is a negative line on the reward's own item while that is still pending (or declined: nothing of
 * it is owed any more), else on the beneficiary's open item (opened if needed, even below zero: a
 * clawback carried into the next payout). An item's amount is always the sum of its lines.
 */
export const commissionClawbackStep: RefundStep = {
  name: 'payout_clawback',
  order: 25,
  async run(tx, refund) {
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
