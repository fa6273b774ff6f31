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

/**
 * No window is longer than a day (cash-outs, new buddies per address): the purge of ended windows
 * (throttle-purge.ts) counts on it.
 */
export const longestWindowS = 86_400;

function checkWindow(windowS: number) {
  if (windowS > longestWindowS) throw new Error(`a throttle window of ${windowS} s outlives the purge`);
}

export interface Hit {
  ok: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (0 when `ok`). */
  retryAfterS: number;
}

export async function hit(db: Db, key: string, { limit, windowS }: Limit): Promise<Hit> {
  checkWindow(windowS);
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

/**
 * Counts a hit against every key and refuses (429, with the wait) when any of them is over. All
 * keys in one statement (one round trip): a data-modifying CTE per key.
 */
export async function enforce(db: Db, checks: readonly (readonly [key: string, limit: Limit])[]) {
  const keys = new Set(checks.map(([key]) => key));
  let hits: Hit[] = [];
  if (checks.length > 1 && keys.size === checks.length) hits = await hitAll(db, checks);
  else for (const [key, limit] of checks) hits.push(await hit(db, key, limit));
  const wait = Math.max(0, ...hits.map((h) => (h.ok ? 0 : h.retryAfterS)));
  if (wait > 0)
    throw new AppError('too_many_requests', 'error.too_many_requests', undefined, { seconds: wait });
}

/** `hit` for several distinct keys in one statement, answered in their order. */
async function hitAll(db: Db, checks: readonly (readonly [key: string, limit: Limit])[]): Promise<Hit[]> {
  const t = loginThrottle;
  const ctes = checks.map(([key, { windowS }], i) => {
    checkWindow(windowS);
    const stale = sql`t.window_started_at < now() - make_interval(secs => ${windowS})`;
    return sql`${sql.raw(`h${i}`)} as (
      insert into ${t} as t (key, failures) values (${key}, 1)
      on conflict (key) do update set
        failures = case when ${stale} then 1 else t.failures + 1 end,
        window_started_at = case when ${stale} then now() else t.window_started_at end
      returning ${i}::integer as i, t.failures as count,
        ${windowS}::float8 - extract(epoch from now() - t.window_started_at)::float8 as left_s
    )`;
  });
  const result = await db.execute(sql`with ${sql.join(ctes, sql`, `)}
    ${sql.join(
      checks.map((_, i) => sql.raw(`select i, count, left_s from h${i}`)),
      sql` union all `,
    )}`);
  const { rows } = result as unknown as { rows: { i: number; count: number; left_s: number | string }[] };
  const byIndex = new Map(rows.map((r) => [Number(r.i), r]));
  return checks.map(([, { limit, windowS }], i) => {
    const row = byIndex.get(i);
    const count = Number(row?.count ?? 1);
    const ok = count <= limit;
    return { ok, count, retryAfterS: ok ? 0 : Math.max(1, Math.ceil(Number(row?.left_s ?? windowS))) };
  });
}
