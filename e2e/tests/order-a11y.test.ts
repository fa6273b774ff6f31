import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gone, launch, press, seen, settled } from '../support/browser';
import { demoTable, foodWithOptions, phone, placeOrder } from './order-fixture';

// Run through the debugging protocol, not a <script> tag: the pages' Content-Security-Policy allows
// no inline script, and rightly so.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** axe-core on the page as it is now: serious and critical violations, described for a failing test. */
async function seriousViolations(page: Page): Promise<string[]> {
  // A sheet still sliding in is measured where it ends (the live dot pulses for ever: not waited for).
  await settled(page);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

it('the table page, the food detail, the cart and checkout, sign-in and the order page have no serious accessibility violations', async () => {
  const table = await demoTable();
  const food = await foodWithOptions(table);
  const { context, page } = await phone(browser);

  await page.goto(`/order/t/${table}`);
  await seen(page.getByRole('searchbox', { name: 'Search the menu' }));
  expect(await seriousViolations(page), 'table page').toEqual([]);

  // The food detail, with the "choose at least" errors showing.
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill(food.name);
  await page
    .getByRole('button', { name: new RegExp(`^${food.name}`) })
    .first()
    .click();
  const sheet = page.getByRole('dialog', { name: food.name });
  await seen(sheet);
  // Focus moved into the sheet.
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  await press(sheet.getByRole('button', { name: /^Add to cart/ }));
  expect(await seriousViolations(page), 'food detail').toEqual([]);

  for (const g of food.option_groups.filter((g) => g.min_qty > 0)) {
    const first = g.options[0];
    if (!first) continue;
    if (g.max_qty === 1) await sheet.getByRole('radio', { name: first.name, exact: true }).check();
    else
      for (let i = 0; i < g.min_qty; i++)
        await sheet.getByRole('button', { name: `Add one ${first.name}` }).click();
  }
  await press(sheet.getByRole('button', { name: /^Add to cart/ }));
  await gone(sheet);

  // The cart with its breakdown and the payment choice (FPX's bank list open).
  await page.getByRole('button', { name: /View cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Your order' });
  await seen(cart.getByText('Total', { exact: true }));
  await cart.getByRole('radio', { name: /^Online banking \(FPX\)/ }).check();
  expect(await seriousViolations(page), 'cart and checkout').toEqual([]);

  // Escape closes the sheet and gives focus back to the cart bar.
  await page.keyboard.press('Escape');
  await gone(cart);
  expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/View cart/);

  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await seen(page.getByRole('dialog', { name: 'Sign in with your phone' }));
  expect(await seriousViolations(page), 'sign-in').toEqual([]);
  await page.keyboard.press('Escape');

  // The order page: one to pay at the counter, one still to pay online ("Pay now").
  for (const channel of ['counter', 'card'] as const) {
    const order = await placeOrder(table, food, channel);
    await page.goto(`/order/o/${order.token}`);
    await seen(page.getByText('Updates live'));
    expect(await seriousViolations(page), `order page (${channel})`).toEqual([]);
  }

  // The same table page in Chinese.
  const zh = await phone(browser, 'zh-CN');
  await zh.page.goto(`/order/t/${table}`);
  await seen(zh.page.getByRole('searchbox', { name: '搜索菜单' }));
  expect(await zh.page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
  expect(await seriousViolations(zh.page), 'table page in Chinese').toEqual([]);
  await zh.context.close();
  await context.close();
});
