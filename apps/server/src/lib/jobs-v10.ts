import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * A database that pg-boss 10 set up (its schema version 24) to pg-boss 12 (ADR 0019). pg-boss 11
 * rewrote the schema without a migration from 10's, and 12 refuses to start on it; pg-boss's advice
 * is a fresh schema and the jobs moved over in SQL. So, in `prepare`: the old schema is set aside
 * before pg-boss starts, and once pg-boss has installed its own and created the queues, every job
 * of the old one still in a queue of ours moves over as it was (state, tries, when it may start,
 * singleton key; the settlements' sweep reads the states), and the old schema goes. Queued orders'
 * expiries and prints survive the upgrade as they survive a restart. Both steps do nothing on a
 * database pg-boss 12 set up, and run under the start-up lock (ADR 0018).
 */

export async function setV10Aside(db: Db) {
  // Nested: PL/pgSQL parses a condition whole, so pgboss.version is read only once it exists.
  await db.execute(sql`do $$ begin
    if to_regclass('pgboss.version') is not null then
      if (select version from pgboss.version) < 25 then
        alter schema pgboss rename to pgboss_v10;
      end if;
    end if;
  end $$`);
}

export async function carryOverV10(db: Db) {
  await db.execute(sql`do $$ begin
    if to_regclass('pgboss_v10.job') is not null then
      insert into pgboss.job (id, name, priority, data, state, retry_limit, retry_count, retry_delay,
          retry_backoff, start_after, started_on, singleton_key, singleton_on, expire_seconds, created_on,
          completed_on, keep_until, output, policy)
        select j.id, j.name, j.priority, j.data, j.state::text::pgboss.job_state, j.retry_limit,
          j.retry_count, j.retry_delay, j.retry_backoff, j.start_after, j.started_on, j.singleton_key,
          j.singleton_on, greatest(1, extract(epoch from j.expire_in))::int, j.created_on, j.completed_on,
          j.keep_until, j.output, q.policy
        from pgboss_v10.job j join pgboss.queue q on q.name = j.name
        on conflict do nothing;
      drop schema pgboss_v10 cascade;
    end if;
  end $$`);
}
