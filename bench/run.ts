/**
 * Load benchmarks against a real server process on this machine (loopback only, bounded in time).
 * Usage: npm run bench [-- --duration 10 --connections 50] ; DATABASE_URL=... to bench PostgreSQL.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ordersPaidPerSecond } from './order-flow';
import { type BenchServer, freshDatabase, startServer } from './server';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    diners: { type: 'string', default: '20' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const diners = Number(values.diners);
/** The server's sandbox gateway secret: the order-flow scenario signs the sandbox's callbacks with it. */
const sandboxSecret = 'bench-sandbox-gateway-secret';

/** The server under test, on a database of its own for this run. */
async function startBenchServer(): Promise<BenchServer> {
  const database = await freshDatabase();
  try {
    const server = await startServer(database, {
      SANDBOX_GATEWAY_SECRET: sandboxSecret,
      // The order-flow diners each come from their own address, as phones do (order-flow.ts).
      TRUST_PROXY: '127.0.0.1',
    });
    return {
      url: server.url,
      stop: async () => {
        await server.stop();
        await database.drop();
      },
    };
  } catch (err) {
    await database.drop();
    throw err;
  }
}

interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

async function run(url: string, s: Scenario) {
  const result = await autocannon({ url: `${url}${s.path}`, connections, duration, headers: s.headers });
  return {
    scenario: s.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * The menu of one of the demo merchant's tables, and `count` tables to order at (made as needed).
 * The demo store keeps 10:00–22:00; it is set open all day first, so the figure never depends on the hour the bench runs.
 */
async function dinerTables(
  url: string,
  count: number,
): Promise<{ path: string; foods: number; tables: string[] }> {
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const res = await fetch(`${url}${path}`, init);
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<T>;
  };
  const json = { 'content-type': 'application/json' };
  const login = await call<{ data: { token: string } }>('/api/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'merchant', password: 'Merchant@1234' }),
  });
  const headers = { ...json, authorization: `Bearer ${login.data.token}` };
  await call('/api/admin/merchant/update', {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ type: 'store', open_at: '00:00', close_at: '00:00' }),
  });
  type Table = { token: string };
  const tables = (await call<{ data: Table[] }>(`/api/admin/table?length=${count}`, { headers })).data;
  for (let i = tables.length; i < count; i++) {
    const made = await call<{ data: Table }>('/api/admin/table', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Bench table ${i + 1}` }),
    });
    tables.push(made.data);
  }
  const [table] = tables;
  if (!table) throw new Error('no table');
  const path = `/api/public/table/${encodeURIComponent(table.token)}/menu`;
  const menu = await call<{ data: { store: { open: boolean }; categories: { foods: unknown[] }[] } }>(path);
  if (!menu.data.store.open) throw new Error('the demo store should be open all day');
  return {
    path,
    foods: menu.data.categories.reduce((n, c) => n + c.foods.length, 0),
    tables: tables.map((t) => t.token),
  };
}

const server = await startBenchServer();
try {
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin@1234' }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
  const auth = { authorization: `Bearer ${login.data.token}` };
  // 30 orders a table in 10 minutes: tables enough for 200 orders/s over the order flow's run.
  const menu = await dinerTables(server.url, Math.max(5, Math.ceil((duration * 200) / 30)));
  const rows = [];
  for (const s of [
    { name: 'GET /api/health', path: '/api/health' },
    { name: 'GET /api/me (token check)', path: '/api/me', headers: auth },
    {
      name: 'GET /api/admin/user merchants page',
      path: '/api/admin/user?listing_type=merchant&start=0&length=10',
      headers: auth,
    },
    { name: `GET /api/public/table/{token}/menu (${menu.foods} foods)`, path: menu.path },
  ]) {
    rows.push(await run(server.url, s));
  }
  console.log(
    `\n${connections} connections, ${duration} s each, database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.table(rows);
  const flow = await ordersPaidPerSecond({
    url: server.url,
    tableTokens: menu.tables,
    diners,
    durationS: duration,
    sandboxSecret,
  });
  console.table([flow.row]);
  if (flow.firstError) console.log(`first error: ${flow.firstError}`);
} finally {
  await server.stop();
}
