/**
 * The queues of the `jobs` scenario: one per queue of the app that is sent to per order, payment
 * or print, with the same policy, and a handler of one database round trip each (an insert into
 * `bench_jobs_done`) in place of the real one, which would need real orders, payments, printers
 * and gateways. The cron-only sweeps (`singleton`, one job a minute) are left out: they run one
 * at a time by design.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import type { JobSpec } from '../apps/server/src/lib/jobs';

export const benchQueues = [
  { name: 'bench.orders.expire', policy: 'stately' },
  { name: 'bench.payments.check', policy: 'stately' },
  { name: 'bench.printing.print', policy: 'stately' },
  { name: 'bench.printing.receipt-mail', policy: 'stately' },
  { name: 'bench.settlements.clear-balance', policy: 'standard' },
] as const;

/** Sent one at a time at idle, for the start latency; the parent is told when each starts. */
export const pingQueue = 'bench.ping';

export const createDoneTable = sql`
  create table if not exists bench_jobs_done (queue text not null, round int not null, n int not null, pid int not null)`;

export interface BenchCtx {
  db: Db;
}

export function benchJobSpecs(started: (queue: string, n: number) => void): JobSpec<BenchCtx>[] {
  const specs: JobSpec<BenchCtx>[] = benchQueues.map((q) => ({
    name: q.name,
    policy: q.policy,
    run: async ({ db }, data) => {
      const { round, n } = data as { round: number; n: number };
      started(q.name, n);
      await db.execute(
        sql`insert into bench_jobs_done (queue, round, n, pid) values (${q.name}, ${round}, ${n}, ${process.pid})`,
      );
    },
  }));
  specs.push({
    name: pingQueue,
    run: async (_ctx, data) => started(pingQueue, (data as { n: number }).n),
  });
  return specs;
}

/** Parent → worker. */
export type JobsWorkerMessage =
  | { type: 'prepare' }
  | { type: 'work' }
  | { type: 'report' }
  | { type: 'stop' };

/** Worker → parent. */
export type JobsWorkerReply =
  | { type: 'ready' }
  | { type: 'started'; queue: string; n: number; at: number }
  | { type: 'report'; ran: Record<string, number>; cpuMs: number };
