import type { TDinerFood, TOrder, TOrderSummary } from '@meja/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, baseUrl, gone, launch, press, seen } from '../support/browser';
import { demoTable, phone, plainFood, signedCall } from './order-fixture';

/**
 * Issue 28, the diner's side, on a phone (390×844): a failed online payment can be paid at the
 * counter instead, and a closed store shows its menu to browse with ordering off.
 */

let browser: Browser;
let merchant: string;
beforeAll(async () => {
  browser = await launch();
  merchant = await apiToken('merchant', 'Merchant@1234');
});
afterAll(() => browser.close());

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const foodButton = (page: Page, food: TDinerFood) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(food.name)}`) }).first();

/** Sets the demo store's opening hours ('HH:MM'); every weekday open (demoTable's). */
const storeHours = (open_at: string, close_at: string) =>
  signedCall('PATCH', '/admin/merchant/update', merchant, { type: 'store', open_at, close_at });

/** Puts one `food` in the cart from the menu, as a diner does. */
async function addToCart(page: Page, food: TDinerFood) {
  await foodButton(page, food).click();
  const sheet = page.getByRole('dialog', { name: food.name });
  await press(sheet.getByRole('button', { name: /^Add to cart/ }));
  await gone(sheet);
}

it('after the card is refused at the gateway, the diner pays at the counter instead, and the cashier sees a counter order', async () => {
  const table = await demoTable();
  const food = await plainFood(table);
  const { context, page } = await phone(browser);

  await page.goto(`/order/t/${table}`);
  await addToCart(page, food);
  await page.getByRole('button', { name: /View cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Your order' });
  await cart.getByRole('radio', { name: /^Credit or debit card/ }).check();
  await press(cart.getByRole('button', { name: /^Place order and pay/ }));

  // The sandbox gateway refuses the card; the browser comes back to the order.
  await page.waitForURL(/\/api\/public\/sandbox\/pay\//, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  await page.waitForURL(/\/order\/o\/[^/]+$/, { timeout: 15_000 });
  await seen(page.getByText('Your payment did not go through. Choose how to pay and try again.'));
  // Trying again stays offered beside the counter.
  await seen(page.getByRole('button', { name: /^Pay now/ }));
  await press(page.getByRole('button', { name: 'Pay at the counter instead' }));

  // The page becomes the counter's: the number to show and the amount, no more online payment.
  await seen(page.getByText('Please pay at the counter'));
  const counter = page.getByTestId('counter-pay');
  await seen(counter.getByText('Show this number at the counter'));
  await gone(page.getByRole('button', { name: /^Pay now/ }));

  const token = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  const order = (await (await fetch(`${baseUrl()}/api/public/orders/${token}`)).json()) as { data: TOrder };
  expect(order.data).toMatchObject({ channel: 'counter', payment_status: 'unpaid', expires_at: null });
  expect(await counter.textContent()).toContain(`No. ${order.data.order_no}`);
  // On the cashier's list: today's unpaid counter order, to take the money for.
  const listed = await signedCall<{ data: TOrderSummary[] }>(
    'GET',
    `/admin/order_listing?search=${order.data.order_no}&length=50`,
    merchant,
  );
  expect(
    listed.data.find((o) => o.order_no === order.data.order_no && o.channel === 'counter'),
  ).toMatchObject({ payment_status: 'unpaid' });
  await context.close();
});

it('a closed store shows its menu to browse, says when it opens, and takes no order until then', async () => {
  const table = await demoTable();
  const food = await plainFood(table);
  const { context, page } = await phone(browser);
  // Something in the cart from before closing time.
  await page.goto(`/order/t/${table}`);
  await addToCart(page, food);

  // Closed now, opening in two hours (Kuala Lumpur time): tomorrow when that is past midnight.
  const klHour = (new Date().getUTCHours() + 8) % 24;
  const opens = `${String((klHour + 2) % 24).padStart(2, '0')}:00`;
  const closes = `${String((klHour + 3) % 24).padStart(2, '0')}:00`;
  const banner =
    klHour + 2 < 24 ? `Closed now — opens at ${opens}` : `Closed now — opens tomorrow at ${opens}`;
  try {
    await storeHours(opens, closes);
    await page.reload();
    await seen(page.getByRole('status').filter({ hasText: banner }));
    await seen(page.getByText('Have a look at the menu: ordering starts when the store opens.'));

    // The menu is there: search it, open a food, but adding says why it cannot.
    await seen(page.getByRole('searchbox', { name: 'Search the menu' }));
    await foodButton(page, food).click();
    const sheet = page.getByRole('dialog', { name: food.name });
    const add = sheet.getByRole('button', { name: /^Add to cart/ });
    await seen(add);
    expect(await add.isDisabled()).toBe(true);
    expect(await add.getAttribute('aria-describedby')).toBeTruthy();
    await seen(sheet.getByText(banner));
    await press(sheet.getByRole('button', { name: 'Close' }));
    await gone(sheet);

    // The cart kept from before: checkout is off, with the same reason.
    await page.getByRole('button', { name: /View cart/ }).click();
    const cart = page.getByRole('dialog', { name: 'Your order' });
    const place = cart.getByRole('button', { name: /^Place order/ });
    await seen(place);
    expect(await place.isDisabled()).toBe(true);
    await seen(cart.getByText(banner));

    // The server refuses an order all the same.
    const res = await fetch(`${baseUrl()}/api/public/table/${table}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-closed-${Date.now()}` },
      body: JSON.stringify({ lines: [{ food_id: food.id, quantity: 1 }], channel: 'counter' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { reason?: string }).reason).toBe('store_closed');

    // In Chinese, the banner speaks Chinese.
    const zh = await phone(browser, 'zh-CN');
    await zh.page.goto(`/order/t/${table}`);
    const zhBanner = klHour + 2 < 24 ? `休息中 — ${opens} 开门` : `休息中 — 明天 ${opens} 开门`;
    await seen(zh.page.getByRole('status').filter({ hasText: zhBanner }));
    await seen(zh.page.getByRole('searchbox', { name: '搜索菜单' }));
    await zh.context.close();
  } finally {
    await storeHours('00:00', '00:00');
    await context.close();
  }
});
