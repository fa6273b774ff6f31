import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, baseUrl, gone, launch, newPage, press, seen } from '../support/browser';

/**
 * Issue 15, done when: "an admin ... publishes a new terms version that the merchant must accept
 * before continuing", in English and Chinese. The admin publishes through the screen; the demo
 * merchant is then held on the accept page until they tick and accept, and their terms page shows
 * the version they accepted.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  // Whatever happened above, the demo merchant leaves having accepted the version in force, so
  // the browser tests after this file sign in as before.
  const token = await apiToken('merchant', 'Merchant@1234');
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${baseUrl()}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
  const current = (await (await call('/admin/terms/current')).json()) as { data: { id: number } | null };
  if (current.data)
    await call('/admin/terms/accept', {
      method: 'POST',
      body: JSON.stringify({ version_id: current.data.id }),
    });
  await browser.close();
});

const words = {
  en: {
    locale: 'en-GB',
    user: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    heading: 'Merchant terms and conditions',
    help: /21 days’ notice of a change to the terms and a settlement period of 3 business days/,
    summaryEn: 'Summary of changes (English)',
    summaryZh: 'Summary of changes (Chinese)',
    bodyEn: 'Terms (English)',
    bodyZh: 'Terms (Chinese)',
    zhTab: '中文',
    publish: 'Publish new version',
    confirm: (n: number) => `Publish version ${n}?`,
    published: (n: number) => `Terms version ${n} published. Merchants accept it at their next sign-in.`,
    changes: 'What changed in this version',
    tick: 'I have read and accept the merchant terms and conditions.',
    accept: 'Accept and continue',
    dashboard: 'Dashboard',
    mine: (n: number) => new RegExp(`^You accepted version ${n} on \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}\\.$`),
  },
  zh: {
    locale: 'zh-CN',
    user: '用户名',
    password: '密码',
    signIn: '登录',
    heading: '商家条款与条件',
    help: /条款变更提前 21 天通知；结算期为 3 个工作日/,
    summaryEn: '变更摘要（英文）',
    summaryZh: '变更摘要（中文）',
    bodyEn: '条款（英文）',
    bodyZh: '条款（中文）',
    zhTab: '中文',
    publish: '发布新版本',
    confirm: (n: number) => `发布第 ${n} 版？`,
    published: (n: number) => `条款第 ${n} 版已发布。商家将在下次登录时接受。`,
    changes: '本版本的变更',
    tick: '我已阅读并接受商家条款与条件。',
    accept: '接受并继续',
    dashboard: '仪表盘',
    mine: (n: number) => new RegExp(`^您已于 \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} 接受第 ${n} 版。$`),
  },
};
type Lang = keyof typeof words;

async function signInAs(page: Page, lang: Lang, username: string, password: string) {
  const w = words[lang];
  await page.goto('/login');
  await page.getByLabel(w.user).fill(username);
  await page.getByLabel(w.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: w.signIn }).click();
}

/** Types at the start of a rich-text field (its text in force stays after it). */
async function typeAtStart(page: Page, label: string, text: string) {
  const editor = page.getByRole('textbox', { name: label });
  await seen(editor);
  await editor.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** The admin publishes the next version through the screen, with a marked clause in each language. */
async function publishInScreen(lang: Lang, version: number, marks: { en: string; zh: string }) {
  const w = words[lang];
  const { context, page } = await newPage(browser, w.locale);
  await signInAs(page, lang, 'admin', 'Admin@1234');
  await seen(page.getByRole('button', { name: lang === 'en' ? 'Sign out' : '退出登录' }));
  await page.goto('/content/terms');
  await seen(page.getByRole('heading', { name: w.heading, level: 2 }));
  await seen(page.getByText(w.help));

  // Nothing typed yet: the summaries are required before anything is sent.
  await press(page.getByRole('button', { name: w.publish }));
  await expect
    .poll(() => page.getByText(lang === 'en' ? 'This field is required.' : '此字段为必填项。').count())
    .toBe(2);

  await page.getByLabel(w.summaryEn).fill(`Clause ${marks.en} added.`);
  await page.getByLabel(w.summaryZh).fill(`新增条款 ${marks.zh}。`);
  await typeAtStart(page, w.bodyEn, marks.en);
  await page.getByRole('tab', { name: w.zhTab }).click();
  await typeAtStart(page, w.bodyZh, marks.zh);
  await press(page.getByRole('button', { name: w.publish }));
  const dialog = page.getByRole('dialog').filter({ hasText: w.confirm(version) });
  await press(dialog.getByRole('button', { name: w.publish }));
  await seen(page.getByText(w.published(version)));
  await gone(dialog);
  await context.close();
}

/** The demo merchant signs in, is held on the accept page, accepts, and sees it on their terms page. */
async function merchantAccepts(lang: Lang, version: number, marks: { en: string; zh: string }) {
  const w = words[lang];
  const { context, page } = await newPage(browser, w.locale);
  await signInAs(page, lang, 'merchant', 'Merchant@1234');
  await page.waitForURL('**/terms/accept');
  await seen(page.getByRole('heading', { name: w.heading }));
  const text = page.getByRole('region', { name: w.heading });
  await seen(text.getByText(marks[lang]));
  // The text is the one in the UI language only.
  expect(await text.getByText(marks[lang === 'en' ? 'zh' : 'en']).count()).toBe(0);
  await seen(page.getByText(w.changes));
  await seen(page.getByText(lang === 'en' ? `Clause ${marks.en} added.` : `新增条款 ${marks.zh}。`));
  const accept = page.getByRole('button', { name: w.accept });
  expect(await accept.isDisabled()).toBe(true);

  // Nothing else opens until they accept.
  await page.goto('/dashboard');
  await page.waitForURL('**/terms/accept');
  await seen(page.getByRole('button', { name: w.accept }));

  await page.getByLabel(w.tick).check();
  await press(page.getByRole('button', { name: w.accept }));
  await page.waitForURL('**/dashboard');
  await seen(page.getByRole('heading', { name: w.dashboard }));

  await page.goto('/terms');
  await seen(page.getByText(w.mine(version)));
  await seen(page.getByText(marks[lang]));
  await page.reload();
  expect(new URL(page.url()).pathname).toBe('/terms');
  await context.close();
}

it('an admin publishes version 2 and the merchant must accept it before continuing (English)', async () => {
  const marks = { en: 'E2E clause two applies.', zh: 'E2E 第二条款适用。' };
  await publishInScreen('en', 2, marks);
  await merchantAccepts('en', 2, marks);
});

it('the same in Chinese: version 3, its Chinese text and buttons', async () => {
  const marks = { en: 'E2E clause three applies.', zh: 'E2E 第三条款适用。' };
  await publishInScreen('zh', 3, marks);
  await merchantAccepts('zh', 3, marks);
});
