import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
} from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';
import { connect, connectPglite, embeddedStartParams } from '../db/client';
import { describeFaults, ledgerFaults } from '../modules/ledger/invariants';
import { askServer } from './control';
import { dataDirOwner, lockDataDir } from './data-dir-lock';

/**
 * The operator's commands beside `serve` and `worker` (main.ts): `check`, `backup FILE` and
 * `restore FILE`. Each prints what it did and throws with a message for the operator.
 */

type OpsConfig = Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>;

/** The ledger's invariants over the whole database: lines of faults, empty when it holds. */
export async function check(config: OpsConfig): Promise<string[]> {
  if (!config.DATABASE_URL && dataDirOwner(config.DATA_DIR)) {
    // The running server holds the embedded database: it checks it.
    const { header } = await askServer(config.DATA_DIR, 'check');
    if (!header.ok) throw new Error(header.error);
    return header.faults ?? [];
  }
  if (!config.DATABASE_URL && !existsSync(resolve(config.DATA_DIR, 'PG_VERSION')))
    throw new Error(`There is no database in ${config.DATA_DIR}.`);
  const lock = config.DATABASE_URL ? undefined : lockDataDir(config.DATA_DIR, 'check');
  const database = connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    return describeFaults(await ledgerFaults(database.db));
  } finally {
    await database.close();
    lock?.release();
  }
}

/**
 * A consistent copy of the embedded database (its data directory, media and key file included) as
 * a gzipped tar at `file`, taken by the running server while it serves, or directly when none runs.
 * The file appears only once complete.
 */
export async function backup(config: OpsConfig, file: string): Promise<number> {
  if (config.DATABASE_URL)
    throw new Error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump, or a base backup with WAL archiving (README, "Backups").',
    );
  if (!existsSync(resolve(config.DATA_DIR, 'PG_VERSION')))
    throw new Error(`There is no database in ${config.DATA_DIR}.`);
  const partial = `${file}.partial`;
  if (dataDirOwner(config.DATA_DIR)) {
    const { header, body } = await askServer(config.DATA_DIR, 'backup');
    if (!header.ok) throw new Error(header.error);
    await pipeline(body, createWriteStream(partial, { mode: 0o600 }));
  } else {
    const lock = lockDataDir(config.DATA_DIR, 'backup');
    const database = connectPglite(config.DATA_DIR);
    try {
      const tar = await (database.dump as NonNullable<typeof database.dump>)();
      await pipeline(Readable.fromWeb(tar.stream() as never), createWriteStream(partial, { mode: 0o600 }));
    } finally {
      await database.close();
      lock.release();
    }
  }
  renameSync(partial, file);
  return statSync(file).size;
}

/**
 * Puts a backup into an empty DATA_DIR and checks its ledger; the server then starts on it. Never
 * over an existing database: restoring over the one in use is how data is lost.
 */
export async function restore(config: OpsConfig, file: string): Promise<void> {
  if (config.DATABASE_URL)
    throw new Error('DATABASE_URL is set: restore PostgreSQL with pg_restore or psql (README, "Backups").');
  if (!existsSync(file)) throw new Error(`No backup at ${file}.`);
  if (existsSync(config.DATA_DIR) && readdirSync(config.DATA_DIR).length)
    throw new Error(`${config.DATA_DIR} is not empty: restore into an empty or new DATA_DIR.`);
  mkdirSync(config.DATA_DIR, { recursive: true });
  const lock = lockDataDir(config.DATA_DIR, 'restore');
  try {
    const client = new PGlite(config.DATA_DIR, {
      loadDataDir: new Blob([readFileSync(file)]),
      startParams: embeddedStartParams,
    });
    await client.waitReady;
    // The copy brought the lock of the server it was taken from.
    lock.reclaim();
    const database = connectPglite(client);
    try {
      const faults = describeFaults(await ledgerFaults(database.db));
      if (faults.length) throw new Error(`The backup's ledger does not add up:\n  ${faults.join('\n  ')}`);
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}
