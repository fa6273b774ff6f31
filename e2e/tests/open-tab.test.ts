import { formatMoney, type TDinerFood, type TOrder } from '@meja/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, baseUrl, gone, launch, newPage, press, seen, signIn } from '../support/browser';
import { demoTable, phone, plainFood, signedCall } from './order-fixture';

/**
 * Open bills (issue 29, docs/adr/0024): in a store paid at the end, two phones at one table each
 * order a round; both land on the table's one bill, which shows both rounds and the running total;
 * the cashier's board shows it as an open bill, marks it paid in cash, and the diner's page says paid.
 */

let browser: Browser;
let merchant: string;
beforeAll(async () => {
  browser = await launch();
  merchant = await apiToken('merchant', 'Merchant@1234');
});
afterAll(async () => {
  // The demo store goes back to paying first, as the other tests expect it.
  await signedCall('PATCH', '/admin/merchant/update', merchant, { type: 'store', dine_in_payment: 'first' });
  await browser.close();
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One `food` in the cart from the menu, and the cart sent to the kitchen as a round. */
async function orderRound(page: Page, food: TDinerFood) {
  await page
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(food.name)}`) })
    .first()
    .click();
  const sheet = page.getByRole('dialog', { name: food.name });
  await press(sheet.getByRole('button', { name: /^Add to cart/ }));
  await gone(sheet);
  await page.getByRole('button', { name: /View cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Your order' });
  // Paid at the end: no way to pay is asked for.
  await seen(cart.getByText('Added to your table’s bill: pay when you leave.'));
  await press(cart.getByRole('button', { name: /^Send to the kitchen/ }));
  await page.waitForURL(/\/order\/o\/[^/]+$/, { timeout: 15_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

it('two phones order rounds onto one bill, the cashier sees it open and takes cash, the diner sees it paid', async () => {
  const table = await demoTable();
  await signedCall('PATCH', '/admin/merchant/update', merchant, { type: 'store', dine_in_payment: 'end' });
  const food = await plainFood(table);

  const first = await phone(browser);
  await first.page.goto(`/order/t/${table}`);
  const billToken = await orderRound(first.page, food);
  await seen(first.page.getByRole('heading', { name: 'Your table’s bill' }));
  await seen(first.page.getByText('Open bill: pay when you leave'));
  await seen(first.page.getByRole('heading', { name: /^Round 1 · / }));

  // The second phone sees the table's bill from the menu, and its round joins it.
  const second = await phone(browser);
  await second.page.goto(`/order/t/${table}`);
  await seen(second.page.getByTestId('open-bill'));
  expect(await orderRound(second.page, food)).toBe(billToken);
  await seen(second.page.getByRole('heading', { name: /^Round 1 · / }));
  await seen(second.page.getByRole('heading', { name: /^Round 2 · / }));
  const bill = (
    (await (await fetch(`${baseUrl()}/api/public/orders/${billToken}`)).json()) as { data: TOrder }
  ).data;
  expect(bill.rounds).toHaveLength(2);
  expect(bill.lines).toHaveLength(2);
  await seen(second.page.getByText(formatMoney(bill.total_sen), { exact: true }).first());

  // The cashier's board: an open bill with how long it has been open and its running total.
  const { context: staff, page: board } = await newPage(browser);
  await board.setViewportSize({ width: 1280, height: 800 });
  await signIn(board, 'cashier@demo.meja.my', 'Cashier@1234');
  await board.waitForURL((url) => url.pathname !== '/login');
  await board.goto('/orders/live');
  const card = board
    .locator('.order-card')
    .filter({ has: board.getByText(`No. ${bill.order_no}`, { exact: true }) });
  await seen(card.getByTestId('open-bill'));
  expect(await card.getByTestId('open-bill').textContent()).toMatch(/^Open bill · \d+ min$/);
  await seen(card.getByText(formatMoney(bill.total_sen), { exact: true }));
  // Keying in for a table is a round too: sent to the kitchen, paid with the bill, not on its own.
  await board.getByRole('button', { name: 'Key in order' }).click();
  const keyIn = board.getByRole('dialog', { name: 'Key in an order' });
  await seen(keyIn.getByRole('button', { name: 'Send to the kitchen · pay with the bill' }));
  expect(await keyIn.getByRole('button', { name: 'Place and take payment' }).count()).toBe(0);
  await keyIn.getByRole('button', { name: 'Cancel' }).click();
  await gone(keyIn);
  await card.getByRole('button', { name: 'Order status' }).click();
  const dialog = board.getByRole('dialog', { name: `Order status · No. ${bill.order_no}` });
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await seen(card.getByText('Paid', { exact: true }));

  // The diner's page follows: paid, with the bill's receipt number.
  const paid = (
    (await (await fetch(`${baseUrl()}/api/public/orders/${billToken}`)).json()) as { data: TOrder }
  ).data;
  expect(paid).toMatchObject({ payment_status: 'paid', payment: null });
  expect(paid.receipt_no).not.toBeNull();
  await seen(second.page.getByRole('heading', { name: `Receipt ${paid.receipt_no}` }));
  await gone(second.page.getByText('Open bill: pay when you leave'));

  await Promise.all([first.context.close(), second.context.close(), staff.close()]);
});
