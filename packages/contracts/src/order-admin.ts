import { z } from 'zod';
import { ZBoardShare } from './bill-shares';
import { dataReply, paged, ZDay, ZId, ZPagingQuery } from './common';
import { ZMoney } from './money';
import { cartLimits, foodStatuses, orderStatuses, paymentStatuses, ZOrderChannel } from './orders';

/**
 * The restaurant's side of orders (issue 11; SPEC §2 live orders, order history, order detail,
 * order listing, admin real-time order; §7 "Dashboard and orders"; PRODUCT.md "Orders").
 *
 * Calls (bearer token; which role may call which is the server's policy):
 * - GET   /api/admin/display_order         ZDisplayOrderQuery → ZBoardPage (the boards' first load)
 * - GET   /api/admin/display_order/events  same query → Server-Sent Events `event: order`, data ZBoardEvent
 * - GET   /api/admin/order_listing         ZOrderListingQuery → ZOrderListPage
 * - GET   /api/admin/order_detail/{id}     → ZOrderDetailReply
 * - PATCH /api/admin/toggle_order_status   ZToggleOrderStatusBody, Idempotency-Key? → ZOrderDetailReply
 * - PATCH /api/admin/toggle_claim_status   ZToggleClaimStatusBody → ZOrderDetailReply
 * - PATCH /api/admin/food_status           ZFoodStatusBody → ZBoardOrderReply
 * - POST  /api/admin/order                 ZStaffOrderBody, Idempotency-Key? → ZOrderDetailReply (staff key in an order)
 * - POST  /api/admin/order/price           ZKeyInPriceBody → ZPricedCartReply (a cart being keyed in, priced)
 * - POST  /api/admin/order/{id}/lines      ZAddLinesBody → ZOrderDetailReply (add to an open order)
 * - PATCH /api/admin/order/{id}/take_away  ZTakeAwayBody → ZOrderDetailReply
 * - GET   /api/admin/order/menu            ZMerchantQuery → ZKeyInMenuReply (what staff key in from)
 * - GET   /api/admin/stations              ZMerchantQuery → ZStationsReply (the kitchen's station filter)
 * - POST  /api/admin/order/{id}/give_back  ZGiveBackBody, Idempotency-Key → ZOrderDetailReply (money paid twice)
 * - POST  /api/admin/order/{id}/refund_quote  ZRefundQuoteBody → ZRefundQuoteReply (what a refund gives back)
 * - GET   /api/admin/kitchen_recall        ZMerchantQuery → ZRecallListReply (tickets bumped lately)
 * - POST  /api/admin/order/{id}/recall     → ZBoardOrderReply (a bumped ticket back to the kitchen)
 * - POST  /api/admin/order/{id}/fire       ZFireBody → ZBoardOrderReply (held lines or a course to the kitchen)
 */

/**
 * Which board: 'order' the cashier's live orders (today's, unpaid ones first to be paid, and paid
 * ones still in the kitchen), 'kitchen' orders with lines to cook (paid, or unpaid counter orders
 * where the store has `ready_to_process`), 'serve' orders with lines ready to serve, 'history'
 * every order in the date range.
 */
export const boardTypes = ['order', 'kitchen', 'serve', 'history'] as const;
export type BoardType = (typeof boardTypes)[number];

/**
 * `remark` filters by status: a payment status, or a food status of the order (its order status:
 * 'processing', 'ready', 'complete').
 */
export const boardRemarks = [...paymentStatuses, 'processing', 'ready', 'complete'] as const;
export type BoardRemark = (typeof boardRemarks)[number];

/** How a cashier took the money at the counter. */
export const counterMethods = ['cash', 'card_terminal', 'ewallet_counter'] as const;
export type CounterMethod = (typeof counterMethods)[number];

/** How a refund went back: through the gateway where its adapter can, else recorded by the merchant. */
export const refundMethods = ['gateway', ...counterMethods, 'bank_transfer'] as const;
export type RefundMethod = (typeof refundMethods)[number];

/**
 * How money paid twice went back to the diner. The gateways have no refund call: staff return it
 * in the gateway's own portal, by bank transfer or in cash, and record which.
 */
export const giveBackMethods = ['gateway_portal', 'bank_transfer', 'cash'] as const;
export type GiveBackMethod = (typeof giveBackMethods)[number];

/** Birthday gift claim (PRODUCT.md "Birthday gift"): toggled by staff when served. */
export const claimStatuses = ['unclaimed', 'claimed'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/**
 * What staff may do with an order now, as the server decides it (orders/actions.ts, the same
 * rules that guard the calls): 'mark_paid' (paid at the counter), 'void', 'refund', 'add_items',
 * 'take_away' (mark it to go, or back), 'give_back' (money paid twice), 'claim' (the birthday
 * gift) and 'food_status' (its lines move in the kitchen). Screens offer only these; who may do
 * each is the caller's role (the server's policy).
 */
export const orderActions = [
  'mark_paid',
  'void',
  'refund',
  'add_items',
  'take_away',
  'give_back',
  'claim',
  'food_status',
] as const;
export type OrderAction = (typeof orderActions)[number];

/** The state of an order's latest print, for the board and the detail. */
export const printStatuses = ['none', 'queued', 'printing', 'printed', 'failed'] as const;
export type PrintStatus = (typeof printStatuses)[number];

export const ZDisplayOrderQuery = ZPagingQuery.extend({
  type: z.enum(boardTypes).default('order'),
  remark: z.enum(boardRemarks).optional(),
  /** Admins (real-time order): one merchant's orders; others always see their own merchant's. */
  merchant_id: ZId.optional(),
  /** Kitchen: only the lines of this sub printer's (station's) categories. */
  station: ZId.optional(),
});
export type TDisplayOrderQuery = z.input<typeof ZDisplayOrderQuery>;

export const ZOrderListingQuery = ZPagingQuery.extend({
  payment_status: z.enum(paymentStatuses).optional(),
  merchant_id: ZId.optional(),
});
export type TOrderListingQuery = z.input<typeof ZOrderListingQuery>;

export const ZBoardOption = z.object({
  group_name: z.string(),
  name: z.string(),
  quantity: z.number().int(),
});

export const ZBoardLine = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  quantity: z.number().int(),
  line_total: z.string(),
  line_total_sen: z.number().int(),
  food_status: z.enum(foodStatuses),
  take_away: z.boolean(),
  note: z.string().nullable(),
  options: z.array(ZBoardOption),
  /** The food's category now, and the sub printer (station) it is routed to; null: the main printer. */
  category_id: z.number().int().nullable(),
  station_id: z.number().int().nullable(),
  /** When the line joined the order (later than the order for items added to it). */
  added_at: z.string(),
  refunded: z.boolean(),
  /** The course it was ordered in, by the name it had then (issue 29); null: none. */
  course_id: z.number().int().nullable(),
  course_name: z.string().nullable(),
  /** Held by staff: not sent to the kitchen until fired (then `fired_at`). */
  held: z.boolean(),
  fired_at: z.string().nullable(),
  /** An open bill's line: the round that ordered it; null for a pay-first order's. */
  round_no: z.number().int().nullable(),
});
export type TBoardLine = z.infer<typeof ZBoardLine>;

/** An order as the lists show it (no lines). Money in sen and as RM strings. */
export const ZOrderSummary = z.object({
  id: z.number().int(),
  merchant_id: z.number().int(),
  store_name: z.string(),
  /** Per store and Kuala Lumpur day, from 1; null only for orders placed before numbers existed. */
  order_no: z.number().int().nullable(),
  receipt_no: z.string().nullable(),
  table_name: z.string().nullable(),
  channel: ZOrderChannel,
  payment_status: z.enum(paymentStatuses),
  /** The gateway's channel, or 'cash', 'card_terminal', 'ewallet_counter'; null while unpaid. */
  payment_method: z.string().nullable(),
  status: z.enum(orderStatuses),
  total: z.string(),
  total_sen: z.number().int(),
  rounding_sen: z.number().int(),
  /** What was paid (total + cash rounding). */
  rounded_total: z.string(),
  rounded_total_sen: z.number().int(),
  /** Points the buddy paid with (1 point = 1 sen), taken when the order was placed. */
  points_sen: z.number().int(),
  /** What the cashier collects in money: total − points (cash rounding comes on top). */
  amount_due_sen: z.number().int(),
  refunded: z.string(),
  refunded_sen: z.number().int(),
  take_away: z.boolean(),
  /** Keyed in by staff for the table. */
  keyed_in: z.boolean(),
  note: z.string().nullable(),
  claim_status: z.enum(claimStatuses).nullable(),
  print_status: z.enum(printStatuses),
  /** Paid twice, with money still to give back (false again once all of it is given back). */
  paid_twice: z.boolean(),
  stock_short: z.boolean(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  updated_at: z.string(),
  /** What may be done with the order now (`orderActions`), in that order. */
  actions: z.array(z.enum(orderActions)),
  /** An open bill (the store is paid at the end): rounds join it until it is paid in full. */
  tab: z.boolean(),
  /** An open bill: when its first round was ordered (ISO 8601); null for other orders. */
  opened_at: z.string().nullable(),
  /** How many guests (covers) it serves, 1–99; null when not recorded. */
  guests: z.number().int().nullable(),
});
export type TOrderSummary = z.infer<typeof ZOrderSummary>;

/**
 * The buddy who placed and pays the order (SPEC §3 Order "payer"), as the merchant's own order
 * list and detail show it: null for a guest's order and for one keyed in by staff.
 */
export const ZOrderPayer = z.object({
  id: z.number().int(),
  /** The buddy's first name (profile), else the account's name; null when it gave none. */
  name: z.string().nullable(),
  phone_number: z.string().nullable(),
  /** The buddy's contact e-mail (profile); null when it gave none. */
  email: z.string().nullable(),
});
export type TOrderPayer = z.infer<typeof ZOrderPayer>;

/** A row of the order listing (order history): the summary and its payer. */
export const ZOrderListItem = ZOrderSummary.extend({ payer: ZOrderPayer.nullable() });
export type TOrderListItem = z.infer<typeof ZOrderListItem>;

export const ZBoardOrder = ZOrderSummary.extend({
  lines: z.array(ZBoardLine),
  /** A split bill's shares (issue 29), each paid on its own; empty for any other order. */
  shares: z.array(ZBoardShare),
  /**
   * The store uses the "ready to serve" stage: the kitchen then moves a line processing → ready
   * (else → complete).
   */
  ready_to_serve: z.boolean(),
});
export type TBoardOrder = z.infer<typeof ZBoardOrder>;
export const ZBoardOrderReply = dataReply(ZBoardOrder);

export const ZBoardPage = paged(ZBoardOrder);
export type TBoardPage = z.infer<typeof ZBoardPage>;
export const ZOrderListPage = paged(ZOrderListItem);
export type TOrderListPage = z.infer<typeof ZOrderListPage>;

/**
 * One change on a board's stream: the order as it is now, and whether it still belongs on the
 * board the stream was opened for (false: take it off, e.g. completed in the kitchen).
 */
export const ZBoardEvent = z.object({ order: ZBoardOrder, in_view: z.boolean() });
export type TBoardEvent = z.infer<typeof ZBoardEvent>;
// The stream's event names are plain values for the web apps (constants.ts): `order` carries a
// ZBoardEvent; `resync` (data `{}`) says load the board's page again — sent when the stream opens
// (from then on no change is missed) and after the server lost changes (its database connection).
export { boardEventName, boardResyncEventName } from './constants';

const ZReason = z
  .string({ error: 'validation.reason_required' })
  .trim()
  .min(1, 'validation.reason_required')
  .max(200);

/**
 * The cashier's payment actions. The old client sends only the order's `id`: that toggles an
 * unpaid order to paid in cash. `action` names another: 'paid' (with `method`), 'void' (an unpaid
 * order, with a reason) or 'refund' (a paid order, or its `line_ids`, with a reason and how the money
 * went back).
 */
export const ZToggleOrderStatusBody = z.object({
  id: ZId,
  action: z.enum(['paid', 'void', 'refund']).default('paid'),
  method: z.enum(counterMethods).default('cash'),
  /** Cash: what the diner handed over (RM), at least the rounded amount due; the receipt shows it and the change. */
  tendered: ZMoney.optional(),
  reason: ZReason.optional(),
  line_ids: z.array(ZId).min(1).max(cartLimits.linesMax).optional(),
  refund_method: z.enum(refundMethods).optional(),
});
export type TToggleOrderStatusBody = z.input<typeof ZToggleOrderStatusBody>;

/** What a refund would give back, asked before it is made (the same lines and method as the refund). */
export const ZRefundQuoteBody = z.object({
  line_ids: z.array(ZId).min(1).max(cartLimits.linesMax).optional(),
  refund_method: z.enum(refundMethods).optional(),
});
export type TRefundQuoteBody = z.input<typeof ZRefundQuoteBody>;

/**
 * A refund worked out as it would be made now: the money given back (`amount`, from the money the
 * order was paid with, cash rounding included) and how (`method`: the way it was paid unless
 * another was named), the points the order was paid with that go back to the buddy, whether it
 * refunds what is left of the order, and the lines it covers.
 */
export const ZRefundQuote = z.object({
  amount: z.string(),
  amount_sen: z.number().int(),
  method: z.enum(refundMethods),
  points_back: z.number().int(),
  complete: z.boolean(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      line_total_sen: z.number().int(),
    }),
  ),
});
export type TRefundQuote = z.infer<typeof ZRefundQuote>;
export const ZRefundQuoteReply = dataReply(ZRefundQuote);

/**
 * Gives back money paid twice: `amount` (RM; without it, all that is left to give back, more is
 * refused on `amount`), how it went back, why, and a note (e.g. the transfer's reference).
 */
export const ZGiveBackBody = z.object({
  amount: ZMoney.refine((sen) => sen > 0, 'validation.give_back_amount').optional(),
  method: z.enum(giveBackMethods),
  reason: ZReason,
  note: z.string().trim().max(500).optional(),
});
export type TGiveBackBody = z.input<typeof ZGiveBackBody>;

/** Toggles the birthday-gift claim of an order, or sets `claim_status`. */
export const ZToggleClaimStatusBody = z.object({
  id: ZId,
  claim_status: z.enum(claimStatuses).optional(),
});
export type TToggleClaimStatusBody = z.input<typeof ZToggleClaimStatusBody>;

/** Moves lines of an order (`line_ids`), or every open line ("Complete All Food"), to `status`. */
export const ZFoodStatusBody = z.object({
  order_id: ZId,
  status: z.enum(['ready', 'complete']),
  line_ids: z.array(ZId).min(1).max(cartLimits.linesMax).optional(),
});
export type TFoodStatusBody = z.input<typeof ZFoodStatusBody>;

/** The merchant's sub printers (kitchen stations), for the kitchen display's station filter. */
export const ZStation = z.object({ id: z.number().int(), name: z.string() });
export type TStation = z.infer<typeof ZStation>;
export const ZStationsReply = dataReply(z.array(ZStation));
export type TStationsReply = z.infer<typeof ZStationsReply>;

/**
 * How long after a ticket is bumped off the kitchen display (its last open line finished) any of
 * the merchant's tablets may recall it: long enough to catch a slip of the finger, short enough
 * that a recall never brings back food long served.
 */
export const kitchenRecallMinutes = 10;

/** A ticket bumped off the kitchen display lately, as the kitchen's Recall lists it. */
export const ZRecalledTicket = z.object({
  /** The order as the boards show it now (its lines finished). */
  order: ZBoardOrder,
  /** When its last open line was finished. */
  bumped_at: z.string(),
  /** Until when it may be recalled: `kitchenRecallMinutes` after `bumped_at`. */
  recall_until: z.string(),
  /** The lines the bump finished: a recall puts them back as they were. */
  line_ids: z.array(z.number().int()),
});
export type TRecalledTicket = z.infer<typeof ZRecalledTicket>;
export const ZRecallListReply = dataReply(z.array(ZRecalledTicket));
export type TRecallListReply = z.infer<typeof ZRecallListReply>;

/** GET /api/admin/merchant/dashboard: a date range (default today in Kuala Lumpur). */
export const ZDashboardQuery = z.object({
  startDate: ZDay.optional(),
  endDate: ZDay.optional(),
  merchant_id: ZId.optional(),
});
export type TDashboardQuery = z.input<typeof ZDashboardQuery>;
