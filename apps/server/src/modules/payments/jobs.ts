import type { JobSpec } from '../../lib/jobs';
import type { Ctx } from '../../plugins/context';
import { type CheckJob, checkJob } from './check-queue';
import { checkPayment, pollOnce } from './poller';

/**
 * Lost callbacks (PRODUCT.md "Payments"): a pending payment is asked about at its gateway by its
 * own `payments.check` jobs (the first queued when it starts, each next one by the check before:
 * check-queue.ts, poller.ts), and by a sweep once a minute across all instances for any check
 * that was never queued or failed all its tries.
 */
export const paymentJobs: readonly JobSpec<Ctx>[] = [
  {
    name: checkJob,
    policy: 'stately',
    run: async (ctx, data, log) => {
      await checkPayment(ctx, log, (data as CheckJob).paymentId);
    },
  },
  {
    name: 'payments.check-due',
    policy: 'singleton',
    cron: '* * * * *',
    run: async (ctx, _data, log) => {
      await pollOnce(ctx, log, 100);
    },
  },
];
