/**
 * What a report is (issue 14): its columns and how each is shown, its chart, who reads it, the
 * filters it takes; and the values its filters offer. No zod here (report-catalogue.ts says why).
 */

import { agentRoles, paymentStatuses, payoutKinds, payoutStatuses } from './constants';

/**
 * How a column is shown: money truncated to 2 decimals with separators (SPEC §9), counts, text…
 * `code`: a value from a fixed list (reportCodes), always shown as its label `{key}.{value}` in
 * the reader's language, never as the code itself.
 * `points_value`: points counted at their RM value (in sen: 1 point = 1 sen) among money columns,
 * shown as RM with the points beside ("RM 1.89 · 189 pts"); files write it as two columns, the RM
 * amount and the points.
 */
export type ReportColumnKind =
  | 'text'
  | 'code'
  | 'count'
  | 'money'
  | 'points'
  | 'points_value'
  | 'day'
  | 'datetime'
  | 'percent';

export interface ReportColumn {
  /** The row's key; also the i18n key `report.col.{key}` of its heading. */
  readonly key: string;
  readonly kind: ReportColumnKind;
  /** The column the rows may be ordered by (`order=key:asc|desc`). */
  readonly sortable?: boolean;
  /**
   * An average (the spend per guest): null where there is nothing to average (shown as —), and
   * its total is worked out again from the parts, never by adding up the rows' averages.
   */
  readonly average?: boolean;
}

/**
 * A count column that names a thing (an id, an order number, a referral level, a rank) rather
 * than counting: shown without separators and never summed into a totals row.
 */
export const isIdentifierColumn = (c: ReportColumn) =>
  c.kind === 'count' &&
  (c.key === 'id' || c.key.endsWith('_id') || ['order_no', 'rank', 'level'].includes(c.key));

/** An average column: never summed into a totals row, null where there is nothing to average. */
export const isAverageColumn = (c: ReportColumn) => c.average === true;

export interface ReportChart {
  readonly type: 'bar' | 'line' | 'doughnut';
  /** The label of each point, and the figure drawn. */
  readonly x: string;
  readonly y: string;
}

/**
 * Who reads a report and over what:
 * - `merchant`: one merchant's figures (the owner and its settings staff their own; admins, agents
 *   and sub-agents name `merchant_id` of a merchant they may see, else 404);
 * - `network`: admins every merchant, agents the merchants of their downline;
 * - `admin`: admins only;
 * - `payouts`: payout items, as issue 13 scoped them (admins all, agents their own, merchants their redemptions).
 */
export type ReportAudience = 'merchant' | 'network' | 'admin' | 'payouts';

/** Extra query parameters a report reads beside SPEC's paging and date range. */
export type ReportFilter =
  | 'merchant_id'
  | 'type'
  | 'filter_status'
  | 'id'
  | 'date'
  | 'time'
  | 'commission_payout_id'
  | 'redemption_id';

export interface ReportDefinition {
  readonly path: string;
  readonly audience: ReportAudience;
  readonly columns: readonly ReportColumn[];
  /** The default order (`key:desc`). */
  readonly order: string;
  readonly filters: readonly ReportFilter[];
  /** The values `type` takes, first the default. */
  readonly types?: readonly string[];
  readonly chart?: ReportChart;
  /** Whether the reply carries a totals row over every row the filters keep. */
  readonly totals: boolean;
}

export const paymentMethodsOfReports = [
  'fpx',
  'ewallet',
  'card',
  'cash',
  'card_terminal',
  'ewallet_counter',
  /** Paid at the counter without saying how. */
  'counter',
  'points',
] as const;
export const onlineMethods = ['fpx', 'ewallet', 'card'] as const;

/**
 * The ledger's account families (an account key before ':'), the accounting report's `type`. The
 * server checks at start that this is exactly the set modules/ledger/accounts.ts declares.
 */
export const ledgerAccountFamilies = [
  'agent_commission',
  'buddy_points',
  'cash_at_merchant',
  'gateway_clearing',
  'merchant_payable',
  'merchant_redemption',
  'payout_adjustments',
  'payout_clearing',
  'platform_revenue',
  'points_issued',
  'points_outstanding',
  'points_written_off',
  'recruitment_allowance',
  'referral_cash',
  'refund_due',
] as const;

/**
 * What moved the ledger: the `kind` of every ledger transaction (modules/ledger/service.ts takes
 * only these), the accounting report's `kind` column.
 */
export const ledgerSourceKinds = [
  'order_paid',
  'order_rewards',
  'order_refund',
  'order_rewards_refund',
  'points_redeemed',
  'points_returned',
  'points_retaken',
  'points_refund',
  'paid_twice',
  'paid_twice_given_back',
  'recruitment_allowance',
  'payout_completed',
  'payout_declined',
  'payout_declined_refund',
  'referral_cash_out',
] as const;
export type LedgerSourceKind = (typeof ledgerSourceKinds)[number];

/** The rewards an order shares out (loyalty/split.ts), the reward reports' `kind`. */
export const rewardKinds = ['cashback', 'referral', 'agent_commission', 'mentor_commission'] as const;

/**
 * Every `code` column's possible values, by column key: each `{key}.{value}` has a label in every
 * language (report-labels.ts fails to compile otherwise), so no report or export shows a raw code.
 */
export const reportCodes = {
  method: paymentMethodsOfReports,
  kind: [...new Set([...rewardKinds, ...payoutKinds, ...ledgerSourceKinds])] as readonly (
    | (typeof rewardKinds)[number]
    | (typeof payoutKinds)[number]
    | LedgerSourceKind
  )[],
  status: [...paymentStatuses, ...payoutStatuses] as const,
  rank: [...agentRoles, 'sub_agent'] as const,
  account: ledgerAccountFamilies,
} as const;
export type ReportCodeColumn = keyof typeof reportCodes;
/** Every label key a code column can need: `method.fpx`, `status.paid`, `account.refund_due` … */
export type ReportCodeLabelKey = {
  [K in ReportCodeColumn]: `${K}.${(typeof reportCodes)[K][number]}`;
}[ReportCodeColumn];

/** The label key of a code cell (`status.paid`), or undefined for a column that holds no codes. */
export const codeLabelKey = (column: Pick<ReportColumn, 'key' | 'kind'>, value: string | number) =>
  column.kind === 'code' ? `${column.key}.${value}` : undefined;
