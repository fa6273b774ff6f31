import type { TBuddyMe, TDinerCategory, TDinerMenu } from '@meja/contracts';

/** A category of the menu as the app shows it: the birthday section carries a line under its name. */
export type MenuSection = TDinerCategory & { note?: string };

/** The birthday section's id: no category of the database has it. */
export const birthdaySectionId = 0;

/**
 * May this buddy claim this store's birthday gift now: it is their birthday month and they have
 * not taken this store's gift this year (PRODUCT.md "Birthday gift").
 */
export function giftOpen(me: TBuddyMe | null, menu: TDinerMenu): boolean {
  if (!me?.birthday_month) return false;
  const merchant = menu.store.merchant_id;
  return !me.birthday_claimed_merchant_ids.includes(merchant);
}

/**
 * The menu's categories with the birthday-gift-only foods taken out of them (nobody can buy one)
 * and, for a buddy who may claim one, put first in a section of their own.
 */
export function withBirthdayGifts(
  categories: TDinerCategory[],
  section: { name: string; note: string } | null,
): MenuSection[] {
  const gifts = categories.flatMap((c) => c.foods.filter((f) => f.birthday_gift_only));
  if (gifts.length === 0) return categories;
  const rest = categories
    .map((c) => ({ ...c, foods: c.foods.filter((f) => !f.birthday_gift_only) }))
    .filter((c) => c.foods.length > 0);
  if (!section) return rest;
  return [
    { id: birthdaySectionId, kind: 'food', name: section.name, note: section.note, foods: gifts },
    ...rest,
  ];
}
