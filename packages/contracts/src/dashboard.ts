import { z } from 'zod';
import { dataReply } from './common';

/**
 * An order the merchant has to resolve (PRODUCT.md "Orders"): paid twice (money to give back), or
 * paid after it expired while a limited food it holds ran out.
 */
export const ZAttentionOrder = z.object({
  id: z.number().int(),
  merchant_id: z.number().int(),
  store_name: z.string(),
  /** The receipt number once paid, else null. */
  receipt_no: z.string().nullable(),
  table_name: z.string().nullable(),
  paid_twice: z.boolean(),
  stock_short: z.boolean(),
  /** What to give back, in sen and as RM ("12.50"). */
  give_back_sen: z.number().int(),
  give_back: z.string(),
  total_sen: z.number().int(),
  /** When the order last changed (ISO 8601). */
  updated_at: z.string(),
});
export type TAttentionOrder = z.infer<typeof ZAttentionOrder>;

/** Amounts are integer sen. */
export const ZDashboard = z.object({
  transactions: z.number().int(),
  sales_sen: z.number().int(),
  complete: z.number().int(),
  processing: z.number().int(),
  unpaid: z.number().int(),
  merchants: z.number().int(),
  agents: z.number().int(),
  buddies: z.number().int(),
  /** Orders needing attention in the caller's scope, newest first (at most 50). */
  attention: z.array(ZAttentionOrder),
});
export const ZDashboardReply = dataReply(ZDashboard);
export type TDashboard = z.infer<typeof ZDashboard>;
