import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, launch, newPage, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

it('returns to sign-in with local storage cleared when the session is revoked elsewhere', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, 'agent', 'Agent@1234');
  await expect
    .poll(() => page.getByRole('button', { name: 'Sign out' }).isVisible(), { timeout: 15_000 })
    .toBe(true);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  const out = await fetch(`${baseUrl()}/api/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(out.status).toBe(200);

  await page.getByRole('menuitem', { name: 'Merchants' }).click();
  await page.waitForURL('**/login**', { timeout: 15_000 });
  expect(
    await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('userData')]),
  ).toEqual([null, null]);
  await context.close();
});

it('shows "Something went wrong." top-right for about 2 seconds when the server fails', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, 'admin', 'Admin@1234');
  await expect
    .poll(() => page.getByRole('button', { name: 'Sign out' }).isVisible(), { timeout: 15_000 })
    .toBe(true);
  await page.route('**/api/admin/user?**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"code":"internal","message":"x"}',
    }),
  );
  await page.getByRole('menuitem', { name: 'Merchant', exact: true }).click();
  const note = page.locator('.ant-notification-notice').filter({ hasText: 'Something went wrong.' });
  await expect.poll(() => note.isVisible(), { timeout: 10_000 }).toBe(true);
  expect(await note.getByText('An unexpected error occurred, please contact support!').isVisible()).toBe(
    true,
  );
  const box = await note.boundingBox();
  expect(box && box.x > 640 && box.y < 200).toBe(true);
  await expect.poll(() => note.isVisible(), { timeout: 5_000, interval: 250 }).toBe(false);
  await context.close();
});
