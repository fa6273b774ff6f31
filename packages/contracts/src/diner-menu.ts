import { z } from 'zod';
import { dataReply } from './common';
import { halalStatuses } from './merchant-profile';

/**
 * The menu as a diner sees it right now (GET /api/public/table/{token}/menu): the read model of
 * the ordering app. Only what can be ordered at this moment is listed (Kuala Lumpur time): active
 * categories and foods, foods inside their daily window and on their weekday, active option groups
 * and options. When the store is closed, no foods are offered and the reply says when it opens.
 * Money is integer sen plus the RM string ("12.50") for display; the server re-prices every order.
 */

/** A time of day as the store and foods keep it: 'HH:MM', Kuala Lumpur. */
const ZClock = z.string().describe("'HH:MM', Kuala Lumpur time");

export const ZDinerOption = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The extra price in RM: "1.50"; "0.00" when free. */
  price: z.string(),
  price_sen: z.number().int(),
});
export type TDinerOption = z.infer<typeof ZDinerOption>;

/** A group of choices offered with a food: the diner picks at least min_qty and at most max_qty. */
export const ZDinerOptionGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  min_qty: z.number().int(),
  max_qty: z.number().int(),
  /** Active options only, in the merchant's order; a group without any is left out. */
  options: z.array(ZDinerOption),
});
export type TDinerOptionGroup = z.infer<typeof ZDinerOptionGroup>;

/** Card (750×340) and thumbnail (288×218) URLs, relative to the app's origin. */
export const ZDinerPicture = z.object({ card: z.string(), thumb: z.string() });
export type TDinerPicture = z.infer<typeof ZDinerPicture>;

export const ZDinerFood = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The merchant's short code (at most 4 characters), if any. */
  code: z.string().nullable(),
  description: z.string().nullable(),
  picture: ZDinerPicture.nullable(),
  /** RM: "12.50". */
  price: z.string(),
  price_sen: z.number().int(),
  /** May be ordered for take-away. */
  take_away: z.boolean(),
  /** Only claimable as a buddy's birthday gift, never sold. */
  birthday_gift_only: z.boolean(),
  /** Shown, but cannot be ordered: its limited quantity is used up. */
  sold_out: z.boolean(),
  /** Alcohol items: glasses (tickets) granted per purchase. */
  ticket_balance: z.number().int().optional(),
  /** Alcohol items: days the tickets stay valid. */
  ticket_expiry_days: z.number().int().optional(),
  option_groups: z.array(ZDinerOptionGroup),
});
export type TDinerFood = z.infer<typeof ZDinerFood>;

export const ZDinerCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['food', 'alcohol']),
  /** Foods by the merchant's priority, then name; never empty (empty categories are left out). */
  foods: z.array(ZDinerFood),
});
export type TDinerCategory = z.infer<typeof ZDinerCategory>;

export const ZDinerStore = z.object({
  id: z.number().int(),
  /**
   * The merchant the store belongs to: what a buddy's birthday claims name
   * (ZBuddyMe.birthday_claimed_merchant_ids), so the app shows a gift only where it is still open.
   */
  merchant_id: z.number().int(),
  display_name: z.string(),
  description: z.string().nullable(),
  /** The front image's card-size URL, or null. */
  picture: z.string().nullable(),
  halal_status: z.enum(halalStatuses),
  /** Open for orders right now (opening hours and closed weekdays, Kuala Lumpur time). */
  open: z.boolean(),
  /** Equal open_at and close_at: open all day; close_at before open_at: closes after midnight. */
  open_at: ZClock,
  close_at: ZClock,
  /** While open: when it closes (ISO 8601); null when it never closes (open all day, every day). */
  closes_at: z.string().nullable(),
  /** While closed: when it opens next (ISO 8601); null when it is closed on every day. */
  next_open_at: z.string().nullable(),
  /** The service charge in percent ("10.00") when the store charges one, else null. */
  service_charge_percent: z.string().nullable(),
  /** Sales and service tax (6%) is added to bills. */
  sst: z.boolean(),
  /** Instant bank transfer (FPX) is offered. */
  fpx: z.boolean(),
  /** FPX is hidden for bills under RM30. */
  hide_fpx_under_rm30: z.boolean(),
});
export type TDinerStore = z.infer<typeof ZDinerStore>;

export const ZDinerMenu = z.object({
  store: ZDinerStore,
  table: z.object({ name: z.string() }),
  /** In the merchant's priority order; empty while the store is closed. */
  categories: z.array(ZDinerCategory),
  /** Raised on every change of the merchant's menu: a client may keep its copy while it is unchanged. */
  menu_version: z.number().int(),
  /** When this reply was made (ISO 8601): windows and opening hours were applied at this instant. */
  generated_at: z.string(),
});
export type TDinerMenu = z.infer<typeof ZDinerMenu>;

export const ZDinerMenuReply = dataReply(ZDinerMenu);
export type TDinerMenuReply = z.infer<typeof ZDinerMenuReply>;
