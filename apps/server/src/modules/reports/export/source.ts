import {
  type PayoutReport,
  payoutReportNames,
  type ReportName,
  type reportNamesOwned,
  type TPayoutItem,
  type TReportRow,
  type ZPayoutListQuery,
  type ZReportQuery,
} from '@meja/contracts';
import type { z } from 'zod';
import type { ActorCtx } from '../../../plugins/context';
import { listReport } from '../../payouts/reports';
import { reportHandlers } from '../handlers';
import { rangeOf } from '../range';
import { reportRequest } from '../request';
import type { DayRange } from '../types';

type OwnedReport = (typeof reportNamesOwned)[number];
type ReportQuery = z.output<typeof ZReportQuery>;
type PayoutQuery = z.output<typeof ZPayoutListQuery>;

/** What an export writes: the range it covers, every row in the report's order, and the totals row. */
export interface ExportSource {
  readonly range: DayRange;
  readonly rows: AsyncIterable<TReportRow[]>;
  readonly totals: TReportRow | null;
}

export const isPayoutReport = (name: ReportName): name is PayoutReport =>
  (payoutReportNames as readonly string[]).includes(name);

/**
 * An owned report's rows and totals, through the same checks as its page (range, scope, order,
 * type): the totals come from one page call over the whole range, as the screen shows them.
 */
export async function ownedSource(
  ctx: ActorCtx,
  name: OwnedReport,
  query: ReportQuery,
): Promise<ExportSource> {
  const req = await reportRequest(ctx, name, query);
  const handler = reportHandlers[name];
  const totals = (await handler.page(ctx, { ...req, query: { ...req.query, start: 0, length: 1 } })).totals;
  return { range: req.range, rows: handler.rows(ctx, req), totals };
}

/** The payout columns of the catalogue from issue 13's item. */
export const payoutRow = (i: TPayoutItem): TReportRow => ({
  id: i.id,
  created_at: i.created_at,
  kind: i.kind,
  status: i.status,
  beneficiary: i.beneficiary.name,
  merchant: i.merchant?.name ?? null,
  amount_sen: i.amount_sen,
  adjustment_sen: i.adjustment_sen,
  payable_sen: i.payable_sen,
  due_on: i.due_on,
});

const payoutBatch = 500;

/**
 * A payout list's items, read through issue 13's listReport (its scope, filters and order) 500 at
 * a time. Unlike its JSON list, an export always covers a range (by default the last 30 days, at
 * most 366), as every report's does, so no file grows without bound.
 */
export function payoutSource(ctx: ActorCtx, name: PayoutReport, query: PayoutQuery): ExportSource {
  const range = rangeOf(query);
  async function* rows() {
    for (let start = 0; ; start += payoutBatch) {
      const page = await listReport(ctx, name, {
        ...query,
        startDate: range.from,
        endDate: range.to,
        start,
        length: payoutBatch,
      });
      if (page.data.length) yield page.data.map(payoutRow);
      if (page.data.length < payoutBatch) return;
    }
  }
  return { range, rows: rows(), totals: null };
}
