import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, newPage, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const visible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);

it('an admin creates a merchant, who sets a password at first sign-in and gets in once activated', async () => {
  const admin = await newPage(browser);
  await signIn(admin.page, 'admin', 'Admin@1234');
  await visible(admin.page, 'Sign out');
  await admin.page.getByRole('menuitem', { name: 'Merchant', exact: true }).click();
  await admin.page.getByRole('button', { name: 'Create' }).click();

  const form = admin.page.getByRole('dialog');
  await form.getByLabel('Username').fill('kopitiam');
  await form.getByLabel('Display name').fill('Kopitiam Ah Seng');
  await form.getByLabel('Password', { exact: true }).fill('Kopi@2026');
  await form.getByLabel('Confirm password').fill('Kopi@2027');
  await form.getByRole('button', { name: 'Save' }).click();
  await visible(admin.page, 'Password Confirmation Does Not Match');

  await form.getByLabel('Confirm password').fill('Kopi@2026');
  await form.getByRole('button', { name: 'Save' }).click();
  await visible(admin.page, 'The merchant must accept the merchant terms and conditions.');
  await form.getByLabel('The merchant accepts the merchant terms and conditions').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await visible(admin.page, 'Merchant created successfully.');
  const row = admin.page.getByRole('row', { name: /kopitiam/ });
  await expect.poll(() => row.getByText('Inactive').isVisible(), { timeout: 10_000 }).toBe(true);

  const merchant = await newPage(browser);
  await signIn(merchant.page, 'kopitiam', 'Kopi@2026');
  await merchant.page.getByLabel('New password', { exact: true }).fill('MyKopi@2026');
  await merchant.page.getByLabel('Confirm new password').fill('MyKopi@2026');
  await merchant.page.getByRole('button', { name: 'Save password' }).click();
  await visible(merchant.page, /not active yet/);

  await row.getByText('Activate', { exact: true }).click();
  await admin.page.getByRole('button', { name: 'Confirm' }).click();
  await expect
    .poll(() => row.getByText('Active', { exact: true }).isVisible(), { timeout: 10_000 })
    .toBe(true);

  await signIn(merchant.page, 'kopitiam', 'MyKopi@2026');
  await visible(merchant.page, 'Dashboard');
  await expect.poll(() => merchant.page.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
  await admin.context.close();
  await merchant.context.close();
});
