import { type SQL, sql } from 'drizzle-orm';
import { salesMoneyKeys as moneyKeys, payableSum, salesMoneySums } from '../sales-money';
import type { ReportRequest } from '../types';

/** The one merchant a merchant report reads (scope.ts always decides one for this audience). */
export function merchantOf(req: ReportRequest): number {
  if (req.scope.kind !== 'merchant') throw new Error(`${req.name}: a merchant report needs one merchant`);
  return req.scope.merchantId;
}

/** A rollup's rows of the report's merchant and range (its `merchant_id` and `day` columns). */
export const ofMerchantInRange = (req: ReportRequest) =>
  sql`merchant_id = ${merchantOf(req)} and day between ${req.range.from}::date and ${req.range.to}::date`;

/** A sales_daily group's money as the merchant's sales reports show it, with what the merchant keeps. */
export const salesMoneySql = sql`${salesMoneySums}, ${payableSum}`;

export const salesMoneyKeys = [...moneyKeys, 'payable_sen'] as const;

/** A sales_daily group's guests (issue 29): covers and the net sales of the orders that counted them. */
export const guestSums = sql`sum(covers)::int as covers, sum(covered_sales_sen)::bigint as covered_sales_sen`;

/**
 * The average spend per guest in whole sen, rounded half up: covered sales over covers; null when
 * there were no covers (an average of nothing).
 */
export const averageSpendPerGuest = (coveredSen: SQL, covers: SQL) =>
  sql`case when ${covers} > 0 then round(${coveredSen}::numeric / ${covers})::bigint end`;
