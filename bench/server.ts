/**
 * The server processes the benchmarks drive: the production server (tsx apps/server/src/main.ts)
 * on a free loopback port, on an embedded database of its own or on a PostgreSQL database made for
 * the run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export interface BenchDatabase {
  /** Undefined: each server keeps an embedded (PGlite) database in its own data directory. */
  url?: string;
  drop: () => Promise<void>;
}

/**
 * On PostgreSQL (DATABASE_URL) each run gets a database of its own, so that no earlier run's
 * orders, tables or throttle counters weigh on this one; it is dropped at the end.
 */
export async function freshDatabase(): Promise<BenchDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) return { drop: async () => {} };
  const name = `meja_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface BenchServer {
  url: string;
  /** The process started (tsx, which runs the server in a child process of its own). */
  pid?: number;
  stop: () => Promise<void>;
}

/**
 * One server process on `database`, with the demo seed (applied only to an empty database, so a
 * second instance on the same PostgreSQL finds the first one's). `env` adds settings.
 */
export async function startServer(
  database: BenchDatabase,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'meja-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO_SEED: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  let up = false;
  for (let i = 0; i < 400 && child.exitCode === null; i++) {
    up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  if (!up) {
    await stop();
    throw new Error(`the server on port ${port} did not come up`);
  }
  return { url, pid: child.pid, stop };
}
