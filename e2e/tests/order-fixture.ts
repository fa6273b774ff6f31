import type { TDinerFood, TDinerMenu, TOrder, TOrderSummary } from '@meja/contracts';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from '../support/browser';

/** Shared by the ordering app's browser tests (order-*.test.ts): the demo store, ready to order from. */

async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * The demo merchant's store, open all day every day (so the tests do not depend on the hour) and
 * offering FPX, and one of its tables' QR tokens: the same one for a test file, and the files
 * spread over the demo's tables. A table takes 30 placements in 10 minutes (orders/place.ts
 * `placeLimits`): the whole suite on one table met that limit once the suite had grown.
 */
export async function demoTable(): Promise<string> {
  const login = await call<{ data: { token: string } }>('POST', '/login', {
    username: 'merchant',
    password: 'Merchant@1234',
  });
  const auth = { authorization: `Bearer ${login.data.token}` };
  await call(
    'PATCH',
    '/admin/merchant/update',
    {
      type: 'store',
      open_at: '00:00',
      close_at: '00:00',
      // FPX offered for any bill: the journey pays by FPX.
      fpx_status: 1,
      hide_fpx_under_rm30: 0,
      ...Object.fromEntries(weekdays.map((d) => [`is_unavailable_on_${d}`, 0])),
    },
    auth,
  );
  const tables = await call<{ data: { token: string }[] }>('GET', '/admin/table?length=5', undefined, auth);
  const file = expect.getState().testPath ?? '';
  const pick =
    [...file].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 0) % Math.max(1, tables.data.length);
  const token = tables.data[pick]?.token;
  if (token) return token;
  const created = await call<{ data: { token: string } }>(
    'POST',
    '/admin/table',
    { name: 'Order test' },
    auth,
  );
  return created.data.token;
}

export const tableMenu = (table: string) =>
  call<{ data: TDinerMenu }>('GET', `/public/table/${table}/menu`).then((r) => r.data);

/** A food that can be ordered now and has a required option group: the detail sheet has work to do. */
export async function foodWithOptions(table: string): Promise<TDinerFood> {
  const menu = await tableMenu(table);
  const food = menu.categories
    .flatMap((c) => c.foods)
    .find(
      (f) =>
        !f.sold_out &&
        !f.birthday_gift_only &&
        f.option_groups.some((g) => g.min_qty > 0) &&
        f.option_groups.some((g) => g.max_qty > 1),
    );
  if (!food) throw new Error('the demo menu has no food with a required and a multiple-choice option group');
  return food;
}

/** An unpaid order placed through the API, for tests that only look at the order page. */
export async function placeOrder(
  table: string,
  food: TDinerFood,
  channel: 'counter' | 'card',
): Promise<TOrder> {
  const options = food.option_groups.flatMap((g) =>
    g.options.slice(0, g.min_qty).map((o) => ({ option_id: o.id, quantity: 1 })),
  );
  const body = { lines: [{ food_id: food.id, quantity: 1, options }], channel };
  const key = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const reply = await call<{ data: TOrder }>('POST', `/public/table/${table}/orders`, body, {
    'idempotency-key': key,
  });
  return reply.data;
}

/** A phone: 390×844, touch, English. */
export async function phone(browser: Browser, locale = 'en-GB') {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  return { context, page: await context.newPage() };
}

/** A food of the table's menu anyone can order as it is: on sale, not a gift, no required options. */
export async function plainFood(table: string): Promise<TDinerFood> {
  const menu = await tableMenu(table);
  const food = menu.categories
    .flatMap((c) => c.foods)
    .find((f) => !f.sold_out && !f.birthday_gift_only && f.option_groups.every((g) => g.min_qty === 0));
  if (!food) throw new Error('the demo menu needs a food without required options');
  return food;
}

/** An API call with a signed-in user's bearer token; a reply that is not 2xx throws with its body. */
export function signedCall<T>(method: string, path: string, token: string, body?: unknown, headers = {}) {
  return call<T>(method, path, body, { authorization: `Bearer ${token}`, ...headers });
}

/**
 * A diner's counter order of two `food` at the table, marked paid (in cash) by the cashier:
 * the order as the cashier's listing shows it once paid. With `buddy` (a signed-in buddy's token)
 * the order is the buddy's, and earns its cashback.
 */
export async function paidCounterOrder(table: string, food: TDinerFood, cashier: string, buddy?: string) {
  const reply = await call<{ data: { order_no: number } }>(
    'POST',
    `/public/table/${table}/orders`,
    { lines: [{ food_id: food.id, quantity: 2 }], channel: 'counter' },
    {
      'idempotency-key': `e2e-${Date.now()}-${Math.random()}`,
      ...(buddy ? { authorization: `Bearer ${buddy}` } : {}),
    },
  );
  const no = reply.data.order_no;
  // The diner's reply names the order by its number; the cashier's listing has its id.
  const find = async (status: string) => {
    const listed = await signedCall<{ data: TOrderSummary[] }>(
      'GET',
      `/admin/order_listing?search=${no}&length=50`,
      cashier,
    );
    return listed.data.find((o) => o.order_no === no && o.payment_status === status);
  };
  const order = await find('unpaid');
  if (!order) throw new Error(`order No. ${no} is not in the cashier's listing`);
  await signedCall('PATCH', '/admin/toggle_order_status', cashier, { id: order.id });
  const paid = await find('paid');
  if (!paid) throw new Error(`order No. ${no} is not paid`);
  return paid;
}
