import type { Db } from '../../db/client';
import type { Ctx } from '../../plugins/context';

export const checkJob = 'payments.check';

export interface CheckJob {
  paymentId: number;
}

/** A payment's gateway is asked at most once per window, however often its diner comes back. */
const windowMs = 5_000;

/**
 * Queues a status query of a pending payment for `at` (its `next_check_at`), in `tx`. The key is
 * the payment and the window `at` falls in (the query runs at the window's end): a check sent
 * twice is queued once, and a check asked for sooner (the diner came back from the gateway) is not
 * swallowed by the later one already queued. A check that finds its payment not due any more
 * does nothing (poller.ts).
 */
export async function queueCheck(ctx: Pick<Ctx, 'jobs'>, tx: Db, paymentId: number, at: Date) {
  const due = new Date(Math.ceil(at.getTime() / windowMs) * windowMs);
  await ctx.jobs.send(tx, checkJob, { paymentId } satisfies CheckJob, {
    singletonKey: `${paymentId}@${due.toISOString()}`,
    startAfter: due,
  });
}
