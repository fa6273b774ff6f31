import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTables, orderAndPay, runCommand, type ServerProcess, startProcess } from '../process';

/**
 * Issue 25, the embedded database as `npm start` runs it: one process per DATA_DIR (two on one
 * directory issued receipts twice and lost paid orders), a backup taken while orders are paid that
 * restores to a database the server starts on, and a damaged ledger refused before it is served.
 */
let root: string;
let dataDir: string;
let first: ServerProcess | undefined;
const paid: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'meja-embedded-'));
  dataDir = join(root, 'data');
  first = await startProcess({ DATA_DIR: dataDir });
}, 180_000);
afterAll(async () => {
  await first?.kill();
  await rm(root, { recursive: true, force: true });
});

describe('one process per DATA_DIR', () => {
  it('refuses a second server on the same directory, naming the one that holds it, and the first keeps serving', {
    timeout: 120_000,
  }, async () => {
    const server = first as ServerProcess;
    const second = await startProcess({ DATA_DIR: dataDir }, { waitHealthy: false });
    expect(await second.exited()).not.toBe(0);
    expect(second.stderr()).toContain(`pid ${server.child.pid}`);
    expect(second.stderr()).toContain(dataDir);
    expect(await server.healthy()).toBe(true);
    // The refused process took nothing: the first one's orders still go through.
    const [table] = await demoTables(server.url, 1);
    paid.push((await orderAndPay(server.url, table as string)).token);
  });

  it('refuses a worker on the embedded database (its server runs the jobs)', {
    timeout: 120_000,
  }, async () => {
    const run = await runCommand(['worker'], { DATA_DIR: join(root, 'worker-data') });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('DATABASE_URL');
  });
});

describe('backup and restore', () => {
  it('copies a running database while orders are paid; the copy restores, checks and serves', {
    timeout: 120_000,
  }, async () => {
    const server = first as ServerProcess;
    const tables = await demoTables(server.url, 4);
    const file = join(root, 'backup.tar.gz');
    // Diners keep paying while the backup is taken through the running server.
    let paying = true;
    const before = paid.length;
    const diners = tables.map(async (table) => {
      while (paying) paid.push((await orderAndPay(server.url, table)).token);
    });
    const backup = await runCommand(['backup', file], { DATA_DIR: dataDir });
    paying = false;
    await Promise.all(diners);
    expect(paid.length).toBeGreaterThan(before);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(existsSync(file)).toBe(true);
    expect(await server.healthy()).toBe(true);

    const restoredDir = join(root, 'restored');
    const restore = await runCommand(['restore', file], { DATA_DIR: restoredDir });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    // Never over a database: a second restore into the same directory is refused.
    const again = await runCommand(['restore', file], { DATA_DIR: restoredDir });
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain('not empty');

    const check = await runCommand(['check'], { DATA_DIR: restoredDir });
    expect(check.stdout).toContain('The ledger holds');
    expect(check.code).toBe(0);
    const restored = await startProcess({ DATA_DIR: restoredDir });
    try {
      // The first order was paid before the backup began: it is in the copy, paid.
      const res = await fetch(`${restored.url}/api/public/orders/${encodeURIComponent(paid[0] as string)}`);
      expect(res.status).toBe(200);
      expect((await res.json()).data.payment_status).toBe('paid');
      // The restored server takes orders of its own.
      const [table] = await demoTables(restored.url, 1);
      expect((await orderAndPay(restored.url, table as string)).receiptNo).toBeTruthy();
    } finally {
      await restored.stop();
    }
  });
});

describe('after kill -9', () => {
  it("a new server takes over the dead one's lock and serves every order it had paid", {
    timeout: 120_000,
  }, async () => {
    const server = first as ServerProcess;
    await server.kill();
    first = await startProcess({ DATA_DIR: dataDir });
    for (const token of paid) {
      const res = await fetch(`${first.url}/api/public/orders/${encodeURIComponent(token)}`);
      expect((await res.json()).data.payment_status).toBe('paid');
    }
    // `npm run check` asks the running server.
    const check = await runCommand(['check'], { DATA_DIR: dataDir });
    expect(check.stdout).toContain('The ledger holds');
    await first.stop();
  });

  it('refuses to serve a database whose ledger does not add up, and check says why', {
    timeout: 120_000,
  }, async () => {
    // Damage as a copy of a directory in use leaves it: an account's balance off its entries.
    const db = new PGlite(dataDir);
    await db.query(
      `update ledger_accounts set balance = balance + 100
       where id = (select account_id from ledger_entries order by id desc limit 1)`,
    );
    await db.close();
    const check = await runCommand(['check'], { DATA_DIR: dataDir });
    expect(check.code).toBe(1);
    expect(check.stderr).toMatch(/keeps balance .* but its entries sum to/);
    const refused = await startProcess({ DATA_DIR: dataDir }, { waitHealthy: false });
    expect(await refused.exited()).not.toBe(0);
    expect(refused.stderr()).toContain('is damaged');
    expect(await refused.healthy()).toBe(false);
  });
});
