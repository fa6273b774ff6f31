import { join } from 'node:path';
import type { TStockImage } from '@meja/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  apiToken,
  closeDialog,
  gone,
  launch,
  newPage,
  press,
  seen,
  settled,
  signIn,
} from '../support/browser';
import { signedCall } from './order-fixture';

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
  await press(dialog.getByRole('button', { name: 'Save' }));
  await seen(page.getByText('Food photo created successfully.').last());
  await gone(dialog);
}

it('an admin uploads tagged food photos and finds one by its tag', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, 'admin', 'Admin@1234');
  await seen(page.getByRole('button', { name: 'Sign out' }));
  // Real PNGs: pictures of the screen itself.
  const first = await page.screenshot({ clip: { x: 0, y: 0, width: 640, height: 400 } });
  const second = await page.screenshot({ clip: { x: 300, y: 200, width: 600, height: 400 } });

  await page.getByRole('menuitem', { name: 'Food image library' }).click();
  await seen(page.getByText('No food photos yet.', { exact: false }));

  // Over 1 MB: the browser says so at once, with the media library's check.
  await page.getByRole('button', { name: 'Upload food photo' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024, 1) });
  await seen(dialog.getByText('big.png is 2.0 MB: the photo must be at most 1 MB.'));
  await closeDialog(dialog);

  await uploadPhoto(page, first, 'Nasi Lemak', ['Rice', 'Malay']);
  await uploadPhoto(page, second, 'Char Kway Teow', ['noodles', 'malay']);
  await seen(page.getByText('2 photos'));
  const nasi = page.getByRole('img', { name: 'Nasi Lemak' });
  await expect
    .poll(() =>
      nasi.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth),
    )
    .toBe(288);
  await snap(page, 'food-images-grid');

  // The tag chips: "rice" keeps only the nasi lemak.
  await seen(page.getByText('malay · 2', { exact: true }));
  await page.getByText('rice · 1', { exact: true }).click();
  await seen(page.getByText('1 photo', { exact: true }));
  expect(await page.getByRole('img', { name: 'Char Kway Teow' }).count()).toBe(0);
  await seen(nasi);
  await snap(page, 'food-images-tag');

  // The search box looks at tags too.
  await page.getByText('All', { exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search by name or tag' }).fill('noodles');
  await expect.poll(() => page.getByRole('img', { name: 'Nasi Lemak' }).count()).toBe(0);
  await seen(page.getByRole('img', { name: 'Char Kway Teow' }));

  // Delete asks first and says it cannot be undone.
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await seen(page.getByText('This cannot be undone.'));
  await settled(page); // the dialog's opening animation, for the picture
  await snap(page, 'food-images-delete');
  await press(page.getByRole('dialog').getByRole('button', { name: 'Delete' }));
  await seen(page.getByText('Food photo deleted successfully.'));
  await expect.poll(() => page.getByRole('img', { name: 'Char Kway Teow' }).count()).toBe(0);

  // What the library keeps, read back as the admin: the two uploads with their tags, one deleted.
  const admin = await apiToken('admin', 'Admin@1234');
  const kept = await signedCall<{ data: TStockImage[] }>('GET', '/admin/food_image?length=100', admin);
  const names = kept.data.map((i) => i.display_name);
  expect(names).toContain('Nasi Lemak');
  expect(names).not.toContain('Char Kway Teow');
  expect(kept.data.find((i) => i.display_name === 'Nasi Lemak')?.tags.sort()).toEqual(['malay', 'rice']);
  await context.close();
});
