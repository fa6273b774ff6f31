import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle as t } from '../../db/schema';

/** How a throttle counts and locks (auth/throttle.ts sets the figures). */
export interface LockRules {
  /** Failures older than this start a new window. */
  windowS: number;
  /** The attempt that reaches this count locks the key. */
  maxFailures: number;
  /** The first lock; each attempt after it doubles it, up to maxLockS. */
  baseLockS: number;
  maxLockS: number;
}

const locked = sql`${t.lockedUntil} is not null and ${t.lockedUntil} > now()`;
const staleAfter = (windowS: number) => sql`${t.windowStartedAt} < now() - make_interval(secs => ${windowS})`;
const nextCount = (stale: SQL) => sql`(case when ${stale} then 1 else ${t.failures} + 1 end)`;
const windowStart = (stale: SQL) => sql`case when ${stale} then now() else ${t.windowStartedAt} end`;
const lockFor = (count: SQL, r: LockRules) =>
  sql`case when ${count} >= ${r.maxFailures} then now() + make_interval(secs => least(${r.maxLockS}, ${r.baseLockS} * power(2, ${count} - ${r.maxFailures}))) else null end`;

/**
 * Counts one attempt against each key in one statement; a key that is locked is left as it is and
 * not returned, and the attempt that reaches the limit locks its key. Returns the keys counted.
 */
export async function countAttempt(db: Db, keys: string[], r: LockRules): Promise<number> {
  const stale = staleAfter(r.windowS);
  const counted = await db
    .insert(t)
    .values(keys.map((key) => ({ key, failures: 1 })))
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: nextCount(stale),
        windowStartedAt: windowStart(stale),
        lockedUntil: lockFor(nextCount(stale), r),
      },
      setWhere: sql`not (${locked})`,
    })
    .returning({ key: t.key });
  return counted.length;
}

/** The longest lock left on any of the keys, in whole seconds (at least 1). */
export async function secondsLocked(db: Db, keys: string[]): Promise<number> {
  const rows = await db
    .select({ left: sql<number>`extract(epoch from ${t.lockedUntil} - now())::float8` })
    .from(t)
    .where(and(inArray(t.key, keys), gt(t.lockedUntil, sql`now()`)));
  return Math.max(1, ...rows.map((r) => Math.ceil(Number(r.left))));
}

/** Counts a failure against the key, without locking it; returns its failures in the window. */
export async function countFailure(db: Db, key: string, windowS: number): Promise<number> {
  const stale = staleAfter(windowS);
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: t.key,
      set: { failures: nextCount(stale), windowStartedAt: windowStart(stale) },
    })
    .returning({ failures: t.failures });
  return row?.failures ?? 1;
}

/** Locks the key for at least `seconds` from now (a longer lock it already has stays). */
export async function lockAtLeast(db: Db, key: string, seconds: number) {
  await db
    .update(t)
    .set({
      lockedUntil: sql`greatest(coalesce(${t.lockedUntil}, now()), now() + make_interval(secs => ${seconds}))`,
    })
    .where(eq(t.key, key));
}

/** Removes the key; returns the failures it held, or undefined when there was none. */
export async function deleteKey(db: Db, key: string): Promise<number | undefined> {
  const [row] = await db.delete(t).where(eq(t.key, key)).returning({ failures: t.failures });
  return row?.failures;
}

/** Takes `failures` off the key, and lifts its lock once it is back under `maxFailures`. */
export async function forgive(db: Db, key: string, failures: number, maxFailures: number) {
  const left = sql`greatest(0, ${t.failures} - ${failures})`;
  await db
    .update(t)
    .set({
      failures: left,
      lockedUntil: sql`case when ${left} < ${maxFailures} then null else ${t.lockedUntil} end`,
    })
    .where(eq(t.key, key));
}
