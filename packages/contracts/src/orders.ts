import { z } from 'zod';
import { ZBillShare, ZShareOf } from './bill-shares';
import { dataReply, maxRowId } from './common';
import { guestsLimits, paymentStatuses } from './constants';
import { maxSen } from './money-format';

/**
 * A diner's cart, its price and the order placed from it (issue 5; PRODUCT.md "Money", "Orders").
 * The server re-prices every line from the menu as it is now; prices a client sends are never
 * read. Money is integer sen plus the RM string ("12.50") for display.
 *
 * Calls (all public; a signed-in buddy's bearer token, when sent, links the order to the buddy):
 * - POST /api/public/table/{token}/price   ZCart → ZPricedCartReply
 * - POST /api/public/table/{token}/orders  ZPlaceOrderBody + header Idempotency-Key → ZOrderReply
 *   (201 when placed, 200 when the same key and body were placed before: the same order)
 * - GET  /api/public/orders/{orderToken}   → ZOrderReply
 * - POST /api/public/orders/{orderToken}/pay_at_counter → ZOrderReply: an unpaid online order
 *   becomes a counter order (the same order each time it is sent; 409 once paid, expired or void)
 * - GET  /api/public/orders/{orderToken}/events  Server-Sent Events: `event: order` with a
 *   ZOrder as `data`, sent at once and again on every change; `: heartbeat` comments in between.
 */

export const cartLimits = {
  linesMax: 50,
  quantityMax: 99,
  optionsMax: 50,
  optionQuantityMax: 99,
  noteMax: 200,
  idempotencyKeyMin: 8,
  idempotencyKeyMax: 100,
} as const;

/** 'fpx', 'ewallet' and 'card' are paid online through the gateway; 'counter' is paid to the cashier. */
export const orderChannels = ['fpx', 'ewallet', 'card', 'counter'] as const;
export const ZOrderChannel = z.enum(orderChannels);
export type OrderChannel = z.infer<typeof ZOrderChannel>;

export { type PaymentStatus, paymentStatuses } from './constants';

/** An unpaid online order expires this long after it was placed. */
export const orderPaymentWindowMinutes = 15;

/** Per line: processing → ready (only when the store uses that stage) → complete. */
export const foodStatuses = ['processing', 'ready', 'complete'] as const;
export type FoodStatus = (typeof foodStatuses)[number];

/**
 * What the order page shows as the order's state: 'unpaid' until paid; then 'processing' while
 * any line is being prepared, 'ready' when every line is ready or complete (at least one ready),
 * 'complete' when every line is. A void or expired order stays 'unpaid': show `payment_status`
 * first ('void', 'refunded', 'expired') when it is neither unpaid nor paid.
 */
export const orderStatuses = ['unpaid', 'processing', 'ready', 'complete'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const ZRowId = z.number({ error: 'validation.required' }).int().min(1).max(maxRowId);

const ZNote = z
  .string()
  .trim()
  .max(cartLimits.noteMax)
  .optional()
  .transform((v) => v || undefined);

export const ZCartOption = z.object({
  option_id: ZRowId,
  /** How many of this option (SPEC §4 per-option quantity); each counts towards its group's min/max. */
  quantity: z.number().int().min(1).max(cartLimits.optionQuantityMax).default(1),
});
export type TCartOption = z.input<typeof ZCartOption>;

export const ZCartLine = z.object({
  food_id: ZRowId,
  quantity: z.number().int().min(1).max(cartLimits.quantityMax),
  options: z.array(ZCartOption).max(cartLimits.optionsMax).default([]),
  note: ZNote,
  /** Only where the food allows take-away; otherwise refused. */
  take_away: z.boolean().default(false),
});
export type TCartLine = z.input<typeof ZCartLine>;

export const ZCart = z.object({
  lines: z.array(ZCartLine).min(1, 'validation.cart_empty').max(cartLimits.linesMax),
});
export type TCart = z.input<typeof ZCart>;
export type TCartParsed = z.output<typeof ZCart>;

/** How many guests (covers) an order or a bill served: 1–99 (issue 29, `guestsLimits`). */
export const ZGuests = z
  .number({ error: 'validation.guests' })
  .int('validation.guests')
  .min(guestsLimits.min, 'validation.guests')
  .max(guestsLimits.max, 'validation.guests');

export const ZPlaceOrderBody = ZCart.extend({
  channel: ZOrderChannel,
  /** A note for the whole order. */
  note: ZNote,
  /**
   * Signed-in buddies: points to pay part or all of the bill with (1 point = 1 sen, 100 points =
   * RM1.00), taken when the order is placed and given back if it is voided or expires unpaid.
   * More than the buddy holds, or than the bill, is a field error on `points`.
   */
  points: z
    .number({ error: 'validation.points' })
    .int('validation.points')
    .min(0, 'validation.points')
    .max(maxSen)
    .default(0),
  /**
   * Optional: how many guests are at the table (the diner is asked once, on a bill's first round).
   * Kept when the round opens the bill (or on a pay-first order); a later round does not change a
   * count already recorded. Left out (SPEC's old client), nothing is recorded.
   */
  guests: ZGuests.optional(),
});
export type TPlaceOrderBody = z.input<typeof ZPlaceOrderBody>;
export type TPlaceOrderParsed = z.output<typeof ZPlaceOrderBody>;

/**
 * Placing an order requires an `Idempotency-Key` header: 8–100 visible ASCII characters, e.g. a
 * UUID. Other headers pass through untouched.
 */
const ZIdempotencyKey = z
  .string({ error: 'validation.idempotency_key' })
  .min(cartLimits.idempotencyKeyMin, 'validation.idempotency_key')
  .max(cartLimits.idempotencyKeyMax, 'validation.idempotency_key')
  .regex(/^[\x21-\x7e]+$/, 'validation.idempotency_key');
export const ZIdempotencyHeaders = z.looseObject({ 'idempotency-key': ZIdempotencyKey });

/**
 * The same key where SPEC's old client sends none (keying in, marking paid): without it a call
 * does what it always did; with it, a call sent again takes effect once.
 */
export const ZOptionalIdempotencyHeaders = z.looseObject({ 'idempotency-key': ZIdempotencyKey.optional() });

export const ZOrderTokenParams = z.object({ orderToken: z.string().min(1).max(200) });

export const ZPricedOption = z.object({
  option_id: z.number().int(),
  group_name: z.string(),
  name: z.string(),
  /** For one. */
  price: z.string(),
  price_sen: z.number().int(),
  quantity: z.number().int(),
});
export type TPricedOption = z.infer<typeof ZPricedOption>;

export const ZPricedLine = z.object({
  food_id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  /** The food's price plus its options (each × its quantity), for one. */
  unit_price: z.string(),
  unit_price_sen: z.number().int(),
  quantity: z.number().int(),
  line_total: z.string(),
  line_total_sen: z.number().int(),
  take_away: z.boolean(),
  note: z.string().nullable(),
  options: z.array(ZPricedOption),
});
export type TPricedLine = z.infer<typeof ZPricedLine>;

/** The money of a cart or an order (PRODUCT.md "Money"): each part rounded half-up to the sen once. */
const breakdown = {
  subtotal: z.string(),
  subtotal_sen: z.number().int(),
  /** The service charge in percent ("10.00"), or null when the store charges none. */
  service_charge_percent: z.string().nullable(),
  service_charge: z.string(),
  service_charge_sen: z.number().int(),
  /** SST in percent ("6.00"), or null when the store does not add it. */
  sst_percent: z.string().nullable(),
  sst: z.string(),
  sst_sen: z.number().int(),
  total: z.string(),
  total_sen: z.number().int(),
};

export const ZPricedCart = z.object({
  lines: z.array(ZPricedLine),
  ...breakdown,
  /**
   * Instant bank transfer may be chosen: the store offers it (fpx_status) and does not hide it for
   * this total (hide_fpx_under_minimum and total under RM30, `fpxMinimumSen`).
   */
  fpx_available: z.boolean(),
  /**
   * The store takes online payments (FPX, e-wallets, cards): false until its merchant has a payment
   * gateway, when only `counter` may be chosen.
   */
  online_payment: z.boolean(),
});
export type TPricedCart = z.infer<typeof ZPricedCart>;
export const ZPricedCartReply = dataReply(ZPricedCart);
export type TPricedCartReply = z.infer<typeof ZPricedCartReply>;

export const ZOrderOption = ZPricedOption.extend({
  /** Null when the option has since been deleted. */
  option_id: z.number().int().nullable(),
});
export type TOrderOption = z.infer<typeof ZOrderOption>;

export const ZOrderLine = ZPricedLine.omit({ food_id: true, options: true }).extend({
  id: z.number().int(),
  /** Null when the food has since been deleted. */
  food_id: z.number().int().nullable(),
  food_status: z.enum(foodStatuses),
  /** Its money was given back by a refund: no longer part of the bill, nor cooked. */
  refunded: z.boolean(),
  options: z.array(ZOrderOption),
  /** An open bill's line: the round (from 1) that ordered it; null for a pay-first order's. */
  round_no: z.number().int().nullable(),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

/** One round of an open bill: what was ordered at once, when, and by a diner or staff. */
export const ZOrderRound = z.object({
  round_no: z.number().int(),
  created_at: z.string(),
  /** 'diner' from the table's QR code, 'staff' keyed in. */
  placed_by: z.enum(['diner', 'staff']),
});
export type TOrderRound = z.infer<typeof ZOrderRound>;

export const ZOrder = z.object({
  /** The order's own unguessable token: its page and live status open with it. */
  token: z.string(),
  /**
   * The order number, given at placement: per store and Kuala Lumpur day, from 1 ("No. 17"). The
   * diner quotes it at the counter; it is on the board and the kitchen tickets.
   */
  order_no: z.number().int().nullable(),
  /** Given when paid: the store's prefix + a gapless number ("A000123"); null while unpaid. */
  receipt_no: z.string().nullable(),
  payment_status: z.enum(paymentStatuses),
  channel: ZOrderChannel,
  status: z.enum(orderStatuses),
  table_name: z.string().nullable(),
  store: z.object({ display_name: z.string() }),
  lines: z.array(ZOrderLine),
  ...breakdown,
  /** Cash at the counter: the 5-sen rounding (may be negative); 0 for electronic payments. */
  rounding: z.string(),
  rounding_sen: z.number().int(),
  /** total + rounding: what is paid. */
  rounded_total: z.string(),
  rounded_total_sen: z.number().int(),
  /** Points the buddy paid with (1 point = 1 sen); 0 when none. */
  points: z.number().int(),
  /** RM value of those points. */
  points_value: z.string(),
  /** What is left to pay in money: total − points (cash rounding comes on top at the counter). */
  amount_due: z.string(),
  amount_due_sen: z.number().int(),
  /** Money refunds gave back so far (whole order or chosen lines); 0 when none. */
  refunded: z.string(),
  refunded_sen: z.number().int(),
  /** Points refunds gave back to the buddy's wallet: the refunded part's share of `points`. */
  refunded_points: z.number().int(),
  /** What the order comes to after its refunds: rounded total − money and points given back. */
  net_total: z.string(),
  net_total_sen: z.number().int(),
  note: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** The latest online payment attempt, so the page can say a payment failed; null before any. */
  payment: z.object({ status: z.enum(['pending', 'paid', 'failed']), channel: z.string() }).nullable(),
  /** Whether FPX may be offered for this bill (the store's switches and the RM30 rule). */
  fpx_available: z.boolean(),
  /** Online orders: when the order expires if still unpaid (ISO 8601); null for counter orders. */
  expires_at: z.string().nullable(),
  /** The store uses the "ready to serve" stage: only then is it shown as a step. */
  ready_to_serve: z.boolean(),
  /**
   * For the merchant to resolve: money came in beyond the order's one payment (a second payment,
   * or a payment of a voided order) and is still to be given back (`give_back_sen`)…
   */
  paid_twice: z.boolean(),
  give_back: z.string(),
  give_back_sen: z.number().int(),
  /** …or it was paid after it expired while a limited food it holds ran out. */
  stock_short: z.boolean(),
  /**
   * An open bill (the store is paid at the end): each round ordered at the table joins it until it
   * is paid in full; it never expires. Its rounds in order; empty for a pay-first order.
   */
  tab: z.boolean(),
  rounds: z.array(ZOrderRound),
  /** A split bill's shares, each paid on its own (its token opens its page); empty otherwise. */
  shares: z.array(ZBillShare),
  /** A share's page: the bill it pays part of; null for any other order. */
  share_of: ZShareOf.nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;
export const ZOrderReply = dataReply(ZOrder);
export type TOrderReply = z.infer<typeof ZOrderReply>;

/**
 * What the table's page needs to know of its bill: whether the store is paid at the end, and the
 * table's open bill if it has one (its token opens the bill page), with its running total.
 */
export const ZTableBill = z.object({
  dine_in_payment: z.enum(['first', 'end']),
  open_bill: z
    .object({
      token: z.string(),
      total: z.string(),
      total_sen: z.number().int(),
      /** When its first round was ordered (ISO 8601). */
      opened_at: z.string(),
      rounds: z.number().int(),
    })
    .nullable(),
});
export type TTableBill = z.infer<typeof ZTableBill>;
export const ZTableBillReply = dataReply(ZTableBill);
export type TTableBillReply = z.infer<typeof ZTableBillReply>;

/** The SSE event name of GET /api/public/orders/{orderToken}/events; its data is a ZOrder. */
export const orderEventName = 'order';
