import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, baseUrl, launch, newPage, seen, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** An admin creates an active merchant with a password the merchant must replace at first sign-in. */
async function createMerchant(username: string, password: string) {
  const token = await apiToken('admin', 'Admin@1234');
  const res = await fetch(`${baseUrl()}/api/admin/user`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'merchant',
      username,
      name: 'First Timer Cafe',
      status: 'active',
      terms_condition: 1,
      password,
      confirm_password: password,
    }),
  });
  expect(res.status).toBe(200);
}

it('a new merchant sets its first password and stays signed in across pages and a reload', async () => {
  await createMerchant('firsttimer', 'Given@2026');
  const { context, page } = await newPage(browser);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });

  await signIn(page, 'firsttimer', 'Given@2026');
  await page.waitForURL('**/first-login');
  await page.getByLabel('New password', { exact: true }).fill('MyOwn@2026');
  await page.getByLabel('Confirm new password').fill('MyOwn@2026');
  await page.getByRole('button', { name: 'Save password' }).click();
  await seen(page.getByText('Password set successfully.'));
  // Then the merchant terms (issue 15): a new merchant accepts the version in force before going on.
  await page.waitForURL('**/terms/accept');
  await page.getByLabel('I have read and accept the merchant terms and conditions.').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await seen(page.getByRole('heading', { name: 'Dashboard' }));
  visited.length = 0;

  await page.getByRole('menuitem', { name: /Store details$/ }).click();
  await seen(page.getByRole('button', { name: 'Save store details' }));
  await page.getByRole('menuitem', { name: /Company profile$/ }).click();
  await seen(page.getByRole('button', { name: 'Save company profile' }));
  await page.reload();
  await seen(page.getByRole('button', { name: 'Save company profile' }));
  expect(new URL(page.url()).pathname).toBe('/company');
  await seen(page.getByRole('button', { name: 'Sign out' }));
  expect(visited).not.toContain('/first-login');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null'));
  expect(stored?.first_login).toBe(false);
  // Saved: the account signs in with the password chosen, no longer with the one given.
  expect(await apiToken('firsttimer', 'MyOwn@2026')).toBeTruthy();
  await expect(apiToken('firsttimer', 'Given@2026')).rejects.toThrow(/could not sign firsttimer in: 401/);
  await context.close();
});
