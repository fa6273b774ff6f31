import type { TDinerFood, TPricedCart } from '@meja/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, gone, launch, press, seen } from '../support/browser';
import { demoTable, foodWithOptions, phone } from './order-fixture';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const money = (sen: number) =>
  `RM ${String(Math.trunc(sen / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(sen % 100).padStart(2, '0')}`;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Makes every group's choice in the open food sheet; returns the options chosen, as the cart sends them. */
async function chooseOptions(page: Page, food: TDinerFood) {
  const sheet = page.getByRole('dialog', { name: food.name });
  const chosen: { option_id: number; quantity: number }[] = [];
  for (const g of food.option_groups) {
    const [first, second, third] = g.options;
    if (!first) continue;
    if (g.max_qty === 1 && g.min_qty > 0) {
      await sheet.getByRole('radio', { name: first.name, exact: true }).check();
      chosen.push({ option_id: first.id, quantity: 1 });
    } else if (g.max_qty > 1 && second) {
      // Per-option quantities (SPEC §4): two of the first, one of the second, up to the group's max.
      const ofFirst = Math.min(2, g.max_qty - 1);
      for (let i = 0; i < ofFirst; i++)
        await sheet.getByRole('button', { name: `Add one ${first.name}` }).click();
      await sheet.getByRole('button', { name: `Add one ${second.name}` }).click();
      chosen.push({ option_id: first.id, quantity: ofFirst }, { option_id: second.id, quantity: 1 });
      if (ofFirst + 1 === g.max_qty && third) {
        // The group is full: no more of any option.
        expect(await sheet.getByRole('button', { name: `Add one ${third.name}` }).isDisabled()).toBe(true);
      }
    }
  }
  return chosen;
}

it('on a phone, a diner opens a table’s QR link, picks a food with options, pays by FPX in the sandbox and sees the paid order live', async () => {
  const table = await demoTable();
  const food = await foodWithOptions(table);
  const { context, page } = await phone(browser);

  // The QR link opens the store and its menu.
  await page.goto(`/order/t/${table}`);
  await seen(page.getByRole('searchbox', { name: 'Search the menu' }));
  await seen(page.getByText('Open 24 hours'));
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill(food.name);
  await page
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(food.name)}`) })
    .first()
    .click();

  // The detail sheet enforces the groups' minimum before anything is added.
  const sheet = page.getByRole('dialog', { name: food.name });
  await seen(sheet);
  await press(sheet.getByRole('button', { name: /^Add to cart/ }));
  await seen(sheet.getByText(/^Please choose/).first());
  const options = await chooseOptions(page, food);
  await press(sheet.getByRole('button', { name: /^Add to cart/ }));
  await gone(sheet);
  await seen(page.getByRole('button', { name: /^1 item · RM [\d,.]+\s*View cart$/ }));

  // The cart shows the server's breakdown of exactly this cart.
  const priced = (await (
    await fetch(`${baseUrl()}/api/public/table/${table}/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines: [{ food_id: food.id, quantity: 1, options, take_away: false }] }),
    })
  ).json()) as { data: TPricedCart };
  await page.getByRole('button', { name: /View cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Your order' });
  const total = cart.getByRole('definition').filter({ hasText: money(priced.data.total_sen) });
  await seen(total.first());
  await seen(cart.getByText('Subtotal'));
  await seen(cart.getByText(money(priced.data.subtotal_sen)).first());
  if (priced.data.sst_percent) await seen(cart.getByText(/^SST/));
  expect(priced.data.fpx_available).toBe(true);

  // FPX with a bank; a double tap on "Place order" still makes one order and one payment.
  await cart.getByRole('radio', { name: /^Online banking \(FPX\)/ }).check();
  await cart.getByLabel('Your bank', { exact: true }).selectOption('MB2U0227');
  await cart.getByRole('button', { name: /^Place order and pay/ }).dblclick();
  await page.waitForURL(/\/api\/public\/sandbox\/pay\//, { timeout: 15_000 });

  // Meanwhile, the order's page in another tab of the phone (found under "Orders on this phone").
  const watcher = await context.newPage();
  await watcher.goto('/order/');
  const recent = watcher.getByRole('list').getByRole('link');
  await expect.poll(() => recent.count(), { timeout: 10_000 }).toBe(1);
  await recent.first().click();
  await seen(watcher.getByText('Waiting for your payment'));
  await seen(watcher.getByText('Updates live'));
  await watcher.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  // The bank refuses the first attempt: the order page says so, live in the other tab too, and
  // offers to pay again.
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  await page.waitForURL(/\/order\/o\/[^/]+$/, { timeout: 15_000 });
  const failed = 'Your payment did not go through. Choose how to pay and try again.';
  await seen(page.getByText(failed));
  await seen(watcher.getByText(failed));
  await page.getByRole('radio', { name: /^Online banking \(FPX\)/ }).check();
  await page.getByLabel('Your bank', { exact: true }).selectOption('MB2U0227');
  await page.getByRole('button', { name: /^Pay now/ }).click();
  await page.waitForURL(/\/api\/public\/sandbox\/pay\//, { timeout: 15_000 });

  // The sandbox gateway's page: choose the bank, "Pay"; the browser comes back to the order.
  await page.getByLabel('Bank').selectOption('MB2U0227');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/order\/o\/[^/]+$/, { timeout: 15_000 });
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heading.textContent(), { timeout: 15_000 }).toMatch(/^Receipt \S+$/);
  const receipt = await heading.textContent();
  await seen(page.getByText('Paid. Your order is being prepared.'));
  // The live stream reconnects after the return from the gateway: a state that settles.
  await seen(page.getByText('Updates live'));
  await seen(page.getByText(food.name));
  await seen(page.getByText(`Paid with Online banking (FPX)`));
  expect(await page.locator('[aria-current="step"]').textContent()).toBe('Preparing');

  // The other tab followed without a reload: the callback's payment arrived over the live stream.
  await expect
    .poll(() => watcher.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
    .toBe(receipt);
  await seen(watcher.getByText('Paid. Your order is being prepared.'));
  expect(await watcher.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  // One order from the double tap: this phone knows of exactly one.
  await watcher.goto('/order/');
  await expect.poll(() => watcher.getByRole('list').getByRole('link').count()).toBe(1);

  // No API changes a line's food status yet (the merchant's orders screen comes with the orders
  // issue): the live "processing" state is what can be seen now.
  await context.close();
});
