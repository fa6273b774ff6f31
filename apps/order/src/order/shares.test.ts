import { describe, expect, it } from 'vitest';
import { billSettled, equalAmounts, linesBody, linesTotals, unitsOf } from './shares';

describe('an equal split', () => {
  it('gives every share the same and the odd sen to share 1, adding up to the bill', () => {
    expect(equalAmounts(1000, 3)).toEqual([334, 333, 333]);
    expect(equalAmounts(1200, 4)).toEqual([300, 300, 300, 300]);
    expect(equalAmounts(1001, 20).reduce((a, b) => a + b, 0)).toBe(1001);
  });
});

describe('a split by items', () => {
  // 2 × nasi lemak at RM 12.00, 3 × teh tarik at RM 3.00; 10% service charge, 6% SST.
  const lines = [
    { id: 11, quantity: 2, unit_price_sen: 1200 },
    { id: 12, quantity: 3, unit_price_sen: 300 },
  ];
  const bill = { subtotal_sen: 3300, service_charge_sen: 330, sst_sen: 198, total_sen: 3828 };

  it('puts every unit on share 1 until the diner moves it', () => {
    expect(unitsOf({}, lines[1] ?? { id: 0, quantity: 0 }, 2)).toEqual([0, 0, 0]);
    expect(linesBody(lines, {}, 2)).toEqual([
      [
        { line_id: 11, quantity: 2 },
        { line_id: 12, quantity: 3 },
      ],
      [],
    ]);
  });

  it('sends a line of 3 taken 1 + 2 as two parts of it', () => {
    const choice = { 11: [0, 0], 12: [1, 2, 2] };
    expect(linesBody(lines, choice, 3)).toEqual([
      [{ line_id: 11, quantity: 2 }],
      [{ line_id: 12, quantity: 1 }],
      [{ line_id: 12, quantity: 2 }],
    ]);
  });

  it('moves the units of a share no longer there to the last share', () => {
    expect(unitsOf({ 12: [1, 2, 2] }, { id: 12, quantity: 3 }, 2)).toEqual([1, 1, 1]);
  });

  it('shares the charges in proportion, the rest on the share with most items, to the sen', () => {
    const totals = linesTotals(bill, lines, { 11: [0, 0], 12: [1, 2, 2] }, 3);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(3828);
    // Share 2: RM 3.00 + 30 sen service charge + 18 sen SST.
    expect(totals[1]).toBe(348);
    expect(totals[2]).toBe(696);
  });
});

describe('the shares of a bill', () => {
  const share = (share_no: number, payment_status: 'paid' | 'unpaid' | 'refunded', lines = [] as object[]) =>
    ({ share_no, payment_status, lines }) as never;

  it('is settled once every share is paid, a refunded one included', () => {
    expect(billSettled({ shares: [share(1, 'paid'), share(2, 'unpaid')] })).toBe(false);
    expect(billSettled({ shares: [share(1, 'paid'), share(2, 'refunded')] })).toBe(true);
    expect(billSettled({ shares: [] })).toBe(false);
  });
});
