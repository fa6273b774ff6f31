import { z } from 'zod';
import { dataReply, emptyAsUnset, paged, ZId, ZPagingQuery } from './common';
import { type PayoutKind, payoutKinds, payoutStatuses } from './constants';

/**
 * Payouts (issue 13; PRODUCT.md "Payouts"): what the platform owes agents (commissions, the
 * recruitment allowance), buddies (referral rewards cashed out) and merchants (redeemed points'
 * settlement), as payout items through Pending → Done (approved) → Completed (paid out), or
 * Declined. Money in replies: RM strings plus `_sen` integers.
 */

export { type PayoutKind, type PayoutStatus, payoutKinds, payoutStatuses } from './constants';

/**
 * The SPEC §7 report names that list payout items (GET /admin/report/{report}), and the kinds each
 * one lists; `payout` lists every kind (filter with `type`).
 */
export const payoutReports = {
  commission_payout: ['agent_commission', 'mentor_commission'],
  recruitment_allowance_payout: ['recruitment_allowance'],
  agent_payout: ['agent_commission', 'mentor_commission', 'recruitment_allowance'],
  referral_cash_payout: ['referral_cash'],
  merchant_redemption: ['merchant_redemption'],
  payout: payoutKinds,
} as const satisfies Record<string, readonly PayoutKind[]>;
export type PayoutReport = keyof typeof payoutReports;
export const payoutReportNames = Object.keys(payoutReports) as PayoutReport[];

/**
 * GET /admin/report/{report} for payout items: SPEC's paging and date range (on when the item was
 * made), `type` (a kind), `filter_status`, `merchant_id`, `id` (agent_payout: the agent;
 * cashback_history style), and `commission_payout_id` / `redemption_id` to read one item with its
 * lines.
 */
export const ZPayoutListQuery = ZPagingQuery.extend({
  type: emptyAsUnset(z.enum(payoutKinds).optional()),
  filter_status: emptyAsUnset(z.enum(payoutStatuses).optional()),
  merchant_id: ZId.optional(),
  /** The beneficiary (an agent, a buddy or a merchant). */
  id: ZId.optional(),
  commission_payout_id: ZId.optional(),
  redemption_id: ZId.optional(),
});
export type TPayoutListQuery = z.input<typeof ZPayoutListQuery>;

const ZParty = z.object({ id: z.number().int(), name: z.string(), role: z.string() });

export const ZPayoutItem = z.object({
  id: z.number().int(),
  kind: z.enum(payoutKinds),
  status: z.enum(payoutStatuses),
  beneficiary: ZParty,
  /** The merchant it arose from (allowance, redemption); null for commissions. */
  merchant: ZParty.nullable(),
  /** What accrued. */
  amount: z.string(),
  amount_sen: z.number().int(),
  /** What an admin added (+) or took off (−), and why. */
  adjustment: z.string(),
  adjustment_sen: z.number().int(),
  adjustment_reason: z.string().nullable(),
  /** What the bank pays: amount + adjustment. */
  payable: z.string(),
  payable_sen: z.number().int(),
  /** Merchant redemption: to be paid by this day (YYYY-MM-DD, 14 Malaysian business days). */
  due_on: z.string().nullable(),
  bank: z.string().nullable(),
  account_no: z.string().nullable(),
  account_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TPayoutItem = z.infer<typeof ZPayoutItem>;

export const ZPayoutPage = paged(ZPayoutItem).extend({
  /** Sum of payable over every row the filters match (not only this page). */
  total_payable_sen: z.number().int(),
  total_payable: z.string(),
});
export type TPayoutPage = z.infer<typeof ZPayoutPage>;

/** One line of a commission item: the order it accrued from, or the refund that took part back. */
export const ZPayoutLine = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.number().int().nullable(),
  receipt_no: z.string().nullable(),
  merchant: z.string(),
  refund_id: z.number().int().nullable(),
  amount: z.string(),
  amount_sen: z.number().int(),
  created_at: z.string(),
});
export type TPayoutLine = z.infer<typeof ZPayoutLine>;

/** Every change of an item: who, when, what. */
export const ZPayoutEvent = z.object({
  kind: z.enum(['created', 'approved', 'declined', 'completed', 'adjusted']),
  from_status: z.string().nullable(),
  to_status: z.string(),
  adjustment: z.string().nullable(),
  reason: z.string().nullable(),
  actor: z.string().nullable(),
  created_at: z.string(),
});
export type TPayoutEvent = z.infer<typeof ZPayoutEvent>;

export const ZPayoutDetail = ZPayoutItem.extend({
  lines: z.array(ZPayoutLine),
  events: z.array(ZPayoutEvent),
});
export type TPayoutDetail = z.infer<typeof ZPayoutDetail>;
export const ZPayoutDetailReply = dataReply(ZPayoutDetail);

/** PATCH /admin/report/{api}: the actions on payout items. */
export const payoutActions = ['approve_payout', 'decline_payout', 'payout_adjustment'] as const;
export type PayoutAction = (typeof payoutActions)[number];

/** The items an action applies to: `id` for one, `ids` for several (each changes once). */
const ZItemIds = z
  .object({ id: ZId.optional(), ids: z.array(ZId).max(500).optional() })
  .refine((v) => v.id !== undefined || (v.ids?.length ?? 0) > 0, {
    message: 'validation.required',
    path: ['ids'],
  });

export const ZPayoutActionBody = ZItemIds.and(
  z.object({
    /** Decline and adjustment: why (kept with who and when). */
    reason: z.string().trim().max(500).optional(),
    /**
     * Adjustment: the amount to add, in RM, signed ("-5.00" takes RM5 off); it replaces any
     * earlier adjustment of the item. The payable amount may not fall below RM0.01.
     */
    amount: z.union([z.number(), z.string().max(40)]).optional(),
  }),
);
export type TPayoutActionBody = z.input<typeof ZPayoutActionBody>;

/** PATCH /admin/report/flag_payout_status: Done items paid out by the bank become Completed. */
export const ZFlagPayoutBody = ZItemIds.and(
  z.object({ status: z.enum(['completed']).default('completed'), reason: z.string().max(500).optional() }),
);
export type TFlagPayoutBody = z.input<typeof ZFlagPayoutBody>;

export const ZPayoutActionReply = z.object({
  data: z.array(ZPayoutItem),
  message: z.string().optional(),
});
export type TPayoutActionReply = z.infer<typeof ZPayoutActionReply>;

/**
 * GET /admin/report/payout_file?format=...: the approved (Done) items as a bulk payment upload
 * (CSV), in the columns the chosen bank's upload takes.
 */
export const payoutFileFormats = ['maybank', 'cimb', 'public_bank', 'duitnow'] as const;
export type PayoutFileFormat = (typeof payoutFileFormats)[number];
export const ZPayoutFileQuery = z.object({
  format: z.enum(payoutFileFormats).default('duitnow'),
  type: z.enum(payoutKinds).optional(),
  ids: z.string().max(5000).optional(),
});
export type TPayoutFileQuery = z.input<typeof ZPayoutFileQuery>;

/** The bank file itself: CSV (text/csv), one line per approved item, with a header row. */
export const ZPayoutFileCsv = z.string().describe('A bulk payment upload (text/csv)');
