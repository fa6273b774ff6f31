import type { TDinerFood } from '@meja/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, seen } from '../support/browser';
import { demoTable, phone, tableMenu } from './order-fixture';

/**
 * The diner's path stays short (issue 12): a returning diner's way to pay (FPX and their bank) is
 * remembered, so a one-food order with one required option reaches the gateway's page in at most
 * 5 taps from the table's QR link, and "Paid" in 6. The count is of what the test does: every tap
 * goes through `tap()`, and the pages themselves count every pointer press and key press they
 * receive, so a tap made another way (or typing) would show as a difference.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const bank = 'MB2U0227';

/** A food to order now whose only required choice is one option of one group (a radio list). */
async function foodWithOneRequiredOption(table: string): Promise<TDinerFood> {
  const menu = await tableMenu(table);
  const food = menu.categories
    .flatMap((c) => c.foods)
    .find((f) => {
      const required = f.option_groups.filter((g) => g.min_qty > 0);
      return !f.sold_out && !f.birthday_gift_only && required.length === 1 && required[0]?.max_qty === 1;
    });
  if (!food) throw new Error('the demo menu has no food with exactly one required single-choice group');
  return food;
}

/** Counts the pointer and key presses every page of the context receives (trusted events only). */
async function countInputs(context: BrowserContext) {
  const seenByPages = { count: 0, on: false };
  await context.exposeBinding('__mejaInput', () => {
    if (seenByPages.on) seenByPages.count++;
  });
  await context.addInitScript(() => {
    const report = (e: Event) => {
      if (e.isTrusted) (window as unknown as { __mejaInput: () => void }).__mejaInput();
    };
    window.addEventListener('pointerdown', report, { capture: true });
    window.addEventListener('keydown', report, { capture: true });
  });
  return seenByPages;
}

/** The test's only way to touch the page while counting: waits for the target to show, then taps it. */
function tapper() {
  const taps = { count: 0 };
  const tap = async (target: Locator) => {
    await seen(target);
    taps.count++;
    await target.click();
  };
  return { taps, tap };
}

const foodButton = (page: Page, food: TDinerFood) =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(food.name)}`) }).first();

it('a returning diner orders one food with a required option and reaches the gateway in 5 taps, "Paid" in 6', async () => {
  const table = await demoTable();
  const food = await foodWithOneRequiredOption(table);
  const group = food.option_groups.find((g) => g.min_qty > 0);
  const option = group?.options[0];
  if (!option) throw new Error(`${food.name} has no option to choose`);
  const { context, page } = await phone(browser);
  const inputs = await countInputs(context);

  // The first order on this phone: FPX and the bank are chosen by hand, and remembered.
  await page.goto(`/order/t/${table}`);
  await foodButton(page, food).click();
  const sheet = page.getByRole('dialog', { name: food.name });
  await sheet.getByRole('radio', { name: option.name, exact: true }).check();
  await sheet.getByRole('button', { name: /^Add to cart/ }).click();
  await page.getByRole('button', { name: /View cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Your order' });
  await cart.getByRole('radio', { name: /^Online banking \(FPX\)/ }).check();
  await cart.getByLabel('Your bank', { exact: true }).selectOption(bank);
  await cart.getByRole('button', { name: /^Place order and pay/ }).click();
  await page.waitForURL(/\/api\/public\/sandbox\/pay\//, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/order\/o\/[^/]+$/, { timeout: 15_000 });
  await seen(page.getByText('Paid. Your order is being prepared.'));

  // The same diner comes back: from the QR link on, every tap is counted.
  const { taps, tap } = tapper();
  inputs.on = true;
  await page.goto(`/order/t/${table}`);
  await tap(foodButton(page, food));
  await tap(sheet.getByRole('radio', { name: option.name, exact: true }));
  await tap(sheet.getByRole('button', { name: /^Add to cart/ }));
  await tap(page.getByRole('button', { name: /View cart/ }));
  // FPX and the bank are chosen already, and points (off) and sign-in ask for nothing.
  await seen(cart.getByRole('button', { name: /^Place order and pay/ }));
  expect(await cart.getByRole('radio', { name: /^Online banking \(FPX\)/ }).isChecked()).toBe(true);
  expect(await cart.getByLabel('Your bank', { exact: true }).inputValue()).toBe(bank);
  await tap(cart.getByRole('button', { name: /^Place order and pay/ }));
  await page.waitForURL(/\/api\/public\/sandbox\/pay\//, { timeout: 15_000 });
  const toGateway = taps.count;

  // The gateway's page has the bank already (it came with the payment): one tap to pay.
  await tap(page.getByRole('button', { name: 'Pay', exact: true }));
  await page.waitForURL(/\/order\/o\/[^/]+$/, { timeout: 15_000 });
  await seen(page.getByText('Paid. Your order is being prepared.'));
  const toPaid = taps.count;

  expect(toGateway).toBeLessThanOrEqual(5);
  expect(toPaid).toBeLessThanOrEqual(6);
  // The pages received exactly the taps counted: nothing typed, nothing tapped around the count.
  await expect.poll(() => inputs.count).toBe(toPaid);
  await context.close();
});
