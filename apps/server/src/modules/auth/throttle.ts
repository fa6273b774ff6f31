import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';

/**
 * Sign-in throttling (PRODUCT.md "Accounts"): nobody can lock another person out by failing on
 * purpose. Three counters share the login_throttle table:
 * - the address (`ip:<address>`): every attempt from it, whatever the account; after MAX_FAILURES
 *   the address waits, doubling each time;
 * - the address at one account (`<account>@ip:<address>`): what a success clears, and what spread
 *   guessing locks;
 * - the account (`<account>`): failures from every address. Past SPREAD_FAILURES, any address that
 *   fails for the account is locked at once. It never gates an attempt, so the right password from
 *   an address that has not been failing still signs in.
 */
const WINDOW_S = 15 * 60;
const MAX_FAILURES = 5;
const SPREAD_FAILURES = 10;
const BASE_LOCK_S = 30;
const MAX_LOCK_S = 15 * 60;

/** Who is tried (`user:<id>`, or `name:<typed name>` when no account has it) and from where. */
export interface Attempt {
  account: string;
  ip: string;
}

const addressKey = (a: Attempt) => `ip:${a.ip}`;
const pairKey = (a: Attempt) => `${a.account}@ip:${a.ip}`;

const t = loginThrottle;
const locked = sql`${t.lockedUntil} is not null and ${t.lockedUntil} > now()`;
const stale = sql`${t.windowStartedAt} < now() - make_interval(secs => ${WINDOW_S})`;
const next = sql`(case when ${stale} then 1 else ${t.failures} + 1 end)`;
/** From the MAX_FAILURES-th attempt: BASE_LOCK_S, doubling with each attempt after it, at most MAX_LOCK_S. */
const lockFor = (count: SQL) =>
  sql`case when ${count} >= ${MAX_FAILURES} then now() + make_interval(secs => least(${MAX_LOCK_S}, ${BASE_LOCK_S} * power(2, ${count} - ${MAX_FAILURES}))) else null end`;

/**
 * Counts the attempt against the address before the password is checked, in one statement: a key
 * that is locked is left as it is and not returned, and the attempt that reaches the limit locks
 * the key for every attempt after it. So however many arrive at once, at most MAX_FAILURES
 * passwords are checked per window. Returns the seconds to wait, or 0 to go on and check.
 */
export async function beginAttempt(db: Db, a: Attempt): Promise<number> {
  const keys = [pairKey(a), addressKey(a)];
  const counted = await db
    .insert(t)
    .values(keys.map((key) => ({ key, failures: 1 })))
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: next,
        windowStartedAt: sql`case when ${stale} then now() else ${t.windowStartedAt} end`,
        lockedUntil: lockFor(next),
      },
      setWhere: sql`not (${locked})`,
    })
    .returning({ key: t.key });
  if (counted.length === keys.length) return 0;
  return secondsLocked(db, keys);
}

async function secondsLocked(db: Db, keys: string[]): Promise<number> {
  const rows = await db
    .select({ left: sql<number>`extract(epoch from ${t.lockedUntil} - now())::float8` })
    .from(t)
    .where(and(inArray(t.key, keys), gt(t.lockedUntil, sql`now()`)));
  return Math.max(1, ...rows.map((r) => Math.ceil(Number(r.left))));
}

/**
 * A wrong password: counts against the account; once the account is being guessed from many
 * addresses, this address is locked for it at once, for longer as the guessing goes on.
 * Returns the account's failures in the window.
 */
export async function recordFailure(db: Db, a: Attempt): Promise<number> {
  const [row] = await db
    .insert(t)
    .values({ key: a.account, failures: 1 })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: next,
        windowStartedAt: sql`case when ${stale} then now() else ${t.windowStartedAt} end`,
      },
    })
    .returning({ failures: t.failures });
  const failures = row?.failures ?? 1;
  if (failures > SPREAD_FAILURES) {
    const lock = Math.min(MAX_LOCK_S, BASE_LOCK_S * 2 ** (failures - SPREAD_FAILURES - 1));
    await db
      .update(t)
      .set({
        lockedUntil: sql`greatest(coalesce(${t.lockedUntil}, now()), now() + make_interval(secs => ${lock}))`,
      })
      .where(eq(t.key, pairKey(a)));
  }
  return failures;
}

/**
 * The right password: the address's attempts at this account no longer count against it, and
 * the lock the attempt itself may have set is lifted if the address is back under the limit.
 */
export async function recordSuccess(db: Db, a: Attempt) {
  await db.transaction(async (tx) => {
    const [pair] = await tx
      .delete(t)
      .where(eq(t.key, pairKey(a)))
      .returning({ failures: t.failures });
    if (!pair) return;
    const left = sql`greatest(0, ${t.failures} - ${pair.failures})`;
    await tx
      .update(t)
      .set({
        failures: left,
        lockedUntil: sql`case when ${left} < ${MAX_FAILURES} then null else ${t.lockedUntil} end`,
      })
      .where(eq(t.key, addressKey(a)));
  });
}

/** Clears a key outright: a correct current password ends its run of wrong ones. */
export async function clearKey(db: Db, key: string) {
  await db.delete(t).where(eq(t.key, key));
}
