import { fieldError } from '../../lib/errors';

/**
 * Splitting a bill into shares (issue 29, PRODUCT.md "At the table"): equally into N, by lines
 * (a line of 3 may go 1 + 2) or by amounts. Pure: the bill's breakdown in, each share's breakdown
 * out. The shares add up to the bill exactly, component by component (subtotal, service charge,
 * SST), because every share but one takes its proportional part rounded down and the named share
 * takes what is left: the rounding difference sits on that one share, as the bill says. Cash
 * rounding is not here: it belongs to the payment of a share (a share paid in cash rounds its own
 * total to 5 sen), as it belongs to an order's payment today.
 */

export interface Breakdown {
  subtotalSen: number;
  serviceChargeSen: number;
  sstSen: number;
  totalSen: number;
}

export interface BillLine {
  id: number;
  unitPriceSen: number;
  quantity: number;
}

/** Which lines, and how many of each, a share pays for. */
export interface SharedLine {
  lineId: number;
  quantity: number;
}

export type SplitPlan =
  | { how: 'equal'; shares: number; roundingShare?: number }
  | { how: 'lines'; shares: SharedLine[][]; roundingShare?: number }
  | { how: 'amounts'; shares: number[]; roundingShare?: number };

export interface Share extends Breakdown {
  /** Lines and quantities (a split by lines only). */
  lines: SharedLine[];
  /** This share carries the split's rounding difference. */
  rounding: boolean;
}

/** The least a share may be (split-bill.ts): under it, cash rounding would leave nothing to pay. */
export const minShareSen = 10;

/** Most shares a bill splits into: a long table, not a stadium. */
export const maxShares = 20;

const floorPart = (whole: number, part: number, of: number) =>
  of === 0 ? 0 : Math.floor((whole * part) / of);

/**
 * Every share but the named one takes its rounded-down part of each component; the named share
 * takes what is left, so each component adds up to the bill's.
 */
function rest(bill: Breakdown, shares: Omit<Share, 'rounding'>[], named: number): Share[] {
  const sum = (key: keyof Breakdown) => shares.reduce((a, s, i) => (i === named ? a : a + s[key]), 0);
  return shares.map((s, i) => {
    if (i !== named) return { ...s, rounding: false };
    const subtotalSen = bill.subtotalSen - sum('subtotalSen');
    const serviceChargeSen = bill.serviceChargeSen - sum('serviceChargeSen');
    const sstSen = bill.sstSen - sum('sstSen');
    return {
      ...s,
      subtotalSen,
      serviceChargeSen,
      sstSen,
      totalSen: subtotalSen + serviceChargeSen + sstSen,
      rounding: true,
    };
  });
}

function namedShare(plan: SplitPlan, count: number, largest: number) {
  const named = plan.roundingShare ?? largest;
  if (!Number.isInteger(named) || named < 0 || named >= count)
    throw fieldError('rounding_share', 'validation.split_rounding_share');
  return named;
}

/** By lines: each share's subtotal is exactly its lines'; service charge and SST in proportion. */
function byLines(bill: Breakdown, lines: readonly BillLine[], plan: SharedLine[][], rounding?: number) {
  const left = new Map(lines.map((l) => [l.id, l.quantity]));
  const price = new Map(lines.map((l) => [l.id, l.unitPriceSen]));
  const shares = plan.map((taken) => {
    if (taken.length === 0) throw fieldError('shares', 'validation.split_share_empty');
    let subtotalSen = 0;
    for (const { lineId, quantity } of taken) {
      const remaining = left.get(lineId);
      if (remaining === undefined) throw fieldError('shares', 'validation.split_line_unknown');
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > remaining)
        throw fieldError('shares', 'validation.split_line_over');
      left.set(lineId, remaining - quantity);
      subtotalSen += (price.get(lineId) ?? 0) * quantity;
    }
    const serviceChargeSen = floorPart(bill.serviceChargeSen, subtotalSen, bill.subtotalSen);
    const sstSen = floorPart(bill.sstSen, subtotalSen, bill.subtotalSen);
    return {
      lines: taken,
      subtotalSen,
      serviceChargeSen,
      sstSen,
      totalSen: subtotalSen + serviceChargeSen + sstSen,
    };
  });
  if ([...left.values()].some((q) => q > 0)) throw fieldError('shares', 'validation.split_line_left');
  const largest = shares.reduce(
    (best, s, i) => (s.subtotalSen > (shares[best]?.subtotalSen ?? 0) ? i : best),
    0,
  );
  return rest(
    bill,
    shares,
    namedShare({ how: 'lines', shares: plan, roundingShare: rounding }, shares.length, largest),
  );
}

/**
 * By amounts (and equally): each share pays the total asked; SST and service charge are its
 * rounded-down parts, and the subtotal the remainder of its amount, so that the share's total is
 * what it pays.
 */
function byAmounts(bill: Breakdown, amounts: readonly number[], rounding?: number) {
  if (amounts.some((a) => !Number.isInteger(a) || a < 1))
    throw fieldError('shares', 'validation.split_amount');
  const sum = amounts.reduce((a, b) => a + b, 0);
  if (sum !== bill.totalSen) throw fieldError('shares', 'validation.split_amounts_sum');
  const largest = amounts.reduce((best, a, i) => (a > (amounts[best] ?? 0) ? i : best), 0);
  const named = namedShare(
    { how: 'amounts', shares: [...amounts], roundingShare: rounding },
    amounts.length,
    largest,
  );
  const shares = amounts.map((totalSen) => {
    const serviceChargeSen = floorPart(bill.serviceChargeSen, totalSen, bill.totalSen);
    const sstSen = floorPart(bill.sstSen, totalSen, bill.totalSen);
    return {
      lines: [],
      subtotalSen: totalSen - serviceChargeSen - sstSen,
      serviceChargeSen,
      sstSen,
      totalSen,
    };
  });
  const split = rest(bill, shares, named);
  // On a small bill the others' subtotals can take more than the bill's (their charges rounded
  // down, their subtotals took the sen), leaving the named share's below zero (RM 0.14 in 7). A
  // sen of subtotal then moves from another share to the named one, against a sen of the named
  // share's charges going the other way: every share still pays what it was asked and every
  // component still adds up to the bill's.
  const last = split[named];
  for (let i = 0; last && last.subtotalSen < 0; i = (i + 1) % split.length) {
    const other = split[i];
    if (!other || i === named || other.subtotalSen === 0) continue;
    const charge = last.serviceChargeSen > 0 ? 'serviceChargeSen' : 'sstSen';
    other.subtotalSen--;
    other[charge]++;
    last.subtotalSen++;
    last[charge]--;
  }
  return split;
}

/** The bill's shares under `plan`; refused with the field and reason when the plan does not fit the bill. */
export function splitBill(bill: Breakdown, lines: readonly BillLine[], plan: SplitPlan): Share[] {
  const count = plan.how === 'equal' ? plan.shares : plan.shares.length;
  if (!Number.isInteger(count) || count < 2 || count > maxShares)
    throw fieldError('shares', 'validation.split_count');
  if (plan.how === 'lines') return byLines(bill, lines, plan.shares, plan.roundingShare);
  if (plan.how === 'amounts') return byAmounts(bill, plan.shares, plan.roundingShare);
  if (bill.totalSen < count) throw fieldError('shares', 'validation.split_count');
  const each = Math.floor(bill.totalSen / count);
  const amounts = Array.from({ length: count }, () => each);
  // The remainder (under one sen per share) goes on the named share, the first unless told.
  const named = plan.roundingShare ?? 0;
  if (named >= 0 && named < count) amounts[named] = (amounts[named] ?? 0) + bill.totalSen - each * count;
  return byAmounts(bill, amounts, named);
}
