import { z } from 'zod';
import { ZId } from './common';
import { paymentStatuses } from './constants';
import { ZMoney } from './money';

/**
 * Splitting a bill into shares (issue 29, docs/adr/0026): equally into N, by lines (a line of 3
 * may go 1 + 2) or by amounts. Each share is an order of its own (its token opens its page, where
 * it is paid online, with points or at the counter); the bill shows every share and which are paid.
 *
 * - POST /api/admin/order/{id}/split           ZSplitBillBody → ZOrderDetailReply (staff)
 * - POST /api/admin/order/{id}/unsplit         → ZOrderDetailReply (no share paid yet)
 * - POST /api/public/orders/{orderToken}/split ZSplitBillBody → ZOrderReply (a diner at the table)
 * - POST /api/public/orders/{orderToken}/points ZSharePointsBody → ZOrderReply (a share paid with points)
 */
const ZShareLine = z.object({ line_id: ZId, quantity: z.number().int().min(1).max(999) });

export const ZSplitBillBody = z.discriminatedUnion('how', [
  z.object({
    how: z.literal('equal'),
    shares: z.number().int(),
    rounding_share: z.number().int().min(0).max(19).optional(),
  }),
  z.object({
    how: z.literal('lines'),
    shares: z.array(z.array(ZShareLine).max(200)).max(20),
    rounding_share: z.number().int().min(0).max(19).optional(),
  }),
  z.object({
    how: z.literal('amounts'),
    shares: z.array(ZMoney).max(20),
    rounding_share: z.number().int().min(0).max(19).optional(),
  }),
]);
export type TSplitBillBody = z.input<typeof ZSplitBillBody>;

/** Points a signed-in buddy pays a share with (1 point = 1 sen): at most the share's total. */
export const ZSharePointsBody = z.object({ points: z.number().int().min(1).max(100_000_000) });
export type TSharePointsBody = z.input<typeof ZSharePointsBody>;

/** A share of a split bill as the bill shows it. */
export const ZBillShare = z.object({
  share_no: z.number().int(),
  /** Opens the share's own page (GET /api/public/orders/{orderToken}), where it is paid. */
  token: z.string(),
  payment_status: z.enum(paymentStatuses),
  total: z.string(),
  total_sen: z.number().int(),
  /** What was paid, cash rounding included; 0 while unpaid. */
  paid_sen: z.number().int(),
  points: z.number().int(),
  /** How it was paid ('cash', 'card_terminal', a gateway channel, 'points'); null while unpaid. */
  payment_method: z.string().nullable(),
  receipt_no: z.string().nullable(),
  /** A split by items' lines of the share; none for an equal or amount split (its "Share n/N" line). */
  lines: z.array(
    z.object({ name: z.string(), quantity: z.number().int(), line_total_sen: z.number().int() }),
  ),
});
export type TBillShare = z.infer<typeof ZBillShare>;

/** A share as the staff's boards show it: with its order id, for the cashier's payment actions. */
export const ZBoardShare = ZBillShare.extend({ id: z.number().int() });
export type TBoardShare = z.infer<typeof ZBoardShare>;

/** A share's own page names its bill: which share of how many, and the bill's token. */
export const ZShareOf = z.object({
  bill_token: z.string(),
  order_no: z.number().int().nullable(),
  share_no: z.number().int(),
  shares: z.number().int(),
});
export type TShareOf = z.infer<typeof ZShareOf>;
