import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';

/** Failures inside this window count together; after MAX_FAILURES the key waits, doubling each time. */
const WINDOW_S = 15 * 60;
const MAX_FAILURES = 5;
const BASE_LOCK_S = 30;
const MAX_LOCK_S = 15 * 60;

/** One key for the account (or the unknown name tried), one for the address. */
export const throttleKeys = (account: string, ip: string) => [account, `ip:${ip}`];

/** Seconds until the first of these keys may try again, or 0. */
export async function secondsLocked(db: Db, keys: string[]): Promise<number> {
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, keys));
  const now = Date.now();
  const waits = rows.map((r) => (r.lockedUntil ? Math.ceil((r.lockedUntil.getTime() - now) / 1000) : 0));
  return Math.max(0, ...waits);
}

/** Counts one failure against each key and locks the keys that reached the limit. */
export async function recordFailure(db: Db, keys: string[]): Promise<number> {
  const t = loginThrottle;
  const stale = sql`${t.windowStartedAt} < now() - make_interval(secs => ${WINDOW_S})`;
  let worst = 0;
  for (const key of keys) {
    const [row] = await db
      .insert(t)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures: sql`case when ${stale} then 1 else ${t.failures} + 1 end`,
          windowStartedAt: sql`case when ${stale} then now() else ${t.windowStartedAt} end`,
        },
      })
      .returning({ failures: t.failures });
    const failures = row?.failures ?? 1;
    const lock = lockSecondsFor(failures);
    if (lock > 0) {
      await db
        .update(t)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${lock})` })
        .where(eq(t.key, key));
    }
    worst = Math.max(worst, failures);
  }
  return worst;
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

export const lockSecondsFor = (failures: number) =>
  failures < MAX_FAILURES ? 0 : Math.min(MAX_LOCK_S, BASE_LOCK_S * 2 ** (failures - MAX_FAILURES));
