import type { JobSpec } from '../../lib/jobs';
import type { Ctx } from '../../plugins/context';
import { closeDays, closeDaysJob } from './closing';

/**
 * `reports.close-days` (closing.ts): every ten minutes across all instances, the days that are
 * over are summed over every merchant. A run that finds nothing to close costs one query; one
 * that misses a day (the process was down) closes it on the next run, oldest first.
 */
export const reportJobs: readonly JobSpec<Ctx>[] = [
  {
    name: closeDaysJob,
    policy: 'singleton',
    cron: '*/10 * * * *',
    run: async (ctx) => {
      await closeDays(ctx.db);
    },
  },
];
