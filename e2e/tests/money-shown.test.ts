import { cashRounding, formatMoney, type TDinerFood, type TOrder, type TOrderDetail } from '@meja/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, baseUrl, launch, newPage, press, seen, signIn } from '../support/browser';
import { newPhone, smsCodeFor } from '../support/sms';
import { demoTable, phone, plainFood, signedCall, tableMenu } from './order-fixture';

/**
 * Issue 26, "Money shown wrongly", in the browser: the receipt says how a bill paid with points and
 * cash was paid (to the cashier in the portal, to the diner on the receipt's page, in English and
 * Chinese), and the diner's order page shows a refunded line, the refund and the new total, live
 * and after a reload, in both languages.
 */

let browser: Browser;
let table: string;
let food: TDinerFood;
let cashier: string;
beforeAll(async () => {
  browser = await launch();
  table = await demoTable();
  food = await plainFood(table);
  cashier = await apiToken('cashier@demo.meja.my', 'Cashier@1234');
});
afterAll(() => browser.close());

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An API call, signed in as `token` when given; a reply that is not 2xx throws with its body. */
async function api<T>(method: string, path: string, token?: string, body?: unknown, key?: string) {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A new buddy signed in by phone through the API, as the ordering app does. */
async function newBuddy() {
  const phoneNo = newPhone().e164;
  await api('POST', '/public/otp/send', undefined, { phone: phoneNo });
  const reply = await api<{ data: { token: string } }>('POST', '/public/otp/verify', undefined, {
    phone: phoneNo,
    code: await smsCodeFor(phoneNo),
  });
  return reply.data.token;
}

/** A counter order at the demo table, as `buddy` (or a guest), with its cashier's id. */
async function place(lines: { food_id: number; quantity: number }[], buddy?: string, points = 0) {
  const placed = await api<{ data: TOrder }>(
    'POST',
    `/public/table/${table}/orders`,
    buddy,
    { lines, channel: 'counter', ...(points ? { points } : {}) },
    `e2e-money-${Date.now()}-${Math.random()}`,
  );
  const order = placed.data;
  const listed = await signedCall<{ data: { id: number; order_no: number; payment_status: string }[] }>(
    'GET',
    `/admin/order_listing?search=${order.order_no}&length=50`,
    cashier,
  );
  const row = listed.data.find((o) => o.order_no === order.order_no && o.payment_status === 'unpaid');
  if (!row) throw new Error(`order No. ${order.order_no} is not in the cashier's listing`);
  return { ...order, id: row.id };
}

const payInCash = (id: number) =>
  signedCall<{ data: TOrderDetail }>('PATCH', '/admin/toggle_order_status', cashier, { id, method: 'cash' });

/** The board's card of an order, by its number ("No. 17"). */
const card = (page: Page, orderNo: number | null) =>
  page.locator('.order-card').filter({ has: page.getByText(`No. ${orderNo}`, { exact: true }) });

it('shows a bill paid with points and cash, what was tendered, the change and the amount charged', async () => {
  // The buddy's first bill earns cashback points; the second is paid partly with them.
  const buddy = await newBuddy();
  await payInCash((await place([{ food_id: food.id, quantity: 3 }], buddy)).id);
  const me = await signedCall<{ data: { points: number } }>('GET', '/public/me', buddy);
  const points = me.data.points;
  expect(points).toBeGreaterThan(0);
  const order = await place([{ food_id: food.id, quantity: 4 }], buddy, points);
  expect(order).toMatchObject({ points, amount_due_sen: order.total_sen - points });
  const due = order.amount_due_sen + cashRounding(order.amount_due_sen);
  const tendered = (Math.floor(due / 100) + 1) * 100;

  // The cashier takes the cash in the portal, typing what the diner handed over.
  const { context: office, page: board } = await newPage(browser);
  await signIn(board, 'cashier@demo.meja.my', 'Cashier@1234');
  await board.waitForURL((url) => url.pathname !== '/login');
  await board.goto('/orders/live');
  const waiting = card(board, order.order_no);
  await press(waiting.getByRole('button', { name: 'Order status' }));
  const dialog = board.getByRole('dialog', { name: `Order status · No. ${order.order_no}` });
  await seen(dialog.getByText(formatMoney(due), { exact: true }));
  await dialog.getByLabel('Amount received').fill(String(tendered / 100));
  await seen(dialog.getByText(`Change: ${formatMoney(tendered - due)}`));
  await press(dialog.getByRole('button', { name: 'Mark paid' }));
  await seen(waiting.getByText('Paid', { exact: true }));

  // Its receipt, as the cashier prints it: every way it was paid, and what was charged.
  await press(waiting.getByRole('button', { name: `More for No. ${order.order_no}` }));
  await press(board.getByRole('menuitem', { name: /Receipt$/ }));
  const receipt = board.frameLocator(`iframe[title="Receipt of No. ${order.order_no}"]`);
  const line = (left: string, right: string) =>
    receipt
      .locator('p.pair')
      .filter({ hasText: new RegExp(`^${escapeRegExp(left)}${escapeRegExp(right)}$`) });
  const shown = (pairs: [string, string][]) => Promise.all(pairs.map(([l, r]) => seen(line(l, r))));
  await shown([
    ['Total', formatMoney(order.total_sen)],
    [`Points (${points.toLocaleString('en-US')} pts)`, formatMoney(points)],
    ['Cash', formatMoney(due)],
    ['Tendered', formatMoney(tendered)],
    ['Change', formatMoney(tendered - due)],
    ['Amount charged', formatMoney(due)],
  ]);
  await office.close();

  // The diner's own receipt page, in English and in Chinese.
  for (const [locale, pairs] of [
    [
      'en-GB',
      [
        [`Points (${points.toLocaleString('en-US')} pts)`, formatMoney(points)],
        ['Tendered', formatMoney(tendered)],
        ['Amount charged', formatMoney(due)],
      ],
    ],
    [
      'zh-CN',
      [
        [`积分（${points.toLocaleString('en-US')} 分）`, formatMoney(points)],
        ['现金', formatMoney(due)],
        ['实收现金', formatMoney(tendered)],
        ['找零', formatMoney(tendered - due)],
        ['收费金额', formatMoney(due)],
      ],
    ],
  ] as const) {
    const { context, page } = await phone(browser, locale);
    await page.goto(`/api/public/orders/${order.token}/receipt`);
    for (const [left, right] of pairs)
      await seen(
        page
          .locator('p.pair')
          .filter({ hasText: new RegExp(`^${escapeRegExp(left)}${escapeRegExp(right)}$`) }),
      );
    await context.close();
  }
});

it('shows the diner a refunded line, the refund and the new total, live and after a reload, in English and Chinese', async () => {
  const other = (await tableMenu(table)).categories
    .flatMap((c) => c.foods)
    .find(
      (f) =>
        f.id !== food.id &&
        !f.sold_out &&
        !f.birthday_gift_only &&
        !f.ticket_balance &&
        f.option_groups.every((g) => g.min_qty === 0),
    );
  if (!other) throw new Error('the demo menu needs two foods without required options');
  const order = await place([
    { food_id: food.id, quantity: 1 },
    { food_id: other.id, quantity: 2 },
  ]);
  const paid = await payInCash(order.id);

  const { context, page } = await phone(browser);
  await page.goto(`/order/o/${order.token}`);
  await seen(page.getByText('Paid. Your order is being prepared.'));
  const otherLine = page.getByTestId('order-line').filter({ hasText: other.name });
  await seen(otherLine.getByText('Preparing'));

  // The cashier refunds the second line: the diner's page follows without a reload.
  const refunded = paid.data.lines.find((l) => l.name === other.name);
  await signedCall('PATCH', '/admin/toggle_order_status', cashier, {
    id: order.id,
    action: 'refund',
    line_ids: [refunded?.id],
    reason: 'Sold out after ordering',
  });
  const now = await api<{ data: TOrder }>('GET', `/public/orders/${order.token}`);
  expect(now.data.refunded_sen).toBeGreaterThan(0);
  expect(now.data.net_total_sen).toBe(now.data.rounded_total_sen - now.data.refunded_sen);

  const check = async (p: Page, words: { refunded: string; newTotal: string; notice: RegExp }) => {
    const line = p.getByTestId('order-line').filter({ hasText: other.name });
    await seen(line.getByText(words.refunded, { exact: true }));
    const bill = p.getByTestId('refund-breakdown');
    await seen(bill.getByText(words.refunded, { exact: true }));
    await seen(bill.getByText(formatMoney(-now.data.refunded_sen), { exact: true }));
    await seen(bill.getByText(words.newTotal, { exact: true }));
    await seen(bill.getByText(formatMoney(now.data.net_total_sen), { exact: true }));
    await seen(p.getByRole('note').filter({ hasText: words.notice }));
    // The line still served keeps its kitchen status.
    expect(
      await p.getByTestId('order-line').filter({ hasText: food.name }).getByText(words.refunded).count(),
    ).toBe(0);
  };
  const english = { refunded: 'Refunded', newTotal: 'New total', notice: /^Part of this order was refunded/ };
  await check(page, english);
  expect(await otherLine.getByText('Preparing').count()).toBe(0);
  await page.reload();
  await check(page, english);
  await context.close();

  const chinese = await phone(browser, 'zh-CN');
  await chinese.page.goto(`/order/o/${order.token}`);
  await check(chinese.page, { refunded: '已退款', newTotal: '新总计', notice: /^此订单的部分菜品已退款/ });
  await chinese.context.close();
});
