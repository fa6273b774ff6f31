/**
 * Scenario "pglite": the embedded default's restart. A server on a fresh data directory (first
 * start: create, migrate, seed), stopped, then started again on the same directory: the time from
 * spawn to the first /api/health OK (asked every 20 ms), and the resident memory (VmRSS summed over
 * the process tree: tsx's launcher and the server) once it has been idle for a second.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Results } from './context';
import { rssMbOfTrees } from './cpu';
import { startServer } from './server';

export async function pgliteScenario(results: Results) {
  const dataDir = await mkdtemp(join(tmpdir(), 'meja-bench-restart-'));
  // Whatever DATABASE_URL says, this one is about the embedded database.
  const embedded = { drop: async () => {} };
  const env = {};
  try {
    const first = await startServer(embedded, env, { dataDir, pollMs: 20 });
    const firstRss = await idleRss(first.pid);
    await first.stop();
    const again = await startServer(embedded, env, { dataDir, pollMs: 20 });
    const rssMb = await idleRss(again.pid);
    await again.stop();
    const restartMs = Math.round(again.readyMs ?? 0);
    results.pglite = { restartMs, rssMb };
    console.log('\nPGlite, the embedded default');
    console.table([
      {
        start: 'first (fresh data dir)',
        'spawn → health OK, ms': Math.round(first.readyMs ?? 0),
        'RSS MB': firstRss,
      },
      { start: 'restart (same data dir)', 'spawn → health OK, ms': restartMs, 'RSS MB': rssMb },
    ]);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function idleRss(pid: number | undefined) {
  await new Promise((r) => setTimeout(r, 1000));
  return Math.round((pid === undefined ? 0 : ((await rssMbOfTrees([pid])) ?? 0)) * 10) / 10;
}
