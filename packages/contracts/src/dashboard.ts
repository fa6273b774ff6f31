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
  /** What is still to give back (the order's part of the ledger's refund_due), in sen and as RM ("12.50"). */
  give_back_sen: z.number().int(),
  give_back: z.string(),
  total_sen: z.number().int(),
  /** When the order last changed (ISO 8601). */
  updated_at: z.string(),
});
export type TAttentionOrder = z.infer<typeof ZAttentionOrder>;

/** Sales of one hour (a one-day range) or one day (a longer range) of the chart. */
export const ZSalesPoint = z.object({
  /** 'YYYY-MM-DDTHH:00' (hours) or 'YYYY-MM-DD' (days), Kuala Lumpur time; every slot of the range is there. */
  at: z.string(),
  sales: z.string(),
  sales_sen: z.number().int(),
  transactions: z.number().int(),
});

/**
 * Amounts are integer sen. The order figures are of the date range (default today in Kuala Lumpur)
 * and the caller's scope: transactions are the orders paid in it, sales what they brought in
 * (cash rounding in, refunds out); complete and processing count those paid orders by their food;
 * unpaid the orders placed in it still waiting to be paid.
 */
export const ZDashboard = z.object({
  start_date: z.string(),
  end_date: z.string(),
  transactions: z.number().int(),
  sales: z.string(),
  sales_sen: z.number().int(),
  complete: z.number().int(),
  processing: z.number().int(),
  unpaid: z.number().int(),
  chart: z.object({ unit: z.enum(['hour', 'day']), points: z.array(ZSalesPoint) }),
  merchants: z.number().int(),
  agents: z.number().int(),
  buddies: z.number().int(),
  /** Orders needing attention in the caller's scope, newest first (at most 50). */
  attention: z.array(ZAttentionOrder),
});
export const ZDashboardReply = dataReply(ZDashboard);
export type TDashboard = z.infer<typeof ZDashboard>;
