import { sql } from 'drizzle-orm';

/**
 * The money of a group of sales_daily rows, as every sales report shows it: gross is total +
 * rounding (points included), so refunded is what refunds gave back in money and in the points'
 * share of the bill; refunds count on the day they were made; the fee is what was charged less
 * what refunds returned.
 */
export const salesMoneySums = sql`
  sum(orders)::int as orders,
  sum(gross_sen)::bigint as gross_sen,
  sum(refunded_sen + points_refunded_sen)::bigint as refunded_sen,
  (sum(gross_sen) - sum(refunded_sen + points_refunded_sen))::bigint as net_sen,
  sum(service_charge_sen)::bigint as service_charge_sen,
  sum(sst_sen)::bigint as sst_sen,
  sum(points_sen)::bigint as points_sen,
  (sum(fee_sen) - sum(fee_refunded_sen))::bigint as fee_sen`;

/** What the merchant keeps of the group's sales after the platform fee (points' value included). */
export const payableSum = sql`
  (sum(gross_sen) - sum(refunded_sen + points_refunded_sen) - sum(fee_sen) + sum(fee_refunded_sen))::bigint
    as payable_sen`;

/** The money columns, as the catalogue names them. */
export const salesMoneyKeys = [
  'orders',
  'gross_sen',
  'refunded_sen',
  'net_sen',
  'service_charge_sen',
  'sst_sen',
  'points_sen',
  'fee_sen',
] as const;
