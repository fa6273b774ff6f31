import type { TBoardPage } from '@meja/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, gone, launch, newPage, seen, signIn } from '../support/browser';
import { demoTable, paidCounterOrder, plainFood, signedCall } from './order-fixture';

/**
 * Issue 28: a waiter's "served" tapped by mistake is undone from the toast on the phone, as a
 * kitchen bump is: the lines go back to ready on every screen. The demo store skips the "ready"
 * stage; this test turns it on for itself and back off after.
 */

let browser: Browser;
let merchant: string;
beforeAll(async () => {
  browser = await launch();
  merchant = await apiToken('merchant', 'Merchant@1234');
  await signedCall('PATCH', '/admin/merchant/update', merchant, { type: 'store', ready_to_serve: 1 });
});
afterAll(async () => {
  await signedCall('PATCH', '/admin/merchant/update', merchant, { type: 'store', ready_to_serve: 0 });
  await browser.close();
});

it('undoes a serve tapped by mistake from the toast on the waiter’s phone, the food ready again', async () => {
  const table = await demoTable();
  const food = await plainFood(table);
  const cashier = await apiToken('cashier@demo.meja.my', 'Cashier@1234');
  const kitchen = await apiToken('kitchen@demo.meja.my', 'Kitchen@1234');
  const paid = await paidCounterOrder(table, food, cashier);
  await signedCall('PATCH', '/admin/food_status', kitchen, { order_id: paid.id, status: 'ready' });

  const { page } = await newPage(browser, 'en-GB', { viewport: { width: 390, height: 844 } });
  await signIn(page, 'waiter@demo.meja.my', 'Waiter@1234');
  await page.waitForURL((url) => url.pathname === '/serve');
  const order = page.getByRole('region', { name: `No. ${paid.order_no}`, exact: true });
  await order.getByRole('button', { name: `${food.name}: mark served` }).click();
  await gone(order);

  await page.getByRole('button', { name: 'Undo' }).click();
  await seen(page.getByText(`No. ${paid.order_no} is back on the list.`));
  await seen(order.getByRole('button', { name: `${food.name}: mark served` }));

  // The server agrees: the line is ready to serve again, on every waiter's screen.
  const waiter = await apiToken('waiter@demo.meja.my', 'Waiter@1234');
  const board = await signedCall<TBoardPage>('GET', '/admin/display_order?type=serve&length=100', waiter);
  expect(board.data.find((o) => o.id === paid.id)?.lines.map((l) => l.food_status)).toEqual(['ready']);
});
