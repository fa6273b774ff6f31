import {
  cashAtMerchant,
  gatewayClearing,
  merchantPayable,
  type Posting,
  platformRevenue,
  post,
} from '../../ledger';
import { percentOf } from '../pricing';
import * as repo from '../repository';
import type { PaidStep } from './step';

/** The ledger of a paid order, zero entries left out (post() refuses it if it did not balance). */
export function paidEntries(
  o: { merchantId: number; subtotalSen: number; totalSen: number },
  platformChargeBp: number,
  via: 'gateway' | 'counter',
  roundingSen: number,
): Posting[] {
  const paid = o.totalSen + roundingSen;
  const fee = percentOf(o.subtotalSen, platformChargeBp);
  return [
    // Debit where the money is: the gateway owes it to us, or the merchant holds the cash.
    { account: via === 'gateway' ? gatewayClearing : cashAtMerchant(o.merchantId), amountSen: paid },
    { account: platformRevenue, amountSen: -fee },
    { account: merchantPayable(o.merchantId), amountSen: -(paid - fee) },
  ].filter((e) => e.amountSen !== 0);
}

/**
 * The platform's charge as the store has it at the moment of payment, kept on the order, and the
 * payment's one balanced ledger transaction ('order_paid', posted once per order).
 */
export const ledgerStep: PaidStep = {
  name: 'ledger',
  order: 30,
  async run(tx, paid) {
    const platformChargeBp = await repo.keepPlatformCharge(tx, paid.id, paid.merchantId);
    if (platformChargeBp === undefined) throw new Error(`order ${paid.id} vanished`);
    const postings = paidEntries(paid, platformChargeBp, paid.via, paid.roundingSen);
    if (postings.length) await post(tx, { kind: 'order_paid', ref: paid.id }, postings);
  },
};
