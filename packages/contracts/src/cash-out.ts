import { z } from 'zod';
import { dataReply } from './common';
import { bankOf, normalizeAccountNo } from './malaysia';
import { payoutStatuses } from './payouts';

/**
 * A buddy's referral rewards paid in cash (PRODUCT.md "Payouts": "referral rewards owed in cash"):
 * the points earned as referral rewards (not cashback), still in the wallet, go to the buddy's bank
 * as a payout item. 1 point = 1 sen; at least 1,000 points (RM10.00) at a time.
 * GET and POST /api/public/me/cash_out.
 */
export const cashOutMinimumPoints = 1_000;

const ZCashOutPoints = z.union([z.number(), z.string().trim().max(12)]).transform((v, ctx) => {
  const n = typeof v === 'number' ? v : /^\d+$/.test(v) ? Number(v) : Number.NaN;
  if (!Number.isSafeInteger(n) || n <= 0) {
    ctx.addIssue({ code: 'custom', message: 'validation.points' });
    return z.NEVER;
  }
  return n;
});

/** A bank of `malaysianBanks`, by its code or its name; answers the code. */
const ZCashOutBank = z
  .string()
  .trim()
  .max(100)
  .transform((v, ctx) => {
    const bank = v ? bankOf(v) : undefined;
    if (!bank) {
      ctx.addIssue({ code: 'custom', message: v ? 'validation.bank' : 'validation.required' });
      return z.NEVER;
    }
    return bank.code;
  });

/** Digits only (spaces and dashes allowed when typed), 6 to 20 of them. */
const ZCashOutAccountNo = z
  .string()
  .trim()
  .max(40)
  .transform((v, ctx) => {
    const digits = normalizeAccountNo(v);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: v ? 'validation.account_no' : 'validation.required' });
      return z.NEVER;
    }
    return digits;
  });

export const ZCashOutBody = z.object({
  points: ZCashOutPoints,
  bank: ZCashOutBank,
  account_no: ZCashOutAccountNo,
  account_name: z.string().trim().min(1, 'validation.cash_out_account_name').max(100),
});
export type TCashOutBody = z.input<typeof ZCashOutBody>;

/** One cash-out, as the buddy sees it (the account number masked but for its last 4 digits). */
export const ZCashOut = z.object({
  id: z.number().int(),
  status: z.enum(payoutStatuses),
  points: z.number().int(),
  /** RM ("12.50") and sen. */
  amount: z.string(),
  amount_sen: z.number().int(),
  bank: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_no: z.string().nullable(),
  account_name: z.string().nullable(),
  created_at: z.string(),
});
export type TCashOut = z.infer<typeof ZCashOut>;

export const ZCashOutSummary = z.object({
  /** Points in the wallet now. */
  points: z.number().int(),
  /** Referral rewards earned, less what refunds took back. */
  referral_points: z.number().int(),
  /** Points in cash-outs that were not declined. */
  cashed_out_points: z.number().int(),
  /** What may be cashed out now: min(wallet, referral earned − cashed out), never below 0. */
  cashable_points: z.number().int(),
  cashable: z.string(),
  minimum_points: z.number().int(),
  minimum: z.string(),
  /** The buddy's cash-outs, newest first (the latest 50). */
  cash_outs: z.array(ZCashOut),
});
export type TCashOutSummary = z.infer<typeof ZCashOutSummary>;
export const ZCashOutSummaryReply = dataReply(ZCashOutSummary);
export type TCashOutSummaryReply = z.infer<typeof ZCashOutSummaryReply>;
export const ZCashOutReply = dataReply(ZCashOut);
export type TCashOutReply = z.infer<typeof ZCashOutReply>;
