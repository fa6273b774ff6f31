import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type QueuePolicy } from 'pg-boss';
import type { Database, Db } from '../db/client';
import { type QueueLoop, queueLoop } from './jobs-loop';
import { carryOverV10, setV10Aside } from './jobs-v10';
import type { Unlisten } from './notify';

/**
 * Background work that survives restarts and runs once across any number of instances: pg-boss 12
 * in the app's own database (PostgreSQL, or PGlite through `Database.jobStore`), in its `pgboss`
 * schema, which it installs and migrates itself.
 *
 * A module publishes its jobs as a list of specs in its `jobs.ts` (`orderJobs`, `paymentJobs`);
 * main.ts runs them all (`src/jobs.ts`), a test runs the ones it names. A handler gets the same
 * `ctx` as a service (`C`), so it needs nothing from where it is declared.
 *
 * Starting is two steps (issue 25): `prepare` before the app is built, after which `send` works on
 * any instance, then `work` on the instances that run jobs (none on an API instance with JOBS=off).
 *
 * Each queue has a loop of its own in each instance that works (lib/jobs-loop.ts, instead of
 * pg-boss's `work`): up to `concurrency` jobs at once, each completed or failed alone as it ends,
 * every call to the database awaited and its error logged. A job due now wakes the loops of its
 * queue on every instance at once (the trigger below); polling finds the rest.
 */

export interface JobSpec<C> {
  /** The queue. */
  name: string;
  /**
   * pg-boss's queue policy: `stately` keeps one queued job per singletonKey (a second send is
   * dropped); `singleton` runs one at a time.
   */
  policy?: QueuePolicy;
  /** Also sent by pg-boss's cron, once per tick across all instances (e.g. every minute). */
  cron?: string;
  /**
   * Does the job. Throwing fails it, and only it (not the jobs fetched with it); pg-boss retries
   * it as it was sent, so it must be idempotent.
   */
  run(ctx: C, data: object, log: FastifyBaseLogger): Promise<void>;
  /**
   * The queue's own send options (its retry policy), from the app's settings: every send to the
   * queue starts from them, and a sender's options override them. Asked once, at the first send.
   */
  sendDefaults?(ctx: C): SendOptions;
}

export interface SendOptions {
  /** With a `stately` queue: one queued job per key, whoever sends it again. */
  singletonKey?: string;
  startAfter?: Date;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
}

export interface JobQueue {
  /** Queues a job in `tx`: it exists if and only if `tx` commits. */
  send(tx: Db, name: string, data: object, opts?: SendOptions): Promise<void>;
}

export interface Jobs<C> extends JobQueue {
  /**
   * Before the app is built: installs or migrates pg-boss's schema and creates the queues, their
   * cron schedules and the trigger that wakes workers (idempotent, so any instance may do it, in
   * any order). `send` works once this resolves. `log` gets every error of the queue from now on
   * and is the handlers' `log`. `ctx` is asked for later, when the first job is sent to a queue
   * with `sendDefaults` and by `work`, so it may return something built after this call (a send
   * to such a queue before it can answer fails with its error).
   */
  prepare(log: FastifyBaseLogger, ctx: () => C): Promise<void>;
  /**
   * Starts this instance's workers, one loop per queue. Jobs that fell due while no instance ran
   * are taken at once. Refused by an instance made with `workers: false`.
   */
  work(): Promise<void>;
  /** `prepare` then `work`, for a process that has its ctx already (tests). */
  start(log: FastifyBaseLogger, ctx: C): Promise<void>;
  /**
   * Stops taking jobs and waits for the ones running (up to `timeoutMs`); those still running
   * then are failed, so pg-boss retries them elsewhere. Sending still works after this (it is an
   * insert in the sender's transaction): requests finishing during a shutdown queue their jobs for
   * the next instance.
   */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobsOptions {
  /**
   * The fallback, in seconds: how often an idle queue looks for work it was not woken for (a job
   * whose `startAfter` came, a wake-up missed while the listening connection was down). Default 2.
   */
  pollingIntervalSeconds?: number;
  /** How many jobs of one queue this instance runs at once. Default 10. */
  concurrency?: number;
  /**
   * `false`: an instance that only sends (JOBS=off): `work` is refused, and pg-boss does neither
   * its maintenance (expiring, archiving) nor its cron here, only where jobs run.
   */
  workers?: boolean;
}

interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The connection under a Drizzle transaction (node-postgres's PoolClient or PGlite's Transaction;
 * both answer `query(text, values)` with `{ rows }`), so that pg-boss's insert joins it. Drizzle
 * keeps it private; the orders' expiry tests on both engines break if that ever changes.
 */
function executorOf(tx: Db) {
  const client = (tx as unknown as { session?: { client?: Queryable } }).session?.client;
  if (typeof client?.query !== 'function') throw new Error('no connection under this transaction');
  return { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
}

/**
 * Waking the workers: a row trigger on pg-boss's job table NOTIFYs the queue's name when a job
 * that is due now is inserted (a send, a retry due at once, a cron tick); every instance LISTENs
 * (`Database.listen`) and wakes its loop of that queue. A trigger rather than a NOTIFY sent by
 * `send`: it costs the sender no round trip (a payment's transaction counts them) and it also
 * covers the rows pg-boss inserts itself (retries, cron). PostgreSQL delivers the NOTIFY when the
 * transaction commits, and not if it rolls back. A row trigger on the partitioned table is cloned
 * to every partition, including those of queues created later. Jobs that start later, and wake-ups
 * lost while the listening connection was down, are found by polling.
 */
const wakeChannel = 'meja_job_due';
const wakeTriggerExists = `select 1 from pg_trigger where tgname = '${wakeChannel}' and tgrelid = 'pgboss.job'::regclass`;
// One statement list without parameters: one transaction, instances starting together take turns.
const createWakeTrigger = `
select pg_advisory_xact_lock(4640257002);
create or replace function pgboss.${wakeChannel}() returns trigger language plpgsql as $$
begin
  perform pg_notify('${wakeChannel}', new.name);
  return null;
end $$;
do $$ begin
  if not exists (${wakeTriggerExists}) then
    create trigger ${wakeChannel} after insert on pgboss.job for each row
      when (new.state < 'active' and new.start_after <= now())
      execute function pgboss.${wakeChannel}();
  end if;
end $$;`;

export function createJobs<C>(
  database: Pick<Database, 'db' | 'jobStore' | 'listen'>,
  specs: readonly JobSpec<C>[],
  opts: JobsOptions = {},
): Jobs<C> {
  const workers = opts.workers ?? true;
  const boss = new PgBoss({ ...database.jobStore, supervise: workers, schedule: workers });
  const byName = new Map(specs.map((s) => [s.name, s]));
  const defaults = new Map<string, SendOptions>();
  const loops = new Map<string, QueueLoop>();
  let env: { log: FastifyBaseLogger; ctx: () => C } | undefined;
  let ready = false;
  let unlisten: Unlisten | undefined;
  // pg-boss reports the errors of its pool, maintenance and cron as events: unheard, they would
  // be thrown.
  boss.on('error', (err) => {
    if (env) env.log.error({ err }, 'job queue error');
    else console.error('job queue error', err);
  });

  const defaultsOf = (spec: JobSpec<C>, ctx: () => C) => {
    if (!spec.sendDefaults) return undefined;
    const known = defaults.get(spec.name);
    if (known) return known;
    const d = spec.sendDefaults(ctx());
    defaults.set(spec.name, d);
    return d;
  };

  const jobs: Jobs<C> = {
    async send(tx, name, data, o = {}) {
      // Until the queues exist, pg-boss would drop a job sent to one without a word.
      if (!ready || !env) throw new Error(`jobs not prepared: cannot queue ${name}`);
      const spec = byName.get(name);
      if (!spec) throw new Error(`no job queue ${name}: cannot queue it`);
      await boss.send(name, data, { ...defaultsOf(spec, env.ctx), ...o, db: executorOf(tx) });
    },
    async prepare(log, ctx) {
      if (env) throw new Error('jobs already prepared');
      env = { log, ctx };
      try {
        await setV10Aside(database.db);
        await boss.start();
        const db = boss.getDb();
        // Without parameters: one simple query (several statements, one transaction) on both engines.
        const { rows } = await db.executeSql(wakeTriggerExists, []);
        if (!rows.length) await db.executeSql(createWakeTrigger, []);
        for (const spec of specs) {
          await boss.createQueue(spec.name, { policy: spec.policy ?? 'standard' });
          if (spec.cron) await boss.schedule(spec.name, spec.cron);
        }
        await carryOverV10(database.db);
      } catch (err) {
        env = undefined;
        throw err;
      }
      ready = true;
    },
    async work() {
      if (!workers) throw new Error('this instance only sends jobs (workers: false)');
      if (!ready || !env) throw new Error('jobs not prepared: cannot work');
      if (loops.size) return;
      const { log } = env;
      const ctx = env.ctx();
      for (const spec of specs)
        loops.set(
          spec.name,
          queueLoop(spec, boss, {
            run: (data) => spec.run(ctx, data, log),
            log,
            concurrency: opts.concurrency ?? 10,
            pollMs: Math.max(100, (opts.pollingIntervalSeconds ?? 2) * 1000),
          }),
        );
      // Listening before the first fetch: a job is either committed before it, or heard. After a
      // reconnect every queue looks, for what was sent while nobody listened.
      try {
        unlisten = await database.listen(wakeChannel, (name) => loops.get(name)?.notified(), {
          onReconnect: () => {
            for (const loop of loops.values()) loop.notified();
          },
        });
      } catch (err) {
        loops.clear();
        throw err;
      }
      for (const loop of loops.values()) loop.start();
    },
    async start(log, ctx) {
      await jobs.prepare(log, () => ctx);
      await jobs.work();
    },
    async stop(timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      await unlisten?.().catch(() => undefined);
      unlisten = undefined;
      await Promise.all([...loops.values()].map((loop) => loop.stop(until)));
      loops.clear();
      await boss.stop({ graceful: true, timeout: Math.max(0, until - Date.now()) }).catch((err) => {
        env?.log.error({ err }, 'job queue did not stop cleanly');
      });
    },
  };
  return jobs;
}
