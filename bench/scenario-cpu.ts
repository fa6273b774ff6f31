/**
 * Scenario "cpu": CPU per operation at low concurrency (2 connections or diners), for the server's
 * scenarios and the references beside them, with the ratio of each to its reference.
 */
import type { BenchContext, Results } from './context';
import { browserHeaders } from './context';
import { type CpuPerOp, cpuPerOp, type Measured } from './cpu-per-op';
import { load, type Request } from './load';
import { ordersPaidPerSecond } from './order-flow';

const connections = 2;

const requests = (r: Request, amount: number) => ({
  warm: () => load(r, { connections, amount: Math.max(200, amount / 10) }),
  run: async (): Promise<Measured> => {
    const x = await load(r, { connections, amount });
    return { ops: x.requests, p50: x.p50, p99: x.p99, errors: x.errors };
  },
});

const ms = (n: number | undefined, digits = 3) => (n === undefined ? '—' : Number(n.toFixed(digits)));
const total = (c: CpuPerOp) => (c.serverMs ?? 0) + (c.pgMs ?? 0);

export async function cpuScenario(ctx: BenchContext, results: Results) {
  const pgOf = (of: 'server' | 'reference') =>
    ctx.pg && { adminUrl: ctx.pg.adminUrl, database: ctx.pg.database, of };
  const server = { pid: ctx.server.pid, pg: pgOf('server') };
  const plan: { name: string; ref?: string; measure: () => Promise<CpuPerOp> }[] = [
    {
      name: 'hello world (reference)',
      measure: () => cpuPerOp({ pid: ctx.refs.hello.pid, ...requests({ url: ctx.refs.hello.url }, 20_000) }),
    },
    {
      name: 'GET /api/health',
      ref: 'hello world (reference)',
      measure: () => cpuPerOp({ ...server, ...requests({ url: `${ctx.server.url}/api/health` }, 10_000) }),
    },
  ];
  const { menuRows, insert } = ctx.refs;
  if (menuRows)
    plan.push({
      name: 'Fastify + pg: menu rows (reference)',
      measure: () =>
        cpuPerOp({ pid: menuRows.pid, pg: pgOf('reference'), ...requests({ url: menuRows.url }, 3_000) }),
    });
  plan.push({
    name: `diner's menu, cached (${ctx.demo.foods} foods, gzip)`,
    ref: menuRows ? 'Fastify + pg: menu rows (reference)' : 'hello world (reference)',
    measure: () =>
      cpuPerOp({
        ...server,
        ...requests({ url: `${ctx.server.url}${ctx.demo.menuPath}`, headers: browserHeaders }, 5_000),
      }),
  });
  if (insert)
    plan.push({
      name: 'Fastify + pg: 3-insert transaction (reference)',
      measure: () =>
        cpuPerOp({
          pid: insert.pid,
          pg: pgOf('reference'),
          ...requests({ url: insert.url, method: 'POST' }, 2_000),
        }),
    });
  const flow = (orders: number) =>
    ordersPaidPerSecond({
      url: ctx.server.url,
      stores: [ctx.demo.tables],
      diners: connections,
      orders,
      sandboxSecret: ctx.sandboxSecret,
    });
  plan.push({
    name: 'paid order end to end (price → place → pay → callback → read)',
    ref: insert ? 'Fastify + pg: 3-insert transaction (reference)' : undefined,
    measure: () =>
      cpuPerOp({
        ...server,
        warm: () => flow(10),
        run: async () => {
          const r = await flow(100);
          if (r.firstError) console.log(`order flow, first error: ${r.firstError}`);
          return { ops: r.orders, p50: r.p50, p99: r.p99, errors: r.errors };
        },
      }),
  });

  const rows = [];
  for (const p of plan) {
    const c = await p.measure();
    results.cpu[p.name] = c;
    const ref = p.ref ? results.cpu[p.ref] : undefined;
    rows.push({
      scenario: p.name,
      ops: c.ops,
      'p50 ms': c.p50,
      'p99 ms': c.p99,
      'server ms/op': ms(c.serverMs),
      'PG ms/op': ms(c.pgMs),
      'CPU ms/op': ms(total(c)),
      '× reference': ref && total(ref) > 0 ? Number((total(c) / total(ref)).toFixed(1)) : '',
      errors: c.errors,
    });
  }
  console.log(
    `\nCPU per operation, ${connections} connections/diners after a warm-up${ctx.pg ? '' : ' (PGlite: the database runs inside the server process, so its CPU is in the server figure)'}`,
  );
  console.table(rows);
}
