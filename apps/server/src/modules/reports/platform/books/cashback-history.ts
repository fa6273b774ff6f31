import { type ReportDefinition, reportCatalogue, type TReportRow } from '@meja/contracts';
import type { Db } from '../../../../db/client';
import { notFound } from '../../../../lib/errors';
import type { ActorCtx } from '../../../../plugins/context';
import { isVisible } from '../../../../policy/people';
import { shapeRow } from '../../query';
import type { ReportHandler, ReportRequest } from '../../types';
import { type HistoryCursor, type HistoryFilter, historyRows, historyTotals } from './history-sql';

const def: ReportDefinition = reportCatalogue.cashback_history;
const exportBatch = 1000;

/** The buddy named by `id`, or every buddy without one; an id that is not a buddy's is 404, not an empty report. */
async function filterOf(ctx: ActorCtx, req: ReportRequest): Promise<HistoryFilter> {
  const buddyId = req.query.id;
  if (buddyId === undefined) return { range: req.range, dir: req.order.dir };
  if (!(await isVisible(ctx, buddyId, 'buddy'))) throw notFound();
  return { buddyId, range: req.range, dir: req.order.dir };
}

/** Buddies' (or one buddy's) cashback and referral rewards, one row per reward part (the admins' cashback history). */
export const cashbackHistory: ReportHandler = {
  async page(ctx, req) {
    const f = await filterOf(ctx, req);
    const [rows, totals] = await Promise.all([
      historyRows(ctx.db, f, { limit: req.query.length, offset: req.query.start }),
      historyTotals(ctx.db, f),
    ]);
    return {
      data: rows.map((r) => shapeRow(def, r)),
      recordsTotal: totals.records,
      recordsFiltered: totals.records,
      // Level sums to nothing meaningful: only the points are totalled.
      totals: { ...shapeRow(def, {}), points: totals.points, reversed_points: totals.reversed_points },
      chart: null,
      range: { from: req.range.from, to: req.range.to },
    };
  },

  async *rows(ctx, req) {
    yield* historyBatches(ctx.db, await filterOf(ctx, req), exportBatch);
  },
};

/** Every row of the history, `batch` at a time, keyset-paged on (created_at, id): no offset to rescan. */
export async function* historyBatches(db: Db, f: HistoryFilter, batch: number): AsyncIterable<TReportRow[]> {
  let after: HistoryCursor | undefined;
  for (;;) {
    const rows = await historyRows(db, f, { limit: batch, ...(after && { after }) });
    if (rows.length) yield rows.map((r) => shapeRow(def, r));
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = { at: last.cursor, id: last.id };
  }
}
