import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { connectPglite, connectPostgres, type Database } from '../src/db/client';
import { seedDemo } from '../src/db/seed';

/**
 * Tests run on PGlite by default and on PostgreSQL when DATABASE_URL is set. Either way the
 * schema is migrated and seeded once per run (a template), and each test file gets its own copy.
 */
export interface TestDbSource {
  kind: 'pglite' | 'postgres';
  /** PGlite: the dumped data directory of the template. PostgreSQL: the server's admin URL. */
  location: string;
}

const TEMPLATE = 'meja_test_template';

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function prepareTemplate(databaseUrl: string | undefined): Promise<TestDbSource> {
  if (databaseUrl) {
    await admin(databaseUrl, async (c) => {
      await c.query(`drop database if exists ${TEMPLATE} with (force)`);
      await c.query(`create database ${TEMPLATE}`);
    });
    const db = connectPostgres(withDatabase(databaseUrl, TEMPLATE), 2);
    await db.migrate();
    await seedDemo(db.db);
    await db.close();
    return { kind: 'postgres', location: databaseUrl };
  }
  const client = new PGlite();
  const db = connectPglite(client);
  await db.migrate();
  await seedDemo(db.db);
  const dump = await client.dumpDataDir('none');
  await db.close();
  const file = join(tmpdir(), `meja-test-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return { kind: 'pglite', location: file };
}

let copies = 0;

/** A private copy of the template for one test file. */
export async function copyTemplate(source: TestDbSource): Promise<Database> {
  if (source.kind === 'pglite') {
    const tar = await readFile(source.location);
    const client = new PGlite({ loadDataDir: new Blob([tar]) });
    await client.waitReady;
    return connectPglite(client);
  }
  const name = `meja_test_${process.pid}_${++copies}`;
  await admin(source.location, (c) => c.query(`create database ${name} template ${TEMPLATE}`));
  const db = connectPostgres(withDatabase(source.location, name), 5);
  return {
    ...db,
    async close() {
      await db.close();
      await admin(source.location, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
