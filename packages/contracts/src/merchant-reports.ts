import { c, guestColumns, merchantPath, salesMoney } from './report-columns';
import type { ReportDefinition } from './report-definition';

/** A merchant's reports (SPEC §7 "Merchant reports"): the owner's own, or a merchant the reader may see. */
export const merchantReports = {
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
    columns: [c('period', 'text', true), ...salesMoney, c('payable_sen', 'money'), ...guestColumns],
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
      c('method', 'code'),
      c('items', 'count'),
      c('total_sen', 'money', true),
      c('points_sen', 'points_value'),
      c('refunded_sen', 'money'),
      c('status', 'code'),
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
    columns: [c('method', 'code'), ...salesMoney, c('payable_sen', 'money')],
    order: 'gross_sen:desc',
    filters: ['merchant_id'],
    chart: { type: 'doughnut', x: 'method', y: 'gross_sen' },
    totals: true,
  },
} as const satisfies Record<string, ReportDefinition>;
