import type { TBuddyMe, TDinerCategory, TDinerFood, TDinerMenu } from '@meja/contracts';
import { describe, expect, it } from 'vitest';
import { birthdaySectionId, giftOpen, withBirthdayGifts } from './birthday';

const food = (id: number, gift = false) =>
  ({ id, name: `Food ${id}`, birthday_gift_only: gift }) as unknown as TDinerFood;
const category = (id: number, foods: TDinerFood[]) =>
  ({ id, name: `Category ${id}`, kind: 'food', foods }) as TDinerCategory;
const menu = { store: { id: 1, merchant_id: 5 } } as unknown as TDinerMenu;
const me = (birthday_month: boolean, claimed: number[] = []) =>
  ({ birthday_month, birthday_claimed_merchant_ids: claimed }) as unknown as TBuddyMe;

describe('birthday gifts on the menu', () => {
  const categories = [category(1, [food(1), food(2, true)]), category(2, [food(3, true)])];

  it('are hidden from everyone who may not claim one, and their emptied categories with them', () => {
    const shown = withBirthdayGifts(categories, null);
    expect(shown.map((c) => [c.id, c.foods.map((f) => f.id)])).toEqual([[1, [1]]]);
  });

  it('come first, in a section of their own, for the buddy who may claim one', () => {
    const shown = withBirthdayGifts(categories, { name: 'Birthday gift', note: 'Free' });
    expect(shown.map((c) => [c.id, c.foods.map((f) => f.id)])).toEqual([
      [birthdaySectionId, [2, 3]],
      [1, [1]],
    ]);
  });

  it('may be claimed in the birthday month, once per merchant', () => {
    expect(giftOpen(null, menu)).toBe(false);
    expect(giftOpen(me(false), menu)).toBe(false);
    expect(giftOpen(me(true), menu)).toBe(true);
    // A claim at another store does not count here; a claim here does.
    expect(giftOpen(me(true, [1]), menu)).toBe(true);
    expect(giftOpen(me(true, [5]), menu)).toBe(false);
  });
});
