import type { FastifyBaseLogger } from 'fastify';
import type { Job, PgBoss } from 'pg-boss';

/**
 * One queue's worker for lib/jobs.ts, on pg-boss's fetch, complete and fail rather than its
 * `work`, which completes or fails a fetched batch as a whole, fetches again only once the
 * batch's slowest job is done (a printer timing out after 8 s would hold up every other print) and
 * records results without awaiting them (an unhandled rejection whenever the database is away).
 */

/**
 * A job is due once `start_after < now()`, where now() is the fetching transaction's start: on
 * PGlite in whole milliseconds. A fetch in the millisecond the sender's transaction began would
 * miss its job, so a woken loop fetches at least this long after the NOTIFY.
 */
const afterNotifyMs = 2;
/**
 * Under a burst of sends every instance is woken for every job: a loop fetches at most once per
 * this long for wake-ups, taking whatever came meanwhile in one fetch.
 */
const notifiedGapMs = 20;

export interface QueueLoop {
  start(): void;
  /** A job of this queue may be due now (a NOTIFY, a reconnect). */
  notified(): void;
  /** Stops fetching, waits for the running jobs until `until`, fails those still running. */
  stop(until: number): Promise<void>;
}

export interface LoopOptions {
  run(data: object): Promise<void>;
  log: FastifyBaseLogger;
  concurrency: number;
  pollMs: number;
}

/**
 * One queue's worker: fetches as many jobs as it has free slots, runs them at once, completes each
 * as it ends (completions that end together share one statement) or fails it alone. It fetches
 * again when woken (a NOTIFY), when half its slots are free after a fetch that filled them all
 * (there may be more), or after `pollMs` idle.
 */
export function queueLoop(spec: { name: string }, boss: PgBoss, o: LoopOptions): QueueLoop {
  const { name } = spec;
  const running = new Map<string, Promise<void>>();
  // Jobs given up at stop: if their handler ends after all, it records nothing.
  const abandoned = new Set<string>();
  const done: string[] = [];
  let completing: Promise<unknown> | undefined;
  let stopping = false;
  let looping: Promise<void> | undefined;
  // The last fetch filled every free slot, or a NOTIFY came: more jobs may be due.
  let moreDue = false;
  let woken = false;
  let resume: (() => void) | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;
  let lastFetch = 0;
  const refillAt = Math.ceil(o.concurrency / 2);

  const wake = () => {
    woken = true;
    resume?.();
  };

  /** Waits `ms`, or less if woken meanwhile (also before it was called). */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken || stopping) {
        woken = false;
        return resolve();
      }
      const go = () => {
        clearTimeout(timer);
        resume = undefined;
        woken = false;
        resolve();
      };
      const timer = setTimeout(go, ms);
      resume = go;
    });

  const complete = () => {
    if (completing || !done.length) return;
    const ids = done.splice(0);
    completing = boss
      .complete(name, ids)
      .catch((err) => {
        // The jobs stay active: once they expire, pg-boss retries them (they are idempotent).
        o.log.error({ err, job: name, ids }, 'could not record completed jobs; they run again later');
      })
      .finally(() => {
        completing = undefined;
        complete();
      });
  };

  const fail = (id: string, err: unknown) =>
    boss.fail(name, id, err instanceof Error ? err : { value: String(err) }).catch((e: unknown) => {
      // The job stays active: once it expires, pg-boss retries it.
      o.log.error({ err: e, job: name, id }, 'could not record a failed job; it runs again later');
    });

  function begin(job: Job<object>) {
    const run = (async () => {
      try {
        await withinSeconds(o.run(job.data), job.expireInSeconds);
        if (abandoned.has(job.id)) return;
        done.push(job.id);
        complete();
      } catch (err) {
        if (abandoned.has(job.id)) return;
        o.log.error({ err, job: name, id: job.id }, 'job failed; pg-boss retries it');
        await fail(job.id, err);
      }
    })().finally(() => {
      running.delete(job.id);
      if (moreDue && o.concurrency - running.size >= refillAt) wake();
    });
    running.set(job.id, run);
  }

  async function loop() {
    while (!stopping) {
      const free = o.concurrency - running.size;
      if (free > 0) {
        woken = false;
        lastFetch = Date.now();
        // pg-boss's fetch answers [] rather than throw when the database is away.
        const jobs = await boss.fetch<object>(name, { batchSize: free }).catch((err: unknown) => {
          o.log.error({ err, job: name }, 'could not fetch jobs');
          return [] as Job<object>[];
        });
        moreDue = jobs.length === free;
        for (const job of jobs) begin(job);
      }
      await pause(o.pollMs);
    }
  }

  return {
    start() {
      // Nothing in the loop throws (each call catches its own); this is the net under it.
      looping ??= loop().catch((err: unknown) => o.log.error({ err, job: name }, 'job loop stopped'));
    },
    notified() {
      moreDue = true;
      if (wakeTimer || stopping) return;
      const wait = Math.max(afterNotifyMs, lastFetch + notifiedGapMs - Date.now());
      wakeTimer = setTimeout(() => {
        wakeTimer = undefined;
        wake();
      }, wait);
    },
    async stop(until) {
      stopping = true;
      clearTimeout(wakeTimer);
      wake();
      await looping;
      const left = until - Date.now();
      if (running.size && left > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          Promise.all(running.values()),
          new Promise((r) => {
            timer = setTimeout(r, left);
          }),
        ]);
        clearTimeout(timer);
      }
      for (const id of [...running.keys()]) {
        abandoned.add(id);
        await fail(id, new Error('the instance stopped while the job ran'));
      }
      while (completing) await completing;
    },
  };
}

/** `work`, or a rejection once it has run `seconds` (a job's expiry, as pg-boss's own workers do). */
async function withinSeconds(work: Promise<void>, expiry: number | string) {
  // pg-boss reads it as a numeric: node-postgres hands it over as a string.
  const seconds = Math.max(1, Number(expiry) || 15 * 60);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work,
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`job ran longer than its expiry (${seconds} s)`)),
          seconds * 1000,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
