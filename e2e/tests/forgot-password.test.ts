import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, mailCount, mailNumber, newPage, seen, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

it('resets a forgotten password through the e-mailed link', async () => {
  const { context, page } = await newPage(browser);
  const before = await mailCount();
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill('buddy@demo.meja.my');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await seen(page.getByText(/we have sent it a link/).first());

  const mail = await mailNumber(before + 1);
  expect(mail).toMatch(/^To: buddy@demo\.meja\.my/m);
  const link = mail.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link as string);
  await page.getByLabel('New password', { exact: true }).fill('Reset@2026');
  await page.getByLabel('Confirm new password').fill('Reset@2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.waitForURL('**/login', { timeout: 15_000 });

  await signIn(page, 'buddy', 'Reset@2026');
  await seen(page.getByRole('button', { name: 'Sign out' }));
  await context.close();
});
