import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, inject as provided, vi } from 'vitest';
import { copyTemplate } from '../../test/database';
import { connectPglite, connectPostgres, type Database } from '../db/client';
import { createJobs, type JobSpec, type Jobs } from './jobs';

/** pg-boss in the app's own database, on PGlite and on PostgreSQL alike. */
let database: Database;
let jobs: Jobs<World>;
const silent = pino({ level: 'silent' });

/** What the test handlers write to: the ctx they are given. */
interface World {
  notes: string[];
  /** performance.now() when each ping's handler began. */
  pinged: Map<number, number>;
  /** Tries of each bulk job, and how many ran at once at most. */
  tries: Map<number, number>;
  succeeded: Set<number>;
  bulk: { running: number; most: number };
}
const world: World = {
  notes: [],
  pinged: new Map(),
  tries: new Map(),
  succeeded: new Set(),
  bulk: { running: 0, most: 0 },
};

/** The bulk jobs whose first try fails. */
const failsOnce = (n: number) => n % 10 === 3;

const specs: JobSpec<World>[] = [
  {
    name: 'test.note',
    policy: 'stately',
    run: async (w, data) => void w.notes.push((data as { note: string }).note),
  },
  { name: 'test.tick', cron: '*/5 * * * *', run: async () => {} },
  {
    name: 'test.ping',
    run: async (w, data) => void w.pinged.set((data as { n: number }).n, performance.now()),
  },
  {
    name: 'test.bulk',
    run: async (w, data) => {
      const { n } = data as { n: number };
      const tries = (w.tries.get(n) ?? 0) + 1;
      w.tries.set(n, tries);
      w.bulk.running++;
      w.bulk.most = Math.max(w.bulk.most, w.bulk.running);
      try {
        // One round trip's worth of waiting, so that a batch's jobs overlap.
        await new Promise((r) => setTimeout(r, 5));
        if (failsOnce(n) && tries === 1) throw new Error(`bulk ${n} fails its first try`);
        w.succeeded.add(n);
      } finally {
        w.bulk.running--;
      }
    },
  },
];

// Our code must leave no promise rejected unheard, whatever pg-boss does.
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  database = await copyTemplate(provided('testDb'));
  // The polling interval is left at its fallback (2 s): a job due now is woken for.
  jobs = createJobs(database, specs);
  await jobs.start(silent, world);
});
afterAll(async () => {
  await jobs?.stop(1000);
  await database?.close();
  process.off('unhandledRejection', onUnhandled);
});

const rows = async <T>(q: ReturnType<typeof sql>, on = database) =>
  ((await on.db.execute(q)) as unknown as { rows: T[] }).rows;

/** Sends pings 0..count-1 one at a time, idle in between, and gives each one's start latency. */
async function pingLatencies(sender: Pick<Jobs<World>, 'send'>, on: Database, count: number, from = 0) {
  const latencies: number[] = [];
  for (let n = from; n < from + count; n++) {
    // Idle for a while at a different point of the polling cycle each time.
    await new Promise((r) => setTimeout(r, 150 + ((n * 337) % 600)));
    await on.db.transaction((tx) => sender.send(tx, 'test.ping', { n }));
    const committed = performance.now();
    await vi.waitFor(() => expect(world.pinged.has(n)).toBe(true), { timeout: 10_000, interval: 5 });
    latencies.push((world.pinged.get(n) ?? 0) - committed);
  }
  if (process.env.JOBS_TEST_VERBOSE) console.log('start latencies, ms:', latencies.map(Math.round));
  return latencies;
}

describe('jobs', () => {
  it('queues a job with its transaction: none when it rolls back, run once when it commits', async () => {
    await database.db
      .transaction(async (tx) => {
        await jobs.send(tx, 'test.note', { note: 'rolled back' });
        throw new Error('the request failed');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await jobs.send(tx, 'test.note', { note: 'committed' }, { singletonKey: 'k' });
      // A second send of the same key while the first waits is dropped.
      await jobs.send(tx, 'test.note', { note: 'again' }, { singletonKey: 'k' });
    });
    await vi.waitFor(() => expect(world.notes).toEqual(['committed']), { timeout: 10_000, interval: 20 });
    const queued = await rows<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'test.note'`,
    );
    expect(queued[0]?.n).toBe(1);
  });

  it('starts a job sent at idle within a second: the sender wakes the worker, no polling needed', async () => {
    const latencies = await pingLatencies(jobs, database, 5);
    // Polling alone (every 2 s) starts each of these 1.4–1.8 s late: the idle gaps follow its cycle.
    for (const ms of latencies) expect(ms).toBeLessThan(1000);
  });

  it('drains 200 jobs of a queue several at a time, failing and retrying each job alone', async () => {
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < 200; n++)
        await jobs.send(tx, 'test.bulk', { n }, { retryLimit: 2, retryDelay: 0, retryBackoff: false });
    });
    await vi.waitFor(() => expect(world.succeeded.size).toBe(200), { timeout: 30_000, interval: 20 });
    // A failing job did not fail the jobs fetched with it: each of those ran once.
    for (let n = 0; n < 200; n++) expect([n, world.tries.get(n)]).toEqual([n, failsOnce(n) ? 2 : 1]);
    expect(world.bulk.most).toBeGreaterThan(1);
    await vi.waitFor(
      async () =>
        expect(
          await rows(sql`
            select state, retry_count::int as retries, count(*)::int as n from pgboss.job
            where name = 'test.bulk' group by 1, 2 order by 2`),
        ).toEqual([
          { state: 'completed', retries: 0, n: 180 },
          { state: 'completed', retries: 1, n: 20 },
        ]),
      { timeout: 5_000, interval: 50 },
    );
  });

  it('keeps a cron schedule in the database, for whichever instance runs it', async () => {
    const schedules = await rows<{ name: string; cron: string }>(sql`select name, cron from pgboss.schedule`);
    expect(schedules).toContainEqual({ name: 'test.tick', cron: '*/5 * * * *' });
  });

  it('refuses to queue before the queue is prepared, and to a queue it does not know, instead of losing the job', async () => {
    const idle = createJobs(database, specs);
    await expect(database.db.transaction((tx) => idle.send(tx, 'test.note', {}))).rejects.toThrow(
      /not prepared/,
    );
    await expect(database.db.transaction((tx) => jobs.send(tx, 'test.nowhere', {}))).rejects.toThrow(
      /no job queue test\.nowhere/,
    );
  });

  it('leaves the app its session after a failing statement of pg-boss (PGlite has only one)', async () => {
    const store = database.jobStore;
    // On PostgreSQL pg-boss has a pool of its own: it never shares a connection with the app.
    if ('db' in store)
      await expect(store.db.executeSql('BEGIN; SELECT 1; SELECT 1/0; COMMIT;')).rejects.toThrow(
        /division by zero/,
      );
    const [ok] = await rows<{ ok: number }>(sql`select 1 as ok`);
    expect(ok?.ok).toBe(1);
  });
});

describe('jobs across instances', () => {
  it("wakes one instance's worker for a job another instance queued (an API instance with JOBS=off)", async () => {
    // PostgreSQL: a second process's connections to the same database; PGlite: the same one.
    const other =
      database.kind === 'postgres'
        ? connectPostgres((database.jobStore as { connectionString: string }).connectionString, 2)
        : database;
    const api = createJobs(other, specs, { workers: false });
    try {
      await api.prepare(silent, () => world);
      await expect(api.work()).rejects.toThrow(/only sends/);
      const latencies = await pingLatencies(api, other, 3, 100);
      for (const ms of latencies) expect(ms).toBeLessThan(1000);
    } finally {
      await api.stop(1000);
      if (other !== database) await other.close();
    }
  });
});

describe('jobs stopping', () => {
  it('waits for a running job, and fails one still running when the time is up so that it is retried', async () => {
    let release = () => {};
    const started: string[] = [];
    const runner = createJobs(database, [
      {
        name: 'test.slow',
        run: async (_w, data) => {
          const { note } = data as { note: string };
          started.push(note);
          // 'finishes' ends when released; 'hangs' never does.
          await new Promise<void>((r) => {
            if (note === 'finishes') release = r;
          });
        },
      },
    ]);
    await runner.start(silent, world);
    const stateOf = async (note: string) =>
      (
        await rows<{ state: string }>(
          sql`select state from pgboss.job where name = 'test.slow' and data->>'note' = ${note}`,
        )
      )[0]?.state;
    await database.db.transaction((tx) => runner.send(tx, 'test.slow', { note: 'finishes' }));
    await vi.waitFor(() => expect(started).toEqual(['finishes']), { timeout: 10_000, interval: 10 });
    const stopping = runner.stop(10_000);
    setTimeout(() => release(), 200);
    await stopping;
    expect(await stateOf('finishes')).toBe('completed');

    const again = createJobs(database, [
      {
        name: 'test.slow',
        run: async () => {
          started.push('hangs');
          await new Promise(() => {});
        },
      },
    ]);
    await again.start(silent, world);
    await database.db.transaction((tx) => again.send(tx, 'test.slow', { note: 'hangs' }));
    await vi.waitFor(() => expect(started).toEqual(['finishes', 'hangs']), { timeout: 10_000, interval: 10 });
    await again.stop(300);
    // Given back at once rather than left active until it expires: pg-boss retries it.
    expect(await stateOf('hangs')).toBe('retry');
  });
});

/**
 * A database that outlives the processes using it, as a server's does: PGlite in a data directory
 * (a copy of the test template), or this test's own PostgreSQL database.
 */
async function lastingDatabase() {
  const source = provided('testDb');
  if (source.kind === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'meja-jobs-'));
    const first = new PGlite(dir, { loadDataDir: new Blob([await readFile(source.location)]) });
    await first.close();
    return { open: () => connectPglite(dir), dispose: () => rm(dir, { recursive: true, force: true }) };
  }
  const kept = await copyTemplate(source);
  const { connectionString } = kept.jobStore as { connectionString: string };
  return { open: () => connectPostgres(connectionString, 2), dispose: () => kept.close() };
}

describe('jobs across a restart', () => {
  const later: JobSpec<string[]>[] = [
    {
      name: 'test.later',
      policy: 'stately',
      run: async (notes, data) => void notes.push((data as { note: string }).note),
    },
  ];

  // Two PGlite starts from a data directory and two job runners: slow on a loaded 2-core machine.
  it('runs a job queued before a restart once, on the instance that starts next', {
    timeout: 90_000,
  }, async () => {
    const store = await lastingDatabase();
    const runs: string[] = [];
    let db = store.open();
    let runner = createJobs(db, later, { pollingIntervalSeconds: 0.5 });
    try {
      await runner.start(silent, runs);
      await db.db.transaction((tx) =>
        runner.send(
          tx,
          'test.later',
          { note: 'after the restart' },
          { singletonKey: 'once', startAfter: new Date(Date.now() + 5_000) },
        ),
      );
      // The instance stops before the job is due, and with it its connection to the database.
      await runner.stop(1000);
      await db.close();
      expect(runs).toEqual([]);

      db = store.open();
      runner = createJobs(db, later, { pollingIntervalSeconds: 0.5 });
      await runner.start(silent, runs);
      await vi.waitFor(() => expect(runs).toEqual(['after the restart']), { timeout: 20_000, interval: 100 });
      // Done, not waiting to run again: one job, completed.
      await vi.waitFor(
        async () =>
          expect(await rows(sql`select state from pgboss.job where name = 'test.later'`, db)).toEqual([
            { state: 'completed' },
          ]),
        { timeout: 5_000, interval: 100 },
      );
      expect(runs).toEqual(['after the restart']);
    } finally {
      await runner.stop(1000);
      await db.close();
      await store.dispose();
    }
  });
});

describe('jobs and the process', () => {
  it('left no promise rejected without a handler', () => {
    expect(unhandled).toEqual([]);
  });
});
