import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closeDialog, gone, launch, newPage, press, seen, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Set SCREENSHOT_DIR to keep pictures of the screens along the way. */
const snap = async (page: Page, name: string) => {
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `${name}.png`) });
};

it('a merchant uploads a photo, sees it in the grid, and a too-big or fake file is refused', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, 'merchant', 'Merchant@1234');
  await seen(page.getByRole('button', { name: 'Sign out' }));
  // A real PNG: a picture of the dashboard itself.
  const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 640, height: 400 } });

  await page.getByRole('menuitem', { name: 'Media library' }).click();
  await seen(page.getByText('No photos yet.', { exact: false }));
  await snap(page, 'media-empty');

  await page.getByRole('button', { name: 'Upload photo' }).first().click();
  const dialog = page.getByRole('dialog');
  const input = dialog.locator('input[type=file]');

  // Over 1 MB: the browser says so at once, before anything is sent.
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: randomBytes(2 * 1024 * 1024) });
  await seen(dialog.getByText('big.png is 2.0 MB: the photo must be at most 1 MB.'));

  // Text named .jpg passes the browser's check by name; the server reads its content and refuses it.
  await input.setInputFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo') });
  await expect.poll(() => dialog.getByLabel('Display name').inputValue()).toBe('fake');
  await press(dialog.getByRole('button', { name: 'Save' }));
  await seen(dialog.getByText('Only JPG or PNG images are accepted.'));
  await snap(page, 'media-refused');

  await dialog
    .getByRole('button', { name: /Remove file|Delete/i })
    .first()
    .click();
  await input.setInputFiles({ name: 'dashboard.png', mimeType: 'image/png', buffer: photo });
  await dialog.getByLabel('Display name').fill('Lunch special');
  await press(dialog.getByRole('button', { name: 'Save' }));
  await seen(page.getByText('Photo uploaded successfully.'));

  await gone(dialog);
  const img = page.getByRole('img', { name: 'Lunch special' });
  await seen(img);
  await expect
    .poll(() =>
      img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth),
    )
    .toBe(288);
  await seen(page.getByText('1 photo'));
  await snap(page, 'media-grid');

  // Each dialog opens on its own photo's values, also the first one after a page load.
  await page.getByRole('button', { name: 'Upload photo' }).first().click();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'b.png', mimeType: 'image/png', buffer: photo });
  await dialog.getByLabel('Display name').fill('Dinner special');
  await press(dialog.getByRole('button', { name: 'Save' }));
  await seen(page.getByText('2 photos'));
  await page.reload();
  const card = (name: string) => page.locator('.ant-card').filter({ hasText: name });
  for (const name of ['Lunch special', 'Dinner special']) {
    await card(name).getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename photo' });
    await expect.poll(() => rename.getByLabel('Display name').inputValue(), { timeout: 10_000 }).toBe(name);
    await closeDialog(rename);
  }
  await page.getByRole('button', { name: 'Upload photo' }).first().click();
  await expect.poll(() => dialog.getByLabel('Display name').inputValue()).toBe('');
  await closeDialog(dialog);
  await context.close();
});
