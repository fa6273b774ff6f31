import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const demo = [
  { username: 'admin', password: 'Admin@1234', menu: 'Users' },
  { username: 'agent', password: 'Agent@1234', menu: 'Merchants' },
  { username: 'merchant', password: 'Merchant@1234', menu: 'Dashboard' },
  { username: 'master', password: 'Master@1234', menu: 'Agents' },
  { username: 'subagent', password: 'Subagent@1234', menu: 'Merchants' },
];

describe('signing in to the portal', () => {
  it.each(demo)('signs $username in and shows their menu', async ({ username, password, menu }) => {
    const { context, page } = await newPage(browser);
    await signIn(page, username, password);
    await expect
      .poll(() => page.getByRole('button', { name: 'Sign out' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.getByRole('menu').getByText(menu, { exact: true }).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => Boolean(localStorage.getItem('accessToken')))).toBe(true);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await context.close();
  });

  it('tells the user a wrong password is wrong and keeps what they typed', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', 'NotThePassword1!');
    await expect
      .poll(() => page.getByText('Wrong username or password.').first().isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await page.getByLabel('Username').inputValue()).toBe('admin');
    expect(page.url()).toMatch(/\/login$/);
    await context.close();
  });

  it('switches the whole sign-in screen to Chinese and remembers it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Language').first().click();
    await page.getByText('中文', { exact: true }).click();
    await expect
      .poll(() => page.getByRole('button', { name: '登录' }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await page.getByLabel('用户名').isVisible()).toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByRole('button', { name: '登录' }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await context.close();
  });

  it('sends a Chinese browser to the Chinese portal on its first visit', async () => {
    const { context, page } = await newPage(browser, 'zh-CN');
    await page.goto('/login');
    await expect
      .poll(() => page.getByRole('button', { name: '登录' }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await context.close();
  });
});

describe('one server for both apps', () => {
  it('serves the ordering app at /order and keeps client routes working on reload', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/order/');
    await expect
      .poll(() => page.getByText('Scan the QR code on your table to see the menu and order.').isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    const portal = await page.goto('/forgot-password');
    expect(portal?.headers()['cache-control']).toBe('no-cache');
    await expect
      .poll(() => page.getByRole('button', { name: 'Send reset link' }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await context.close();
  });
});
