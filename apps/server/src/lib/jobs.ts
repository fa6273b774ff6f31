import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';

/**
 * Background work that survives restarts and runs once across any number of instances: pg-boss 10
 * in the app's own database (PostgreSQL, or PGlite through `Database.jobStore`), in its `pgboss`
 * schema, which it installs and migrates itself at start.
 *
 * A module publishes its jobs as a list of specs in its `jobs.ts` (`orderJobs`, `paymentJobs`);
 * main.ts runs them all (`src/jobs.ts`), a test runs the ones it names. A handler gets the same
 * `ctx` as a service (`C`, given to `start`), so it needs nothing from where it is declared.
 */

export interface JobSpec<C> {
  /** The queue. */
  name: string;
  /**
   * pg-boss's queue policy: `stately` keeps one queued job per singletonKey (a second send is
   * dropped); `singleton` runs one at a time.
   */
  policy?: PgBoss.QueuePolicy;
  /** Also sent by pg-boss's cron, once per tick across all instances (e.g. every minute). */
  cron?: string;
  /** Does the job. Throwing fails it; pg-boss retries it as it was sent, so it must be idempotent. */
  run(ctx: C, data: object, log: FastifyBaseLogger): Promise<void>;
  /**
   * The queue's own send options (its retry policy), from the app's settings: every send to the
   * queue starts from them, and a sender's options override them.
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
   * Installs or migrates pg-boss's schema, creates the queues and schedules, starts the workers,
   * which hand each job `ctx`. Jobs that fell due while no instance ran are taken at once.
   */
  start(log: FastifyBaseLogger, ctx: C): Promise<void>;
  /** Stops taking jobs, waits for the ones running (up to `timeoutMs`), then lets go. */
  stop(timeoutMs?: number): Promise<void>;
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

export function createJobs<C>(
  database: Pick<Database, 'jobStore'>,
  specs: readonly JobSpec<C>[],
  opts: { pollingIntervalSeconds?: number } = {},
): Jobs<C> {
  const boss = new PgBoss({
    ...database.jobStore,
    // How often each queue is asked for due work: a job runs within this of its time.
    pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2,
  });
  // Until the queues exist, pg-boss would drop a job sent to one without a word.
  let ready = false;
  const defaults = new Map<string, SendOptions>();
  return {
    async send(tx, name, data, o = {}) {
      if (!ready) throw new Error(`jobs not started: cannot queue ${name}`);
      await boss.send(name, data, { ...defaults.get(name), ...o, db: executorOf(tx) });
    },
    async start(log, ctx) {
      boss.on('error', (err) => log.error({ err }, 'job queue error'));
      await boss.start();
      for (const spec of specs) {
        if (spec.sendDefaults) defaults.set(spec.name, spec.sendDefaults(ctx));
        await boss.createQueue(spec.name, { name: spec.name, policy: spec.policy ?? 'standard' });
        await boss.work(spec.name, async ([job]) => {
          if (!job) return;
          try {
            await spec.run(ctx, job.data as object, log);
          } catch (err) {
            log.error({ err, job: spec.name, id: job.id }, 'job failed; pg-boss retries it');
            throw err;
          }
        });
        if (spec.cron) await boss.schedule(spec.name, spec.cron);
      }
      ready = true;
    },
    // Sending still works after this (it is an insert in the sender's transaction): requests
    // finishing during a shutdown queue their jobs for the next instance.
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, timeout: timeoutMs, wait: true });
    },
  };
}
