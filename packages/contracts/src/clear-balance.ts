import { z } from 'zod';
import { dataReply, paged, ZId, ZPagingQuery } from './common';

/**
 * Clear Balance (SPEC §4, PRODUCT.md "Payouts"): the redeemed points' value the platform owes the
 * chosen merchants becomes one merchant redemption settlement each, made by a job. POST
 * /admin/report/clear_balance answers at once ("request successfully", 5~10 minutes); the run's
 * progress is GET /admin/report/clear_balance_run?id=.
 */
export const ZClearBalanceBody = z.object({
  merchant_ids: z.array(ZId).min(1, 'validation.choose_merchants').max(1000),
});
export type TClearBalanceBody = z.input<typeof ZClearBalanceBody>;

export const clearBalanceStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ClearBalanceStatus = (typeof clearBalanceStatuses)[number];

export const ZClearBalanceRun = z.object({
  id: z.number().int(),
  status: z.enum(clearBalanceStatuses),
  total: z.number().int(),
  done: z.number().int(),
  cleared: z.string(),
  cleared_sen: z.number().int(),
  /** Settlements made so far. */
  items: z.number().int(),
  error: z.string().nullable(),
  requested_by: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TClearBalanceRun = z.infer<typeof ZClearBalanceRun>;
export const ZClearBalanceRunReply = dataReply(ZClearBalanceRun);
export type TClearBalanceRunReply = z.infer<typeof ZClearBalanceRunReply>;
export const ZClearBalanceRunQuery = z.object({ id: ZId });
export const ZClearBalanceRunPage = paged(ZClearBalanceRun);

/**
 * GET /admin/report/merchant_balance: merchants and the redeemed points' value owed to them,
 * what Clear Balance would clear now (owed less what pending or approved settlements already
 * cover), and since when.
 */
export const ZMerchantBalanceQuery = ZPagingQuery;
export const ZMerchantBalance = z.object({
  merchant_id: z.number().int(),
  name: z.string(),
  balance: z.string(),
  balance_sen: z.number().int(),
  clearable: z.string(),
  clearable_sen: z.number().int(),
  /** The oldest redemption not yet cleared (YYYY-MM-DD), and when it must be paid by. */
  since: z.string().nullable(),
  due_on: z.string().nullable(),
});
export type TMerchantBalance = z.infer<typeof ZMerchantBalance>;
export const ZMerchantBalancePage = paged(ZMerchantBalance);
export type TMerchantBalancePage = z.infer<typeof ZMerchantBalancePage>;
