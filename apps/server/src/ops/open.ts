import { mkdirSync } from 'node:fs';
import type { Config } from '../config';
import { connect, type Database } from '../db/client';
import { seedDemo } from '../db/seed';
import { ensureTerms } from '../modules/content/terms/ensure';
import { describeFaults, ledgerFaults } from '../modules/ledger/invariants';
import { rebuildRollups, rollupsMissing } from '../modules/reports/rebuild';
import { type DataDirLock, lockDataDir } from './data-dir-lock';

export interface Opened {
  database: Database;
  /** The demo data created by this start, if it created it. */
  seeded: Awaited<ReturnType<typeof seedDemo>> | false;
  /** Lets go of the database: closes it and, for the embedded one, its directory's lock. */
  close(): Promise<void>;
}

export class CorruptLedger extends Error {}

/**
 * The database as a process of Meja starts on it: the embedded one's directory locked to this
 * process first; migrated, the reports' rollups filled, the terms' first version and the demo data
 * written, all one instance at a time; and, embedded, the ledger checked before anything is served.
 */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'DEMO_SEED'>,
  role: string,
): Promise<Opened> {
  let lock: DataDirLock | undefined;
  if (!config.DATABASE_URL) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    lock = lockDataDir(config.DATA_DIR, role);
  }
  const database = connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const close = async () => {
    await database.close();
    lock?.release();
  };
  try {
    const seeded = await database.exclusive(async () => {
      await database.migrate();
      // An installation that paid orders before the reports' rollups existed (issue 14) fills them once.
      if (await rollupsMissing(database.db)) await rebuildRollups(database.db);
      // The platform's merchant terms exist from the start (version 1), before the demo merchant accepts them.
      await ensureTerms(database.db);
      return config.DEMO_SEED && (await seedDemo(database.db));
    });
    // A PostgreSQL server keeps its own files whole; an embedded directory may have been copied
    // or shared while in use: serving a ledger that does not add up would spread the damage.
    if (database.kind === 'pglite') {
      const faults = describeFaults(await ledgerFaults(database.db));
      if (faults.length)
        throw new CorruptLedger(
          `The database in ${config.DATA_DIR} is damaged, so Meja will not serve it:\n  ${faults.join('\n  ')}\n` +
            'Restore the latest backup (npm run restore FILE into an empty DATA_DIR; see the README).',
        );
    }
    return { database, seeded, close };
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
}
