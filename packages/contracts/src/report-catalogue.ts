import type { PayoutReport } from './payouts';

/**
 * The report catalogue (no zod here: the portal's menu reads it on every page, and building a zod
 * object schema probes `new Function`, which the portal's CSP reports). Reports (issue 14; SPEC §2 "Report screens", §7 merchant and admin reports). One catalogue
 * names every report: where it answers, who may read it, its columns (in order, with how each is
 * shown) and its chart. The server's routes, its CSV and XLSX exports and the portal's report
 * screens are all made from it, so a report is declared once.
 *
 * Rows carry money as integer sen (`…_sen`), points as integers, days as YYYY-MM-DD (Kuala Lumpur).
 */

/** How a column is shown: money truncated to 2 decimals with separators (SPEC §9), counts, text… */
export type ReportColumnKind = 'text' | 'count' | 'money' | 'points' | 'day' | 'datetime' | 'percent';

export interface ReportColumn {
  /** The row's key; also the i18n key `report.col.{key}` of its heading. */
  readonly key: string;
  readonly kind: ReportColumnKind;
  /** The column the rows may be ordered by (`order=key:asc|desc`). */
  readonly sortable?: boolean;
}

/**
 * A count column that names a thing (an id, an order number, a referral level, a rank) rather
 * than counting: shown without separators and never summed into a totals row.
 */
export const isIdentifierColumn = (c: ReportColumn) =>
  c.kind === 'count' &&
  (c.key === 'id' || c.key.endsWith('_id') || ['order_no', 'rank', 'level'].includes(c.key));

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

const c = (key: string, kind: ReportColumnKind, sortable = false): ReportColumn =>
  sortable ? { key, kind, sortable } : { key, kind };

const merchantPath = (name: string) => `/api/admin/merchant/${name}`;
const adminPath = (name: string) => `/api/admin/report/${name}`;

/** The money of a period of sales, as the sales reports show it. */
const salesMoney = [
  c('orders', 'count', true),
  c('gross_sen', 'money', true),
  c('refunded_sen', 'money'),
  c('net_sen', 'money', true),
  c('service_charge_sen', 'money'),
  c('sst_sen', 'money'),
  c('points_sen', 'points'),
  c('fee_sen', 'money'),
] as const;

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
] as const;

const payoutColumns = [
  c('id', 'count', true),
  c('created_at', 'datetime', true),
  c('kind', 'text'),
  c('status', 'text'),
  c('beneficiary', 'text'),
  c('merchant', 'text'),
  c('amount_sen', 'money', true),
  c('adjustment_sen', 'money'),
  c('payable_sen', 'money'),
  c('due_on', 'day'),
] as const;

const payoutList = (name: PayoutReport) =>
  ({
    path: adminPath(name),
    audience: 'payouts',
    columns: payoutColumns,
    order: 'id:desc',
    filters: ['type', 'filter_status', 'merchant_id', 'id', 'commission_payout_id', 'redemption_id'],
    totals: false,
  }) as const satisfies ReportDefinition;

export const reportCatalogue = {
  // --- Merchant reports (SPEC §7 "Merchant reports") -------------------------------------------
  /** Foods by quantity sold in the range (refunds taken off), best first. */
  best_selling_report: {
    path: merchantPath('best_selling_report'),
    audience: 'merchant',
    columns: [
      c('rank', 'count'),
      c('food', 'text', true),
      c('code', 'text'),
      c('quantity', 'count', true),
      c('amount_sen', 'money', true),
      c('refunded_quantity', 'count'),
      c('refunded_sen', 'money'),
      c('net_sen', 'money', true),
    ],
    order: 'quantity:desc',
    filters: ['merchant_id'],
    chart: { type: 'bar', x: 'food', y: 'quantity' },
    totals: true,
  },
  /** Sales per day, ISO week (Monday first) or month of the range. */
  sales_report: {
    path: merchantPath('sales_report'),
    audience: 'merchant',
    columns: [c('period', 'text', true), ...salesMoney, c('payable_sen', 'money')],
    order: 'period:desc',
    filters: ['merchant_id', 'type'],
    types: ['day', 'week', 'month'],
    chart: { type: 'bar', x: 'period', y: 'net_sen' },
    totals: true,
  },
  /** The orders paid on `date` between `startTime` and `endTime` (HH:mm, Kuala Lumpur), with the day's hours as the chart. */
  sales_report_detail: {
    path: merchantPath('sales_report_detail'),
    audience: 'merchant',
    columns: [
      c('paid_at', 'datetime', true),
      c('receipt_no', 'text'),
      c('order_no', 'count'),
      c('table', 'text'),
      c('method', 'text'),
      c('items', 'count'),
      c('total_sen', 'money', true),
      c('points_sen', 'points'),
      c('refunded_sen', 'money'),
      c('status', 'text'),
    ],
    order: 'paid_at:desc',
    filters: ['merchant_id', 'date', 'time'],
    chart: { type: 'bar', x: 'hour', y: 'gross_sen' },
    totals: true,
  },
  /** What the merchant's paying buddies earned per day: cashback and referral rewards, as points. */
  referral_report: {
    path: merchantPath('referral_report'),
    audience: 'merchant',
    columns: [
      c('day', 'day', true),
      c('buddy_orders', 'count'),
      c('cashback_points', 'points'),
      c('referral_points', 'points'),
      c('reversed_points', 'points'),
      c('net_points', 'points', true),
    ],
    order: 'day:desc',
    filters: ['merchant_id'],
    totals: true,
  },
  /** The range's sales per payment method, with the totals: what the merchant is owed. */
  summary_report_merchant: {
    path: merchantPath('summary_report'),
    audience: 'merchant',
    columns: [c('method', 'text'), ...salesMoney, c('payable_sen', 'money')],
    order: 'gross_sen:desc',
    filters: ['merchant_id'],
    chart: { type: 'doughnut', x: 'method', y: 'gross_sen' },
    totals: true,
  },

  // --- Admin and agent reports (SPEC §7 "Admin reports") -----------------------------------------
  /** Every merchant's sales over the range, one row per merchant. */
  summary_report: {
    path: adminPath('summary_report'),
    audience: 'network',
    columns: [
      c('merchant_id', 'count'),
      c('merchant', 'text', true),
      ...salesMoney,
      c('rewards_sen', 'money'),
      c('payable_sen', 'money'),
    ],
    order: 'gross_sen:desc',
    filters: ['merchant_id'],
    chart: { type: 'bar', x: 'merchant', y: 'net_sen' },
    totals: true,
  },
  /** Platform transactions per day: how the money came in (online, counter, points) and the fee. */
  platform_transaction: {
    path: adminPath('platform_transaction'),
    audience: 'network',
    columns: [
      c('day', 'day', true),
      c('orders', 'count'),
      c('gross_sen', 'money', true),
      c('online_sen', 'money'),
      c('counter_sen', 'money'),
      c('points_sen', 'points'),
      c('refunded_sen', 'money'),
      c('fee_sen', 'money'),
      c('fee_refunded_sen', 'money'),
      c('net_fee_sen', 'money', true),
    ],
    order: 'day:desc',
    filters: ['merchant_id'],
    chart: { type: 'line', x: 'day', y: 'gross_sen' },
    totals: true,
  },
  /** The ledger per day, account and kind of posting (`type`: an account family such as merchant_payable). */
  accounting: {
    path: adminPath('accounting'),
    audience: 'admin',
    columns: [
      c('day', 'day', true),
      c('account', 'text', true),
      c('kind', 'text'),
      c('entries', 'count'),
      c('debit_sen', 'money'),
      c('credit_sen', 'money'),
      c('net_sen', 'money'),
    ],
    order: 'day:desc',
    filters: ['type', 'merchant_id'],
    types: ledgerAccountFamilies,
    totals: true,
  },
  /** All merchants' sales per day. */
  daily_sales: {
    path: adminPath('daily_sales'),
    audience: 'network',
    columns: [c('day', 'day', true), c('merchants', 'count'), ...salesMoney],
    order: 'day:desc',
    filters: ['merchant_id'],
    chart: { type: 'bar', x: 'day', y: 'net_sen' },
    totals: true,
  },
  /** Each merchant's sales per day. */
  daily_sales_detail: {
    path: adminPath('daily_sales_detail'),
    audience: 'network',
    columns: [c('day', 'day', true), c('merchant_id', 'count'), c('merchant', 'text', true), ...salesMoney],
    order: 'day:desc',
    filters: ['merchant_id'],
    totals: true,
  },
  /** Buddies' cashback and redemption per day, as points. */
  cashback_summary: {
    path: adminPath('cashback_summary'),
    audience: 'network',
    columns: [
      c('day', 'day', true),
      c('cashback_points', 'points'),
      c('referral_points', 'points'),
      c('reversed_points', 'points'),
      c('redeemed_points', 'points'),
      c('net_points', 'points'),
    ],
    order: 'day:desc',
    filters: ['merchant_id'],
    chart: { type: 'bar', x: 'day', y: 'cashback_points' },
    totals: true,
  },
  /** One buddy's cashback and referral rewards, order by order (`id`: the buddy). */
  cashback_history: {
    path: adminPath('cashback_history'),
    audience: 'admin',
    columns: [
      c('created_at', 'datetime', true),
      c('merchant', 'text'),
      c('receipt_no', 'text'),
      c('kind', 'text'),
      c('level', 'count'),
      c('points', 'points'),
      c('reversed_points', 'points'),
    ],
    order: 'created_at:desc',
    filters: ['id'],
    totals: true,
  },
  /** Referral rewards per day and level. */
  referral_bonus: {
    path: adminPath('referral_bonus'),
    audience: 'network',
    columns: [
      c('day', 'day', true),
      c('level', 'count', true),
      c('parts', 'count'),
      c('points', 'points'),
      c('reversed_points', 'points'),
      c('net_points', 'points'),
    ],
    order: 'day:desc',
    filters: ['merchant_id'],
    totals: true,
  },
  /** Payment gateway data: payments per day and method (`type`: one method). */
  pg_report: {
    path: adminPath('pg_report'),
    audience: 'admin',
    columns: [
      c('day', 'day', true),
      c('method', 'text', true),
      c('orders', 'count'),
      c('amount_sen', 'money', true),
      c('refunds', 'count'),
      c('refunded_sen', 'money'),
      c('net_sen', 'money'),
    ],
    order: 'day:desc',
    filters: ['type', 'merchant_id'],
    types: paymentMethodsOfReports,
    chart: { type: 'doughnut', x: 'method', y: 'amount_sen' },
    totals: true,
  },
  /** Each agent's commission over the range and what was paid out (agents: themselves and their downline). */
  agent_commission: {
    path: adminPath('agent_commission'),
    audience: 'network',
    columns: [
      c('agent_id', 'count'),
      c('agent', 'text', true),
      c('rank', 'text'),
      c('accrued_sen', 'money', true),
      c('clawed_back_sen', 'money'),
      c('paid_sen', 'money'),
      c('declined_sen', 'money'),
      c('owed_sen', 'money', true),
    ],
    order: 'accrued_sen:desc',
    filters: ['id'],
    totals: true,
  },
  /** Each merchant's redeemed points and their settlement. */
  redemption_settlement: {
    path: adminPath('redemption_settlement'),
    audience: 'network',
    columns: [
      c('merchant_id', 'count'),
      c('merchant', 'text', true),
      c('redeemed_sen', 'money', true),
      c('returned_sen', 'money'),
      c('settled_sen', 'money'),
      c('owed_sen', 'money', true),
    ],
    order: 'redeemed_sen:desc',
    filters: ['merchant_id'],
    totals: true,
  },
  /** Registrations (buddies, merchants, agents) and activity (buddies and merchants with a paid order) per day. */
  registration_report: {
    path: adminPath('registration_report'),
    audience: 'admin',
    columns: [
      c('day', 'day', true),
      c('new_buddies', 'count'),
      c('new_merchants', 'count'),
      c('new_agents', 'count'),
      c('active_buddies', 'count'),
      c('active_merchants', 'count'),
      c('orders', 'count'),
    ],
    order: 'day:desc',
    filters: [],
    chart: { type: 'line', x: 'day', y: 'active_buddies' },
    totals: true,
  },

  // --- Issue 13's payout item lists (its routes), exported like the rest -------------------------
  commission_payout: payoutList('commission_payout'),
  recruitment_allowance_payout: payoutList('recruitment_allowance_payout'),
  agent_payout: payoutList('agent_payout'),
  referral_cash_payout: payoutList('referral_cash_payout'),
  merchant_redemption: payoutList('merchant_redemption'),
  payout: payoutList('payout'),
} as const satisfies Record<string, ReportDefinition>;

export type ReportName = keyof typeof reportCatalogue;
export const reportNames = Object.keys(reportCatalogue) as ReportName[];
/** The reports the reports module answers itself (the payout item lists are issue 13's routes). */
export const reportNamesOwned = reportNames.filter(
  (n) => reportCatalogue[n].audience !== 'payouts',
) as Exclude<ReportName, PayoutReport>[];
