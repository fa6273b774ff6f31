import { cashRounding, ZCart } from '@meja/contracts';
import { describe, expect, it } from 'vitest';
import { availabilityOf, klMoment } from '../menu/diner/hours';
import type { PricingFood, PricingGroup } from './cart';
import { fpxAvailable, type PricingMenu, percentOf, priceCart, totalsOf } from './pricing';

const charges = { serviceCharge: true, serviceChargeBp: 1000, salesServiceTax: true };

describe('money arithmetic', () => {
  it('takes a percentage rounded half-up to the sen', () => {
    expect(percentOf(4, 1000)).toBe(0); // 0.4
    expect(percentOf(5, 1000)).toBe(1); // 0.5 rounds up
    expect(percentOf(15, 1000)).toBe(2); // 1.5
    expect(percentOf(25, 1000)).toBe(3); // 2.5: half-up, not half-even
    expect(percentOf(1250, 1050)).toBe(131); // 131.25
    expect(percentOf(1925, 600)).toBe(116); // 115.5
    expect(percentOf(1106, 600)).toBe(66); // 66.36
    expect(percentOf(0, 600)).toBe(0);
    expect(percentOf(2_000_000_000, 10000)).toBe(2_000_000_000);
  });

  it('adds service charge on the subtotal and SST on both', () => {
    // 12.50 + 2 × 2.50 = 17.50; 10% = 1.75; 6% of 19.25 = 1.155 → 1.16; total 20.41.
    expect(totalsOf([1250, 500], charges)).toEqual({
      subtotalSen: 1750,
      serviceChargeBp: 1000,
      serviceChargeSen: 175,
      sstBp: 600,
      sstSen: 116,
      totalSen: 2041,
    });
    // 10.05: 10% = 1.005 → 1.01; 6% of 11.06 = 0.6636 → 0.66; total 11.72.
    expect(totalsOf([1005], charges)).toMatchObject({ serviceChargeSen: 101, sstSen: 66, totalSen: 1172 });
    // SST only: 6% of 10.25 = 0.615 → 0.62.
    expect(totalsOf([1025], { ...charges, serviceCharge: false })).toMatchObject({
      serviceChargeBp: 0,
      serviceChargeSen: 0,
      sstSen: 62,
      totalSen: 1087,
    });
    expect(totalsOf([999], { ...charges, serviceCharge: false, salesServiceTax: false })).toMatchObject({
      sstBp: 0,
      sstSen: 0,
      totalSen: 999,
    });
  });

  it('rounds once per order, not per line', () => {
    // Three lines of 0.05: per line 10% would be 3 × 0.005 → 3 sen; on the order 0.015 → 2 sen.
    expect(totalsOf([5, 5, 5], { ...charges, salesServiceTax: false }).serviceChargeSen).toBe(2);
  });

  it("rounds cash to 5 sen as Bank Negara's mechanism sets", () => {
    const adjusted = [2040, 2041, 2042, 2043, 2044, 2045, 2046, 2047, 2048, 2049].map(
      (t) => t + cashRounding(t),
    );
    expect(adjusted).toEqual([2040, 2040, 2040, 2045, 2045, 2045, 2045, 2045, 2050, 2050]);
  });

  it('offers FPX unless the store switched it off or hides it under RM30', () => {
    const store = { fpxStatus: true, hideFpxUnderMinimum: true };
    expect(fpxAvailable(store, 2999)).toBe(false);
    expect(fpxAvailable(store, 3000)).toBe(true);
    expect(fpxAvailable({ ...store, hideFpxUnderMinimum: false }, 100)).toBe(true);
    expect(fpxAvailable({ ...store, fpxStatus: false }, 100_000)).toBe(false);
  });
});

describe('pricing a cart against the menu', () => {
  const spice: PricingGroup = {
    id: 1,
    name: 'Spice',
    minQty: 1,
    maxQty: 1,
    options: new Map([
      [11, { id: 11, name: 'Mild', priceSen: 0 }],
      [12, { id: 12, name: 'Hot', priceSen: 0 }],
    ]),
  };
  const addOns: PricingGroup = {
    id: 2,
    name: 'Add-ons',
    minQty: 0,
    maxQty: 3,
    options: new Map([
      [21, { id: 21, name: 'Egg', priceSen: 150 }],
      [22, { id: 22, name: 'Sambal', priceSen: 50 }],
    ]),
  };
  const food = (id: number, name: string, extra: Partial<PricingFood> = {}): PricingFood => ({
    id,
    name,
    code: null,
    kind: 'food',
    priceSen: 1000,
    quantityLeft: null,
    takeAway: true,
    birthdayGiftOnly: false,
    ticketBalance: null,
    ticketExpiryDays: null,
    availability: availabilityOf([0, 1, 2, 3, 4, 5, 6], null, null),
    groups: [],
    ...extra,
  });
  const menu: PricingMenu = new Map(
    [
      food(1, 'Nasi Lemak', { priceSen: 1250, groups: [spice, addOns] }),
      food(2, 'Teh Tarik', { priceSen: 250, takeAway: false }),
      food(3, 'Cendol', { quantityLeft: 0 }),
      food(4, 'Kerabu', { quantityLeft: 2 }),
      food(5, 'Breakfast', { availability: availabilityOf([0, 1, 2, 3, 4, 5, 6], '08:00', '11:00') }),
      food(6, 'Cake', { birthdayGiftOnly: true }),
    ].map((f) => [f.id, f]),
  );
  const store = { ...charges, open: true, fpxStatus: true, hideFpxUnderMinimum: true };
  // Wednesday 4 March 2026, 12:00 in Kuala Lumpur.
  const noon = klMoment(Date.parse('2026-03-04T12:00:00+08:00'));
  const price = (lines: unknown[], s = store) => priceCart(menu, s, noon, ZCart.parse({ lines }));

  it('prices foods with their options × quantities, and ignores any price a client sends', () => {
    const result = price([
      {
        food_id: 1,
        quantity: 2,
        price: 1,
        unit_price_sen: 1,
        options: [
          { option_id: 21, quantity: 2, price_sen: 0 },
          { option_id: 12, quantity: 1 },
        ],
      },
      { food_id: 2, quantity: 1 },
    ]);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const [lemak, teh] = result.cart.lines;
    // 12.50 + 2 × 1.50 = 15.50 each; options in the food's group order (Spice before Add-ons).
    expect(lemak).toMatchObject({ unitPriceSen: 1550, lineTotalSen: 3100 });
    expect(lemak?.options.map((o) => o.option.name)).toEqual(['Hot', 'Egg']);
    expect(teh).toMatchObject({ unitPriceSen: 250, lineTotalSen: 250 });
    // 33.50; 10% = 3.35; 6% of 36.85 = 2.211 → 2.21; 33.50 + 3.35 + 2.21 = 39.06.
    expect(result.cart.totals).toMatchObject({
      subtotalSen: 3350,
      serviceChargeSen: 335,
      sstSen: 221,
      totalSen: 3906,
    });
    expect(result.cart.fpxAvailable).toBe(true);
  });

  it('names every food that cannot be ordered now', () => {
    const result = price([
      { food_id: 3, quantity: 1 },
      { food_id: 5, quantity: 1 },
      { food_id: 6, quantity: 1 },
      { food_id: 99, quantity: 1 },
      { food_id: 2, quantity: 1 },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.unavailable).toEqual([
      { foodId: 3, name: 'Cendol' },
      { foodId: 5, name: 'Breakfast' },
      { foodId: 6, name: 'Cake' },
      { foodId: 99, name: undefined },
    ]);
    expect(Object.keys(result.problems.fields)).toEqual([
      'lines.0.food_id',
      'lines.1.food_id',
      'lines.2.food_id',
      'lines.3.food_id',
    ]);
  });

  it('refuses everything while the store is closed', () => {
    const result = price([{ food_id: 2, quantity: 1 }], { ...store, open: false });
    expect(result.ok === false && result.problems.closed).toBe(true);
  });

  it('counts a limited food over the whole cart', () => {
    const result = price([
      { food_id: 4, quantity: 1 },
      { food_id: 4, quantity: 2 },
    ]);
    expect(result.ok === false && result.problems.first).toEqual({
      key: 'error.not_enough_left',
      vars: { count: 2, name: 'Kerabu' },
    });
    expect(price([{ food_id: 4, quantity: 2 }]).ok).toBe(true);
  });

  it("keeps each group's min and max, counting option quantities", () => {
    const problemOf = (options: unknown[]) => {
      const r = price([{ food_id: 1, quantity: 1, options }]);
      return r.ok ? undefined : r.problems.fields['lines.0.options'];
    };
    expect(problemOf([])).toEqual({
      key: 'error.option_group_min',
      vars: { food: 'Nasi Lemak', group: 'Spice', min: 1 },
    });
    expect(problemOf([{ option_id: 11 }, { option_id: 12 }])?.key).toBe('error.option_group_max');
    expect(problemOf([{ option_id: 11 }, { option_id: 21, quantity: 4 }])).toEqual({
      key: 'error.option_group_max',
      vars: { food: 'Nasi Lemak', group: 'Add-ons', max: 3 },
    });
    expect(problemOf([{ option_id: 11 }, { option_id: 21, quantity: 3 }])).toBeUndefined();
    expect(problemOf([{ option_id: 11 }, { option_id: 11 }])?.key).toBe('validation.option_repeated');
    expect(problemOf([{ option_id: 11 }, { option_id: 99 }])?.key).toBe('error.option_not_offered');
    const other = price([{ food_id: 2, quantity: 1, options: [{ option_id: 11 }] }]);
    expect(other.ok === false && other.problems.fields['lines.0.options']?.key).toBe(
      'error.option_not_offered',
    );
  });

  it('prices a birthday gift free for a signed-in buddy, one per order, its options charged', () => {
    const gift = (lines: unknown[]) =>
      priceCart(menu, store, noon, ZCart.parse({ lines }), { birthdayGift: true });
    const cake = food(6, 'Cake', { birthdayGiftOnly: true, groups: [addOns] });
    const withOptions: PricingMenu = new Map([...menu, [6, cake]]);
    const r = priceCart(
      withOptions,
      store,
      noon,
      ZCart.parse({
        lines: [
          { food_id: 6, quantity: 1, options: [{ option_id: 22 }] },
          { food_id: 2, quantity: 1 },
        ],
      }),
      { birthdayGift: true },
    );
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    // The cake's RM10.00 is not charged; its sambal (0.50) is.
    expect(r.cart.lines[0]).toMatchObject({ unitPriceSen: 50, lineTotalSen: 50 });
    expect(r.cart.totals.subtotalSen).toBe(300);

    const two = gift([{ food_id: 6, quantity: 2 }]);
    expect(two.ok === false && two.problems.fields).toEqual({
      'lines.0.quantity': { key: 'error.birthday_gift_one' },
    });
    const twice = gift([
      { food_id: 6, quantity: 1 },
      { food_id: 2, quantity: 1 },
      { food_id: 6, quantity: 1 },
    ]);
    expect(twice.ok === false && twice.problems.fields).toEqual({
      'lines.2.quantity': { key: 'error.birthday_gift_one' },
    });
    expect(twice.ok === false && twice.problems.first).toEqual({ key: 'error.birthday_gift_one' });
    // Still a food of the menu like any other: not while the store is closed.
    const closed = priceCart(
      menu,
      { ...store, open: false },
      noon,
      ZCart.parse({ lines: [{ food_id: 6, quantity: 1 }] }),
      { birthdayGift: true },
    );
    expect(closed.ok === false && closed.problems.closed).toBe(true);
    // Guests and staff (no option) are refused as before: 'names every food that cannot be ordered now'.
    expect(price([{ food_id: 6, quantity: 1 }]).ok).toBe(false);
  });

  it('allows take-away only where the food does, and hides FPX under RM30', () => {
    const r = price([{ food_id: 2, quantity: 1, take_away: true }]);
    expect(r.ok === false && r.problems.fields['lines.0.take_away']?.key).toBe(
      'validation.take_away_not_offered',
    );
    const small = price([{ food_id: 2, quantity: 1 }]);
    expect(small.ok && small.cart.fpxAvailable).toBe(false);
  });
});
