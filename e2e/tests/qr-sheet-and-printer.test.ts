import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, launch, newPage, seen, signIn } from '../support/browser';
import { signedCall } from './order-fixture';

/**
 * Issue 28, the merchant's side: the tables' QR sheet says whose store and which table, and "Scan
 * to order" in both languages; a store without a printer is told what is missing and where to fix it.
 */

let browser: Browser;
let merchant: string;
beforeAll(async () => {
  browser = await launch();
  merchant = await apiToken('merchant', 'Merchant@1234');
});
afterAll(() => browser.close());

async function signedInMerchant() {
  const { context, page } = await newPage(browser);
  await signIn(page, 'merchant', 'Merchant@1234');
  await seen(page.getByRole('button', { name: 'Sign out' }));
  return { context, page };
}

/** The sheet the portal fetched when `button` was pressed, opened as a page of its own. */
async function sheetOf(page: Page, button: string) {
  const sheet = page.waitForResponse((r) => r.url().includes('/api/admin/table_qr_sheet'));
  await page.getByRole('button', { name: button }).click();
  const html = await (await sheet).text();
  const view = await page.context().newPage();
  await view.setContent(html);
  return { html, view };
}

it('prints QR cards and table tents with the store, the table, "Scan to order" in both languages and described codes', async () => {
  const store = await signedCall<{ data: { display_name: string } }>(
    'GET',
    '/admin/merchant/info?type=edit+store',
    merchant,
  );
  const tables = await signedCall<{ data: { name: string }[] }>('GET', '/admin/table?length=100', merchant);
  const table = tables.data[0]?.name;
  if (!table) throw new Error('the demo merchant has no table');

  const { context, page } = await signedInMerchant();
  await page.getByRole('menuitem', { name: 'Tables' }).click();
  // The codes on screen are described as well.
  await seen(page.getByRole('img', { name: `QR code to order at table ${table}`, exact: true }));

  const cards = await sheetOf(page, 'Print QR codes');
  expect(cards.html).toContain('size: A4');
  expect(cards.html.match(/<svg/g)?.length).toBe(tables.data.length);
  const code = cards.view.getByRole('img', { name: `QR code to order at table ${table}`, exact: true });
  await seen(code);
  const card = cards.view.locator('article.tile').filter({ has: code });
  expect(await card.locator('.store').textContent()).toBe(store.data.display_name);
  expect(await card.locator('figcaption').textContent()).toBe(table);
  await seen(card.getByText('Scan to order', { exact: true }));
  await seen(card.getByText('扫码点餐', { exact: true }));

  const tents = await sheetOf(page, 'Print table tents');
  expect(tents.html.match(/<svg/g)?.length).toBe(2 * tables.data.length);
  const tent = tents.view.locator('section.tent').filter({
    has: tents.view.getByRole('img', { name: `QR code to order at table ${table}`, exact: true }),
  });
  // The code twice (one face upside down for the other side of the fold), described once.
  expect(await tent.locator('svg').count()).toBe(2);
  await seen(tent.getByText('扫码点餐', { exact: true }).last());
  await context.close();
});

it('says at once that no printer is added, and links to the series number that fixes it', async () => {
  await signedCall('PATCH', '/admin/merchant/update', merchant, {
    type: 'edit store',
    printer_series_no: '',
  });
  const { context, page } = await signedInMerchant();
  await page.getByRole('menuitem', { name: 'Printers' }).click();

  const note = page.getByText('No printer added yet: enter the printer’s series number above and save.');
  await seen(note);
  const test = page.getByRole('button', { name: 'Test receipt: Main printer' });
  expect(await test.isDisabled()).toBe(true);
  // The button says why it is off.
  const describedBy = await test.getAttribute('aria-describedby');
  expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain('No printer added yet');

  await page.getByRole('link', { name: 'Enter the series number' }).click();
  await page.waitForURL(/\/printers#printers_printer_series_no$/);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('printers_printer_series_no');

  // Any other screen that prints hears the same from the server: what is missing and where.
  const refused = await fetch(`${new URL(page.url()).origin}/api/admin/merchant/test_receipt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${merchant}` },
    body: '{}',
  });
  expect(refused.status).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'No printer added yet: enter the printer’s series number (SN or network address) on the Printers page and save it.',
  );
  await context.close();
});
