import { cashRounding } from '@meja/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashAtMerchant, gatewayClearing, type Posting } from '../../ledger';
import { paidEntries } from '../paid-entries';
import { totalsOf } from '../pricing';
import { refundLedger } from './refund-ledger';

const merchantId = 7;

/** Sums per account key of several postings. */
function byAccount(lists: Posting[][]) {
  const sums = new Map<string, number>();
  for (const p of lists.flat()) sums.set(p.account.key, (sums.get(p.account.key) ?? 0) + p.amountSen);
  for (const [key, sum] of sums) if (sum === 0) sums.delete(key);
  return sums;
}

const order = fc.record({
  lines: fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 12 }),
  serviceChargeBp: fc.integer({ min: 0, max: 3000 }),
  sst: fc.boolean(),
  platformChargeBp: fc.integer({ min: 0, max: 10_000 }),
  via: fc.constantFrom('gateway' as const, 'counter' as const),
  cash: fc.boolean(),
});

describe('refunds in the ledger', () => {
  it('reverse the paid posting exactly, to the sen, however the lines are refunded in steps', () => {
    fc.assert(
      fc.property(order, fc.array(fc.integer({ min: 0, max: 11 }), { maxLength: 12 }), (o, groupOf) => {
        const totals = totalsOf(o.lines, {
          serviceCharge: o.serviceChargeBp > 0,
          serviceChargeBp: o.serviceChargeBp,
          salesServiceTax: o.sst,
        });
        const rounding = o.via === 'counter' && o.cash ? cashRounding(totals.totalSen) : 0;
        const paid = paidEntries({ merchantId, ...totals }, o.platformChargeBp, o.via, rounding);
        const moneyIn = o.via === 'gateway' ? gatewayClearing : cashAtMerchant(merchantId);
        // Lines refunded in groups, in group order: several refunds of one or more lines each.
        const steps = new Map<number, number[]>();
        o.lines.forEach((sen, i) => {
          const g = groupOf[i] ?? 0;
          steps.set(g, [...(steps.get(g) ?? []), sen]);
        });
        let beforeSen = 0;
        let given = 0;
        const refunds: Posting[][] = [];
        const groups = [...steps.keys()].sort((a, b) => a - b);
        groups.forEach((g, k) => {
          const afterSen = beforeSen + (steps.get(g) ?? []).reduce((a, b) => a + b, 0);
          const r = refundLedger(
            paid,
            totals.subtotalSen,
            { beforeSen, afterSen, complete: k === groups.length - 1 },
            { in: moneyIn },
          );
          // Every refund balances, and gives back what its money-in leg reverses.
          expect(r.postings.reduce((s, p) => s + p.amountSen, 0)).toBe(0);
          expect(r.amountSen).toBe(
            0 - (r.postings.find((p) => p.account.key === moneyIn.key)?.amountSen ?? 0),
          );
          refunds.push(r.postings);
          given += r.amountSen;
          beforeSen = afterSen;
        });
        expect(byAccount([paid, ...refunds])).toEqual(new Map());
        expect(given).toBe(totals.totalSen + rounding);
      }),
      { numRuns: 500 },
    );
  });

  it('takes the money back from where the refund is made, when that differs from the payment', () => {
    const paid = paidEntries({ merchantId, subtotalSen: 1000, totalSen: 1166 }, 1000, 'gateway', 0);
    const r = refundLedger(
      paid,
      1000,
      { beforeSen: 0, afterSen: 400, complete: false },
      { in: gatewayClearing, backFrom: cashAtMerchant(merchantId) },
    );
    // 40% of 11.66 = 4.664 → 4.66 out of the till; the platform gives back 40% of its 1.00 fee.
    expect(r.amountSen).toBe(466);
    expect(r.postings.map((p) => [p.account.key, p.amountSen])).toEqual([
      [cashAtMerchant(merchantId).key, -466],
      ['platform_revenue', 40],
      [`merchant_payable:${merchantId}`, 426],
    ]);
    expect(r.postings.some((p) => p.account === gatewayClearing)).toBe(false);
  });

  it('gives nothing back of a 1-sen cash bill that rounded to nothing, and still undoes its fee', () => {
    // 0.01 in cash rounds down to 0.00 taken; a 50% fee of 0.01 rounds up to 0.01: no money-in leg.
    const paid = paidEntries({ merchantId, subtotalSen: 1, totalSen: 1 }, 5000, 'counter', -1);
    expect(paid.some((p) => p.account.key === cashAtMerchant(merchantId).key)).toBe(false);
    const r = refundLedger(
      paid,
      1,
      { beforeSen: 0, afterSen: 1, complete: true },
      { in: cashAtMerchant(merchantId) },
    );
    expect(r.amountSen).toBe(0);
    expect(byAccount([paid, r.postings])).toEqual(new Map());
  });
});
