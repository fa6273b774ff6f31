import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle as t } from '../db/schema';
import type { JobSpec } from './jobs';
import { longestWindowS } from './rate-limit';

/**
 * The throttle table (lib/rate-limit.ts, auth/throttle.ts) gains a row per address and key that
 * ever counted, and a row is never needed again once its window has ended and its lock run out:
 * the next hit starts a new window as a fresh row would. A row does not say how long its window
 * is, so one started more than the longest window ago is the one known to have ended.
 */
export async function purgeEndedThrottles(db: Db): Promise<number> {
  const gone = await db
    .delete(t)
    .where(
      sql`${t.windowStartedAt} < now() - make_interval(secs => ${longestWindowS})
        and (${t.lockedUntil} is null or ${t.lockedUntil} <= now())`,
    )
    .returning({ key: t.key });
  return gone.length;
}

/** `throttle.purge`: hourly, on one instance. */
export const throttleJobs: readonly JobSpec<{ db: Db }>[] = [
  {
    name: 'throttle.purge',
    policy: 'singleton',
    cron: '0 * * * *',
    run: async (ctx) => {
      await purgeEndedThrottles(ctx.db);
    },
  },
];
