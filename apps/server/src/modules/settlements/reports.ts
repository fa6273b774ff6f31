import {
  senToRM,
  type TClearBalanceRun,
  type TMerchantBalancePage,
  type ZClearBalanceRunPage,
  type ZMerchantBalanceQuery,
} from '@meja/contracts';
import type { z } from 'zod';
import { fieldError, notFound } from '../../lib/errors';
import { likeTerm } from '../../lib/paging';
import { klDayOf } from '../../lib/time';
import type { Ctx } from '../../plugins/context';
import { addBusinessDays } from './business-days';
import { settlementBusinessDays } from './clear-balance';
import * as repo from './repository';

/** What the admin's settlement screens read: merchants' redemption balances and Clear Balance runs. */

const sortable = new Set(['name', 'balance', 'clearable', 'since']);

/** GET /admin/report/merchant_balance: owed, clearable now, since when and due by when. */
export async function merchantBalances(
  ctx: Ctx,
  q: z.output<typeof ZMerchantBalanceQuery>,
): Promise<TMerchantBalancePage> {
  const bare = q.order?.toLowerCase();
  const name = q.order?.replace(/^-/, '').replace(/:(asc|desc)$/i, '');
  if (q.order && bare !== 'asc' && bare !== 'desc' && !sortable.has(name ?? ''))
    throw fieldError('order', 'validation.order');
  const page = await repo.merchantBalances(ctx.db, q, likeTerm(q.search));
  return {
    data: page.rows.map((r) => {
      const clearable = Math.max(0, r.owedSen - r.coveredSen);
      const since = r.since ? klDayOf(r.since) : null;
      return {
        merchant_id: r.merchantId,
        name: r.name,
        balance: senToRM(r.owedSen),
        balance_sen: r.owedSen,
        clearable: senToRM(clearable),
        clearable_sen: clearable,
        since,
        due_on: since ? addBusinessDays(since, settlementBusinessDays) : null,
      };
    }),
    recordsTotal: page.recordsTotal,
    recordsFiltered: page.recordsFiltered,
  };
}

type RunRow = Awaited<ReturnType<typeof repo.runsPage>>['rows'][number];

function toRun({ run, requestedBy, items }: RunRow): TClearBalanceRun {
  return {
    id: run.id,
    status: run.status as TClearBalanceRun['status'],
    total: run.total,
    done: run.done,
    cleared: senToRM(run.clearedSen),
    cleared_sen: run.clearedSen,
    items: Number(items),
    error: run.error,
    requested_by: requestedBy,
    created_at: run.createdAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
  };
}

/** GET /admin/report/clear_balance_run?id=: one run's progress. */
export async function clearBalanceRun(ctx: Ctx, id: number): Promise<TClearBalanceRun> {
  const [row] = (await repo.runsPage(ctx.db, { start: 0, length: 1 }, id)).rows;
  if (!row) throw notFound();
  return toRun(row);
}

/** GET /admin/report/clear_balance_runs: every run, newest first. */
export async function clearBalanceRuns(
  ctx: Ctx,
  q: { start: number; length: number },
): Promise<z.infer<typeof ZClearBalanceRunPage>> {
  const page = await repo.runsPage(ctx.db, q);
  return { data: page.rows.map(toRun), recordsTotal: page.recordsTotal, recordsFiltered: page.recordsTotal };
}
