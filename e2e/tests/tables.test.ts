import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, newPage, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

it('a merchant adds three tables, each with its QR code, and prints the sheet of codes', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, 'merchant', 'Merchant@1234');
  await expect
    .poll(() => page.getByRole('button', { name: 'Sign out' }).isVisible(), { timeout: 15_000 })
    .toBe(true);
  await page.getByRole('menuitem', { name: 'Tables' }).click();

  for (const name of ['Window 1', 'Window 2', 'Patio']) {
    await page.getByRole('button', { name: 'Add table' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Table name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('row', { name: new RegExp(name) }).isVisible(), { timeout: 10_000 })
      .toBe(true);
  }
  await expect.poll(() => page.getByText('3 tables').isVisible(), { timeout: 10_000 }).toBe(true);

  // The same name twice is refused on the field, and what was typed stays.
  await page.getByRole('button', { name: 'Add table' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Table name').fill('patio');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => dialog.getByText('A table with this name already exists.').isVisible(), { timeout: 10_000 })
    .toBe(true);
  expect(await dialog.getByLabel('Table name').inputValue()).toBe('patio');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const sheet = page.waitForResponse((r) => r.url().includes('/api/admin/table_qr_sheet'));
  await page.getByRole('button', { name: 'Print QR codes' }).click();
  const html = await (await sheet).text();
  expect(html.match(/<svg/g)?.length).toBe(3);
  for (const name of ['Window 1', 'Window 2', 'Patio']) expect(html).toContain(name);
  await context.close();
});
