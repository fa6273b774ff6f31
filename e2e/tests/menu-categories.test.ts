import type { Browser, Page } from 'playwright-core';
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

/** Screenshots for a person to look at, when SCREENSHOT_DIR is set. */
const shot = async (page: Page, name: string) => {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await settled(page); // let modals finish opening
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
};

const rowNames = (page: Page) =>
  page.locator('.ant-table-tbody tr[data-row-key] td:nth-child(2)').allInnerTexts();

it('a merchant adds food categories, drags one to the top and the order survives a reload', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, 'merchant', 'Merchant@1234');
  await seen(page.getByRole('button', { name: 'Sign out' }));
  // Loaded directly, the page opens the side menu's "Menu" on its own entry.
  await page.goto('/menu/categories');
  await seen(page.getByRole('heading', { name: 'Food categories' }));
  const entry = page.getByRole('menuitem', { name: 'Food categories' });
  await seen(entry);
  expect(await entry.evaluate((el) => el.classList.contains('ant-menu-item-selected'))).toBe(true);

  for (const name of ['E2E Soups', 'E2E Desserts']) {
    await page.getByRole('button', { name: 'Add category' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await press(dialog.getByRole('button', { name: 'Save' }));
    await expect.poll(async () => (await rowNames(page)).at(-1), { timeout: 10_000 }).toBe(name);
    await gone(dialog);
  }

  // The same name again is refused on the field.
  await page.getByRole('button', { name: 'Add category' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('e2e soups');
  await press(dialog.getByRole('button', { name: 'Save' }));
  await seen(dialog.getByText('A category with this name already exists.'));
  await shot(page, 'category-duplicate');
  await closeDialog(dialog);

  // Editing opens on the category's own name.
  await page
    .getByRole('row', { name: /E2E Soups/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit category' });
  await expect.poll(() => edit.getByLabel('Name').inputValue()).toBe('E2E Soups');

  // Someone else saves meanwhile: our save is refused, and their version can be loaded.
  await page.evaluate(async () => {
    const headers = {
      authorization: `Bearer ${localStorage.getItem('accessToken')}`,
      'content-type': 'application/json',
    };
    const list = await (await fetch('/api/admin/category?search=E2E%20Soups', { headers })).json();
    const row = list.data[0];
    await fetch(`/api/admin/category/${row.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ name: 'E2E Soups (theirs)', version: row.version }),
    });
  });
  await edit.getByLabel('Name').fill('E2E Soups (mine)');
  await press(edit.getByRole('button', { name: 'Save' }));
  await seen(
    edit.getByText('Someone else changed this category while you were editing. Reload to see their changes.'),
  );
  await shot(page, 'category-conflict');
  await press(edit.getByRole('button', { name: 'Load their changes' }));
  await expect.poll(() => edit.getByLabel('Name').inputValue()).toBe('E2E Soups (theirs)');
  await closeDialog(edit);

  // Drag "E2E Desserts" by its handle above the first row.
  const handle = page.getByRole('button', { name: 'Drag to move E2E Desserts' });
  const first = page.locator('.ant-table-tbody tr[data-row-key]').first();
  const from = await handle.boundingBox();
  const to = await first.boundingBox();
  if (!from || !to) throw new Error('no drag handle or first row on screen');
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/admin/category_priority') && r.request().method() === 'PUT',
  );
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 25 });
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
  await seen(page.getByText('Category order saved.'));
  expect((await rowNames(page))[0]).toBe('E2E Desserts');
  await shot(page, 'categories-after-drag');

  await page.reload();
  await expect.poll(async () => (await rowNames(page))[0], { timeout: 15_000 }).toBe('E2E Desserts');

  // A category holding foods (the demo menu's first) says at once, and only once, that it cannot
  // be deleted and why: no "cannot be undone" first, nothing sent.
  const [held] = (await rowNames(page)).filter((n) => !n.startsWith('E2E'));
  const heldRow = page.locator('.ant-table-tbody tr[data-row-key]').filter({ hasText: held ?? '' });
  const count = Number(await heldRow.locator('td').nth(2).textContent());
  expect(count).toBeGreaterThan(0);
  let deletes = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/admin/category/') && r.method() !== 'GET') deletes += 1;
  });
  await heldRow.getByRole('button', { name: 'Delete' }).click();
  const blocked = page.getByRole('dialog').filter({ hasText: 'This category cannot be deleted' });
  await seen(blocked.getByText(`“${held}” holds ${count} item${count === 1 ? '' : 's'}.`, { exact: false }));
  await shot(page, 'category-delete-blocked');
  expect(await page.getByText('This cannot be undone.').count()).toBe(0);
  await press(blocked.getByRole('button', { name: 'OK' }));
  await gone(blocked);
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(deletes).toBe(0);
  expect(await rowNames(page)).toContain(held);

  // An empty category goes after a "cannot be undone" confirmation.
  await page
    .getByRole('row', { name: /E2E Soups/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await seen(page.getByText('This cannot be undone.'));
  await shot(page, 'category-delete-confirm');
  await press(page.getByRole('dialog').getByRole('button', { name: 'Delete' }));
  await seen(page.getByText('Category deleted successfully.'));
  await expect.poll(async () => (await rowNames(page)).includes('E2E Soups')).toBe(false);
  // Deleted on the server, not only from the list: the merchant's own search finds no such category.
  const merchant = await apiToken('merchant', 'Merchant@1234');
  const soups = await signedCall<{ data: { name: string }[] }>(
    'GET',
    '/admin/category?search=E2E%20Soups',
    merchant,
  );
  expect(soups.data).toEqual([]);

  // Alcohol categories are a list of their own (the reload kept the side menu's "Menu" open).
  await page.getByRole('menuitem', { name: 'Alcohol categories' }).click();
  await seen(page.getByRole('heading', { name: 'Alcohol categories' }));
  await expect.poll(async () => (await rowNames(page)).includes('E2E Desserts')).toBe(false);
  await shot(page, 'alcohol-categories');
  await context.close();
});

it('a merchant adds a food option group with priced options and views its option list', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, 'merchant', 'Merchant@1234');
  await seen(page.getByRole('button', { name: 'Sign out' }));
  await page.goto('/menu/options');
  await seen(page.getByRole('heading', { name: 'Food options' }));

  await page.getByRole('button', { name: 'Add option group' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Group name').fill('E2E Add-ons');
  await dialog.getByLabel('Option 1', { exact: true }).fill('Egg');
  await dialog.getByLabel('Extra price (RM) 1').fill('1.505');
  await press(dialog.getByRole('button', { name: 'Add option' }));
  await dialog.getByLabel('Option 2', { exact: true }).fill('Cheese');
  await dialog.getByLabel('Extra price (RM) 2').fill('2.50');
  await dialog.getByLabel('Maximum choices').fill('2');
  await press(dialog.getByRole('button', { name: 'Save' }));
  await seen(dialog.getByText('Enter an amount like 1.50, with at most two decimal places.'));
  await shot(page, 'option-group-form');
  await dialog.getByLabel('Extra price (RM) 1').fill('1.50');

  // A price only the server refuses: its message shows under that option's price.
  await dialog.getByLabel('Extra price (RM) 2').fill('99999999');
  await press(dialog.getByRole('button', { name: 'Save' }));
  const second = dialog.getByTestId('option-row').nth(1);
  await seen(second.getByText('This amount is too large.'));
  const first = dialog.getByTestId('option-row').first();
  expect(await first.getByText('This amount is too large.').count()).toBe(0);
  await shot(page, 'option-group-server-error');
  await dialog.getByLabel('Extra price (RM) 2').fill('2.50');
  await press(dialog.getByRole('button', { name: 'Save' }));
  await seen(page.getByText('Food option created successfully.'));

  const row = page.getByRole('row', { name: /E2E Add-ons/ });
  await seen(row.getByText('0 to 2'));
  await row.getByRole('button', { name: 'Options' }).click();
  const list = page.getByRole('dialog', { name: 'Options of “E2E Add-ons”' });
  await seen(list.getByText('RM 2.50'));
  await seen(list.getByText('RM 1.50'));
  await shot(page, 'option-list');
  await closeDialog(list, 'Close');

  // Editing opens on the group's own values; an option keeps its id, the price changes.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit option group' });
  await expect.poll(() => edit.getByLabel('Group name').inputValue()).toBe('E2E Add-ons');
  expect(await edit.getByLabel('Option 2', { exact: true }).inputValue()).toBe('Cheese');
  await edit.getByLabel('Extra price (RM) 2').fill('3');
  await press(edit.getByRole('button', { name: 'Save' }));
  await seen(page.getByText('Food option updated successfully.'));
  await row.getByRole('button', { name: 'Options' }).click();
  await seen(list.getByText('RM 3.00'));
  await closeDialog(list, 'Close');

  // Saved, not only shown: the reloaded page reads the same price from the server.
  await page.reload();
  await row.getByRole('button', { name: 'Options' }).click();
  await seen(list.getByText('RM 3.00'));
  expect(await list.getByText('RM 2.50').count()).toBe(0);
  await context.close();
});
