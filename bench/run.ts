/**
 * `npm run bench`: the server under load beside references measured in the same run, on this
 * machine (loopback only, bounded in time). See README.md for what each figure means.
 * Usage: npm run bench [-- --only cpu,throughput,stores,paint,reload,pglite,jobs --duration 10 --connections 50 --diners 20]
 * DATABASE_URL=postgres://… to bench PostgreSQL (a database of its own per run, dropped at the end).
 */
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import type { BenchContext, Results } from './context';
import { demoStore, signIn } from './demo';
import { paintScenario } from './paint';
import { portalReloadScenario } from './portal-reload';
import { type Reference, startReference } from './reference/start';
import { cpuScenario } from './scenario-cpu';
import { jobsScenario } from './scenario-jobs';
import { pgliteScenario } from './scenario-pglite';
import { storesScenario } from './scenario-stores';
import { throughputScenario } from './scenario-throughput';
import { freshDatabase, startServer } from './server';
import { printSummary } from './summary';

const scenarios = ['cpu', 'throughput', 'stores', 'paint', 'reload', 'pglite', 'jobs'] as const;
const { values } = parseArgs({
  options: {
    only: { type: 'string', default: scenarios.join(',') },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    diners: { type: 'string', default: '20' },
  },
});
const only = new Set(values.only.split(',').map((s) => s.trim()));
for (const s of only)
  if (!(scenarios as readonly string[]).includes(s))
    throw new Error(`--only: no scenario ${s} (${scenarios.join(', ')})`);
const duration = Number(values.duration);
/** The server's sandbox gateway secret: the order flows sign the sandbox's callbacks with it. */
const sandboxSecret = 'bench-sandbox-gateway-secret';
const results: Results = { cpu: {}, throughput: {} };
const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/^.*load/, 'load');
const onPostgres = Boolean(process.env.DATABASE_URL);
const began = Date.now();
console.log(`database: ${onPostgres ? 'PostgreSQL' : 'PGlite'}; ${load()}`);

if (['cpu', 'throughput', 'stores', 'paint', 'reload'].some((s) => only.has(s))) {
  const database = await freshDatabase();
  const stops: (() => Promise<void>)[] = [database.drop];
  try {
    const server = await startServer(database, {
      SANDBOX_GATEWAY_SECRET: sandboxSecret,
      // The order-flow diners each come from their own address, as phones do (order-flow.ts).
      TRUST_PROXY: '127.0.0.1',
    });
    stops.unshift(server.stop);
    if (server.pid === undefined) throw new Error('no server process');
    const started = async (r: Promise<Reference>) => {
      const ref = await r;
      stops.unshift(ref.stop);
      return ref;
    };
    const refs: BenchContext['refs'] = { hello: await started(startReference('hello')) };
    if (database.url) {
      refs.insert = await started(startReference('insert', database.url));
      refs.menuRows = await started(startReference('menu-rows', database.url));
    }
    const ctx: BenchContext = {
      server: { url: server.url, pid: server.pid },
      refs,
      pg:
        database.url && database.name && process.env.DATABASE_URL
          ? { adminUrl: process.env.DATABASE_URL, url: database.url, database: database.name }
          : undefined,
      // 30 orders a table in 10 minutes: tables enough for 250 orders/s at one store, and the CPU scenario's.
      demo: await demoStore(server.url, Math.max(5, Math.ceil((duration * 250 + 300) / 30))),
      adminToken: await signIn(server.url, 'admin', 'Admin@1234'),
      sandboxSecret,
      duration,
      connections: Number(values.connections),
      diners: Number(values.diners),
    };
    if (only.has('cpu')) await cpuScenario(ctx, results);
    if (only.has('throughput')) await throughputScenario(ctx, results);
    if (only.has('stores')) await storesScenario(ctx, results);
    if (only.has('paint')) await paintScenario(ctx, results);
    if (only.has('reload')) await portalReloadScenario(ctx, results);
  } finally {
    for (const stop of stops) await stop();
  }
}
if (only.has('pglite')) await pgliteScenario(results);
// The job queue's own bench (issue 25), on a database of its own; it prints its goals itself.
if (only.has('jobs')) await jobsScenario();
printSummary(results, onPostgres);
console.log(`\n${Math.round((Date.now() - began) / 1000)} s; ${load()}`);
