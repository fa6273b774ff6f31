import type { TKeyInMenu, TOrderDetail, TOrderSummary } from '@meja/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, baseUrl, launch, newPage, seen } from '../support/browser';
import { demoTable, placeOrder, plainFood, signedCall } from './order-fixture';

/**
 * The staff app with the connection gone (issue 28): the portal installed as a PWA (its service
 * worker), the screens' last data and the actions taken offline kept in IndexedDB, sent in order
 * when the connection returns, each once.
 */

let browser: Browser;
let table: string;
let cashierToken: string;
beforeAll(async () => {
  browser = await launch();
  table = await demoTable();
  cashierToken = await apiToken('cashier@demo.meja.my', 'Cashier@1234');
});
afterAll(() => browser.close());

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const staff = {
  cashier: ['cashier@demo.meja.my', 'Cashier@1234'],
  kitchen: ['kitchen@demo.meja.my', 'Kitchen@1234'],
} as const;

/** A staff member's session as the sign-in screen leaves it in local storage (SPEC §7). */
async function session(who: keyof typeof staff): Promise<[string, string]> {
  const [username, password] = staff[who];
  const res = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const reply = (await res.json()) as { data: { token: string; user: unknown } };
  return [reply.data.token, JSON.stringify(reply.data.user)];
}

/**
 * A staff member's browser, signed in, on `path`, once the service worker has precached the app
 * and controls the page: from then on the portal loads with no connection.
 */
async function openStaff(
  who: keyof typeof staff,
  path: string,
  also?: (page: Page) => Promise<unknown>,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, 'en-GB', { serviceWorkers: 'allow' });
  // Signed in as the sign-in screen does (sign-in itself is tested elsewhere).
  await context.addInitScript(
    ([token, user]) => {
      if (localStorage.getItem('accessToken')) return;
      localStorage.setItem('accessToken', token);
      localStorage.setItem('userData', user);
    },
    await session(who),
  );
  await Promise.all([also?.(page), page.goto(path)]);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 20_000,
  });
  return { context, page };
}

const banner = (page: Page) => page.getByTestId('offline-banner');

const orders = (query: string) =>
  signedCall<{ data: TOrderSummary[] }>('GET', `/admin/order_listing?length=100&${query}`, cashierToken).then(
    (r) => r.data,
  );

it('serves the service worker and the manifest fresh, and installs as "Meja Staff"', async () => {
  const sw = await fetch(`${baseUrl()}/sw.js`);
  expect(sw.status).toBe(200);
  expect(sw.headers.get('cache-control')).toBe('no-cache');
  expect(sw.headers.get('content-type')).toMatch(/javascript/);
  const manifest = await fetch(`${baseUrl()}/manifest.webmanifest`);
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  expect(await manifest.json()).toMatchObject({ name: 'Meja Staff', start_url: '/', display: 'standalone' });
});

it('keys in an order and takes cash offline, keeps both through a reload, and sends them once when back online', async () => {
  const keyIn = (await signedCall<{ data: TKeyInMenu }>('GET', '/admin/order/menu', cashierToken)).data;
  const categories = keyIn.menu.filter((c) => c.kind === 'food');
  const foodTab = categories.findIndex((c) =>
    c.foods.some((f) => !f.sold_out && f.option_groups.length === 0),
  );
  const foodCategory = categories[foodTab]?.name ?? '';
  const food = categories[foodTab]?.foods.find((f) => !f.sold_out && f.option_groups.length === 0);
  const tableName = keyIn.tables[0]?.name;
  if (!food || !tableName) throw new Error('the demo merchant needs a table and a food without options');
  const note = `offline ${Date.now()}`;

  // The board reads key-in's menu ahead, for key-in with no connection.
  const { context, page } = await openStaff('cashier', '/orders/live', (p) =>
    p.waitForResponse((r) => r.url().includes('/api/admin/order/menu')),
  );
  await seen(page.getByText('Live', { exact: true }));

  await context.setOffline(true);
  await seen(banner(page).getByText(/^Offline/));

  // Key in: the dialog reads its menu from the device.
  await page.getByRole('button', { name: 'Key in order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Key in an order' });
  // The till's tiles: the food's category tab, the table's tile, the food's tile.
  if (foodTab > 0) await dialog.getByRole('tab', { name: foodCategory }).click();
  await dialog.getByRole('radiogroup', { name: 'Table' }).getByText(tableName, { exact: true }).click();
  await dialog.getByRole('button', { name: new RegExp(`^${escapeRegExp(food.name)} RM`) }).click();
  await dialog.getByLabel('Note for the kitchen').fill(note);
  await dialog.getByRole('button', { name: 'Place order' }).click();
  const pending = page.getByTestId('pending-order').filter({ hasText: note });
  await seen(pending.getByText('Waiting to send'));
  await seen(pending.getByText(food.name));
  await seen(banner(page).getByText('Offline — 1 action waiting'));

  // Cash for it, still offline: one action that keys in, then pays.
  await pending.getByRole('button', { name: 'Take cash' }).click();
  const cash = page.getByRole('dialog', { name: /^Take cash/ });
  await cash.getByLabel('Amount received (optional)').fill('500');
  await cash.getByRole('button', { name: 'Mark paid' }).click();
  await seen(pending.getByText('Paid in cash (RM 500.00 received)'));
  await seen(banner(page).getByText('Offline — 1 action waiting'));

  // A reload with no connection: the app, the board and the action waiting all come back.
  await page.reload();
  await seen(page.getByRole('heading', { name: 'Live orders' }));
  await seen(pending.getByText('Paid in cash (RM 500.00 received)'));
  await seen(banner(page).getByText('Offline — 1 action waiting'));
  expect(
    await orders(`search=${encodeURIComponent(tableName)}`).then((l) => l.filter((o) => o.note === note)),
  ).toEqual([]);

  await context.setOffline(false);
  await banner(page).waitFor({ state: 'detached', timeout: 15_000 });
  await expect.poll(() => page.getByTestId('pending-order').filter({ hasText: note }).count()).toBe(0);

  // Exactly one order, paid once in cash with what was handed over, its receipt number on the board.
  const mine = (await orders('')).filter((o) => o.note === note);
  expect(mine).toHaveLength(1);
  const [order] = mine as [TOrderSummary];
  expect(order).toMatchObject({ payment_status: 'paid', payment_method: 'cash', paid_twice: false });
  expect(order.receipt_no).toMatch(/\w+/);
  const detail = (
    await signedCall<{ data: TOrderDetail }>('GET', `/admin/order_detail/${order.id}`, cashierToken)
  ).data;
  expect(detail.history.filter((h) => h.line_id === null && h.to_status === 'paid')).toHaveLength(1);
  await seen(
    page
      .locator('.order-card')
      .filter({ hasText: order.receipt_no ?? '' })
      .getByText('Paid', { exact: true }),
  );
  await context.close();
});

it('brings a food status set offline on one kitchen tablet to another tablet once back online', async () => {
  // Two lines, so that the ticket stays on the display when the first one is done.
  const food = await plainFood(table);
  const placed = (
    await signedCall<{ data: { order_no: number } }>(
      'POST',
      `/public/table/${table}/orders`,
      cashierToken,
      {
        lines: [
          { food_id: food.id, quantity: 1 },
          { food_id: food.id, quantity: 1, note: 'no ice' },
        ],
        channel: 'counter',
      },
      { 'idempotency-key': `offline-kds-${Date.now()}` },
    )
  ).data;
  const [row] = (await orders(`search=${placed.order_no}`)).filter((o) => o.order_no === placed.order_no);
  if (!row) throw new Error('the order is not listed');
  await signedCall('PATCH', '/admin/toggle_order_status', cashierToken, { id: row.id });

  const [a, b] = await Promise.all([openStaff('kitchen', '/kitchen'), openStaff('kitchen', '/kitchen')]);
  const ticket = (page: Page) => page.getByRole('article', { name: `No. ${placed.order_no}`, exact: true });
  // The line with the note: lines may change places on the ticket as they are done.
  const line = (page: Page) => ticket(page).getByTestId('kitchen-line').filter({ hasText: 'no ice' });
  await seen(line(a.page));
  await seen(line(b.page));
  const before = await line(b.page).getAttribute('data-status');
  expect(before).toBe('processing');

  await a.context.setOffline(true);
  await seen(banner(a.page).getByText(/^Offline/));
  await line(a.page).click();
  // Shown moved, and pending, on this tablet; the other still has it as it was.
  await expect.poll(() => line(a.page).getAttribute('aria-busy')).toBe('true');
  await seen(banner(a.page).getByText('Offline — 1 action waiting'));
  expect(await line(b.page).getAttribute('data-status')).toBe('processing');
  // Recall is the server's: offline it is not offered, and says why.
  const recall = a.page.getByRole('button', { name: 'Recall' });
  await expect.poll(() => recall.isDisabled()).toBe(true);
  await a.page.locator('[data-needs-connection]').filter({ has: recall }).hover();
  await seen(a.page.getByRole('tooltip', { name: 'Recalling a ticket needs a connection' }));

  await a.context.setOffline(false);
  await expect.poll(() => line(b.page).getAttribute('data-status')).not.toBe('processing');
  await banner(a.page).waitFor({ state: 'detached', timeout: 15_000 });
  await a.context.close();
  await b.context.close();
});

it('shows the cashier a payment the server refused because another cashier was paid first, with what to do', async () => {
  const food = await plainFood(table);
  const placed = await placeOrder(table, food, 'counter');
  const { context, page } = await openStaff('cashier', '/orders/live');
  const card = page
    .locator('.order-card')
    .filter({ has: page.getByText(`No. ${placed.order_no}`, { exact: true }) });
  await seen(card.getByText('Unpaid', { exact: true }));

  await context.setOffline(true);
  await seen(banner(page).getByText(/^Offline/));
  await card.getByRole('button', { name: 'Order status' }).click();
  const dialog = page.getByRole('dialog', { name: `Order status · No. ${placed.order_no}` });
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await seen(card.getByText('Payment waiting to send'));

  // Meanwhile another cashier takes the money for it.
  const [row] = (await orders(`search=${placed.order_no}`)).filter((o) => o.order_no === placed.order_no);
  if (!row) throw new Error('the order is not listed');
  await signedCall('PATCH', '/admin/toggle_order_status', cashierToken, {
    id: row.id,
    method: 'card_terminal',
  });

  await context.setOffline(false);
  const attention = page.getByTestId('needs-attention');
  await seen(attention.getByText(`No. ${placed.order_no}: payment taken at`, { exact: false }));
  await seen(attention.getByText(/already paid/i).first());
  await seen(
    attention.getByText(
      'Already paid by another cashier: check the order, and give the money back if it was taken twice.',
    ),
  );
  // Still there after a reload, until dismissed.
  await page.reload();
  await seen(attention.getByText(`No. ${placed.order_no}: payment taken at`, { exact: false }));
  await attention.getByRole('button', { name: 'Dismiss' }).click();
  await attention.waitFor({ state: 'detached' });
  await context.close();
});
