import {
  cashAtMerchant,
  gatewayClearing,
  merchantPayable,
  merchantRedemption,
  type Posting,
  platformRevenue,
  pointsOutstanding,
  post,
} from '../../ledger';
import { percentOf } from '../pricing';
import * as repo from '../repository';
import type { PaidStep, PaidVia } from './step';

/**
 * The ledger of a paid order, zero entries left out (post() refuses it if it did not balance).
 * Points paid part of it (`pointsSen`, docs/adr/0013): the money taken is the rest, the points'
 * value moves from what the platform owes buddies to what it owes the merchant (redemption). Points
 * a late payment could not take again (`pointsShortSen`) were paid by nobody: the merchant is owed
 * that much less, and the order is flagged for it to resolve. The merchant's payable stays last:
 * a refund (refund-ledger.ts) balances on the last leg.
 */
export function paidEntries(
  o: {
    merchantId: number;
    subtotalSen: number;
    totalSen: number;
    pointsSen?: number;
    pointsShortSen?: number;
  },
  platformChargeBp: number,
  via: PaidVia,
  roundingSen: number,
): Posting[] {
  const paid = o.totalSen + roundingSen;
  const points = o.pointsSen ?? 0;
  const money = paid - points - (o.pointsShortSen ?? 0);
  const fee = percentOf(o.subtotalSen, platformChargeBp);
  return [
    // Debit where the money is: the gateway owes it to us, or the merchant holds the cash.
    { account: via === 'gateway' ? gatewayClearing : cashAtMerchant(o.merchantId), amountSen: money },
    { account: pointsOutstanding, amountSen: points },
    { account: platformRevenue, amountSen: -fee },
    { account: merchantRedemption(o.merchantId), amountSen: -points },
    { account: merchantPayable(o.merchantId), amountSen: -(money - fee) },
  ].filter((e) => e.amountSen !== 0);
}

/**
 * The platform's charge as the store has it at the moment of payment, kept on the order, and the
 * payment's one balanced ledger transaction ('order_paid', posted once per order). The points are
 * read from the order as it is now: a late payment's step before this one may have cut them.
 */
export const ledgerStep: PaidStep = {
  name: 'ledger',
  order: 30,
  async run(tx, paid) {
    const known = paid.kept;
    // The receipt step (20) kept the charge on the order already, and the points are known.
    const kept =
      known?.platformChargeBp !== undefined &&
      known.pointsSen !== undefined &&
      known.pointsShortSen !== undefined
        ? {
            platformChargeBp: known.platformChargeBp,
            pointsSen: known.pointsSen,
            pointsShortSen: known.pointsShortSen,
          }
        : await repo.keepPlatformCharge(tx, paid.id, paid.merchantId);
    if (kept === undefined) throw new Error(`order ${paid.id} vanished`);
    if (paid.kept) paid.kept.platformChargeBp = kept.platformChargeBp;
    const postings = paidEntries({ ...paid, ...kept }, kept.platformChargeBp, paid.via, paid.roundingSen);
    if (postings.length) await post(tx, { kind: 'order_paid', ref: paid.id }, postings);
  },
};
