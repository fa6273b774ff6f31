/**
 * CPU per operation at low concurrency: the server's process tree (cpu.ts) and the PostgreSQL
 * backends of the bench database (pg-cpu.ts), read before and after a fixed number of operations
 * that follow a warm-up. Whatever else the process does meanwhile (pg-boss polling, timers) is
 * charged to the operations, as it would be in production.
 */
import { cpuMsOfTrees } from './cpu';
import { startPgMeter } from './pg-cpu';

export interface Measured {
  ops: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface CpuPerOp extends Measured {
  serverMs?: number;
  /** Undefined on PGlite, where the database runs inside the server process. */
  pgMs?: number;
}

export interface Measuring {
  /** The process whose tree does the work (the server, or a reference). */
  pid: number;
  /** PostgreSQL only: where its backends are, and whose of them to count. */
  pg?: { adminUrl: string; database: string; of: 'server' | 'reference' };
  warm: () => Promise<unknown>;
  run: () => Promise<Measured>;
}

export async function cpuPerOp(m: Measuring): Promise<CpuPerOp> {
  await m.warm();
  const before = await cpuMsOfTrees([m.pid]);
  const meter = m.pg && (await startPgMeter(m.pg.adminUrl, m.pg.database, m.pg.of));
  const r = await m.run();
  const after = await cpuMsOfTrees([m.pid]);
  const pg = await meter?.stop();
  const per = (ms: number | undefined) => (ms === undefined || !r.ops ? undefined : ms / r.ops);
  return {
    ...r,
    serverMs: before === undefined || after === undefined ? undefined : per(after - before),
    pgMs: per(pg),
  };
}
