/**
 * Scenario "jobs" (issue 25, PostgreSQL only): how fast the job queue drains and how soon a job
 * sent at idle starts. The sender is this process, as an API instance with JOBS=off would be
 * (`createJobs(…, { workers: false })` on the bench database); the workers are processes of
 * their own (jobs-worker.ts), each the server's job runner with its defaults (2 s fallback
 * polling, 10 jobs of a queue at once). The queues and their one-round-trip handlers are in
 * jobs-queues.ts.
 *
 * 1. Drain: 2,000 jobs of each of the 5 queues queued while no worker runs, then drained by one
 *    worker instance, and again (as many jobs more) by two: jobs/s per instance (goal ≥ 50), and
 *    the CPU per job of the workers and of PostgreSQL's backends.
 * 2. Start latency: 20 jobs sent one at a time, idle 0.2–1.5 s in between, from this
 *    process to one worker: from the sender's COMMIT returning to the handler starting in the
 *    worker (goal ≤ 1 s; median and max).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { connectPostgres, type Database } from '../apps/server/src/db/client';
import { createJobs, type Jobs } from '../apps/server/src/lib/jobs';
import { cpuMsOfTrees } from './cpu';
import {
  type BenchCtx,
  benchJobSpecs,
  benchQueues,
  createDoneTable,
  type JobsWorkerMessage,
  type JobsWorkerReply,
  pingQueue,
} from './jobs-queues';
import { startPgMeter } from './pg-cpu';

const perQueue = 2_000;

interface Worker {
  child: ChildProcess;
  ask(m: JobsWorkerMessage): void;
  next<T extends JobsWorkerReply['type']>(type: T): Promise<Extract<JobsWorkerReply, { type: T }>>;
  stop(): Promise<void>;
}

async function startWorker(url: string, onStarted: (n: number, at: number) => void): Promise<Worker> {
  const child = fork(fileURLToPath(new URL('./jobs-worker.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, JOBS_BENCH_DATABASE_URL: url },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<string, { resolve: (m: JobsWorkerReply) => void; reject: (e: Error) => void }>();
  child.on('message', (m: JobsWorkerReply) => {
    if (m.type === 'started') onStarted(m.n, m.at);
    waiting.get(m.type)?.resolve(m);
    waiting.delete(m.type);
  });
  const exited = new Promise<void>((r) =>
    child.once('exit', (code) => {
      for (const [type, w] of waiting) w.reject(new Error(`jobs worker exited (${code}) before '${type}'`));
      waiting.clear();
      r();
    }),
  );
  const w: Worker = {
    child,
    ask: (m) => child.send(m),
    next: (type) =>
      new Promise((resolve, reject) => {
        waiting.set(type, { resolve: resolve as (m: JobsWorkerReply) => void, reject });
      }),
    async stop() {
      if (child.exitCode !== null) return;
      w.ask({ type: 'stop' });
      await exited;
    },
  };
  const ready = w.next('ready');
  w.ask({ type: 'prepare' });
  await ready;
  return w;
}

/** The sender's log: errors only. */
const errorsOnly = {
  level: 'error',
  fatal: console.error,
  error: console.error,
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => errorsOnly,
} as unknown as FastifyBaseLogger;

const count = async (database: Database, q: ReturnType<typeof sql>) =>
  ((await database.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** 2,000 jobs of each queue, in transactions of 100 sends, each with a key of its own. */
async function queueAll(database: Database, sender: Jobs<BenchCtx>, round: number) {
  const began = performance.now();
  for (const q of benchQueues)
    for (let from = 0; from < perQueue; from += 100)
      await database.db.transaction(async (tx) => {
        for (let n = from; n < from + 100; n++)
          await sender.send(tx, q.name, { round, n }, { singletonKey: `${round}-${n}` });
      });
  return (benchQueues.length * perQueue) / ((performance.now() - began) / 1000);
}

const report = (w: Worker) => {
  const r = w.next('report');
  w.ask({ type: 'report' });
  return r;
};

/** Queues a round of jobs with no worker running, then times `instances` workers draining it. */
async function drain(
  database: Database,
  sender: Jobs<BenchCtx>,
  at: { url: string; adminUrl: string; name: string },
  instances: number,
  round: number,
) {
  const total = benchQueues.length * perQueue;
  const sendRate = await queueAll(database, sender, round);
  const workers = await Promise.all(Array.from({ length: instances }, () => startWorker(at.url, () => {})));
  try {
    const pids = workers.map((w) => w.child.pid ?? 0);
    const meter = await startPgMeter(at.adminUrl, at.name, 'server');
    const cpuBefore = await cpuMsOfTrees(pids);
    const began = performance.now();
    for (const w of workers) w.ask({ type: 'work' });
    // The workers' own counts while they run (no query of ours weighs on the database), then
    // pg-boss's word that every job is completed.
    const ranOf = async () =>
      (await Promise.all(workers.map(report))).map((r) => Object.values(r.ran).reduce((a, b) => a + b, 0));
    while ((await ranOf()).reduce((a, b) => a + b, 0) < total) await sleep(50);
    const completed = sql`select count(*)::int as n from pgboss.job
      where name like 'bench.%' and state = 'completed' and (data->>'round')::int = ${round}`;
    while ((await count(database, completed)) < total) await sleep(10);
    const seconds = (performance.now() - began) / 1000;
    const cpuAfter = await cpuMsOfTrees(pids);
    const pgMs = await meter.stop();
    const ran = await ranOf();
    return { sendRate, seconds, ran, workerMs: (cpuAfter ?? 0) - (cpuBefore ?? 0), pgMs, total };
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
  }
}

export interface JobsFigures {
  /** Jobs/s of the slower instance, draining alone and with another. */
  perInstance: { one: number; two: number };
  latency: { medianMs: number; maxMs: number };
}

export async function jobsScenario(o: { pings?: number } = {}): Promise<JobsFigures | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    console.log('\nJobs: skipped (PostgreSQL only: set DATABASE_URL)');
    return undefined;
  }
  const name = `meja_bench_jobs_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const at = { url: url.toString(), adminUrl: base, name };
  const database = connectPostgres(at.url);
  // The API instance that sends: it prepares the queues (pg-boss's schema, the wake trigger).
  const sender = createJobs(
    database,
    benchJobSpecs(() => {}),
    { workers: false },
  );
  try {
    await sender.prepare(errorsOnly, () => ({ db: database.db }));
    await database.db.execute(createDoneTable);
    const rows = [];
    const perInstance = { one: 0, two: 0 };
    for (const [round, instances] of [1, 2].entries()) {
      const r = await drain(database, sender, at, instances, round);
      const perSecond = r.ran.map((n) => Math.round(n / r.seconds));
      perInstance[instances === 1 ? 'one' : 'two'] = Math.min(...perSecond);
      rows.push({
        workers: instances,
        jobs: r.total,
        'queued/s': Math.round(r.sendRate),
        'drain s': Number(r.seconds.toFixed(2)),
        'jobs/s': Math.round(r.total / r.seconds),
        'jobs/s per instance': perSecond.join(' + '),
        'worker CPU ms/job': Number((r.workerMs / r.total).toFixed(3)),
        'PG CPU ms/job': Number((r.pgMs / r.total).toFixed(3)),
      });
    }
    const twice = await count(
      database,
      sql`select count(*)::int as n from (select 1 from bench_jobs_done group by queue, round, n having count(*) > 1) d`,
    );
    console.log(
      `\nJobs: ${perQueue} of each of ${benchQueues.length} queues queued, then drained by 1 and by 2 worker processes`,
    );
    console.table(rows);
    console.log(`jobs whose handler ran more than once: ${twice}`);

    const latencies = await startLatencies(database, sender, at.url, o.pings ?? 20);
    const sorted = [...latencies].sort((a, b) => a - b);
    const ms = (x: number | undefined) => Number((x ?? 0).toFixed(1));
    const latency = { medianMs: ms(sorted[Math.floor((sorted.length - 1) / 2)]), maxMs: ms(sorted.at(-1)) };
    console.log(
      `\nJobs: start latency of a job sent at idle, ${latencies.length} sends (the sender's COMMIT → its handler starting in the worker process)`,
    );
    console.table([{ 'median ms': latency.medianMs, 'max ms': latency.maxMs, 'min ms': ms(sorted[0]) }]);
    const met = (ok: boolean) => (ok ? 'met' : 'missed');
    console.log('\nJobs: goals of issue 25');
    console.table([
      {
        goal: 'jobs/s per instance, 1 worker',
        measured: perInstance.one,
        target: '≥ 50',
        '': met(perInstance.one >= 50),
      },
      {
        goal: 'jobs/s per instance, 2 workers',
        measured: perInstance.two,
        target: '≥ 50',
        '': met(perInstance.two >= 50),
      },
      {
        goal: 'start latency at idle (max)',
        measured: `${latency.maxMs} ms`,
        target: '≤ 1000 ms',
        '': met(latency.maxMs <= 1000),
      },
    ]);
    return { perInstance, latency };
  } finally {
    await sender.stop(1000);
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function startLatencies(database: Database, sender: Jobs<BenchCtx>, url: string, pings: number) {
  const started = new Map<number, number>();
  const worker = await startWorker(url, (n, at) => started.set(n, at));
  const latencies: number[] = [];
  try {
    worker.ask({ type: 'work' });
    // Let its first fetches pass: from here on the worker is idle.
    await sleep(1000);
    for (let n = 0; n < pings; n++) {
      await sleep(200 + Math.random() * 1300);
      await database.db.transaction((tx) => sender.send(tx, pingQueue, { n }));
      const committed = performance.timeOrigin + performance.now();
      const deadline = Date.now() + 10_000;
      while (!started.has(n) && Date.now() < deadline) await sleep(1);
      const at = started.get(n);
      if (at === undefined) throw new Error(`ping ${n} did not start within 10 s`);
      latencies.push(at - committed);
    }
  } finally {
    await worker.stop();
  }
  return latencies;
}
