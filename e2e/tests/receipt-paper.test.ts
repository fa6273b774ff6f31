import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, launch, newPage, seen } from '../support/browser';
import { demoTable, paidCounterOrder, plainFood, signedCall } from './order-fixture';

/**
 * Issue 26, "Screens that say what is true": the receipt page the browser prints is as wide as the
 * store's paper. The demo store prints on 80 mm; here it is set to 58 mm, and set back after.
 */

let browser: Browser;
let merchant: string;
beforeAll(async () => {
  browser = await launch();
  merchant = await apiToken('merchant', 'Merchant@1234');
});
afterAll(async () => {
  await signedCall('PATCH', '/admin/merchant/update', merchant, { type: 'store', printer_model: 80 });
  await browser?.close();
});

/** CSS pixels in `mm` millimetres (96 to the inch). */
const px = (mm: number) => (mm * 96) / 25.4;

it('lays the receipt out 58 mm wide for a store printing on 58 mm paper', async () => {
  const table = await demoTable();
  const food = await plainFood(table);
  const cashier = await apiToken('cashier@demo.meja.my', 'Cashier@1234');
  await signedCall('PATCH', '/admin/merchant/update', merchant, { type: 'store', printer_model: 58 });
  const order = await paidCounterOrder(table, food, cashier);

  const { context, page } = await newPage(browser);
  // The page the portal's Receipt frame shows, as the cashier.
  await context.setExtraHTTPHeaders({ authorization: `Bearer ${cashier}` });
  await page.goto(`/api/admin/order/${order.id}/receipt`);
  await seen(page.getByText('RECEIPT', { exact: true }));
  const width = await page.locator('body').evaluate((b) => b.getBoundingClientRect().width);
  expect(width).toBeCloseTo(px(58), 0);
  await context.close();
});
