/**
 * The server processes the benchmarks drive: the production server as `npm start` runs it (the
 * bundle of apps/server/scripts/build.mjs, built once per run from the sources) on a free loopback port, on an embedded database of its own or on a PostgreSQL database made for
 * the run.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
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
  /** The database's name on that server (PostgreSQL only). */
  name?: string;
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
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

let built: Promise<unknown> | undefined;
/** The server's bundle from the current sources, once per run (`npm start` builds it the same way). */
const buildServer = () => {
  built ??= promisify(execFile)(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: root });
  return built;
};

export interface BenchServer {
  url: string;
  /** The server's process. */
  pid?: number;
  /** Milliseconds from spawn to the first /api/health that answered OK. */
  readyMs?: number;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** PGlite's data directory, kept when the server stops (default: a fresh one, removed). */
  dataDir?: string;
  /** How often /api/health is asked while starting (ms). */
  pollMs?: number;
}

/**
 * One server process on `database`, with the demo seed (applied only to an empty database, so a
 * second instance on the same PostgreSQL finds the first one's). `env` adds settings.
 */
export async function startServer(
  database: BenchDatabase,
  env: Record<string, string> = {},
  o: StartOptions = {},
): Promise<BenchServer> {
  await buildServer();
  const dataDir = o.dataDir ?? (await mkdtemp(join(tmpdir(), 'meja-bench-')));
  const pollMs = o.pollMs ?? 250;
  const spawnedAt = performance.now();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // No database URL: the embedded one, whatever this process's environment says.
  const { DATABASE_URL: _, ...inherited } = process.env;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', 'apps/server/dist/server/main.js'],
    {
      cwd: root,
      env: {
        ...inherited,
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
    },
  );
  const exited = new Promise((r) => child.once('exit', r));
  let up = false;
  for (let i = 0; i < 100_000 / pollMs && child.exitCode === null; i++) {
    up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, pollMs));
  }
  const readyMs = performance.now() - spawnedAt;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    if (!o.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  if (!up) {
    await stop();
    throw new Error(`the server on port ${port} did not come up`);
  }
  return { url, pid: child.pid, readyMs, stop };
}
