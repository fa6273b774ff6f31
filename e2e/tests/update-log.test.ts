import type { TUpdateLog } from '@meja/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, gone, launch, newPage, press, seen, signIn } from '../support/browser';
import { signedCall } from './order-fixture';

/**
 * Issue 15, done when: "creates an update-log version that users see once", in English and
 * Chinese. An admin creates a version, writes its log and publishes it in the portal; a user then
 * signs in, is shown "What's new" with that log, closes it, and is not shown it again (reload, new
 * sign-in), while the what's-new page still lists it.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
/** Every demo account that reads what's new: after this file none of them is shown these versions. */
const demoReaders = [
  ['admin', 'Admin@1234'],
  ['master', 'Master@1234'],
  ['mentor', 'Mentor@1234'],
  ['agent', 'Agent@1234'],
  ['subagent', 'Subagent@1234'],
  ['merchant', 'Merchant@1234'],
  ['cashier@demo.meja.my', 'Cashier@1234'],
  ['kitchen@demo.meja.my', 'Kitchen@1234'],
  ['waiter@demo.meja.my', 'Waiter@1234'],
] as const;

// The versions published here would otherwise open a dialog over the pages of the files after it.
afterAll(async () => {
  await browser.close();
  for (const [username, password] of demoReaders) {
    const token = await apiToken(username, password);
    const news = await signedCall<{ data: TUpdateLog[] }>('GET', '/admin/update_log/whats_new', token);
    const newest = news.data[0]?.published_at;
    if (newest) await signedCall('POST', '/admin/update_log/seen', token, { through: newest });
  }
});

interface Words {
  locale: string;
  username: string;
  password: string;
  signIn: string;
  heading: string;
  create: string;
  createOk: string;
  version: string;
  title: string;
  log: string;
  save: string;
  created: string;
  saved: string;
  publish: string;
  published: string;
  publishedToast: string;
  draft: string;
  whatsNew: string;
  gotIt: string;
  versionLabel: (v: string) => string;
  signOut: string;
}

const english: Words = {
  locale: 'en-GB',
  username: 'Username',
  password: 'Password',
  signIn: 'Sign in',
  heading: 'Update log',
  create: 'Create version',
  createOk: 'Create',
  version: 'Version',
  title: 'Title',
  log: 'Log',
  save: 'Save',
  created: 'Version created.',
  saved: 'Version saved.',
  publish: 'Publish',
  published: 'Published',
  publishedToast: 'Version published.',
  draft: 'Draft',
  whatsNew: "What's new",
  gotIt: 'Got it',
  versionLabel: (v) => `Version ${v}`,
  signOut: 'Sign out',
};

const chinese: Words = {
  locale: 'zh-CN',
  username: '用户名',
  password: '密码',
  signIn: '登录',
  heading: '更新日志',
  create: '新建版本',
  createOk: '新建',
  version: '版本',
  title: '标题',
  log: '日志',
  save: '保存',
  created: '版本已创建。',
  saved: '版本已保存。',
  publish: '发布',
  published: '已发布',
  publishedToast: '版本已发布。',
  draft: '草稿',
  whatsNew: '新功能',
  gotIt: '知道了',
  versionLabel: (v) => `版本 ${v}`,
  signOut: '退出登录',
};

/**
 * What other issues show after sign-in before what's new (announcements, new terms) is cleared
 * through the API, so each run looks at this dialog alone whatever ran before it.
 */
async function clearTheWay(username: string, password: string, role: 'admin' | 'merchant' | 'other') {
  const token = await apiToken(username, password);
  const notices = await signedCall<{ data?: { id: number }[] }>(
    'GET',
    '/admin/announcement?undismissed=1&length=100',
    token,
  ).catch(() => ({ data: [] }));
  for (const n of notices.data ?? []) {
    await signedCall('POST', `/admin/announcement/${n.id}/dismiss`, token).catch(() => undefined);
  }
  if (role === 'merchant') {
    const terms = await signedCall<{ data: { id: number; accepted_at: string | null } | null }>(
      'GET',
      '/admin/terms/current',
      token,
    ).catch(() => ({ data: null }));
    if (terms.data && !terms.data.accepted_at) {
      await signedCall('POST', '/admin/terms/accept', token, { version_id: terms.data.id });
    }
  }
  if (role === 'admin') {
    // The admin is a reader too: what earlier runs published is not what this test looks at.
    const news = await signedCall<{ data: TUpdateLog[] }>('GET', '/admin/update_log/whats_new', token);
    const newest = news.data[0]?.published_at;
    if (newest) await signedCall('POST', '/admin/update_log/seen', token, { through: newest });
  }
}

async function signInAs(page: Page, w: Words, username: string, password: string) {
  if (w.locale === english.locale) {
    await signIn(page, username, password);
  } else {
    await page.goto('/login');
    await page.getByLabel(w.username).fill(username);
    await page.getByLabel(w.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: w.signIn }).click();
  }
  await page.waitForURL((url) => url.pathname !== '/login');
  // A merchant the portal sends to new terms first accepts them (the terms' own test covers that).
  const terms = page.getByRole('checkbox', { name: /merchant terms and conditions|商家条款与条件/ });
  const frame = page.getByTestId('user-name');
  await seen(frame.or(terms).first());
  if (await terms.isVisible()) {
    await terms.check();
    await press(page.getByRole('button', { name: /Accept and continue|接受并继续/ }));
    await seen(frame);
  }
}

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

/** The admin creates the version, writes its log in the drawer and publishes it. */
async function adminPublishes(w: Words, version: string, title: string, log: string) {
  await clearTheWay('admin', 'Admin@1234', 'admin');
  const { context, page } = await newPage(browser, w.locale);
  await signInAs(page, w, 'admin', 'Admin@1234');
  await page.goto('/content/update-log');
  await seen(page.getByRole('heading', { name: w.heading, exact: true }));

  await press(page.getByRole('button', { name: w.create }));
  const modal = page.getByRole('dialog').filter({ has: page.getByLabel(w.title) });
  await modal.getByLabel(w.version).fill(version);
  await modal.getByLabel(w.title).fill(title);
  await press(modal.getByRole('button', { name: w.createOk, exact: true }));
  await seen(toast(page, w.created));

  // Created, the version opens in the log drawer.
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: w.log }) });
  const editor = drawer.getByRole('textbox', { name: w.log });
  await seen(editor);
  await editor.click();
  await page.keyboard.type(log);
  await press(drawer.getByRole('button', { name: w.save, exact: true }));
  await seen(toast(page, w.saved));
  await gone(drawer);

  const row = page.getByRole('row').filter({ hasText: version });
  await seen(row.getByText(w.draft, { exact: true }));
  await press(row.getByRole('button', { name: w.publish }));
  const confirm = page.getByRole('dialog').filter({ hasText: version });
  await press(confirm.getByRole('button', { name: w.publish, exact: true }));
  await seen(toast(page, w.publishedToast));
  await seen(row.getByText(w.published, { exact: true }));
  await context.close();
}

/** The caller's unseen versions, as the next reply of what's new gives them. */
const nextWhatsNew = (page: Page) =>
  page
    .waitForResponse(
      (r) => r.url().endsWith('/api/admin/update_log/whats_new') && r.request().method() === 'GET',
    )
    .then(async (r) => ((await r.json()) as { data: TUpdateLog[] }).data.map((v) => v.version));

/** A user is shown the version once, closes it, and is not shown it again; the page keeps it. */
async function userSeesOnce(
  w: Words,
  username: string,
  password: string,
  version: string,
  title: string,
  log: string,
) {
  await clearTheWay(username, password, username === 'merchant' ? 'merchant' : 'other');
  const { context, page } = await newPage(browser, w.locale);
  const first = nextWhatsNew(page);
  await signInAs(page, w, username, password);
  expect(await first).toContain(version);

  const dialog = page.getByRole('dialog', { name: w.whatsNew });
  await seen(dialog);
  const entry = dialog.getByRole('article', { name: w.versionLabel(version) });
  await seen(entry.getByRole('heading', { name: title }));
  await seen(entry.getByText(log));
  const marked = page.waitForResponse((r) => r.url().endsWith('/api/admin/update_log/seen'));
  await press(dialog.getByRole('button', { name: w.gotIt }));
  await gone(dialog);
  expect((await marked).status()).toBe(200);

  // Reloaded: the server has nothing new for them, and no dialog opens.
  const afterReload = nextWhatsNew(page);
  await page.reload();
  expect(await afterReload).toEqual([]);

  // The what's-new page still lists the version with its log.
  await page.goto('/whats-new');
  await seen(page.getByRole('heading', { name: w.whatsNew, level: 2 }));
  const listed = page.getByRole('main').getByRole('article', { name: w.versionLabel(version) });
  await seen(listed.getByText(log));
  expect(await page.getByRole('dialog', { name: w.whatsNew }).count()).toBe(0);

  // Signed out and in again: still not shown.
  await press(page.getByRole('button', { name: w.signOut }));
  await page.waitForURL((url) => url.pathname === '/login');
  const again = nextWhatsNew(page);
  await signInAs(page, w, username, password);
  expect(await again).toEqual([]);
  await seen(page.getByRole('main'));
  expect(await page.getByRole('dialog', { name: w.whatsNew }).count()).toBe(0);
  await context.close();
}

it('an admin publishes a version that the merchant sees once, in English', async () => {
  const version = `E2E ${Date.now()}.en`;
  const title = 'Quicker kitchen tickets';
  const log = 'Kitchen tickets now print twice as fast.';
  await adminPublishes(english, version, title, log);
  await userSeesOnce(english, 'merchant', 'Merchant@1234', version, title, log);
});

it('an admin publishes a version that an agent sees once, in Chinese', async () => {
  const version = `E2E ${Date.now()}.zh`;
  const title = '厨房单更快';
  const log = '厨房单现在打印快一倍。';
  await adminPublishes(chinese, version, title, log);
  await userSeesOnce(chinese, 'agent', 'Agent@1234', version, title, log);
});
