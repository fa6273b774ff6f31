import {
  type PayoutReport,
  payoutReports,
  senToRM,
  type TPayoutDetail,
  type TPayoutPage,
  type ZPayoutListQuery,
} from '@meja/contracts';
import { and, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { payoutItems } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import type { ActorCtx } from '../../plugins/context';
import { payoutItemScope } from '../../policy/payouts';
import * as reads from './report-repository';
import { toPayoutEvent, toPayoutItem, toPayoutLine } from './view';

type ListQuery = z.output<typeof ZPayoutListQuery>;

/** GET /admin/report/{report}: the report's kinds, narrowed by the query, in the caller's scope. */
export async function listReport(ctx: ActorCtx, report: PayoutReport, q: ListQuery): Promise<TPayoutPage> {
  const kinds: readonly string[] = payoutReports[report];
  if (q.type && !kinds.includes(q.type)) throw fieldError('type', 'validation.payout_type');
  const scope = and(payoutItemScope(ctx.actor), inArray(payoutItems.kind, [...kinds]));
  const page = await reads.listItems(ctx.db, scope, {
    ...q,
    kind: q.type,
    status: q.filter_status,
    merchantId: q.merchant_id,
    beneficiaryId: q.id,
    itemId: q.commission_payout_id ?? q.redemption_id,
  });
  return {
    data: page.rows.map(toPayoutItem),
    recordsTotal: page.recordsTotal,
    recordsFiltered: page.recordsFiltered,
    total_payable_sen: page.totalPayableSen,
    total_payable: senToRM(page.totalPayableSen),
  };
}

/** One item with its lines (the orders it accrued from) and its events (who did what, when). */
export async function payoutDetail(ctx: ActorCtx, id: number): Promise<TPayoutDetail> {
  const [row] = await reads.itemsByIds(ctx.db, payoutItemScope(ctx.actor), [id]);
  if (!row) throw notFound();
  const [lines, events] = await Promise.all([reads.linesOf(ctx.db, id), reads.eventsOf(ctx.db, id)]);
  return { ...toPayoutItem(row), lines: lines.map(toPayoutLine), events: events.map(toPayoutEvent) };
}

/** The items an action touched, as they are after it. */
export async function itemsAfter(ctx: ActorCtx, ids: number[]) {
  return (await reads.itemsByIds(ctx.db, payoutItemScope(ctx.actor), ids)).map(toPayoutItem);
}
