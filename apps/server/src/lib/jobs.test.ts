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
let jobs: Jobs<string[]>;
const seen: string[] = [];
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  database = await copyTemplate(provided('testDb'));
  jobs = createJobs(
    database,
    [
      {
        name: 'test.note',
        policy: 'stately',
        run: async (notes, data) => void notes.push((data as { note: string }).note),
      },
      { name: 'test.tick', cron: '*/5 * * * *', run: async () => {} },
    ],
    { pollingIntervalSeconds: 0.5 },
  );
  await jobs.start(silent, seen);
});
afterAll(async () => {
  await jobs?.stop(1000);
  await database?.close();
});

const rows = async <T>(q: ReturnType<typeof sql>, on = database) =>
  ((await on.db.execute(q)) as unknown as { rows: T[] }).rows;

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
    await vi.waitFor(() => expect(seen).toEqual(['committed']), { timeout: 10_000, interval: 50 });
    const queued = await rows<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'test.note'`,
    );
    expect(queued[0]?.n).toBe(1);
  });

  it('keeps a cron schedule in the database, for whichever instance runs it', async () => {
    const schedules = await rows<{ name: string; cron: string }>(sql`select name, cron from pgboss.schedule`);
    expect(schedules).toContainEqual({ name: 'test.tick', cron: '*/5 * * * *' });
  });

  it('refuses to queue before it is started, instead of losing the job', async () => {
    const idle = createJobs(database, []);
    await expect(database.db.transaction((tx) => idle.send(tx, 'test.note', {}))).rejects.toThrow(
      /not started/,
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

  it('runs a job queued before a restart once, on the instance that starts next', async () => {
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
