import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createPgListener, type Listen } from '../lib/notify';
import * as schema from './schema';

/** Both engines expose the same query builder; a transaction is a Db too. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Runs `fn` in `db` when it already is a transaction, else in a new one. No savepoint inside the
 * caller's: it would only cost round trips, as a failure aborts the caller's transaction anyway.
 */
export function atomically<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return isTransaction(db) ? fn(db) : db.transaction(fn);
}

const isTransaction = (db: Db): boolean => db instanceof PgTransaction;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * LISTEN to a channel (lib/notify.ts): `onMessage` gets the payload of every NOTIFY on it, sent
   * by any connection of any instance, once its transaction commits. Resolves once listening.
   * PostgreSQL: one dedicated connection that reconnects; PGlite: the embedded client.
   */
  listen: Listen;
  /** Where pg-boss keeps its queues (lib/jobs.ts): this same database. */
  jobStore: JobStore;
  /**
   * Runs `fn` while no other instance runs its own `exclusive` (a PostgreSQL advisory lock on a
   * connection of its own): instances starting together on an empty database migrate and seed it
   * one after the other (the second died in migration, issue 25). PGlite has one process anyway.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * PGlite only: a consistent copy of the data directory (gzipped tar), taken between the app's
   * transactions while the server keeps serving (`npm run backup`).
   */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** How pg-boss reaches the database: its own pool (PostgreSQL), or SQL run on PGlite by the app. */
export type JobStore =
  | { connectionString: string; max: number }
  | { db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } };

/**
 * A checked-out connection that dies goes back to the pool as dead, whoever holds it. Drizzle's
 * transaction sends `begin` before its try/finally: when the connection is killed at that moment
 * the client is never released, and after `poolSize` such deaths (a failover) every request waits
 * for a connection forever (found by test/loyalty-kill.pg.test.ts). Releasing is made idempotent so
 * the holder's own release afterwards is harmless.
 */
function releaseWhenDead(pool: pg.Pool) {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  pool.connect = ((...args: unknown[]) => {
    // The callback form is the pool's own (pool.query): it releases its clients itself.
    if (args.length) return (connect as (...a: unknown[]) => unknown)(...args);
    return connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const releaseOnce = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('end', died);
        release(err);
      };
      const died = () => releaseOnce(new Error('connection ended while checked out'));
      client.once('end', died);
      client.release = releaseOnce;
      return client;
    });
  }) as typeof pool.connect;
}

/** pg_advisory_lock's key for starting an instance (migrations, first-start data): any constant of ours. */
const START_LOCK = 4_640_257_001;

async function underAdvisoryLock<T>(url: string, fn: () => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  c.on('error', () => {});
  await c.connect();
  try {
    await c.query('select pg_advisory_lock($1)', [START_LOCK]);
    return await fn();
  } finally {
    // Ending the session lets go of the lock, however the unlock went.
    await c.end().catch(() => {});
  }
}

export function connectPostgres(url: string, poolSize = 10): Database {
  // JIT compiles a plan whose estimated cost is high (a report's grouped rollups, a generated
  // series with correlated counts) and spends ~300 ms doing it on queries that run in 10: every
  // query here is short, so it is off for our connections (the server's setting stays as it is).
  // A request waits at most 10 s for a connection (the database restarting), then is answered 503.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: '-c jit=off',
    connectionTimeoutMillis: 10_000,
  });
  // An idle connection the server drops (restart, failover, a forced DROP DATABASE) emits an
  // error on the pool; unhandled, it would stop the process. The pool replaces the connection.
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') console.error('PostgreSQL idle connection error:', err.message);
  });
  // A connection that dies while checked out but between statements (a transaction awaiting its
  // caller) emits 'error' with no query to take it: without a listener of its own that stops the
  // process. The caller's next statement fails instead, its transaction rolls back, and the pool
  // drops the connection (found by test/loyalty-kill.pg.test.ts).
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  releaseWhenDead(pool);
  const db = drizzlePg(pool, { schema });
  const listener = createPgListener(url, console, pool);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    listen: listener.listen,
    // Its own small pool: its polling never waits for one of the app's connections.
    jobStore: { connectionString: url, max: 3 },
    exclusive: (fn) => underAdvisoryLock(url, fn),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * PGlite's default shared_buffers (160 MB) is touched at start and was most of the process's
 * ~430 MB resident; the demo database is ~45 MB, and the OS's page cache holds the rest of a
 * larger one. 32 MB keeps the process under 400 MB (issue 16).
 */
export const embeddedStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** An embedded PostgreSQL (WASM): a data directory, or an existing instance such as a test snapshot. */
export function connectPglite(source: string | PGlite): Database {
  const client =
    typeof source === 'string' ? new PGlite(source, { startParams: embeddedStartParams }) : source;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    jobStore: { db: pgliteExecutor(client) },
    exclusive: (fn) => fn(),
    // The checkpoint writes every committed page to the files; the dump then runs inside a
    // transaction of PGlite's, so no transaction of the app's is half-way when the files are read.
    async dump() {
      await client.exec('checkpoint');
      return client.transaction(() => client.dumpDataDir('gzip'));
    },
    close: () => client.close(),
  };
}

/**
 * pg-boss's SQL on the embedded client. Each call runs between the app's transactions (PGlite
 * runs one at a time), never inside one. Without parameters pg-boss may send several statements,
 * some its own BEGIN … COMMIT: `exec` runs them, in a transaction of PGlite's so that a failure
 * is rolled back at once instead of leaving the one session in an aborted transaction.
 */
function pgliteExecutor(client: PGlite) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return client.query(text, values);
      const results = await client.transaction((tx) => tx.exec(text));
      // pg-boss 12 looks for a statement's rows among all of them (a RETURNING before the COMMIT).
      return { rows: results.flatMap((r) => r.rows) };
    },
  };
}

export function connect(opts: { databaseUrl?: string; dataDir: string }): Database {
  return opts.databaseUrl ? connectPostgres(opts.databaseUrl) : connectPglite(opts.dataDir);
}
