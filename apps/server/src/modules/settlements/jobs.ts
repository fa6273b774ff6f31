import type { JobSpec } from '../../lib/jobs';
import type { Ctx } from '../../plugins/context';

/** Clear Balance runs (issue 13). */
export const settlementJobs: readonly JobSpec<Ctx>[] = [];
