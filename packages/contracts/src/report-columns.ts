import type { ReportColumn, ReportColumnKind } from './report-definition';

/** The pieces the catalogue's entries are written with (not part of the contracts' API). */

export const c = (key: string, kind: ReportColumnKind, sortable = false): ReportColumn =>
  sortable ? { key, kind, sortable } : { key, kind };

/** An average in sen (report-definition.ts `average`). */
export const avgMoney = (key: string): ReportColumn => ({ key, kind: 'money', average: true });

export const merchantPath = (name: string) => `/api/admin/merchant/${name}`;
export const adminPath = (name: string) => `/api/admin/report/${name}`;

/** The money of a period of sales, as the sales reports show it. */
export const salesMoney = [
  c('orders', 'count', true),
  c('gross_sen', 'money', true),
  c('refunded_sen', 'money'),
  c('net_sen', 'money', true),
  c('service_charge_sen', 'money'),
  c('sst_sen', 'money'),
  c('points_sen', 'points_value'),
  c('fee_sen', 'money'),
] as const;

/**
 * Guests at the tables (issue 29): covers, the guests of the paid orders that recorded how many,
 * and the average spend per guest, those orders' net sales over their covers.
 */
export const guestColumns = [c('covers', 'count'), avgMoney('avg_spend_per_guest_sen')] as const;

export const payoutColumns = [
  c('id', 'count', true),
  c('created_at', 'datetime', true),
  c('kind', 'code'),
  c('status', 'code'),
  c('beneficiary', 'text'),
  c('merchant', 'text'),
  c('amount_sen', 'money', true),
  c('adjustment_sen', 'money'),
  c('payable_sen', 'money'),
  c('due_on', 'day'),
] as const;
