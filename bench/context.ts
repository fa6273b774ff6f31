/** What every scenario gets from the run, and what it leaves for the summary. */
import type { CpuPerOp } from './cpu-per-op';
import type { DemoStore } from './demo';
import type { Reference } from './reference/start';

export interface BenchContext {
  server: { url: string; pid: number };
  refs: { hello: Reference; insert?: Reference; menuRows?: Reference };
  /** PostgreSQL only. */
  pg?: { adminUrl: string; url: string; database: string };
  demo: DemoStore;
  adminToken: string;
  sandboxSecret: string;
  duration: number;
  connections: number;
  diners: number;
}

/** The ordering app asks for compressed replies, as every browser does. */
export const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

export interface Results {
  cpu: Record<string, CpuPerOp>;
  throughput: Record<string, number>;
  stores?: { one: number; hundred: number };
  paint?: { medianMs: number; runs: number[]; jsCssKb?: number };
  pglite?: { restartMs: number; rssMb: number };
  reload?: { medianMs: number; reloads: number; over2s: number };
}
