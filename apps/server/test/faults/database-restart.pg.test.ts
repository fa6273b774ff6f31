import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTables, orderAndPay, runCommand, type ServerProcess, startProcess } from '../process';
import { type DatabaseProxy, databaseProxy } from '../tcp-proxy';

/**
 * Issue 25 on PostgreSQL, with the product run as an operator runs it (the production bundle):
 * instances starting together on an empty database both serve; while diners pay and jobs run,
 * every connection of the database (the pool's, the LISTEN connection, pg-boss's) is terminated
 * again and again, and the database is "restarted" (every connection cut and new ones refused for
 * a while, through a proxy in front of it): the processes stay up, answer 503 while it is away and
 * serve again when it is back, and every order paid is paid once.
 */
const serverUrl = process.env.DATABASE_URL as string;
const name = `meja_restart_${process.pid}`;
const urlOf = (port?: number) => {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  if (port) {
    u.hostname = '127.0.0.1';
    u.port = String(port);
  }
  return u.toString();
};
const url = urlOf();
const admin = new pg.Client({ connectionString: serverUrl });
const servers: ServerProcess[] = [];
let proxy: DatabaseProxy;

beforeAll(async () => {
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const target = new URL(serverUrl);
  proxy = await databaseProxy({ host: target.hostname, port: Number(target.port || 5432) });
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  await proxy?.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

/** Terminates every connection to the test database (but ours) every `everyMs`, until stopped. */
function terminateRepeatedly(everyMs: number) {
  let running = true;
  let terminated = 0;
  const done = (async () => {
    while (running) {
      const res = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      terminated += res.rowCount ?? 0;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return terminated;
    },
  };
}

/** Both processes are still there and answer again; each order paid once, receipts unique, ledger balanced. */
async function expectUpAndPaidOnce(tokens: string[]) {
  for (const s of servers) {
    expect(s.child.exitCode).toBeNull();
    await expect.poll(() => s.healthy(), { timeout: 30_000 }).toBe(true);
  }
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const orders = await db.query(
      `select o.id, o.payment_status, o.receipt_no,
         (select count(*)::int from ledger_transactions t where t.kind = 'order_paid' and t.ref = o.id::text) as postings
       from orders o where o.token = any($1)`,
      [tokens],
    );
    expect(orders.rows).toHaveLength(tokens.length);
    for (const o of orders.rows) {
      expect(o.payment_status).toBe('paid');
      expect(o.postings).toBe(1);
    }
    expect(new Set(orders.rows.map((o) => o.receipt_no)).size).toBe(tokens.length);
    const unbalanced = await db.query(
      'select transaction_id from ledger_entries group by transaction_id, unit having sum(amount_sen) <> 0',
    );
    expect(unbalanced.rows).toEqual([]);
  } finally {
    await db.end();
  }
}

/**
 * `count` jobs of the real `orders.expire` queue, each for a paid order (which it leaves alone
 * after taking the order's lock): work that completes, or fails when its connection is cut.
 */
async function queueExpiries(count: number, tag: string, priority = 0) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(
      `insert into pgboss.job (name, data, policy, singleton_key, retry_limit, priority)
       select 'orders.expire', jsonb_build_object('orderId', o.id, 'expiresAt', now()), 'stately',
              $2 || o.id || '-' || g, 5, $3
       from (select id from orders where payment_status = 'paid' order by id limit 50) o,
            generate_series(1, ceil($1 / 50.0)::int) g
       limit $1`,
      [count, tag, priority],
    );
  } finally {
    await db.end();
  }
}

async function jobsOf(tag: string) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query(
      `select state::text, count(*)::int as n from pgboss.job
       where name = 'orders.expire' and singleton_key like $1 group by state`,
      [`${tag}%`],
    );
    return Object.fromEntries(rows.map((r) => [r.state, r.n])) as Record<string, number>;
  } finally {
    await db.end();
  }
}

describe('instances on one PostgreSQL', () => {
  it('two instances started together on an empty database both migrate, seed once and serve', {
    timeout: 120_000,
  }, async () => {
    const env = { DATABASE_URL: urlOf(proxy.port), SECRETS_KEY: 'ab'.repeat(32) };
    servers.push(...(await Promise.all([startProcess(env), startProcess(env)])));
    for (const s of servers) expect(await s.healthy()).toBe(true);
    // The demo was seeded once, by whichever came first.
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const admins = await db.query(`select count(*)::int as n from users where username = 'admin'`);
    await db.end();
    expect(admins.rows[0].n).toBe(1);
  });

  it('stay up while every connection is terminated again and again, and pay each order once', {
    timeout: 120_000,
  }, async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    // Diners at 12 tables, at most 20 orders each: a table takes 30 orders in 10 minutes, and a
    // placement retried through a fault counts once (it counts in its own transaction).
    const tables = await demoTables(a.url, 12);
    const paid: { token: string; receiptNo: string }[] = [];
    const killer = terminateRepeatedly(300);
    const until = Date.now() + 15_000;
    let terminated: number;
    try {
      await Promise.all(
        tables.map(async (table, i) => {
          const server = i % 2 ? b : a;
          for (let n = 0; n < 20 && Date.now() < until; n++) paid.push(await orderAndPay(server.url, table));
        }),
      );
    } finally {
      terminated = await killer.stop();
    }
    console.log(`${paid.length} orders paid while ${terminated} connections were terminated`);
    expect(terminated).toBeGreaterThan(20);
    expect(paid.length).toBeGreaterThan(5);

    await expectUpAndPaidOnce(paid.map((p) => p.token));
    // The job queue works again: a new order is paid and its jobs run.
    expect((await orderAndPay(a.url, tables[0] as string)).receiptNo).toBeTruthy();
  });

  it('answer 503 while the database restarts, then serve and run jobs again, paying each order once', {
    timeout: 180_000,
  }, async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const tables = (await demoTables(a.url, 24)).slice(12);
    await queueExpiries(2_000, 'restart-');
    const paid: string[] = [];
    let paying = true;
    const diners = tables.map(async (table, i) => {
      const server = i % 2 ? b : a;
      for (let n = 0; n < 20 && paying; n++) paid.push((await orderAndPay(server.url, table)).token);
    });
    const whileAway: { status: number; code?: string }[] = [];
    try {
      for (let i = 0; i < 4; i++) {
        const restarting = proxy.restart(1_500);
        await new Promise((r) => setTimeout(r, 500));
        const res = await fetch(`${(i % 2 ? b : a).url}/api/health`);
        whileAway.push({ status: res.status, code: (await res.json()).code });
        await restarting;
        await new Promise((r) => setTimeout(r, 1_500));
      }
    } finally {
      paying = false;
      await Promise.all(diners);
    }
    // While it was away: a clear 503, not a hang or a 500.
    expect(whileAway).toContainEqual({ status: 503, code: 'unavailable' });
    expect(whileAway.every((w) => w.status === 503)).toBe(true);
    await expectUpAndPaidOnce(paid);
    // `npm run check` says the same of the whole ledger.
    const check = await runCommand(['check'], { DATABASE_URL: url });
    expect(check.stdout).toContain('The ledger holds');
    expect(check.code).toBe(0);
    // Jobs ran through the restarts, and the queue takes and runs new ones now.
    expect((await jobsOf('restart-')).completed).toBeGreaterThan(0);
    // Ahead of what is left of the 2,000 (a loaded machine may still be working through them).
    await queueExpiries(50, 'after-', 1);
    // Generous for a loaded machine: what matters is that every one of them completes.
    await expect
      .poll(async () => (await jobsOf('after-')).completed, { timeout: 90_000, interval: 500 })
      .toBe(50);
  });

  it('run jobs in a worker process beside an API instance with JOBS=off', { timeout: 180_000 }, async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop()));
    const env = { DATABASE_URL: urlOf(proxy.port), SECRETS_KEY: 'ab'.repeat(32) };
    const api = await startProcess({ ...env, JOBS: 'off' });
    servers.push(api);
    const [table] = (await demoTables(api.url, 25)).slice(24);
    await queueExpiries(20, 'api-only-', 1);
    // The API instance serves diners but runs no job, however long they wait.
    const paid = await orderAndPay(api.url, table as string);
    // Absence needs a bound: longer than a job-running instance's polling interval (2 s by
    // default, lib/jobs.ts), the longest it would leave a due job untaken. The worker below is
    // the control: the same jobs complete once something runs them.
    await new Promise((r) => setTimeout(r, 2_500));
    expect((await jobsOf('api-only-')).completed).toBeUndefined();
    const worker = await startProcess(env, { command: 'worker', waitHealthy: false });
    try {
      await expect
        .poll(async () => (await jobsOf('api-only-')).completed, { timeout: 90_000, interval: 500 })
        .toBe(20);
      expect(worker.child.exitCode).toBeNull();
      await expectUpAndPaidOnce([paid.token]);
    } finally {
      await worker.stop();
    }
  });
});
