import { senToRM, type TAttentionOrder, type TDashboard, type ZDashboardQuery } from '@meja/contracts';
import type { z } from 'zod';
import { fieldError } from '../../lib/errors';
import { klDayEnd, klDayOf, klDayStart } from '../../lib/time';
import type { ActorCtx } from '../../plugins/context';
import { orderScope } from '../../policy';
import { dashboardScope } from '../../policy/merchant-scope';
import { countByRole } from '../users/service';
import { attentionOrders, paidBySlot, unpaidPlaced } from './repository';

type DashboardQuery = z.infer<typeof ZDashboardQuery>;

/** A year and a day: the longest range the chart draws day by day. */
const maxRangeDays = 366;

async function attention(ctx: ActorCtx): Promise<TAttentionOrder[]> {
  const rows = await attentionOrders(ctx.db, orderScope(ctx.actor), 50);
  return rows.map((r) => ({
    id: r.id,
    merchant_id: r.merchantId,
    store_name: r.storeName ?? '',
    receipt_no: r.receiptNo,
    table_name: r.tableName,
    paid_twice: r.paidTwiceSen > 0,
    stock_short: r.stockShort,
    give_back_sen: r.paidTwiceSen,
    give_back: senToRM(r.paidTwiceSen),
    total_sen: r.totalSen,
    updated_at: r.updatedAt.toISOString(),
  }));
}

/**
 * The Kuala Lumpur days of the figures: today by default; a start alone runs to today (or is a
 * single day when it is later), an end alone is a single day.
 */
export function rangeOf(q: Pick<DashboardQuery, 'startDate' | 'endDate'>, now = new Date()) {
  const today = klDayOf(now);
  const start = q.startDate ?? q.endDate ?? today;
  // ISO days order as text: the later of the start and today.
  const end = q.endDate ?? ([start, today].sort()[1] as string);
  if (end < start) throw fieldError('endDate', 'validation.date_range');
  const days = Math.round((klDayStart(end).getTime() - klDayStart(start).getTime()) / 86_400_000) + 1;
  if (days > maxRangeDays) throw fieldError('endDate', 'validation.date_range_too_long');
  return { start, end, days };
}

/** Every slot of the range, in order: the chart has no gaps. */
function slotsOf(start: string, days: number, unit: 'hour' | 'day'): string[] {
  if (unit === 'hour')
    return Array.from({ length: 24 }, (_, h) => `${start}T${String(h).padStart(2, '0')}:00`);
  const first = klDayStart(start).getTime();
  return Array.from({ length: days }, (_, d) => klDayOf(first + d * 86_400_000));
}

/**
 * The order figures of the date range (default today, Kuala Lumpur) in the caller's scope: what
 * was paid in it, by hour (one day) or by day, and what was placed in it still unpaid. People
 * counts and the orders needing attention are of the caller's whole scope.
 */
export async function dashboard(ctx: ActorCtx, q: DashboardQuery = {}): Promise<TDashboard> {
  const { start, end, days } = rangeOf(q);
  const unit = days === 1 ? 'hour' : 'day';
  const scope = await dashboardScope(ctx, q.merchant_id);
  const from = klDayStart(start);
  const to = klDayEnd(end);
  const [paid, unpaid, byRole, attentionList] = await Promise.all([
    paidBySlot(ctx.db, scope, from, to, unit),
    unpaidPlaced(ctx.db, scope, from, to),
    countByRole(ctx),
    attention(ctx),
  ]);
  const bySlot = new Map(paid.map((p) => [p.slot, p]));
  const total = (pick: (p: (typeof paid)[number]) => number) => paid.reduce((n, p) => n + Number(pick(p)), 0);
  const transactions = total((p) => p.transactions);
  const salesSen = total((p) => p.salesSen);
  const complete = total((p) => p.complete);
  return {
    start_date: start,
    end_date: end,
    transactions,
    sales: senToRM(salesSen),
    sales_sen: salesSen,
    complete,
    processing: transactions - complete,
    unpaid,
    chart: {
      unit,
      points: slotsOf(start, days, unit).map((at) => {
        const p = bySlot.get(at);
        const sen = Number(p?.salesSen ?? 0);
        return { at, sales: senToRM(sen), sales_sen: sen, transactions: Number(p?.transactions ?? 0) };
      }),
    },
    merchants: byRole.merchant ?? 0,
    agents: (byRole.master_agent ?? 0) + (byRole.mentor ?? 0) + (byRole.agent ?? 0),
    buddies: byRole.buddy ?? 0,
    attention: attentionList,
  };
}
