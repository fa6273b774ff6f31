import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closeDialog, launch, newPage, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Screenshots for a person to look at, when SCREENSHOT_DIR is set. */
const shot = async (page: Page, name: string) => {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await page.waitForTimeout(500); // let modals finish opening
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
};

const rowNames = (page: Page) =>
  page.locator('.ant-table-tbody tr[data-row-key] td:nth-child(2)').allInnerTexts();

it('a merchant adds food categories, drags one to the top and the order survives a reload', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, 'merchant', 'Merchant@1234');
  await expect
    .poll(() => page.getByRole('button', { name: 'Sign out' }).isVisible(), { timeout: 15_000 })
    .toBe(true);
  // Loaded directly, the page opens the side menu's "Menu" on its own entry.
  await page.goto('/menu/categories');
  await expect.poll(() => page.getByRole('heading', { name: 'Food categories' }).isVisible()).toBe(true);
  const entry = page.getByRole('menuitem', { name: 'Food categories' });
  await expect.poll(() => entry.isVisible()).toBe(true);
  expect(await entry.evaluate((el) => el.classList.contains('ant-menu-item-selected'))).toBe(true);

  for (const name of ['E2E Soups', 'E2E Desserts']) {
    await page.getByRole('button', { name: 'Add category' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await rowNames(page)).at(-1), { timeout: 10_000 }).toBe(name);
  }

  // The same name again is refused on the field.
  await page.getByRole('button', { name: 'Add category' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('e2e soups');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => dialog.getByText('A category with this name already exists.').isVisible(), {
      timeout: 10_000,
    })
    .toBe(true);
  await shot(page, 'category-duplicate');
  await closeDialog(dialog);
  await expect.poll(() => dialog.isVisible()).toBe(false);

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
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() =>
      edit
        .getByText('Someone else changed this category while you were editing. Reload to see their changes.')
        .isVisible(),
    )
    .toBe(true);
  await shot(page, 'category-conflict');
  await edit.getByRole('button', { name: 'Load their changes' }).click();
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
  await expect
    .poll(() => page.getByText('Category order saved.').isVisible(), { timeout: 10_000 })
    .toBe(true);
  expect((await rowNames(page))[0]).toBe('E2E Desserts');
  await shot(page, 'categories-after-drag');

  await page.reload();
  await expect.poll(async () => (await rowNames(page))[0], { timeout: 15_000 }).toBe('E2E Desserts');

  // A category holding foods (the demo menu's first) is refused with the server's reason.
  const [held] = (await rowNames(page)).filter((n) => !n.startsWith('E2E'));
  await page
    .getByRole('row', { name: new RegExp(held ?? '') })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect
    .poll(
      () =>
        page.getByText('Delete blocked because the food category contains at least 1 food menu.').isVisible(),
      { timeout: 10_000 },
    )
    .toBe(true);
  await shot(page, 'category-delete-blocked');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  expect(await rowNames(page)).toContain(held);

  // An empty category goes after a "cannot be undone" confirmation.
  await page
    .getByRole('row', { name: /E2E Soups/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect.poll(() => page.getByText('This cannot be undone.').isVisible()).toBe(true);
  await shot(page, 'category-delete-confirm');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect
    .poll(() => page.getByText('Category deleted successfully.').isVisible(), { timeout: 10_000 })
    .toBe(true);
  expect(await rowNames(page)).not.toContain('E2E Soups');

  // Alcohol categories are a list of their own (the reload kept the side menu's "Menu" open).
  await page.getByRole('menuitem', { name: 'Alcohol categories' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Alcohol categories' }).isVisible()).toBe(true);
  await expect.poll(async () => (await rowNames(page)).includes('E2E Desserts')).toBe(false);
  await shot(page, 'alcohol-categories');
  await context.close();
});

it('a merchant adds a food option group with priced options and views its option list', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, 'merchant', 'Merchant@1234');
  await expect
    .poll(() => page.getByRole('button', { name: 'Sign out' }).isVisible(), { timeout: 15_000 })
    .toBe(true);
  await page.goto('/menu/options');
  await expect.poll(() => page.getByRole('heading', { name: 'Food options' }).isVisible()).toBe(true);

  await page.getByRole('button', { name: 'Add option group' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Group name').fill('E2E Add-ons');
  await dialog.getByLabel('Option 1', { exact: true }).fill('Egg');
  await dialog.getByLabel('Extra price (RM) 1').fill('1.505');
  await dialog.getByRole('button', { name: 'Add option' }).click();
  await dialog.getByLabel('Option 2', { exact: true }).fill('Cheese');
  await dialog.getByLabel('Extra price (RM) 2').fill('2.50');
  await dialog.getByLabel('Maximum choices').fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => dialog.getByText('Enter an amount like 1.50, with at most two decimal places.').isVisible())
    .toBe(true);
  await shot(page, 'option-group-form');
  await dialog.getByLabel('Extra price (RM) 1').fill('1.50');

  // A price only the server refuses: its message shows under that option's price.
  await dialog.getByLabel('Extra price (RM) 2').fill('99999999');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const second = dialog.getByTestId('option-row').nth(1);
  await expect
    .poll(() => second.getByText('This amount is too large.').isVisible(), { timeout: 10_000 })
    .toBe(true);
  const first = dialog.getByTestId('option-row').first();
  expect(await first.getByText('This amount is too large.').count()).toBe(0);
  await shot(page, 'option-group-server-error');
  await dialog.getByLabel('Extra price (RM) 2').fill('2.50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => page.getByText('Food option created successfully.').isVisible(), { timeout: 10_000 })
    .toBe(true);

  const row = page.getByRole('row', { name: /E2E Add-ons/ });
  await expect.poll(() => row.getByText('0 to 2').isVisible()).toBe(true);
  await row.getByRole('button', { name: 'Options' }).click();
  const list = page.getByRole('dialog', { name: 'Options of “E2E Add-ons”' });
  await expect.poll(() => list.getByText('RM 2.50').isVisible()).toBe(true);
  expect(await list.getByText('RM 1.50').isVisible()).toBe(true);
  await shot(page, 'option-list');
  await closeDialog(list, 'Close');

  // Editing opens on the group's own values; an option keeps its id, the price changes.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit option group' });
  await expect.poll(() => edit.getByLabel('Group name').inputValue()).toBe('E2E Add-ons');
  expect(await edit.getByLabel('Option 2', { exact: true }).inputValue()).toBe('Cheese');
  await edit.getByLabel('Extra price (RM) 2').fill('3');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => page.getByText('Food option updated successfully.').isVisible(), { timeout: 10_000 })
    .toBe(true);
  await row.getByRole('button', { name: 'Options' }).click();
  await expect.poll(() => list.getByText('RM 3.00').isVisible()).toBe(true);
  await context.close();
});
