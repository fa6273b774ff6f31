import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gone, launch, newPage, seen, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const signedIn = async (page: Page, username: string, password: string) => {
  await signIn(page, username, password);
  await seen(page.getByRole('button', { name: 'Sign out' }));
};

describe('the portal greets each role as what it is', () => {
  it.each([
    { username: 'admin', password: 'Admin@1234', greeting: 'Welcome, Admin' },
    { username: 'agent', password: 'Agent@1234', greeting: 'Welcome, Agent' },
    { username: 'merchant', password: 'Merchant@1234', greeting: 'Welcome, Merchant' },
  ])('$username is greeted with "$greeting"', async ({ username, password, greeting }) => {
    const { context, page } = await newPage(browser);
    await signIn(page, username, password);
    await seen(page.locator('.ant-message-notice').filter({ hasText: greeting }));
    await seen(page.getByTestId('greeting').filter({ hasText: greeting }));
    expect(await page.getByText('Welcome to Merchant Portal').count()).toBe(0);
    await context.close();
  });

  it('greets in Chinese too', async () => {
    const { context, page } = await newPage(browser, 'zh-CN');
    await page.goto('/login');
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('Admin@1234');
    await page.getByRole('button', { name: '登录' }).click();
    await seen(page.getByTestId('greeting').filter({ hasText: '欢迎，管理员' }));
    await context.close();
  });
});

it('every signed-in page has exactly one main landmark', async () => {
  const { context, page } = await newPage(browser);
  await signedIn(page, 'merchant', 'Merchant@1234');
  for (const path of ['/dashboard', '/store', '/menu/categories']) {
    await page.goto(path);
    await seen(page.getByRole('heading', { level: 2 }).first());
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.locator('main main').count()).toBe(0);
  }
  await context.close();
});

describe('row actions stay on screen at 1440 px', () => {
  it.each([
    { path: '/users/merchant', heading: 'Merchants' },
    { path: '/users/user', heading: 'Users' },
  ])('$heading: the row actions are within the window', async ({ path, heading }) => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedIn(page, 'admin', 'Admin@1234');
    await page.goto(path);
    await seen(page.getByRole('heading', { name: heading, exact: true }));
    // The demo merchant's row carries the most actions: Edit and its five screens.
    const searched = page.waitForResponse((r) => r.url().includes('search=merchant'));
    await page.getByRole('searchbox').fill('merchant');
    await searched;
    // The list's loading veil covers the rows until the reply is shown.
    await gone(page.locator('.ant-table-wrapper .ant-spin-spinning'));
    const row = page.getByRole('row', { name: /Restoran Sedap/ });
    const edit = row.getByRole('button', { name: 'Edit' });
    await seen(edit);
    const links = ['Store details', 'Company profile', 'Menu', 'Tables', 'Operation users'];
    for (const action of [edit, ...links.map((name) => row.getByRole('link', { name, exact: true }))]) {
      const box = await action.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1440);
      // Not covered by another column either: a click there reaches the action itself.
      const reached = await action.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return at !== null && el.contains(at);
      });
      expect(reached, String(action)).toBe(true);
    }
    expect(await page.evaluate(() => document.scrollingElement?.scrollLeft ?? 0)).toBe(0);
    await context.close();
  });
});
