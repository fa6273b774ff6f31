import { type AnyColumn, eq, inArray, type SQL } from 'drizzle-orm';
import type { ReportScope } from './types';

/** `column` narrowed to the scope's merchants (undefined: every merchant). */
export function inScope(column: AnyColumn, scope: ReportScope): SQL | undefined {
  if (scope.kind === 'merchant') return eq(column, scope.merchantId);
  return scope.merchants === undefined ? undefined : inArray(column, scope.merchants);
}
