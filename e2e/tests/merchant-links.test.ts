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

/** The demo merchant's row of the merchant listing. */
const demoRow = (page: Page) => page.getByRole('row', { name: /Restoran Sedap/ });

it("an admin opens the demo merchant's menu, tables and operation users from the merchant listing", async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, 'admin', 'Admin@1234');
  await visible(page, 'Sign out');
  await menu(page, 'Merchant').click();

  // Menu: the merchant's own categories, as the merchant sees them.
  await demoRow(page).getByRole('link', { name: 'Menu', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/menu');
  await seen(page.getByRole('heading', { name: 'Menu' }));
  await visible(page, 'Nasi');
  const merchantId = new URL(page.url()).searchParams.get('merchant_id');
  expect(merchantId).toMatch(/^\d+$/);

  // Tables: the admin adds one for the merchant, sees it listed, and takes it away again.
  await page.goBack();
  let listed = page.waitForResponse((r) => r.url().includes('/api/admin/table?'));
  await demoRow(page).getByRole('link', { name: 'Tables' }).click();
  expect((await listed).status()).toBe(200);
  await seen(page.getByRole('heading', { name: 'Tables' }));
  expect(new URL(page.url()).searchParams.get('merchant_id')).toBe(merchantId);
  await page.getByRole('button', { name: 'Add table' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Table name').fill('Admin E2E table');
  await press(dialog.getByRole('button', { name: 'Save' }));
  await visible(page, 'Table created successfully.');
  await gone(dialog);
  const row = page.getByRole('row', { name: /Admin E2E table/ });
  await seen(row);
  await row.getByRole('button', { name: 'Delete' }).click();
  await press(page.getByRole('dialog').getByRole('button', { name: 'Delete' }));
  await gone(row);

  // Operation users: the merchant's list, where the admin adds one.
  await page.goBack();
  listed = page.waitForResponse((r) => r.url().includes('/api/admin/merchant_staff_index'));
  await demoRow(page).getByRole('link', { name: 'Operation users' }).click();
  expect((await listed).status()).toBe(200);
  await seen(page.getByRole('heading', { name: 'Operation users' }));
  expect(new URL(page.url()).searchParams.get('merchant_id')).toBe(merchantId);
  await seen(page.locator('.ant-table'));
  await page.getByRole('button', { name: 'Create' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Login e-mail').fill('cashier@sedap.my');
  await drawer.getByLabel('Nickname').fill('Kak Ros');
  await drawer.getByLabel('Password', { exact: true }).fill('Cashier@2026');
  await drawer.getByLabel('Confirm password').fill('Cashier@2026');
  await press(drawer.getByRole('button', { name: 'Save' }));
  await visible(page, 'Operation user created successfully.');
  await visible(page, 'cashier@sedap.my');
  await context.close();
});

it("an agent looks at their merchant's operation users without changing them, and has no menu or tables links", async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, 'agent', 'Agent@1234');
  await visible(page, 'Sign out');
  await menu(page, 'Merchants').click();
  const row = demoRow(page);
  await seen(row.getByRole('link', { name: 'Store details' }));
  expect(await row.getByRole('link', { name: 'Menu', exact: true }).count()).toBe(0);
  expect(await row.getByRole('link', { name: 'Tables' }).count()).toBe(0);

  const listed = page.waitForResponse((r) => r.url().includes('/api/admin/merchant_staff_index'));
  await row.getByRole('link', { name: 'Operation users' }).click();
  expect((await listed).status()).toBe(200);
  await seen(page.getByRole('heading', { name: 'Operation users' }));
  const staff = page.getByRole('row', { name: /cashier@sedap\.my/ });
  await seen(staff);
  expect(await page.getByRole('button', { name: 'Create' }).count()).toBe(0);
  expect(await staff.getByRole('button').count()).toBe(0);
  await context.close();
});
