/**
 * One worker instance of the `jobs` scenario (scenario-jobs.ts), a process of its own as a server
 * or `npm run worker` is: the server's job runner (apps/server/src/lib/jobs.ts) on the bench
 * database, with the scenario's queues. Driven over IPC: `prepare` → `ready`; `work` (workers
 * start); `report` → its counts and CPU; `stop` → stops gracefully and exits. Each ping's start
 * is told to the parent (`started`, with a wall-clock time in ms comparable across processes).
 */
import type { FastifyBaseLogger } from 'fastify';
import { connectPostgres } from '../apps/server/src/db/client';
import { createJobs } from '../apps/server/src/lib/jobs';
import { benchJobSpecs, type JobsWorkerMessage, type JobsWorkerReply, pingQueue } from './jobs-queues';

const url = process.env.JOBS_BENCH_DATABASE_URL;
if (!url) throw new Error('JOBS_BENCH_DATABASE_URL is not set');
const reply = (m: JobsWorkerReply) => process.send?.(m);

/** Errors to stderr (the bench shows them); nothing else. */
const log = {
  level: 'error',
  fatal: (...a: unknown[]) => console.error('[jobs-worker]', ...a),
  error: (...a: unknown[]) => console.error('[jobs-worker]', ...a),
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => log,
} as unknown as FastifyBaseLogger;

const database = connectPostgres(url);
const ran = new Map<string, number>();
const specs = benchJobSpecs((queue, n) => {
  ran.set(queue, (ran.get(queue) ?? 0) + 1);
  if (queue === pingQueue)
    reply({ type: 'started', queue, n, at: performance.timeOrigin + performance.now() });
});
const jobs = createJobs(database, specs);
let cpuAtWork = process.cpuUsage();

process.on('message', async (m: JobsWorkerMessage) => {
  try {
    if (m.type === 'prepare') {
      await jobs.prepare(log, () => ({ db: database.db }));
      reply({ type: 'ready' });
    } else if (m.type === 'work') {
      cpuAtWork = process.cpuUsage();
      await jobs.work();
    } else if (m.type === 'report') {
      const cpu = process.cpuUsage(cpuAtWork);
      reply({ type: 'report', ran: Object.fromEntries(ran), cpuMs: (cpu.user + cpu.system) / 1000 });
    } else if (m.type === 'stop') {
      await jobs.stop(5_000);
      await database.close();
      process.exit(0);
    }
  } catch (err) {
    console.error('[jobs-worker]', err);
    process.exit(1);
  }
});
