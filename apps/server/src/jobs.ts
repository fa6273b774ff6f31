import type { JobSpec } from './lib/jobs';
import { throttleJobs } from './lib/throttle-purge';
import { orderJobs } from './modules/orders/jobs';
import { paymentJobs } from './modules/payments/jobs';
import { printingJobs } from './modules/printing/jobs';
import { reportJobs } from './modules/reports/jobs';
import { settlementJobs } from './modules/settlements/jobs';
import type { Ctx, Deps } from './plugins/context';

/** What every job handler gets: the app's dependencies as a service gets them, acting for nobody. */
export type JobCtx = Ctx;

/**
 * The durable jobs of every module (lib/jobs.ts), which main.ts runs: a module adds its list here,
 * as app.ts registers its routes. Tests run the lists they name (`createTestApp({ jobs })`).
 */
export const appJobs: readonly JobSpec<JobCtx>[] = [
  ...orderJobs,
  ...paymentJobs,
  ...printingJobs,
  ...settlementJobs,
  ...reportJobs,
  ...throttleJobs,
];

export const jobCtx = (deps: Deps): JobCtx => ({ ...deps, actor: null, locale: 'en', ip: '' });
