import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closeDialog, gone, launch, newPage, press, seen, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** How many tables the listing counts, once it has loaded (the demo merchant starts with some). */
async function tableCount(page: Page) {
  const total = page.locator('.ant-pagination-total-text');
  const empty = page.getByText('No tables yet.', { exact: false });
  await expect
    .poll(async () => (await total.isVisible()) || (await empty.isVisible()), { timeout: 10_000 })
    .toBe(true);
  return (await empty.isVisible()) ? 0 : Number.parseInt((await total.textContent()) ?? '', 10);
}

it('a merchant adds three tables, each with its QR code, and prints the sheet of codes', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, 'merchant', 'Merchant@1234');
  await seen(page.getByRole('button', { name: 'Sign out' }));
  await page.getByRole('menuitem', { name: 'Tables' }).click();
  const before = await tableCount(page);

  for (const name of ['Window 1', 'Window 2', 'Patio']) {
    await page.getByRole('button', { name: 'Add table' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Table name').fill(name);
    await press(dialog.getByRole('button', { name: 'Save' }));
    await seen(page.getByRole('row', { name: new RegExp(name) }));
    await gone(dialog);
  }
  await seen(page.getByText(`${before + 3} tables`));

  // The same name twice is refused on the field, and what was typed stays.
  await page.getByRole('button', { name: 'Add table' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Table name').fill('patio');
  await press(dialog.getByRole('button', { name: 'Save' }));
  await seen(dialog.getByText('A table with this name already exists.'));
  expect(await dialog.getByLabel('Table name').inputValue()).toBe('patio');
  await closeDialog(dialog);

  // Rename opens on the table's own name, also as the first dialog after a page load.
  await page.reload();
  const rename = page.getByRole('dialog', { name: 'Rename table' });
  for (const name of ['Patio', 'Window 1']) {
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('button', { name: 'Rename' })
      .click();
    await expect.poll(() => rename.getByLabel('Table name').inputValue(), { timeout: 10_000 }).toBe(name);
    await closeDialog(rename);
  }

  const sheet = page.waitForResponse((r) => r.url().includes('/api/admin/table_qr_sheet'));
  await page.getByRole('button', { name: 'Print QR codes' }).click();
  const html = await (await sheet).text();
  expect(html.match(/<svg/g)?.length).toBe(before + 3);
  for (const name of ['Window 1', 'Window 2', 'Patio']) expect(html).toContain(name);
  await context.close();
});
