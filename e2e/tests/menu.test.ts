import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gone, launch, newPage, press, seen, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const visible = (where: Page | Locator, text: string | RegExp) => seen(where.getByText(text).first());

/** A side-menu entry; icons add their own name in front of the label. */
const menu = (page: Page, name: string) => page.getByRole('menuitem', { name: new RegExp(`${name}$`) });

/** Opens a page of the "Menu" submenu. */
async function open(page: Page, entry: string, heading = entry) {
  const item = menu(page, entry);
  if (!(await item.isVisible())) await menu(page, 'Menu').first().click();
  await item.click();
  await seen(page.getByRole('heading', { name: heading }).first());
}

/** Picks an option of a searchable antd Select by typing it. */
async function choose(page: Page, within: Locator, label: string, option: string) {
  const select = within.getByLabel(label, { exact: true });
  await select.click();
  await select.fill(option);
  await page.locator('.ant-select-item-option-active', { hasText: option }).waitFor();
  await select.press('Enter');
  // A multiple select stays open after a pick and Escape closes it; a single one closes itself,
  // and an Escape after it would close the drawer the select is in.
  if (await select.evaluate((input) => input.closest('.ant-select-multiple') !== null))
    await select.press('Escape');
  await expect.poll(() => select.getAttribute('aria-expanded')).toBe('false');
}

/** A call to the API with the signed-in user's token, from the page. */
const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('accessToken')}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, json: await res.json() };
    },
    { method, path, body },
  );

it('a merchant builds a menu of categories, a food with options and an alcohol item, which diners then see', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, 'merchant', 'Merchant@1234');
  await seen(page.getByRole('button', { name: 'Sign out' }));

  // A food category and an alcohol category.
  await open(page, 'Food categories');
  await page.getByRole('button', { name: 'Add category' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Chef Specials');
  await press(dialog.getByRole('button', { name: 'Save' }));
  await visible(page, 'Category created successfully.');
  await gone(dialog);
  await open(page, 'Alcohol categories');
  await page.getByRole('button', { name: 'Add category' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Craft Beer');
  await press(dialog.getByRole('button', { name: 'Save' }));
  await visible(page, 'Category created successfully.');
  await gone(dialog);

  // An option group: pick one sambal, RM 1.00 extra for the hot one.
  await open(page, 'Food options');
  await page.getByRole('button', { name: 'Add option group' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Group name').fill('Sambal');
  await dialog.getByLabel('Minimum choices').fill('1');
  await dialog.getByLabel('Maximum choices').fill('1');
  await dialog.getByLabel('Option 1', { exact: true }).fill('Mild');
  await press(dialog.getByRole('button', { name: 'Add option' }));
  await dialog.getByLabel('Option 2', { exact: true }).fill('Hot');
  await dialog.getByLabel('Extra price (RM) 2').fill('1.00');
  await press(dialog.getByRole('button', { name: 'Save' }));
  await visible(page, 'Food option created successfully.');
  await gone(dialog);

  // A food: a 5-character code and a price with three decimals are refused, what was typed stays.
  await open(page, 'Food menu');
  await page.getByRole('button', { name: 'Add food' }).first().click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Name', { exact: true }).fill('Nasi Goreng Kampung');
  await drawer.getByLabel('Code', { exact: true }).fill('NGK01');
  await choose(page, drawer, 'Category', 'Chef Specials');
  await drawer.getByLabel('Price (RM)').fill('12.345');
  await choose(page, drawer, 'Option groups', 'Sambal');
  await press(drawer.getByRole('button', { name: 'Save' }));
  await visible(drawer, 'A food code has at most 4 characters.');
  await visible(drawer, 'Use at most two decimal places.');
  expect(await drawer.getByLabel('Name', { exact: true }).inputValue()).toBe('Nasi Goreng Kampung');

  await drawer.getByLabel('Code', { exact: true }).fill('NGK1');
  await drawer.getByLabel('Price (RM)').fill('12.50');
  await press(drawer.getByRole('button', { name: 'Save' }));
  await visible(page, 'Food created successfully.');
  await gone(drawer);
  await page.getByPlaceholder('Name or code').fill('NGK1');
  const row = page.getByRole('row', { name: /Nasi Goreng Kampung/ });
  await seen(row.getByText('RM 12.50'));

  // An alcohol item carries its tickets: 10 glasses, valid 30 days.
  await open(page, 'Alcohol menu');
  await page.getByRole('button', { name: 'Add alcohol item' }).first().click();
  const alcohol = page.getByRole('dialog');
  await alcohol.getByLabel('Name', { exact: true }).fill('IPA Tower');
  await alcohol.getByLabel('Code', { exact: true }).fill('IPA1');
  await choose(page, alcohol, 'Category', 'Craft Beer');
  await alcohol.getByLabel('Price (RM)').fill('180.00');
  await alcohol.getByLabel('Ticket balance').fill('10');
  await alcohol.getByLabel('Ticket expiry (days)').fill('30');
  await press(alcohol.getByRole('button', { name: 'Save' }));
  await visible(page, 'Alcohol item created successfully.');
  await gone(alcohol);

  // The overview shows the new category with its food.
  await open(page, 'Overview', 'Menu');
  await visible(page, 'Chef Specials');
  await visible(page, 'Nasi Goreng Kampung');

  // The category now holds a food: the delete action says at once that it cannot be deleted.
  await open(page, 'Food categories');
  await page
    .getByRole('row', { name: /Chef Specials/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await visible(page, '“Chef Specials” holds 1 item.');
  expect(await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).count()).toBe(0);

  // Diners at a table see the food with its option group and the alcohol item with its tickets
  // (the store is set open all day so that the test does not depend on the hour).
  const opened = await api(page, 'PATCH', '/admin/merchant/update', {
    type: 'store',
    open_at: '00:00',
    close_at: '00:00',
    is_unavailable_on_monday: 0,
    is_unavailable_on_tuesday: 0,
    is_unavailable_on_wednesday: 0,
    is_unavailable_on_thursday: 0,
    is_unavailable_on_friday: 0,
    is_unavailable_on_saturday: 0,
    is_unavailable_on_sunday: 0,
  });
  expect(opened.status).toBe(200);
  const table = await api(page, 'POST', '/admin/table', { name: 'Menu test table' });
  expect(table.status).toBe(200);
  const diner = await newPage(browser);
  const res = await diner.page.request.get(`/api/public/table/${table.json.data.token}/menu`);
  expect(res.status()).toBe(200);
  const { data } = await res.json();
  type Food = { name: string; price: string; option_groups: { name: string; options: { name: string }[] }[] };
  type Category = { name: string; kind: string; foods: (Food & { ticket_balance?: number })[] };
  const categories = data.categories as Category[];
  const special = categories.find((c) => c.name === 'Chef Specials');
  expect(special?.foods.map((f) => f.name)).toEqual(['Nasi Goreng Kampung']);
  expect(special?.foods[0]).toMatchObject({
    price: '12.50',
    option_groups: [{ name: 'Sambal', options: [{ name: 'Mild' }, { name: 'Hot' }] }],
  });
  const beer = categories.find((c) => c.name === 'Craft Beer');
  expect(beer).toMatchObject({ kind: 'alcohol', foods: [{ name: 'IPA Tower', ticket_balance: 10 }] });

  await diner.context.close();
  await context.close();
});
