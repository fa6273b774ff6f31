/**
 * The reports (issue 14) on the large database bench/report-data.ts makes: the production server
 * on it, every report of the catalogue asked `--n` times (at `--concurrency`) by whom the portal
 * would show it to, with the portal's default query (the 30 days up to today, first page of 10)
 * and over 365 days; p50/p95/p99 per report and range, and the CPU each request cost the server
 * and its PostgreSQL backends. Then freshness: counter orders placed and paid at the demo
 * merchant, its sales report read until each shows.
 *
 * Usage: DATABASE_URL=postgres://… npm run reports -w @meja/bench [-- --db meja_reports --n 40
 *   --concurrency 2 --orders 20]
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  type ReportDefinition,
  type ReportName,
  reportCatalogue,
  reportNames,
} from '../packages/contracts/src/reports';
import { cpuMsOfTrees } from './cpu';
import { startServer } from './server';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'meja_reports' },
    n: { type: 'string', default: '40' },
    concurrency: { type: 'string', default: '2' },
    orders: { type: 'string', default: '20' },
    only: { type: 'string' },
  },
});
const perReport = Number(values.n);
const concurrency = Number(values.concurrency);
const freshOrders = Number(values.orders);
const base = process.env.DATABASE_URL;
if (!base) throw new Error('DATABASE_URL (PostgreSQL) is required: the database bench/report-data.ts made');
const dbUrl = Object.assign(new URL(base), { pathname: `/${values.db}` }).toString();

const json = { 'content-type': 'application/json' };
let addressSeq = 0;
/** Each diner from an address of its own (the server believes X-Forwarded-For from loopback). */
const freshAddress = () => {
  const n = ++addressSeq;
  return { 'x-forwarded-for': `10.8.${(n >> 8) & 255}.${n & 255}` };
};

const pct = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;
const ms = (x: number) => Math.round(x * 10) / 10;

const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const facts = (
  await db.query(`select (select count(*) from orders)::int as orders,
    (select count(*) from users where role = 'merchant')::int as merchants,
    (select count(*) from users where role = 'buddy')::int as buddies,
    (select id from users where username = 'bench-buddy-1') as buddy_id,
    (select count(*) from orders o join users u on u.username = 'merchant' and o.merchant_id = u.id)::int as demo_orders`)
).rows[0] as {
  orders: number;
  merchants: number;
  buddies: number;
  buddy_id: number | null;
  demo_orders: number;
};
if (!facts.orders) throw new Error(`${values.db} holds no orders: run bench/report-data.ts first`);
console.log(
  `database ${values.db}: ${facts.orders} orders, ${facts.merchants} merchants, ${facts.buddies} buddies; the demo merchant has ${facts.demo_orders} orders`,
);

/** CPU ms so far of each PostgreSQL backend serving this database (read from /proc). */
async function backendCpu(): Promise<Map<number, number>> {
  const { rows } = await db.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
    [values.db],
  );
  const out = new Map<number, number>();
  for (const r of rows) out.set(r.pid, (await cpuMsOfTrees([r.pid])) ?? 0);
  return out;
}

const server = await startServer({ url: dbUrl, drop: async () => {} }, { TRUST_PROXY: '127.0.0.1' });
try {
  async function login(username: string, password: string) {
    const res = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { ...json, ...freshAddress() },
      body: JSON.stringify({ username, password }),
    });
    if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
    const { data } = (await res.json()) as { data: { token: string } };
    return { ...json, authorization: `Bearer ${data.token}` };
  }
  const as = {
    admin: await login('admin', 'Admin@1234'),
    merchant: await login('merchant', 'Merchant@1234'),
    agent: await login('agent', 'Agent@1234'),
  };
  /** Who reads each audience's reports: the merchant its own, admins and agents the network, admins the rest. */
  const readers = (def: ReportDefinition): (keyof typeof as)[] =>
    def.audience === 'merchant' ? ['merchant'] : def.audience === 'network' ? ['admin', 'agent'] : ['admin'];

  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() + 8 * 3_600_000 - 364 * 86_400_000).toISOString().slice(0, 10);
  const ranges = { '30 d': '', '365 d': `&startDate=${yearAgo}&endDate=${today}` };

  const rows: Record<string, string | number>[] = [];
  const names = values.only ? (values.only.split(',') as ReportName[]) : reportNames;
  for (const name of names) {
    const def: ReportDefinition = reportCatalogue[name];
    for (const who of readers(def)) {
      for (const [range, extra] of Object.entries(ranges)) {
        const filters = name === 'cashback_history' && facts.buddy_id ? `&id=${facts.buddy_id}` : '';
        const path = `${def.path}?start=0&length=10${extra}${filters}`;
        const lat: number[] = [];
        const statuses = new Map<number, number>();
        let firstError = '';
        const cpuServer0 = (await cpuMsOfTrees(server.pid ? [server.pid] : [])) ?? 0;
        const pg0 = await backendCpu();
        let next = 0;
        const worker = async () => {
          while (next < perReport) {
            next++;
            const t0 = performance.now();
            const res = await fetch(`${server.url}${path}`, { headers: as[who] });
            const body = await res.text();
            lat.push(performance.now() - t0);
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            if (!res.ok && !firstError) firstError = `${res.status} ${body.slice(0, 120)}`;
          }
        };
        await Promise.all(Array.from({ length: concurrency }, worker));
        const cpuServer = ((await cpuMsOfTrees(server.pid ? [server.pid] : [])) ?? 0) - cpuServer0;
        const pg1 = await backendCpu();
        let cpuPg = 0;
        for (const [pid, after] of pg1) {
          // A pid seen with less CPU than before is a new process that took a finished one's pid.
          const before = pg0.get(pid) ?? 0;
          cpuPg += after >= before ? after - before : after;
        }
        lat.sort((a, b) => a - b);
        const ok = statuses.get(200) ?? 0;
        rows.push({
          report: name,
          as: who,
          range,
          ok: `${ok}/${perReport}`,
          'p50 ms': ms(pct(lat, 50)),
          'p95 ms': ms(pct(lat, 95)),
          'p99 ms': ms(pct(lat, 99)),
          'server cpu ms/req': ms(cpuServer / perReport),
          'pg cpu ms/req': ms(cpuPg / perReport),
        });
        if (firstError) console.log(`${name} as ${who} (${range}): ${firstError}`);
      }
    }
  }
  console.log(`\n${perReport} requests per report and range, ${concurrency} at a time`);
  console.table(rows);
  const slow = rows.filter((r) => Number(r['p95 ms']) > 200);
  for (const r of slow)
    console.log(`over the 200 ms p95 target: ${r.report} as ${r.as} (${r.range}) p95 ${r['p95 ms']} ms`);

  // Freshness: an order paid at the counter, then the merchant's sales report read until it shows.
  const merchant = as.merchant;
  const call = async <T>(path: string, init: RequestInit = {}) => {
    const res = await fetch(`${server.url}${path}`, init);
    const text = await res.text();
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  };
  await call('/api/admin/merchant/update', {
    method: 'PATCH',
    headers: merchant,
    body: JSON.stringify({ type: 'store', open_at: '00:00', close_at: '00:00' }),
  });
  type Table = { token: string };
  // A table of its own each run: the server allows 30 orders a table in 10 minutes.
  const made = await call<{ data: Table }>('/api/admin/table', {
    method: 'POST',
    headers: merchant,
    body: JSON.stringify({ name: `Report bench ${randomUUID().slice(0, 8)}` }),
  });
  const table = encodeURIComponent(made.data.token);
  type Food = {
    id: number;
    sold_out?: boolean;
    birthday_gift_only?: boolean;
    ticket_balance?: number;
    option_groups: { min_qty: number }[];
  };
  const menu = await call<{ data: { categories: { foods: Food[] }[] } }>(`/api/public/table/${table}/menu`);
  const food = menu.data.categories
    .flatMap((c) => c.foods)
    .find(
      (f) =>
        !f.sold_out &&
        !f.birthday_gift_only &&
        f.ticket_balance === undefined &&
        f.option_groups.every((g) => g.min_qty === 0),
    );
  if (!food) throw new Error('the demo menu has no plain food to order');
  const salesPath = `${reportCatalogue.sales_report.path}?type=day&start=0&length=10`;
  type Page = { totals: { orders: number; gross_sen: number } | null };
  const lags: number[] = [];
  let polls = 0;
  for (let i = 0; i < freshOrders; i++) {
    const placed = await call<{ data: { token: string } }>(`/api/public/table/${table}/orders`, {
      method: 'POST',
      headers: { ...json, ...freshAddress(), 'idempotency-key': randomUUID() },
      body: JSON.stringify({ lines: [{ food_id: food.id, quantity: 1 }], channel: 'counter' }),
    });
    const { rows: idRows } = await db.query<{ id: number }>('select id from orders where token = $1', [
      placed.data.token,
    ]);
    const before = (await call<Page>(salesPath, { headers: merchant })).totals?.orders ?? 0;
    await call('/api/admin/toggle_order_status', {
      method: 'PATCH',
      headers: merchant,
      body: JSON.stringify({ id: idRows[0]?.id, method: 'cash' }),
    });
    const paidAt = performance.now();
    for (;;) {
      polls++;
      const seen = (await call<Page>(salesPath, { headers: merchant })).totals?.orders ?? 0;
      if (seen > before) break;
      if (performance.now() - paidAt > 10_000) throw new Error('a paid order did not show in 10 s');
    }
    lags.push(performance.now() - paidAt);
  }
  lags.sort((a, b) => a - b);
  console.log(
    `\nfreshness over ${freshOrders} paid orders: from the paying reply to the sales report showing it p50 ${ms(pct(lags, 50))} ms, max ${ms(lags.at(-1) ?? 0)} ms (${polls} reads: ${polls === freshOrders ? 'every order showed on the first read' : 'some needed more than one'})`,
  );
  const load = (await readFile('/proc/loadavg', 'utf8').catch(() => '')).split(' ').slice(0, 3).join(' ');
  console.log(`load average at the end: ${load}`);
} finally {
  await server.stop();
  await db.end();
}
