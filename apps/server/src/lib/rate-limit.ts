import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle } from '../db/schema';
import { AppError } from './errors';

/**
 * A fixed-window counter per key, kept in PostgreSQL so that every instance behind a load
 * balancer counts together. One statement counts the hit and reads the result: concurrent
 * requests cannot all read "under the limit" before any of them is counted.
 *
 * Keys are namespaced by their caller (`forgot-ip:1.2.3.4`, `order-table:17`, ...) and share the
 * throttle table with sign-in failures.
 */
export interface Limit {
  /** Hits allowed in one window; the next one is refused until the window ends. */
  limit: number;
  windowS: number;
}

export interface Hit {
  ok: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (0 when `ok`). */
  retryAfterS: number;
}

export async function hit(db: Db, key: string, { limit, windowS }: Limit): Promise<Hit> {
  const t = loginThrottle;
  const stale = sql`${t.windowStartedAt} < now() - make_interval(secs => ${windowS})`;
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
    .returning({
      count: t.failures,
      left: sql<number>`${windowS} - extract(epoch from now() - ${t.windowStartedAt})::float8`,
    });
  const count = row?.count ?? 1;
  const ok = count <= limit;
  return { ok, count, retryAfterS: ok ? 0 : Math.max(1, Math.ceil(Number(row?.left ?? windowS))) };
}

/** Counts a hit against every key and refuses (429, with the wait) when any of them is over. */
export async function enforce(db: Db, checks: readonly (readonly [key: string, limit: Limit])[]) {
  let wait = 0;
  for (const [key, limit] of checks) {
    const h = await hit(db, key, limit);
    if (!h.ok) wait = Math.max(wait, h.retryAfterS);
  }
  if (wait > 0)
    throw new AppError('too_many_requests', 'error.too_many_requests', undefined, { seconds: wait });
}
