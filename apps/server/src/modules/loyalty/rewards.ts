import type { Db } from '../../db/client';
import { uplinesOf } from '../buddies/referrals';
import { post } from '../ledger';
import type { PaidOrder, PaidStep } from '../orders/paid/steps';
import { percentOf } from '../orders/pricing';
import { recordOrderEvent } from '../orders/statuses';
import { payoutRates } from '../settings/repository';
import * as repo from './repository';
import { type Beneficiaries, ratesValid, referralLevels, rewardPostings, splitFee } from './split';

/** Who receives each part of this order's fee: its buddy and their uplines, the merchant's agent and mentor. */
async function beneficiariesOf(tx: Db, paid: PaidOrder): Promise<Beneficiaries> {
  const uplines = paid.buddyId === null ? [] : await uplinesOf(tx, paid.buddyId, referralLevels);
  return { buddyId: paid.buddyId, uplines, ...(await repo.agentAndMentorOf(tx, paid.merchantId)) };
}

/**
 * The rewards of a paid order (PRODUCT.md "Money", docs/adr/0013): out of its platform fee
 * (subtotal × the platform charge kept on it by the ledger step before this one), cashback to the
 * buddy and referral rewards to their uplines as points, commissions to the merchant's agent and
 * mentor, at the newest payout settings' rates; what nobody receives stays with the platform. One
 * 'order_rewards' posting, once per order, and one order_rewards row per part paid.
 */
export const rewardsPaidStep: PaidStep = {
  name: 'rewards',
  order: 40,
  async run(tx, paid) {
    // The ledger step (30) kept the platform charge on the order and passed it on.
    const chargeBp = paid.kept?.platformChargeBp;
    const basis =
      chargeBp === undefined
        ? await repo.feeBasis(tx, paid.id)
        : { subtotalSen: paid.subtotalSen, platformChargeBp: chargeBp };
    if (!basis) throw new Error(`order ${paid.id} vanished`);
    const fee = percentOf(basis.subtotalSen, basis.platformChargeBp);
    if (fee <= 0) return;
    const rates = await payoutRates(paid, tx);
    if (!rates) return;
    if (!ratesValid(rates)) {
      // The settings screen refuses such a set; should one be written anyway, the platform keeps
      // the fee rather than pay out more than it earned, and the order's log says so.
      await recordOrderEvent(tx, {
        orderId: paid.id,
        kind: 'rewards_not_paid',
        fromStatus: 'paid',
        toStatus: 'paid',
        reason: 'no rewards paid: the payout settings add up to more than 100% of the fee',
      });
      return;
    }
    const { parts } = splitFee(fee, rates, await beneficiariesOf(tx, paid));
    if (!parts.length) return;
    const { posted } = await post(tx, { kind: 'order_rewards', ref: paid.id }, rewardPostings(parts));
    if (posted) await repo.insertRewards(tx, paid, parts);
  },
};
