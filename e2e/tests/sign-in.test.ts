import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, seen, signIn } from '../support/browser';

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
  { username: 'mentor', password: 'Mentor@1234', menu: 'Agents' },
  { username: 'subagent', password: 'Subagent@1234', menu: 'Merchants' },
];

describe('signing in to the portal', () => {
  it.each(demo)('signs $username in and shows their menu', async ({ username, password, menu }) => {
    const { context, page } = await newPage(browser);
    await signIn(page, username, password);
    await seen(page.getByRole('button', { name: 'Sign out' }));
    await seen(page.getByRole('menu').getByText(menu, { exact: true }).first());
    expect(await page.evaluate(() => Boolean(localStorage.getItem('accessToken')))).toBe(true);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await context.close();
  });

  it('tells the user a wrong password is wrong and keeps what they typed', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', 'NotThePassword1!');
    await seen(page.getByText('Wrong username or password.').first());
    expect(await page.getByLabel('Username').inputValue()).toBe('admin');
    expect(page.url()).toMatch(/\/login$/);
    await context.close();
  });

  it('switches the whole sign-in screen to Chinese and remembers it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Language').first().click();
    await page.getByText('中文', { exact: true }).click();
    await seen(page.getByRole('button', { name: '登录' }));
    await seen(page.getByLabel('用户名'));
    await page.reload();
    await seen(page.getByRole('button', { name: '登录' }));
    await context.close();
  });

  it('sends a Chinese browser to the Chinese portal on its first visit', async () => {
    const { context, page } = await newPage(browser, 'zh-CN');
    await page.goto('/login');
    await seen(page.getByRole('button', { name: '登录' }));
    await context.close();
  });
});

describe('one server for both apps', () => {
  it('serves the ordering app at /order and keeps client routes working on reload', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/order/');
    await seen(page.getByText('Scan the QR code on your table to see the menu and order.'));
    const portal = await page.goto('/forgot-password');
    expect(portal?.headers()['cache-control']).toBe('no-cache');
    await seen(page.getByRole('button', { name: 'Send reset link' }));
    await context.close();
  });
});
