import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, inject as provided, vi } from 'vitest';
import { copyTemplate } from '../../test/database';
import type { Database } from '../db/client';
import { createJobs, type Jobs } from './jobs';

/** pg-boss in the app's own database, on PGlite and on PostgreSQL alike. */
let database: Database;
let jobs: Jobs;
const seen: string[] = [];

beforeAll(async () => {
  database = await copyTemplate(provided('testDb'));
  jobs = createJobs(
    database,
    [
      {
        name: 'test.note',
        policy: 'stately',
        run: async (data) => void seen.push((data as { note: string }).note),
      },
      { name: 'test.tick', cron: '*/5 * * * *', run: async () => {} },
    ],
    { pollingIntervalSeconds: 0.5 },
  );
  await jobs.start(pino({ level: 'silent' }));
});
afterAll(async () => {
  await jobs?.stop(1000);
  await database?.close();
});

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

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
