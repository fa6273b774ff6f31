/**
 * Scenario "stores": the order flow (`--diners` diners for `--duration` seconds) at ONE busy store,
 * then the same diners spread over 100 stores' tables (the demo store and 99 made by stores.ts).
 * Every paid order takes its store's next receipt number, so one store's orders queue on it by
 * design; 100 stores' orders should not queue on one another. PostgreSQL only: PGlite is one
 * process with one connection, where everything queues anyway.
 */
import type { BenchContext, Results } from './context';
import { ordersPaidPerSecond } from './order-flow';
import { makeStores } from './stores';

/** p-th quantile of sorted milliseconds, rounded. */
const at = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);

export async function storesScenario(ctx: BenchContext, results: Results) {
  const run = (stores: string[][], durationS: number) =>
    ordersPaidPerSecond({
      url: ctx.server.url,
      stores,
      diners: ctx.diners,
      durationS,
      sandboxSecret: ctx.sandboxSecret,
    });
  type Run = Awaited<ReturnType<typeof run>>;
  const row = (label: string, runs: Run[]) => {
    const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const seconds = runs.reduce((n, r) => n + r.seconds, 0);
    const first = runs.find((r) => r.firstError)?.firstError;
    if (first) console.log(`${label}, first error: ${first}`);
    return {
      scenario: label,
      'orders/s': Math.round((latencies.length / seconds) * 10) / 10,
      orders: latencies.length,
      'p50 ms': at(latencies, 0.5),
      'p99 ms': at(latencies, 0.99),
      errors: runs.reduce((n, r) => n + r.errors, 0),
    };
  };
  const oneLabel = `one busy store, ${ctx.diners} diners (price → place → pay → callback → read)`;
  console.log(
    `\nOrders placed and paid, ${ctx.duration} s each${ctx.pg ? ', in halves: one, 100, 100, one' : ' (100 stores: PostgreSQL only)'}`,
  );
  if (!ctx.pg) {
    console.table([row(oneLabel, [await run([ctx.demo.tables], ctx.duration)])]);
    return;
  }
  const made = Date.now();
  const many = [ctx.demo.tables, ...(await makeStores(ctx.pg.url, 99, 5))];
  console.log(`(99 more stores with the demo menu and 5 tables each, made in ${Date.now() - made} ms)`);
  // Half the time each in the order one, 100, 100, one: a machine whose load drifts (other jobs,
  // the server's own queued jobs) weighs on both alike.
  const half = ctx.duration / 2;
  const one: Run[] = [await run([ctx.demo.tables], half)];
  const hundred: Run[] = [await run(many, half), await run(many, half)];
  one.push(await run([ctx.demo.tables], half));
  const rows = [
    row(oneLabel, one),
    row(`100 stores, the same ${ctx.diners} diners spread over them`, hundred),
  ];
  console.table(rows);
  results.stores = { one: rows[0]?.['orders/s'] ?? 0, hundred: rows[1]?.['orders/s'] ?? 0 };
}
