import type { JobSpec } from '../../lib/jobs';
import type { Ctx } from '../../plugins/context';
import { clearBalanceJob, clearBalanceSweep, runClearBalance, sweepRuns } from './clear-balance';

/**
 * Clear Balance runs (issue 13, clear-balance.ts). `settlements.clear-balance` clears one run; it
 * is queued in the requesting transaction with the run id as its key. The queue's policy is
 * pg-boss's standard one: the sweep must be able to queue a run again while the job of a dead
 * process still counts as active (a stately queue would refuse to start the new one), and the run
 * itself makes a second worker harmless. `settlements.clear-balance-due` is that sweep, once a
 * minute across all instances, so a restart resumes a run within a minute or two.
 */
export const settlementJobs: readonly JobSpec<Ctx>[] = [
  {
    name: clearBalanceJob,
    run: async (ctx, data) => {
      await runClearBalance(ctx.db, (data as { runId: number }).runId);
    },
    sendDefaults: () => ({ retryLimit: 5, retryDelay: 5, retryBackoff: true }),
  },
  {
    name: clearBalanceSweep,
    policy: 'singleton',
    cron: '* * * * *',
    run: async (ctx) => {
      if (ctx.jobs) await sweepRuns(ctx.db, ctx.jobs);
    },
  },
];
