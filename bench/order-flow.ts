/**
 * "Orders placed and paid per second": virtual diners, each in a loop until the time is up,
 * price a cart → place it (Idempotency-Key) → start an FPX payment at the sandbox gateway →
 * deliver the sandbox's signed callback (as the gateway would, signed with the same secret) →
 * read the order until it is paid. Reports completed orders per second and the whole flow's
 * latency. Written against packages/contracts/src/orders.ts and payments.ts.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { TDinerMenu, TOrder, TPricedCart, TStartPayment } from '@meja/contracts';

export interface OrderFlowOptions {
  url: string;
  /**
   * The stores ordered at, each as its tables' tokens: order n goes to store n mod stores, at the
   * next of its tables. The server throttles orders per table and per address (30 a table and 60
   * an address in 10 minutes), so the load is spread as a restaurant's is: many tables, every diner
   * on a phone of their own (X-Forwarded-For, with TRUST_PROXY set).
   */
  stores: string[][];
  diners: number;
  /** Run until this many seconds are over, or until `orders` were placed. */
  durationS?: number;
  orders?: number;
  /** SANDBOX_GATEWAY_SECRET of the server under test. */
  sandboxSecret: string;
}

/** Orders placed by this bench process so far: every order gets a table turn and an address of its own. */
let placedSoFar = 0;

/** The sandbox gateway's signature (apps/server/src/modules/payments/sandbox.ts). */
function sandboxSignature(fields: Record<string, string>, secret: string) {
  const source = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return createHmac('sha256', secret).update(source).digest('hex');
}

async function call<T>(url: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${url}${path}`, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}
const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Two plain foods of the menu: no required options, not gifts, not alcohol, not sold out. */
async function cartOf(url: string, tableToken: string) {
  const menu = await call<{ data: TDinerMenu }>(
    url,
    `/api/public/table/${encodeURIComponent(tableToken)}/menu`,
  );
  const plain = menu.data.categories
    .flatMap((c) => c.foods)
    .filter(
      (f) =>
        !f.sold_out &&
        !f.birthday_gift_only &&
        f.ticket_balance === undefined &&
        f.option_groups.every((g) => g.min_qty === 0),
    );
  if (plain.length < 2) throw new Error('the demo menu has no two plain foods to order');
  return { lines: plain.slice(0, 2).map((f, i) => ({ food_id: f.id, quantity: i + 1 })) };
}

export async function ordersPaidPerSecond(o: OrderFlowOptions) {
  if (!o.stores.length || o.stores.some((tables) => !tables.length)) throw new Error('no table to order at');
  // Each store has foods of its own; reading its menu once also fills its menu cache.
  const carts = await Promise.all(o.stores.map((tables) => cartOf(o.url, tables[0] as string)));
  const latencies: number[] = [];
  const errors: string[] = [];
  const until = Date.now() + (o.durationS ?? 3600) * 1000;
  let begunHere = 0;

  async function oneOrder() {
    const n = placedSoFar++;
    const s = n % o.stores.length;
    const tables = o.stores[s] as string[];
    const cart = carts[s] as Awaited<ReturnType<typeof cartOf>>;
    const table = encodeURIComponent(tables[Math.floor(n / o.stores.length) % tables.length] as string);
    const phone = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
    const started = performance.now();
    const priced = await call<{ data: TPricedCart }>(
      o.url,
      `/api/public/table/${table}/price`,
      post(cart, phone),
    );
    const pay = priced.data.fpx_available ? { channel: 'fpx', method: 'MB2U0227' } : { channel: 'card' };
    const placed = await call<{ data: TOrder }>(
      o.url,
      `/api/public/table/${table}/orders`,
      post({ ...cart, channel: pay.channel }, { ...phone, 'idempotency-key': randomUUID() }),
    );
    const orderToken = encodeURIComponent(placed.data.token);
    const payment = await call<{ data: TStartPayment }>(
      o.url,
      `/api/public/orders/${orderToken}/pay`,
      post(pay, phone),
    );
    const ref = payment.data.redirect_url.split('/').pop() ?? '';
    const notice = { ref, status: 'paid', amount_sen: String(placed.data.total_sen) };
    await call(
      o.url,
      '/api/public/payments/sandbox/callback',
      post(notice, { 'x-sandbox-signature': sandboxSignature(notice, o.sandboxSecret) }),
    );
    for (let i = 0; ; i++) {
      const order = await call<{ data: TOrder }>(o.url, `/api/public/orders/${orderToken}`);
      if (order.data.payment_status === 'paid' && order.data.receipt_no) break;
      if (i > 50) throw new Error(`order ${placed.data.token} not paid after its callback`);
      await new Promise((r) => setTimeout(r, 20));
    }
    latencies.push(performance.now() - started);
  }

  const begun = performance.now();
  await Promise.all(
    Array.from({ length: o.diners }, async () => {
      while (Date.now() < until && (o.orders === undefined || begunHere < o.orders)) {
        begunHere++;
        try {
          await oneOrder();
        } catch (err) {
          errors.push((err as Error).message);
          if (errors.length > 20) throw new Error(`too many errors, first: ${errors[0]}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - begun) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0);
  return {
    latencies,
    seconds,
    orders: latencies.length,
    perSecond: Math.round((latencies.length / seconds) * 10) / 10,
    p50: at(0.5),
    p99: at(0.99),
    errors: errors.length,
    firstError: errors[0],
  };
}
