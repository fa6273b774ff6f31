import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launch, seen, signIn } from '../support/browser';

/**
 * Behind a load balancer, the cashier's board may be served by one API instance while the payment
 * lands on another: the change reaches it through PostgreSQL (LISTEN/NOTIFY), within a second.
 */

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser.close();
});

async function api<T>(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function board(base: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: base,
    locale: 'en-GB',
    viewport: { width: 1280, height: 800 },
  });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, 'cashier@demo.meja.my', 'Cashier@1234');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/orders/live');
  await seen(page.getByText('Live', { exact: true }));
  return page;
}

it('shows an order paid through one instance on boards served by both, within a second', async () => {
  const first = inject('baseUrl');
  const second = inject('secondUrl');
  const [here, there] = [await board(first), await board(second)];

  // A diner's counter order at the demo store's first table, placed through the first instance.
  const merchant = await api<{ data: { token: string } }>(first, 'POST', '/login', {
    username: 'merchant',
    password: 'Merchant@1234',
  });
  // Open all day, every day: the test must not depend on the hour it runs at.
  const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  await api(
    first,
    'PATCH',
    '/admin/merchant/update',
    {
      type: 'store',
      open_at: '00:00',
      close_at: '00:00',
      ...Object.fromEntries(weekdays.map((d) => [`is_unavailable_on_${d}`, 0])),
    },
    merchant.data.token,
  );
  const tables = await api<{ data: { token: string }[] }>(
    first,
    'GET',
    '/admin/table?length=1',
    undefined,
    merchant.data.token,
  );
  const table = tables.data[0]?.token;
  if (!table) throw new Error('the demo merchant has no table');
  const menu = await api<{
    data: {
      categories: { foods: { id: number; sold_out: boolean; option_groups: { min_qty: number }[] }[] }[];
    };
  }>(first, 'GET', `/public/table/${table}/menu`);
  const food = menu.data.categories
    .flatMap((c) => c.foods)
    .find((f) => !f.sold_out && f.option_groups.every((g) => g.min_qty === 0));
  if (!food) throw new Error('the demo menu has no plain food on offer');
  const res = await fetch(`${first}/api/public/table/${table}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-two-${Date.now()}` },
    body: JSON.stringify({ lines: [{ food_id: food.id, quantity: 1 }], channel: 'counter' }),
  });
  const order = ((await res.json()) as { data: { order_no: number } }).data;
  const cardOn = (page: Page) =>
    page.locator('.order-card').filter({ has: page.getByText(`No. ${order.order_no}`, { exact: true }) });
  await seen(cardOn(here).getByText('Unpaid', { exact: true }));
  await seen(cardOn(there).getByText('Unpaid', { exact: true }));

  // The cashier takes the cash through the SECOND instance; both boards follow within a second.
  const cashier = await api<{ data: { token: string } }>(second, 'POST', '/login', {
    username: 'cashier@demo.meja.my',
    password: 'Cashier@1234',
  });
  const listed = await api<{ data: { id: number; order_no: number }[] }>(
    second,
    'GET',
    `/admin/order_listing?search=${order.order_no}&length=50`,
    undefined,
    cashier.data.token,
  );
  const id = listed.data.find((o) => o.order_no === order.order_no)?.id;
  expect(id).toBeDefined();
  await api(second, 'PATCH', '/admin/toggle_order_status', { id }, cashier.data.token);
  await seen(cardOn(here).getByText('Paid', { exact: true }), 1_000);
  await seen(cardOn(there).getByText('Paid', { exact: true }), 1_000);
});
