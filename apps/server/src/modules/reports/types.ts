import type { ReportName, TReportPage, TReportRow, ZReportQuery } from '@meja/contracts';
import type { SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { ActorCtx } from '../../plugins/context';
import type { UserScope } from '../../policy';

export type ReportQuery = z.output<typeof ZReportQuery>;

/** Kuala Lumpur days, both included (YYYY-MM-DD). */
export interface DayRange {
  readonly from: string;
  readonly to: string;
  /**
   * The newest closed day (closing.ts) when the call reads the platform-wide rows, read once per
   * call (null: none is closed): the planner then sees each part's days as plain dates.
   */
  readonly closedThrough?: string | null;
}

/**
 * Whose figures a call reads (scope.ts decides it from the report's audience and the caller):
 * one merchant, or the merchants of a people scope (`merchants` is a subquery of their ids, or
 * undefined for every merchant: an admin's).
 */
export type ReportScope =
  | { readonly kind: 'merchant'; readonly merchantId: number }
  | { readonly kind: 'network'; readonly people: UserScope; readonly merchants: SQLWrapper | undefined };

export interface ReportRequest {
  readonly name: ReportName;
  readonly query: ReportQuery;
  readonly range: DayRange;
  readonly scope: ReportScope;
  /** A sortable column of the report's catalogue entry, checked. */
  readonly order: { readonly key: string; readonly dir: 'asc' | 'desc' };
}

/**
 * One report: a page for the screen (with totals and chart over the whole range), and every row
 * in the page's order, in batches, for the exports (a detail report reads them keyset-paged so
 * that an export of a million rows never sits in memory).
 */
export interface ReportHandler {
  page(ctx: ActorCtx, req: ReportRequest): Promise<TReportPage>;
  rows(ctx: ActorCtx, req: ReportRequest): AsyncIterable<TReportRow[]>;
}
