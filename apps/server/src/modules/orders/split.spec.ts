import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { totalsOf } from './pricing';
import { type BillLine, type Breakdown, type Share, type SharedLine, splitBill } from './split';

/**
 * Issue 29: a split's shares add up exactly to the bill, to the sen, component by component, with
 * the rounding difference on one named share, over many random bills and splits.
 */

const arbLines = fc.array(
  fc.record({ unitPriceSen: fc.integer({ min: 1, max: 50_000 }), quantity: fc.integer({ min: 1, max: 6 }) }),
  { minLength: 1, maxLength: 8 },
);
const arbCharges = fc.record({
  serviceCharge: fc.boolean(),
  serviceChargeBp: fc.integer({ min: 0, max: 2000 }),
  salesServiceTax: fc.boolean(),
});

function billOf(raw: { unitPriceSen: number; quantity: number }[], charges: Parameters<typeof totalsOf>[1]) {
  const lines: BillLine[] = raw.map((l, i) => ({ id: i + 1, ...l }));
  const totals = totalsOf(
    lines.map((l) => l.unitPriceSen * l.quantity),
    charges,
  );
  return { lines, bill: totals as Breakdown };
}

function addsUp(bill: Breakdown, shares: Share[]) {
  for (const key of ['subtotalSen', 'serviceChargeSen', 'sstSen', 'totalSen'] as const)
    expect(shares.reduce((a, s) => a + s[key], 0)).toBe(bill[key]);
  for (const s of shares) {
    expect(s.subtotalSen + s.serviceChargeSen + s.sstSen).toBe(s.totalSen);
    expect(Math.min(s.subtotalSen, s.serviceChargeSen, s.sstSen)).toBeGreaterThanOrEqual(0);
  }
  expect(shares.filter((s) => s.rounding)).toHaveLength(1);
}

/** The field and reason a refused split names. */
function refusal(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err.errors;
    throw err;
  }
  return undefined;
}

describe('splitting a bill', () => {
  it('equally: N shares of the same amount, the few sen left on the named share', () => {
    fc.assert(
      fc.property(arbLines, arbCharges, fc.integer({ min: 2, max: 20 }), (raw, charges, n) => {
        const { lines, bill } = billOf(raw, charges);
        fc.pre(bill.totalSen >= n);
        const named = (bill.totalSen + n) % n;
        const shares = splitBill(bill, lines, { how: 'equal', shares: n, roundingShare: named });
        addsUp(bill, shares);
        const each = Math.floor(bill.totalSen / n);
        shares.forEach((s, i) => {
          expect(s.totalSen).toBe(i === named ? bill.totalSen - each * (n - 1) : each);
        });
        expect(shares[named]?.rounding).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('by lines: each share pays exactly its items, a line of 3 as 1 + 2; charges in proportion', () => {
    fc.assert(
      fc.property(
        arbLines,
        arbCharges,
        fc.integer({ min: 2, max: 5 }),
        fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
        (raw, charges, n, dice) => {
          const { lines, bill } = billOf(raw, charges);
          const units = lines.flatMap((l) => Array.from({ length: l.quantity }, () => l.id));
          fc.pre(units.length >= n);
          // Each share gets one unit first (none is empty), the rest where the dice say.
          const owner = units.map((_, i) => (i < n ? i : (dice[i % dice.length] ?? 0) % n));
          const plan: SharedLine[][] = Array.from({ length: n }, () => []);
          units.forEach((lineId, i) => {
            const share = plan[owner[i] ?? 0] ?? [];
            const had = share.find((s) => s.lineId === lineId);
            if (had) had.quantity++;
            else share.push({ lineId, quantity: 1 });
          });
          const shares = splitBill(bill, lines, { how: 'lines', shares: plan });
          addsUp(bill, shares);
          const price = new Map(lines.map((l) => [l.id, l.unitPriceSen]));
          shares.forEach((s, i) => {
            expect(s.subtotalSen).toBe(
              (plan[i] ?? []).reduce((a, l) => a + (price.get(l.lineId) ?? 0) * l.quantity, 0),
            );
            if (!s.rounding)
              expect(s.serviceChargeSen).toBe(
                Math.floor((bill.serviceChargeSen * s.subtotalSen) / bill.subtotalSen),
              );
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('by amounts: each share pays what was asked, however small the bill', () => {
    fc.assert(
      fc.property(
        arbLines,
        arbCharges,
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 2, maxLength: 6 }),
        (raw, charges, weights) => {
          const { lines, bill } = billOf(raw, charges);
          fc.pre(bill.totalSen >= weights.length);
          const sum = weights.reduce((a, b) => a + b, 0);
          const amounts = weights.map((w) => Math.max(1, Math.floor((bill.totalSen * w) / sum)));
          const over = amounts.reduce((a, b) => a + b, 0) - bill.totalSen;
          const last = amounts.length - 1;
          amounts[last] = (amounts[last] ?? 0) - over;
          fc.pre((amounts[last] ?? 0) >= 1);
          const shares = splitBill(bill, lines, { how: 'amounts', shares: amounts });
          addsUp(bill, shares);
          expect(shares.map((s) => s.totalSen)).toEqual(amounts);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses a plan that does not fit the bill, naming the field and why', () => {
    const { lines, bill } = billOf(
      [
        { unitPriceSen: 1200, quantity: 3 },
        { unitPriceSen: 800, quantity: 1 },
      ],
      { serviceCharge: true, serviceChargeBp: 1000, salesServiceTax: true },
    );
    expect(refusal(() => splitBill(bill, lines, { how: 'equal', shares: 1 }))).toEqual({
      shares: 'validation.split_count',
    });
    expect(refusal(() => splitBill(bill, lines, { how: 'equal', shares: 21 }))).toEqual({
      shares: 'validation.split_count',
    });
    expect(refusal(() => splitBill(bill, lines, { how: 'amounts', shares: [100, bill.totalSen] }))).toEqual({
      shares: 'validation.split_amounts_sum',
    });
    const lineSplit = (shares: SharedLine[][]) => () => splitBill(bill, lines, { how: 'lines', shares });
    expect(refusal(lineSplit([[{ lineId: 1, quantity: 3 }], [{ lineId: 2, quantity: 2 }]]))).toEqual({
      shares: 'validation.split_line_over',
    });
    expect(refusal(lineSplit([[{ lineId: 1, quantity: 1 }], [{ lineId: 2, quantity: 1 }]]))).toEqual({
      shares: 'validation.split_line_left',
    });
    expect(
      refusal(
        lineSplit([
          [
            { lineId: 1, quantity: 3 },
            { lineId: 2, quantity: 1 },
          ],
          [],
        ]),
      ),
    ).toEqual({
      shares: 'validation.split_share_empty',
    });
    expect(refusal(lineSplit([[{ lineId: 9, quantity: 1 }], [{ lineId: 1, quantity: 3 }]]))).toEqual({
      shares: 'validation.split_line_unknown',
    });
    // A bill of RM 0.14 (11 sen of food, 2 of service charge, 1 of SST) in 7: the property test's
    // find, once refused. Each pays 2 sen, and the parts still add up to the bill's.
    const tiny = billOf([{ unitPriceSen: 11, quantity: 1 }], {
      serviceCharge: true,
      serviceChargeBp: 1364,
      salesServiceTax: true,
    });
    const sevenths = splitBill(tiny.bill, tiny.lines, { how: 'equal', shares: 7 });
    expect(sevenths.map((s) => s.totalSen)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    addsUp(tiny.bill, sevenths);
    // A line of three as 1 + 2, beside the other line: RM 12.00 + RM 32.00 of items.
    const shares = splitBill(bill, lines, {
      how: 'lines',
      shares: [
        [{ lineId: 1, quantity: 1 }],
        [
          { lineId: 1, quantity: 2 },
          { lineId: 2, quantity: 1 },
        ],
      ],
    });
    expect(shares.map((s) => s.subtotalSen)).toEqual([1200, 3200]);
    expect(shares.reduce((a, s) => a + s.totalSen, 0)).toBe(bill.totalSen);
  });
});
