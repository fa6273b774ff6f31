/**
 * Paid-to-board latency: how long after a cashier's "paid" returns do the restaurant's open order
 * boards show it? Two server instances on one PostgreSQL (the change reaches the other instance
 * through LISTEN/NOTIFY), `--boards` live boards (GET /api/admin/display_order/events?type=order)
 * half on each, then `--orders` counter orders placed by a diner and paid by the merchant one after
 * another (PATCH /api/admin/toggle_order_status {id}). For each payment: from the moment its
 * request returned (the commit) to the moment each board received `event: order` with that order
 * paid. Goal: p99 under 250 ms over all (board, order) pairs.
 *
 * Usage: DATABASE_URL=postgres://... npm run board-latency -w @meja/bench [-- --boards 200 --orders 50]
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { TBoardEvent, TBoardPage, TDinerMenu, TOrder } from '@meja/contracts';
import { boardEventName } from '@meja/contracts';
import { cpuMsOfTrees } from './cpu';
import { type BenchServer, freshDatabase, startServer } from './server';
import { openSse, type SseStream } from './sse';

const { values } = parseArgs({
  options: {
    boards: { type: 'string', default: '200' },
    orders: { type: 'string', default: '50' },
    /** The server's limit of open boards per user and instance (board/stream.ts maxStreamsPerUser). */
    'per-user': { type: 'string', default: '20' },
    /** A pause between payments, on top of waiting for every board to have the last one. */
    'gap-ms': { type: 'string', default: '50' },
    /** A board that has not shown a payment after this long counts as missed. */
    'timeout-ms': { type: 'string', default: '5000' },
  },
});
const boardCount = Number(values.boards);
const orderCount = Number(values.orders);
const perUser = Number(values['per-user']);
const gapMs = Number(values['gap-ms']);
const timeoutMs = Number(values['timeout-ms']);
const goalP99Ms = 250;

if (!process.env.DATABASE_URL) {
  console.error('board-latency needs DATABASE_URL: two server instances share one PostgreSQL.');
  process.exit(2);
}

const json = { 'content-type': 'application/json' };
let addressSeq = 0;
/** Each caller from an address of its own (the servers believe X-Forwarded-For from loopback). */
const freshAddress = () => {
  const n = ++addressSeq;
  return { 'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}` };
};

async function call<T>(url: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${url}${path}`, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

async function login(url: string, username: string, password: string) {
  const reply = await call<{ data: { token: string } }>(url, '/api/login', {
    method: 'POST',
    headers: { ...json, ...freshAddress() },
    body: JSON.stringify({ username, password }),
  });
  return { ...json, authorization: `Bearer ${reply.data.token}` };
}

/** The demo store open all day, tables enough for the throttle (30 orders a table in 10 minutes), a plain food. */
async function prepareStore(url: string, merchant: Record<string, string>) {
  await call(url, '/api/admin/merchant/update', {
    method: 'PATCH',
    headers: merchant,
    body: JSON.stringify({ type: 'store', open_at: '00:00', close_at: '00:00' }),
  });
  const need = Math.max(1, Math.ceil(orderCount / 25));
  type Table = { token: string };
  const tables = (
    await call<{ data: Table[] }>(url, `/api/admin/table?length=${need}`, { headers: merchant })
  ).data;
  for (let i = tables.length; i < need; i++) {
    const made = await call<{ data: Table }>(url, '/api/admin/table', {
      method: 'POST',
      headers: merchant,
      body: JSON.stringify({ name: `Board bench ${i + 1}` }),
    });
    tables.push(made.data);
  }
  const first = tables[0]?.token ?? '';
  const menu = await call<{ data: TDinerMenu }>(url, `/api/public/table/${encodeURIComponent(first)}/menu`);
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
  return { tables: tables.map((t) => t.token), foodId: food.id };
}

/** The id of today's order `no` (the diner's reply carries no id): the merchant's board finds it. */
async function orderIdOf(url: string, merchant: Record<string, string>, no: number) {
  const page = await call<TBoardPage>(url, `/api/admin/display_order?type=order&search=${no}&length=50`, {
    headers: merchant,
  });
  const order = page.data.find((o) => o.order_no === no);
  if (!order) throw new Error(`the board does not list order No. ${no}`);
  return order.id;
}

/** Cashier staff of the demo merchant, enough that no one holds more boards on an instance than allowed. */
async function boardUsers(url: string, merchant: Record<string, string>, count: number) {
  const password = 'Bench@12345';
  const users: Record<string, string>[] = [];
  for (let i = 0; i < count; i++) {
    const email = `board-bench-${process.pid}-${i}@example.com`;
    await call(url, '/api/admin/merchant_staff', {
      method: 'POST',
      headers: merchant,
      body: JSON.stringify({
        email,
        role: 'Cashier',
        status: 'active',
        password,
        password_confirmation: password,
      }),
    });
    users.push(await login(url, email, password));
  }
  return users;
}

interface Board {
  stream: SseStream;
  /** Order numbers this board has shown unpaid. */
  placed: Set<number>;
  /** order id → when this board saw it paid. */
  paidAt: Map<number, number>;
}

/** Whether the boards are told of a newly placed order (learnt from the first one). */
let placementShown: boolean | undefined;
/** `event: order` received by all boards, for the CPU per event. */
let eventsReceived = 0;
let waiter: (() => void) | undefined;
let stopping = false;

function onBoardEvent(board: Board, data: string, at: number) {
  const { order } = JSON.parse(data) as TBoardEvent;
  eventsReceived++;
  if (order.payment_status === 'paid' && !board.paidAt.has(order.id)) board.paidAt.set(order.id, at);
  if (order.order_no !== null && order.payment_status === 'unpaid') board.placed.add(order.order_no);
  waiter?.();
}

/** Resolves when `done()` holds (checked on each board event) or after `ms`. */
function until(done: () => boolean, ms: number) {
  return new Promise<void>((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      waiter = undefined;
      resolve();
    };
    const timer = setTimeout(finish, ms);
    waiter = () => {
      if (done()) finish();
    };
    waiter();
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
const ms = (v: number) => Math.round(v * 10) / 10;

const database = await freshDatabase();
const servers: BenchServer[] = [];
const boards: Board[] = [];
try {
  const env = { TRUST_PROXY: '127.0.0.1' };
  // One after the other: the first migrates and seeds the new database, the second finds it ready.
  servers.push(await startServer(database, env));
  servers.push(await startServer(database, env));
  const [a, b] = servers as [BenchServer, BenchServer];
  const merchant = await login(a.url, 'merchant', 'Merchant@1234');
  const store = await prepareStore(a.url, merchant);
  const half = Math.ceil(boardCount / 2);
  const users = await boardUsers(a.url, merchant, Math.ceil(half / perUser));

  const opening: Promise<void>[] = [];
  for (let i = 0; i < boardCount; i++) {
    const server = i % 2 === 0 ? a : b;
    const user = users[Math.floor(Math.floor(i / 2) / perUser)] ?? merchant;
    const board: Board = { placed: new Set(), paidAt: new Map(), stream: undefined as unknown as SseStream };
    board.stream = openSse(
      `${server.url}/api/admin/display_order/events?type=order`,
      { authorization: user.authorization ?? '' },
      (e) => {
        if (e.event === boardEventName) onBoardEvent(board, e.data, e.at);
      },
      (err) => {
        if (err && !stopping) console.error(`a board stream ended: ${err.message}`);
      },
    );
    boards.push(board);
    opening.push(board.stream.opened);
  }
  await Promise.all(opening);

  const latencies: number[] = [];
  /** From the moment the paying request left: an upper bound, the request's own time included. */
  const fromSend: number[] = [];
  let missed = 0;
  let beforeReply = 0;
  let paidCount = 0;
  const eventsBefore = eventsReceived;
  const cpuBefore = await cpuMsOfTrees(servers.flatMap((s) => (s.pid ? [s.pid] : [])));
  const started = performance.now();
  for (let n = 0; n < orderCount; n++) {
    const table = encodeURIComponent(store.tables[n % store.tables.length] ?? '');
    const placed = await call<{ data: TOrder }>(a.url, `/api/public/table/${table}/orders`, {
      method: 'POST',
      headers: { ...json, ...freshAddress(), 'idempotency-key': randomUUID() },
      body: JSON.stringify({ lines: [{ food_id: store.foodId, quantity: 1 }], channel: 'counter' }),
    });
    const no = placed.data.order_no;
    if (no === null) throw new Error('the placed order has no order number');
    const id = await orderIdOf(a.url, merchant, no);
    // Boards that are told of new orders show it first, so the payment is measured on its own.
    if (placementShown !== false) {
      await until(() => boards.every((x) => x.placed.has(no)), placementShown ? timeoutMs : 1000);
      placementShown = boards.some((x) => x.placed.has(no));
    }
    // Alternate instances: half the payments commit on the instance the board is not on.
    const payOn = n % 2 === 0 ? a : b;
    const sent = performance.now();
    const res = await fetch(`${payOn.url}/api/admin/toggle_order_status`, {
      method: 'PATCH',
      headers: merchant,
      body: JSON.stringify({ id }),
    });
    const returned = performance.now();
    if (!res.ok) throw new Error(`paying order ${id}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    await res.arrayBuffer();
    paidCount++;
    await until(() => boards.every((x) => x.paidAt.has(id)), timeoutMs);
    for (const board of boards) {
      const at = board.paidAt.get(id);
      if (at === undefined) missed++;
      else {
        if (at < returned) beforeReply++;
        latencies.push(Math.max(0, at - returned));
        fromSend.push(at - sent);
      }
    }
    if (gapMs > 0) await new Promise((r) => setTimeout(r, gapMs));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await cpuMsOfTrees(servers.flatMap((s) => (s.pid ? [s.pid] : [])));

  latencies.sort((x, y) => x - y);
  fromSend.sort((x, y) => x - y);
  const p99 = percentile(latencies, 0.99);
  const events = eventsReceived - eventsBefore;
  const cpu = cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
  console.log(
    `\n${boards.length} boards over 2 instances (${users.length} cashier accounts), ${paidCount} orders paid in ${ms(seconds)} s, ` +
      `PostgreSQL; ${events} board events, placing ${placementShown ? 'shown' : 'NOT shown'} on the boards`,
  );
  console.table([
    {
      scenario: 'paid → every open board (event: order, paid)',
      pairs: latencies.length,
      'p50 ms': ms(percentile(latencies, 0.5)),
      'p90 ms': ms(percentile(latencies, 0.9)),
      'p99 ms': ms(p99),
      'max ms': ms(latencies.at(-1) ?? Number.NaN),
      missed,
      'before reply': beforeReply,
      'p50 from sent ms': ms(percentile(fromSend, 0.5)),
      'p99 from sent ms': ms(percentile(fromSend, 0.99)),
      'server CPU ms/order': cpu === undefined ? 'n/a' : ms(cpu / paidCount),
      'server CPU µs/event': cpu === undefined ? 'n/a' : Math.round((cpu * 1000) / events),
    },
  ]);
  console.log(
    `goal p99 < ${goalP99Ms} ms: ${p99 < goalP99Ms && missed === 0 ? 'met' : 'NOT met'}` +
      ' (server CPU: both server processes, placing and paying included; PostgreSQL not counted)',
  );
} finally {
  stopping = true;
  for (const board of boards) board.stream.close();
  for (const s of servers) await s.stop();
  await database.drop();
}
