import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  apiToken,
  baseUrl,
  launch,
  mailCount,
  mailNumber,
  newPage,
  press,
  seen,
  signIn,
} from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const api = async (token: string, path: string, body: object) => {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};

it('offers the owner a reset link, not a password, for staff who chose their own (issue 26)', async () => {
  // Two cashiers: one still on the password the owner gave, one who chose their own.
  const owner = await apiToken('merchant', 'Merchant@1234');
  for (const email of ['given@sedap.my', 'chose@sedap.my'])
    await api(owner, '/admin/merchant_staff', {
      email,
      role: 'Cashier',
      status: 'active',
      password: 'Given@2026',
      password_confirmation: 'Given@2026',
    });
  const chose = await apiToken('chose@sedap.my', 'Given@2026');
  await api(chose, '/change_password', {
    current_password: 'Given@2026',
    new_password: 'Mine@2026',
    new_password_confirmation: 'Mine@2026',
  });

  const { context, page } = await newPage(browser);
  await signIn(page, 'merchant', 'Merchant@1234');
  await seen(page.getByRole('button', { name: 'Sign out' }));
  await page.goto('/staff');

  await press(page.getByRole('row', { name: /given@sedap\.my/ }).getByRole('button', { name: 'Edit' }));
  let drawer = page.getByRole('dialog');
  await seen(drawer.getByLabel('New password', { exact: true }));
  expect(await drawer.getByLabel('Login e-mail').isEnabled()).toBe(true);
  await press(drawer.getByRole('button', { name: 'Cancel' }));

  await press(page.getByRole('row', { name: /chose@sedap\.my/ }).getByRole('button', { name: 'Edit' }));
  drawer = page.getByRole('dialog');
  await seen(drawer.getByText('They chose their own password: only they change their login e-mail.'));
  expect(await drawer.getByLabel('Login e-mail').isDisabled()).toBe(true);
  expect(await drawer.getByLabel('New password', { exact: true }).count()).toBe(0);

  const before = await mailCount();
  await press(drawer.getByRole('button', { name: 'Send reset link' }));
  await press(page.getByRole('tooltip').getByRole('button', { name: 'Confirm' }));
  await seen(page.getByText('A password reset link was sent to chose@sedap.my.'));
  const mail = await mailNumber(before + 1);
  expect(mail).toMatch(/^To: chose@sedap\.my/m);
  expect(mail).toMatch(/\/reset-password\?token=/);
  await context.close();
});
