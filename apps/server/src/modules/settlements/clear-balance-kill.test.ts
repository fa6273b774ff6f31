import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it, inject as provided, vi } from 'vitest';
import { copyTemplate } from '../../../test/database';
import { connectPglite, connectPostgres, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { createJobs, type JobSpec, type Jobs } from '../../lib/jobs';
import type { ActorCtx, Ctx } from '../../plugins/context';
import { clearBalanceJob, requestClearBalance, runClearBalance, sweepRuns } from './clear-balance';
import { settlementJobs } from './jobs';
import * as repo from './repository';
import { merchantNamed, redeemAt, settlementsOf } from './test-support';

/**
 * THE proof of issue 13's Clear Balance: a run of three merchants whose process dies right after
 * the first merchant's transaction commits, and an instance started afterwards on the same
 * database, clear each balance exactly once.
 */
const silent = pino({ level: 'silent' });

/** A database that outlives the processes using it: PGlite in a data directory, or PostgreSQL. */
async function lastingDatabase() {
  const source = provided('testDb');
  if (source.kind === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'meja-clear-'));
    const first = new PGlite(dir, { loadDataDir: new Blob([await readFile(source.location)]) });
    await first.close();
    return {
      kind: source.kind,
      open: () => connectPglite(dir),
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const kept = await copyTemplate(source);
  const { connectionString } = kept.jobStore as { connectionString: string };
  return { kind: source.kind, open: () => connectPostgres(connectionString, 4), dispose: () => kept.close() };
}

const ctxOf = (database: Database, jobs: Jobs<Ctx>, actorId: number) =>
  ({
    db: database.db,
    database,
    jobs,
    actor: { id: actorId, role: 'admin' },
    locale: 'en',
    ip: '',
  }) as unknown as ActorCtx;

describe('Clear Balance killed half-way', () => {
  it('clears each balance exactly once after a restart, and never again', async () => {
    const store = await lastingDatabase();
    let database = store.open();
    const db = () => database.db;
    // The first process: its job dies (the database goes away under it) once a merchant is cleared.
    let died = false;
    const dying: JobSpec<Ctx>[] = [
      {
        name: clearBalanceJob,
        run: async (_ctx, data) => {
          await runClearBalance(db(), (data as { runId: number }).runId, {
            afterMerchant: async () => {
              died = true;
              await database.close();
              await new Promise(() => {}); // the process is gone: nothing after this runs
            },
          });
        },
      },
    ];
    // One job at a time: with free slots the dying runner would take the re-queued run too.
    let runner: Jobs<Ctx> = createJobs(database, dying, { pollingIntervalSeconds: 0.5, concurrency: 1 });
    const afterwards: (() => Promise<unknown>)[] = [];
    try {
      const [admin] = await db().select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
      const adminId = admin?.id ?? 0;
      const owed = [1234, 5000, 75];
      const merchants: number[] = [];
      for (const [i, sen] of owed.entries()) {
        const m = await merchantNamed(db(), `Kedai ${i}`);
        await redeemAt(db(), m, sen);
        merchants.push(m);
      }
      await runner.start(silent, ctxOf(database, runner, adminId));
      const runId = await requestClearBalance(ctxOf(database, runner, adminId), merchants);
      await vi.waitFor(() => expect(died).toBe(true), { timeout: 20_000, interval: 50 });
      // A dead process stops nothing. On PGlite its job runner went with the database; on
      // PostgreSQL pg-boss has a pool of its own, and stopping it gracefully would hand the job
      // back at once (not what a crash does), so it is left hanging until the end.
      const dead = runner;
      if (store.kind === 'pglite') await dead.stop(1000).catch(() => undefined);
      else afterwards.push(() => dead.stop(1000));

      // The next instance: the first merchant was cleared, its job still counts as active.
      database = store.open();
      runner = createJobs(database, settlementJobs, { pollingIntervalSeconds: 0.5 });
      const ctx = ctxOf(database, runner, adminId);
      await runner.start(silent, ctx);
      expect(await repo.runById(db(), runId)).toMatchObject({ status: 'running', done: 1, clearedSen: 1234 });
      const [job] = (
        (await db().execute(
          sql`select state from pgboss.job where name = ${clearBalanceJob} and singleton_key = ${String(runId)}`,
        )) as unknown as { rows: { state: string }[] }
      ).rows;
      expect(job?.state).toBe('active');
      // A job started moments ago is taken for alive; once it is stale (the minute's sweep), the run is queued again.
      expect(await sweepRuns(db(), runner)).toEqual([]);
      expect(await sweepRuns(db(), runner, 0)).toEqual([runId]);
      await vi.waitFor(
        async () =>
          expect(await repo.runById(db(), runId)).toMatchObject({ status: 'done', done: 3, total: 3 }),
        { timeout: 20_000, interval: 100 },
      );
      expect(await repo.runById(db(), runId)).toMatchObject({ clearedSen: 1234 + 5000 + 75, error: null });
      for (const [i, m] of merchants.entries())
        expect((await settlementsOf(db(), m)).map((s) => [s.amountSen, s.runId])).toEqual([[owed[i], runId]]);
      // The sweep finds nothing more to do.
      expect(await sweepRuns(db(), runner, 0)).toEqual([]);

      // A second Clear Balance of the same merchants makes nothing; a later redemption just its amount.
      const again = await requestClearBalance(ctx, merchants);
      await vi.waitFor(async () => expect((await repo.runById(db(), again))?.status).toBe('done'), {
        timeout: 20_000,
        interval: 100,
      });
      expect(await repo.runById(db(), again)).toMatchObject({ done: 3, clearedSen: 0 });
      await redeemAt(db(), merchants[1] ?? 0, 321);
      const third = await requestClearBalance(ctx, merchants);
      await vi.waitFor(async () => expect((await repo.runById(db(), third))?.status).toBe('done'), {
        timeout: 20_000,
        interval: 100,
      });
      expect(await repo.runById(db(), third)).toMatchObject({ done: 3, clearedSen: 321 });
      expect((await settlementsOf(db(), merchants[1] ?? 0)).map((s) => s.amountSen)).toEqual([5000, 321]);
      expect((await settlementsOf(db(), merchants[0] ?? 0)).map((s) => s.amountSen)).toEqual([1234]);
    } finally {
      await runner.stop(1000).catch(() => undefined);
      for (const stop of afterwards) await stop().catch(() => undefined);
      await database.close().catch(() => undefined);
      await store.dispose();
    }
  }, 90_000);
});
