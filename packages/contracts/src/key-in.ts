import { z } from 'zod';
import { dataReply, ZId } from './common';
import { ZDinerCategory, ZDinerFood } from './diner-menu';
import { cartLimits, ZCartLine, ZGuests } from './orders';

/** Staff keying in an order for a table, or adding items to an open one: bodies and the till's menu. */

/** A line staff key in: the diner's, and whether to hold it back from the kitchen until fired. */
export const ZStaffCartLine = ZCartLine.extend({ hold: z.boolean().optional() });
export type TStaffCartLine = z.input<typeof ZStaffCartLine>;

/**
 * Courses staff hold while keying in (issue 29): every new line of these courses waits for Fire.
 * Left out (SPEC's client), nothing is held.
 */
const ZHoldCourses = z.array(ZId).max(50).optional();

/** Staff key in an order for a table (a diner without a phone): a counter order, paid at the counter. */
export const ZStaffOrderBody = z.object({
  table_id: ZId,
  lines: z.array(ZStaffCartLine).min(1, 'validation.cart_empty').max(cartLimits.linesMax),
  hold_courses: ZHoldCourses,
  note: z.string().trim().max(cartLimits.noteMax).optional(),
  take_away: z.boolean().default(false),
  /** Optional: how many guests are at the table, kept as a diner's first round keeps it. */
  guests: ZGuests.optional(),
  /** Admins: the merchant whose table it is. */
  merchant_id: ZId.optional(),
});
export type TStaffOrderBody = z.input<typeof ZStaffOrderBody>;

/**
 * A cart staff are keying in, to show its total before placing it: priced as POST
 * /api/admin/order will price it (the diner's pricing, whatever the store's opening hours).
 * Admins name the merchant.
 */
export const ZKeyInPriceBody = z.object({
  lines: z.array(ZCartLine).min(1, 'validation.cart_empty').max(cartLimits.linesMax),
  merchant_id: ZId.optional(),
});
export type TKeyInPriceBody = z.input<typeof ZKeyInPriceBody>;

export const ZAddLinesBody = z.object({
  lines: z.array(ZStaffCartLine).min(1, 'validation.cart_empty').max(cartLimits.linesMax),
  hold_courses: ZHoldCourses,
});
export type TAddLinesBody = z.input<typeof ZAddLinesBody>;

export const ZTakeAwayBody = z.object({ take_away: z.boolean().default(true) });

/** Staff set or correct how many guests an unpaid order or bill serves (issue 29). */
export const ZSetGuestsBody = z.object({ guests: ZGuests });
export type TSetGuestsBody = z.input<typeof ZSetGuestsBody>;

/** A food as staff key it in: the diner's food, with how many are left when its quantity is limited. */
export const ZKeyInFood = ZDinerFood.extend({
  left: z.number().int().nullable(),
  /** Its course (its own, else its category's): what "hold the course" holds. Null: none. */
  course_id: z.number().int().nullable(),
});
export type TKeyInFood = z.infer<typeof ZKeyInFood>;
export const ZKeyInCategory = ZDinerCategory.extend({ foods: z.array(ZKeyInFood) });
export type TKeyInCategory = z.infer<typeof ZKeyInCategory>;

/**
 * Everything the key-in dialog reads, for staff who may not manage tables or the menu: the
 * merchant's tables (names only: a table's QR token is the diners' key) and the menu as the
 * diners' menu shapes it now, whatever the store's opening hours (staff key in outside them),
 * birthday-gift-only foods left out (they are claimed, never sold).
 */
export const ZKeyInMenu = z.object({
  tables: z.array(z.object({ id: z.number().int(), name: z.string() })),
  menu: z.array(ZKeyInCategory),
  /** The store's courses in serving order (issue 29), to hold a course while keying in. */
  courses: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /**
   * How the store's dine-in is paid: 'end' makes a dine-in key-in a round of the table's open bill,
   * paid with the bill (no "Place and take payment"); take-away is paid first either way.
   */
  dine_in_payment: z.enum(['first', 'end']),
});
export type TKeyInMenu = z.infer<typeof ZKeyInMenu>;
export const ZKeyInMenuReply = dataReply(ZKeyInMenu);
