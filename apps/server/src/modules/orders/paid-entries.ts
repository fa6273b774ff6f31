import {
  cashAtMerchant,
  gatewayClearing,
  merchantPayable,
  merchantRedemption,
  type Posting,
  platformRevenue,
  pointsOutstanding,
} from '../ledger';
import type { PaidVia } from './lifecycle';
import { percentOf } from './pricing';

/**
 * The ledger of a paid order, zero entries left out (post() refuses it if it did not balance).
 * Points paid part of it (`pointsSen`, docs/adr/0013): the money taken is the rest, the points'
 * value moves from what the platform owes buddies to what it owes the merchant (redemption). Points
 * a late payment could not take again (`pointsShortSen`) were paid by nobody: the merchant is owed
 * that much less, and the order is flagged for it to resolve. The merchant's payable stays last:
 * a refund (admin/refund-ledger.ts) balances on the last leg.
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
