import type { Db } from '../../db/client';
import { fieldError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import { klDayOf } from '../../lib/time';
import type { ActorCtx } from '../../plugins/context';
import { lockBalance, merchantRedemption } from '../ledger';
import { insertItem } from '../payouts/item-repository';
import { addBusinessDays } from './business-days';
import * as repo from './repository';

/**
 * Clear Balance (SPEC §4, PRODUCT.md "Payouts"): what the platform owes the chosen merchants for
 * points redeemed at them becomes one merchant_redemption payout item each, due 14 Malaysian
 * business days after the oldest redemption it covers. The request only records the run and
 * queues a job; the job clears merchant by merchant, each in one transaction that also marks the
 * merchant done, so a job killed half-way and run again (or two at once) clears each balance once.
 * Nothing is posted to the ledger here: nothing is paid yet (payouts posts when the item is paid out).
 */

export const clearBalanceJob = 'settlements.clear-balance';
export const clearBalanceSweep = 'settlements.clear-balance-due';
/** SPEC §9: a settlement is due within 14 business days of the redemption. */
export const settlementBusinessDays = 14;
/** An active job that has neither started nor cleared a merchant for this long is taken for dead. */
export const staleAfterMs = 60_000;

export function queueRun(jobs: JobQueue, tx: Db, runId: number) {
  return jobs.send(tx, clearBalanceJob, { runId }, { singletonKey: String(runId) });
}

/** POST /admin/report/clear_balance: the run (queued with its job in one transaction), answered at once. */
export async function requestClearBalance(ctx: ActorCtx, merchantIds: number[]): Promise<number> {
  const { jobs } = ctx;
  const ids = await repo.merchantsAmong(ctx.db, [...new Set(merchantIds)]);
  if (!ids.length) throw fieldError('merchant_ids', 'validation.clear_balance_no_merchants');
  return ctx.db.transaction(async (tx) => {
    const runId = await repo.insertRun(tx, ctx.actor.id, ids);
    await queueRun(jobs, tx, runId);
    return runId;
  });
}

/**
 * One merchant of a run, in the caller's transaction. The merchant's redemption account is locked
 * first, so no redemption or payout posting moves it while its clearable amount is worked out and
 * the settlement written: clearable = owed − what pending and approved settlements already cover.
 * The settlement goes up to the account's newest entry; the unique (merchant, through entry) index
 * refuses a second one for the same entries should all else fail.
 */
export async function clearMerchant(tx: Db, runId: number, merchantId: number, actorId: number | null) {
  const row = await repo.lockRunMerchant(tx, runId, merchantId);
  if (!row || row.done) return;
  const account = await lockBalance(tx, merchantRedemption(merchantId));
  const clearable = -account.balance - (await repo.coveredSen(tx, merchantId));
  let itemId: number | null = null;
  let clearedSen = 0;
  if (
    clearable > 0 &&
    account.accountId !== null &&
    account.lastEntryId !== null &&
    !(await repo.settledThrough(tx, merchantId, account.lastEntryId))
  ) {
    const since = await repo.oldestUncovered(tx, account.accountId, merchantId);
    itemId = await insertItem(
      tx,
      {
        kind: 'merchant_redemption',
        beneficiaryId: merchantId,
        merchantId,
        amountSen: clearable,
        dueOn: addBusinessDays(klDayOf(since ?? Date.now()), settlementBusinessDays),
        throughEntryId: account.lastEntryId,
        runId,
      },
      actorId,
    );
    clearedSen = clearable;
  }
  await repo.markMerchantDone(tx, runId, merchantId, { itemId, clearedSen });
}

export interface RunHooks {
  /** Called after each merchant's transaction commits (tests stop the process there). */
  afterMerchant?(merchantId: number): Promise<void>;
}

/**
 * The job: the run → running, each merchant not yet done cleared in its own transaction, then the
 * run → done. A run already finished is left alone, so pg-boss may deliver it again harmlessly.
 */
export async function runClearBalance(db: Db, runId: number, hooks: RunHooks = {}) {
  const run = await repo.runById(db, runId);
  if (!run || run.status === 'done' || run.status === 'failed') return;
  try {
    await repo.markRunning(db, runId);
    for (const merchantId of await repo.merchantsLeft(db, runId)) {
      await db.transaction((tx) => clearMerchant(tx, runId, merchantId, run.requestedBy));
      await hooks.afterMerchant?.(merchantId);
    }
    await repo.finishRun(db, runId);
  } catch (err) {
    // Kept on the run for the portal while pg-boss tries again; the sweep marks it failed once
    // pg-boss gives up. A dead database cannot take it: the job's own failure is then the record.
    await repo
      .recordError(db, runId, err instanceof Error ? err.message : String(err))
      .catch(() => undefined);
    throw err;
  }
}

/**
 * The sweep, every minute: pg-boss keeps the job of a process that died active until it expires
 * (15 minutes), so a run whose job is neither waiting nor visibly working (started, or clearing a
 * merchant, within `staleAfter`) is queued again; a run whose job pg-boss gave up on is failed.
 * Queuing one that is in fact still working is harmless: the two take turns per merchant.
 */
export async function sweepRuns(db: Db, jobs: JobQueue, staleAfter = staleAfterMs) {
  const runs = await repo.unfinishedRuns(db, clearBalanceJob, staleAfter);
  for (const run of runs) {
    if (run.waiting || run.working) continue;
    if (run.failed) await repo.recordError(db, run.id, run.error ?? 'the job failed', true);
    else await db.transaction((tx) => queueRun(jobs, tx, run.id));
  }
  return runs.filter((r) => !r.waiting && !r.working).map((r) => r.id);
}
