import { z } from 'zod';
import { dataReply } from './common';
import { giveBackMethods, printStatuses, refundMethods, ZBoardOrder, ZOrderPayer } from './order-admin';

/** An order as its detail page shows it: history, payments with their attempts, refunds, give-backs and prints. */
export const ZOrderHistoryEntry = z.object({
  id: z.number().int(),
  /** 'placed', 'paid', 'void', 'refunded', 'refund', 'expired', 'food_status', 'paid_twice', 'give_back', 'claim', 'lines_added', 'round_added', 'moved', 'lines_moved', 'merged', 'held', 'fired', 'take_away', 'printed'… */
  kind: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  /** Who did it (null: the diner or the system). */
  actor: z.object({ id: z.number().int(), name: z.string(), role: z.string() }).nullable(),
  line_id: z.number().int().nullable(),
  line_name: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});

export const ZPaymentAttempt = z.object({
  source: z.string(),
  outcome: z.string(),
  created_at: z.string(),
});

export const ZOrderPayment = z.object({
  id: z.number().int(),
  gateway: z.string(),
  channel: z.string(),
  method: z.string().nullable(),
  amount: z.string(),
  amount_sen: z.number().int(),
  status: z.string(),
  gateway_ref: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  attempts: z.array(ZPaymentAttempt),
});

export const ZOrderRefund = z.object({
  id: z.number().int(),
  amount: z.string(),
  amount_sen: z.number().int(),
  method: z.enum(refundMethods),
  reason: z.string(),
  line_ids: z.array(z.number().int()),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});

/** Money paid twice that staff gave back (PRODUCT.md "paid twice"): how much, how, why, who and when. */
export const ZOrderGiveBack = z.object({
  id: z.number().int(),
  amount: z.string(),
  amount_sen: z.number().int(),
  method: z.enum(giveBackMethods),
  reason: z.string(),
  note: z.string().nullable(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type TOrderGiveBack = z.infer<typeof ZOrderGiveBack>;

export const ZOrderPrint = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** The sub printer's name, or null for the main printer. */
  printer: z.string().nullable(),
  status: z.enum(printStatuses),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  printed_at: z.string().nullable(),
});

export const ZOrderDetail = ZBoardOrder.extend({
  /** The diner's order page (its own token). */
  token: z.string(),
  subtotal: z.string(),
  subtotal_sen: z.number().int(),
  service_charge: z.string(),
  service_charge_sen: z.number().int(),
  sst: z.string(),
  sst_sen: z.number().int(),
  rounding: z.string(),
  /** Money paid twice not given back yet (what the ledger holds for it in `refund_due`). */
  give_back: z.string(),
  give_back_sen: z.number().int(),
  ready_to_serve: z.boolean(),
  payer: ZOrderPayer.nullable(),
  payments: z.array(ZOrderPayment),
  refunds: z.array(ZOrderRefund),
  give_backs: z.array(ZOrderGiveBack),
  prints: z.array(ZOrderPrint),
  history: z.array(ZOrderHistoryEntry),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;
export const ZOrderDetailReply = dataReply(ZOrderDetail);
