import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, gone, launch, newPage, seen, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

it('returns to sign-in with local storage cleared when the session is revoked elsewhere', async () => {
  const { context, page } = await newPage(browser);
  const dashboard = page.waitForResponse((r) => r.url().includes('/api/admin/merchant/dashboard'));
  await signIn(page, 'agent', 'Agent@1234');
  await seen(page.getByRole('button', { name: 'Sign out' }));
  // Revoked once the dashboard has loaded, so that opening Merchants is what finds the session gone
  // (a dashboard call still on its way on a slow machine would find it first).
  expect((await dashboard).status()).toBe(200);
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
  await seen(page.getByRole('button', { name: 'Sign out' }));
  await page.route('**/api/admin/user?**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"code":"internal","message":"x"}',
    }),
  );
  await page.getByRole('menuitem', { name: 'Merchant', exact: true }).click();
  const note = page
    .locator('.ant-notification-notice')
    .filter({ hasText: 'Something went wrong.' })
    .filter({ hasText: 'An unexpected error occurred, please contact support!' });
  await seen(note);
  // Where it shows, read as soon as it is seen: it goes again after 2 seconds.
  const box = await note.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  expect(box.x > 640 && box.y < 200).toBe(true);
  await gone(note, 5_000);
  await context.close();
});
