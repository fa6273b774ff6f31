import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The product as an operator runs it, for tests of what happens to a whole process (a database
 * restart, a second process on one DATA_DIR, a backup): the production bundle run by node, as
 * `npm start` does, and diners that retry as a phone does.
 */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const bundle = 'dist/server/main.js';

let built: Promise<unknown> | undefined;
/** The bundle, built once per test process from the current sources. */
export const buildBundle = () => {
  built ??= promisify(execFile)(process.execPath, ['scripts/build.mjs'], { cwd: serverDir });
  return built;
};

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

export const SANDBOX_SECRET = 'process-test-sandbox-secret-0123456789';

/** What the process sees: ours only; the test runner's DATABASE_URL never leaks into an embedded run. */
function envOf(env: Record<string, string>) {
  const { DATABASE_URL: _, ...rest } = process.env;
  return {
    ...rest,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_SEED: 'true',
    TRUST_PROXY: 'true',
    SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET,
    ...env,
  };
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A command of the bundle (`check`, `backup FILE`, `restore FILE`) run to its end. */
export async function runCommand(args: string[], env: Record<string, string>): Promise<Run> {
  await buildBundle();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bundle, ...args], { cwd: serverDir, env: envOf(env) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it wrote to stderr so far. */
  stderr(): string;
  /** Resolves with its exit code once it exited (at once if it has). */
  exited(): Promise<number | null>;
  healthy(): Promise<boolean>;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
  /** kill -9. */
  kill(): Promise<void>;
}

/** Starts the server; `waitHealthy` false returns at once (for a start expected to fail). */
export async function startProcess(
  env: Record<string, string>,
  opts: { waitHealthy?: boolean; command?: string } = {},
): Promise<ServerProcess> {
  await buildBundle();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [bundle, opts.command ?? 'serve'], {
    cwd: serverDir,
    env: envOf({ PORT: String(port), PUBLIC_URL: url, ...env }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const healthy = () =>
    fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  const p: ServerProcess = {
    url,
    child,
    stderr: () => stderr,
    exited: () => exit,
    healthy,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exit;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exit;
    },
  };
  if (opts.waitHealthy === false) return p;
  const deadline = Date.now() + 120_000;
  while (!(await healthy())) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    if (Date.now() > deadline) {
      await p.kill();
      throw new Error(`server not healthy in 120 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return p;
}

const json = { 'content-type': 'application/json' };

/**
 * A call retried as a phone or a gateway retries: a dropped connection or a 5xx is sent again, the
 * same body and keys, until it is answered (at most `tries`).
 */
export async function retried(url: string, init: RequestInit = {}, tries = 300): Promise<Response> {
  for (let i = 1; ; i++) {
    const res = await fetch(url, init).catch(() => null);
    if (res && res.status < 500) return res;
    if (i >= tries)
      throw new Error(`${init.method ?? 'GET'} ${url}: ${res?.status ?? 'no answer'} after ${i} tries`);
    await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
  }
}

async function ok<T>(res: Response): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** The demo store open all day, and its tables' tokens (made as needed). */
export async function demoTables(url: string, count: number): Promise<string[]> {
  const login = await ok<{ data: { token: string } }>(
    await retried(`${url}/api/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'merchant', password: 'Merchant@1234' }),
    }),
  );
  const headers = { ...json, authorization: `Bearer ${login.data.token}` };
  await ok(
    await retried(`${url}/api/admin/merchant/update`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ type: 'store', open_at: '00:00', close_at: '00:00' }),
    }),
  );
  const tables = (
    await ok<{ data: { token: string }[] }>(
      await retried(`${url}/api/admin/table?length=${count}`, { headers }),
    )
  ).data;
  for (let i = tables.length; i < count; i++)
    tables.push(
      (
        await ok<{ data: { token: string } }>(
          await retried(`${url}/api/admin/table`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ name: `Test table ${i + 1}` }),
          }),
        )
      ).data,
    );
  return tables.map((t) => t.token);
}

function signature(fields: Record<string, string>) {
  const source = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return createHmac('sha256', SANDBOX_SECRET).update(source).digest('hex');
}

let diners = 0;

/**
 * One diner's order at `table`, paid through the sandbox gateway; every step retried through
 * faults (the placement under one Idempotency-Key, the callback delivered until answered). Resolves
 * with the order's token once the diner's page shows it paid with a receipt number.
 */
export async function orderAndPay(url: string, table: string): Promise<{ token: string; receiptNo: string }> {
  const n = ++diners;
  const phone = { ...json, 'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}` };
  const t = encodeURIComponent(table);
  type Menu = {
    data: {
      categories: {
        foods: {
          id: number;
          sold_out?: boolean;
          birthday_gift_only?: boolean;
          ticket_balance?: number;
          option_groups: { min_qty: number }[];
        }[];
      }[];
    };
  };
  const menu = await ok<Menu>(await retried(`${url}/api/public/table/${t}/menu`));
  const plain = menu.data.categories
    .flatMap((c) => c.foods)
    .filter(
      (f) =>
        !f.sold_out &&
        !f.birthday_gift_only &&
        f.ticket_balance === undefined &&
        f.option_groups.every((g) => g.min_qty === 0),
    );
  const cart = { lines: plain.slice(0, 2).map((f, i) => ({ food_id: f.id, quantity: i + 1 })) };
  const key = randomUUID();
  const placed = await ok<{ data: { token: string; total_sen: number } }>(
    await retried(`${url}/api/public/table/${t}/orders`, {
      method: 'POST',
      headers: { ...phone, 'idempotency-key': key },
      body: JSON.stringify({ ...cart, channel: 'card' }),
    }),
  );
  const order = encodeURIComponent(placed.data.token);
  const started = await ok<{ data: { redirect_url: string } }>(
    await retried(`${url}/api/public/orders/${order}/pay`, {
      method: 'POST',
      headers: phone,
      body: JSON.stringify({ channel: 'card' }),
    }),
  );
  const notice = {
    ref: started.data.redirect_url.split('/').pop() ?? '',
    status: 'paid',
    amount_sen: String(placed.data.total_sen),
  };
  await ok(
    await retried(`${url}/api/public/payments/sandbox/callback`, {
      method: 'POST',
      headers: { ...json, 'x-sandbox-signature': signature(notice) },
      body: JSON.stringify(notice),
    }),
  );
  for (let i = 0; ; i++) {
    const seen = await ok<{ data: { payment_status: string; receipt_no: string | null } }>(
      await retried(`${url}/api/public/orders/${order}`),
    );
    if (seen.data.payment_status === 'paid' && seen.data.receipt_no)
      return { token: placed.data.token, receiptNo: seen.data.receipt_no };
    if (i > 200) throw new Error(`order ${placed.data.token} not paid after its callback`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
