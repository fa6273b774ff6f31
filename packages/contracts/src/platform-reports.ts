import { adminPath, c, salesMoney } from './report-columns';
import { ledgerAccountFamilies, paymentMethodsOfReports, type ReportDefinition } from './report-definition';

/** The admins' and agents' reports (SPEC §7 "Admin reports"): every merchant, or an agent's network. */
export const platformReports = {
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
      c('points_sen', 'points_value'),
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
      c('account', 'code', true),
      c('kind', 'code'),
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
  /** Buddies' cashback and referral rewards, order by order: every buddy's, or one's (`id`: the buddy). */
  cashback_history: {
    path: adminPath('cashback_history'),
    audience: 'admin',
    columns: [
      c('created_at', 'datetime', true),
      c('beneficiary', 'text'),
      c('merchant', 'text'),
      c('receipt_no', 'text'),
      c('kind', 'code'),
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
      c('method', 'code', true),
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
  /** Each agent's commission over the range and what was paid out, adjustments included (agents: themselves and their downline). */
  agent_commission: {
    path: adminPath('agent_commission'),
    audience: 'network',
    columns: [
      c('agent_id', 'count'),
      c('agent', 'text', true),
      c('rank', 'code'),
      c('accrued_sen', 'money', true),
      c('clawed_back_sen', 'money'),
      c('adjusted_sen', 'money'),
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
      c('adjusted_sen', 'money'),
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
} as const satisfies Record<string, ReportDefinition>;
