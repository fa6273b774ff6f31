/**
 * Scenario "throughput": requests per second at `--connections` (50) for `--duration` seconds each:
 * the hello-world reference, the server's framework-only and one-query routes, and the diner's
 * menu, whose req/s is given as a share of hello world's.
 */
import type { BenchContext, Results } from './context';
import { browserHeaders } from './context';
import { load, type Request } from './load';

export async function throughputScenario(ctx: BenchContext, results: Results) {
  const auth = { authorization: `Bearer ${ctx.adminToken}` };
  const hello = 'hello world (reference)';
  const menu = `GET diner's menu (${ctx.demo.foods} foods, gzip)`;
  const plan: [string, Request][] = [
    [hello, { url: ctx.refs.hello.url }],
    ['GET /api/health', { url: `${ctx.server.url}/api/health` }],
    ['GET /api/me (token check)', { url: `${ctx.server.url}/api/me`, headers: auth }],
    [
      'GET /api/admin/user merchants page',
      { url: `${ctx.server.url}/api/admin/user?listing_type=merchant&start=0&length=10`, headers: auth },
    ],
    [menu, { url: `${ctx.server.url}${ctx.demo.menuPath}`, headers: browserHeaders }],
  ];
  const rows = [];
  for (const [name, r] of plan) {
    const x = await load(r, { connections: ctx.connections, durationS: ctx.duration });
    results.throughput[name] = x.perSecond;
    const ofHello = results.throughput[hello];
    rows.push({
      scenario: name,
      'req/s': x.perSecond,
      '% of hello': ofHello ? `${Math.round((100 * x.perSecond) / ofHello)}%` : '',
      'p50 ms': x.p50,
      'p99 ms': x.p99,
      errors: x.errors,
    });
  }
  results.throughput.menu = results.throughput[menu] ?? 0;
  results.throughput.hello = results.throughput[hello] ?? 0;
  console.log(`\nThroughput, ${ctx.connections} connections, ${ctx.duration} s each`);
  console.table(rows);
}
