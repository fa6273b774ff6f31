import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closeDialog, launch, newPage, signIn } from '../support/browser';

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

/** Uploads one photo through the modal: the picture, a name and tags typed into the tag box. */
async function uploadPhoto(page: Page, photo: Buffer, name: string, tags: string[]) {
  await page.getByRole('button', { name: 'Upload food photo' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo });
  await dialog.getByLabel('Display name').fill(name);
  const tagBox: Locator = dialog.getByRole('combobox', { name: 'Tags' });
  for (const tag of tags) {
    await tagBox.pressSequentially(tag);
    await tagBox.press('Enter');
  }
  await tagBox.press('Escape'); // close the suggestions, which may cover Save
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => page.getByText('Food photo created successfully.').last().isVisible(), { timeout: 10_000 })
    .toBe(true);
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

it('an admin uploads tagged food photos and finds one by its tag', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, 'admin', 'Admin@1234');
  await expect
    .poll(() => page.getByRole('button', { name: 'Sign out' }).isVisible(), { timeout: 15_000 })
    .toBe(true);
  // Real PNGs: pictures of the screen itself.
  const first = await page.screenshot({ clip: { x: 0, y: 0, width: 640, height: 400 } });
  const second = await page.screenshot({ clip: { x: 300, y: 200, width: 600, height: 400 } });

  await page.getByRole('menuitem', { name: 'Food image library' }).click();
  await expect.poll(() => page.getByText('No food photos yet.', { exact: false }).isVisible()).toBe(true);

  // Over 1 MB: the browser says so at once, with the media library's check.
  await page.getByRole('button', { name: 'Upload food photo' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024, 1) });
  await expect
    .poll(() => dialog.getByText('big.png is 2.0 MB: the photo must be at most 1 MB.').isVisible())
    .toBe(true);
  await closeDialog(dialog);
  await expect.poll(() => dialog.isVisible()).toBe(false);

  await uploadPhoto(page, first, 'Nasi Lemak', ['Rice', 'Malay']);
  await uploadPhoto(page, second, 'Char Kway Teow', ['noodles', 'malay']);
  await expect.poll(() => page.getByText('2 photos').isVisible()).toBe(true);
  const nasi = page.getByRole('img', { name: 'Nasi Lemak' });
  await expect
    .poll(() =>
      nasi.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth),
    )
    .toBe(288);
  await snap(page, 'food-images-grid');

  // The tag chips: "rice" keeps only the nasi lemak.
  await expect.poll(() => page.getByText('malay · 2', { exact: true }).isVisible()).toBe(true);
  await page.getByText('rice · 1', { exact: true }).click();
  await expect.poll(() => page.getByText('1 photo', { exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole('img', { name: 'Char Kway Teow' }).count()).toBe(0);
  expect(await nasi.isVisible()).toBe(true);
  await snap(page, 'food-images-tag');

  // The search box looks at tags too.
  await page.getByText('All', { exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search by name or tag' }).fill('noodles');
  await expect.poll(() => page.getByRole('img', { name: 'Nasi Lemak' }).count()).toBe(0);
  expect(await page.getByRole('img', { name: 'Char Kway Teow' }).isVisible()).toBe(true);

  // Delete asks first and says it cannot be undone.
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await expect.poll(() => page.getByText('This cannot be undone.').isVisible()).toBe(true);
  await page.waitForTimeout(400); // the dialog's opening animation, for the picture
  await snap(page, 'food-images-delete');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect
    .poll(() => page.getByText('Food photo deleted successfully.').isVisible(), { timeout: 10_000 })
    .toBe(true);
  await context.close();
});
