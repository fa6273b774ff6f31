import type { TMerchantSettings } from '@meja/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, baseUrl, gone, launch, newPage, press, seen } from '../support/browser';
import { signedCall } from './order-fixture';

/**
 * Issue 15, settings: an admin changes the support contact on its screen; the sign-in page (signed
 * out) and a signed-in merchant's Help show it, in English and in Chinese (labels and hours).
 * The new-merchant defaults screen saves and lists the change.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  // Merchants the files after this one create start as before (no SST, 10% service charge).
  const admin = await apiToken('admin', 'Admin@1234');
  await fetch(`${baseUrl()}/api/admin/setting?type=merchant`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      platform_charge: '0',
      service_charge_percent: '10',
      sales_service_tax: false,
      service_charge: false,
    }),
  });
  await browser.close();
});

const words = {
  en: {
    locale: 'en-GB',
    user: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    tick: 'I have read and accept the merchant terms and conditions.',
    accept: 'Accept and continue',
    heading: 'Support contact',
    email: 'Support e-mail',
    phone: 'Support phone',
    whatsapp: 'WhatsApp (optional)',
    hoursEn: 'Opening hours (English)',
    hoursZh: 'Opening hours (Chinese)',
    save: 'Save',
    saved: 'Support contact updated successfully.',
    badPhone: 'Please enter a valid Malaysian phone number.',
    needHelp: 'Need help?',
    help: 'Help',
    helpTitle: 'Need help? Contact support',
    hoursLabel: 'Hours',
  },
  zh: {
    locale: 'zh-CN',
    user: '用户名',
    password: '密码',
    signIn: '登录',
    tick: '我已阅读并接受商家条款与条件。',
    accept: '接受并继续',
    heading: '客服联系方式',
    email: '客服电子邮件',
    phone: '客服电话',
    whatsapp: 'WhatsApp（可选）',
    hoursEn: '服务时间（英文）',
    hoursZh: '服务时间（中文）',
    save: '保存',
    saved: '客服联系方式已成功更新。',
    badPhone: '请输入有效的马来西亚电话号码。',
    needHelp: '需要帮助？',
    help: '帮助',
    helpTitle: '需要帮助？联系客服',
    hoursLabel: '服务时间',
  },
} as const;
type Lang = keyof typeof words;

async function signInAs(page: Page, lang: Lang, username: string, password: string) {
  const w = words[lang];
  await page.goto('/login');
  await page.getByLabel(w.user).fill(username);
  await page.getByLabel(w.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: w.signIn }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  // The demo merchant may have a terms version to accept first (the terms feature): they accept.
  if (new URL(page.url()).pathname === '/terms/accept') {
    await press(page.getByRole('checkbox', { name: w.tick }));
    await press(page.getByRole('button', { name: w.accept }));
  }
  await seen(page.getByTestId('user-name'));
}

/**
 * Whatever the other features pop up after sign-in (an announcement, what's new) is closed the way
 * a person would, with Escape, so the header is reachable.
 */
async function closeDialogs(page: Page) {
  for (let i = 0; i < 5; i++) {
    const dialog = page.getByRole('dialog');
    if (!(await dialog.first().isVisible())) return;
    await page.keyboard.press('Escape');
    await gone(dialog.first()).catch(() => undefined);
  }
}

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text);

async function changeContact(
  lang: Lang,
  c: { email: string; phone: string; whatsapp: string; hours: [string, string] },
) {
  const w = words[lang];
  const { context, page } = await newPage(browser, w.locale);
  await signInAs(page, lang, 'admin', 'Admin@1234');
  await closeDialogs(page);
  await page.goto('/settings/contact');
  await seen(page.getByRole('heading', { name: w.heading }));

  // A number the server does not take is shown on its field, in the screen's language.
  await page.getByLabel(w.phone).fill('12345');
  await press(page.getByRole('button', { name: w.save }));
  await seen(page.getByText(w.badPhone));

  await page.getByLabel(w.email).fill(c.email);
  await page.getByLabel(w.phone).fill(c.phone);
  await page.getByLabel(w.whatsapp).fill(c.whatsapp);
  await page.getByLabel(w.hoursEn).fill(c.hours[0]);
  await page.getByLabel(w.hoursZh).fill(c.hours[1]);
  await press(page.getByRole('button', { name: w.save }));
  await seen(toast(page, w.saved));
  await gone(page.getByText(w.badPhone));
  // The change heads its history, with who made it.
  const newest = page.getByRole('row').filter({ hasText: c.email }).first();
  await seen(newest);
  await seen(newest.getByText('Aisyah Admin'));
  await context.close();
}

async function expectContactShown(
  lang: Lang,
  c: { email: string; phone: string; whatsapp: string; hours: string },
) {
  const w = words[lang];
  // Signed out: the line under the sign-in form.
  const { context, page } = await newPage(browser, w.locale);
  await page.goto('/login');
  const line = page.getByTestId('support-line');
  await seen(line);
  await expect.poll(() => line.textContent()).toBe(`${w.needHelp} ${c.email} · ${c.phone}`);
  await expect(line.getByRole('link', { name: c.email }).getAttribute('href')).resolves.toBe(
    `mailto:${c.email}`,
  );

  // Signed in as the merchant: the header's Help.
  await signInAs(page, lang, 'merchant', 'Merchant@1234');
  await closeDialogs(page);
  await press(page.getByRole('button', { name: w.help }));
  const popover = page.locator('.ant-popover').filter({ hasText: w.helpTitle });
  await seen(popover);
  await expect(popover.getByRole('link', { name: c.email }).getAttribute('href')).resolves.toBe(
    `mailto:${c.email}`,
  );
  const digits = (s: string) => s.replace(/\D/g, '');
  await expect(popover.getByRole('link', { name: c.phone }).getAttribute('href')).resolves.toBe(
    `tel:+${digits(c.phone)}`,
  );
  await expect(popover.getByRole('link', { name: c.whatsapp }).getAttribute('href')).resolves.toBe(
    `https://wa.me/${digits(c.whatsapp)}`,
  );
  await seen(popover.getByText(w.hoursLabel, { exact: true }));
  await seen(popover.getByText(c.hours, { exact: true }));
  await context.close();
}

it('an admin changes the support contact; the sign-in page and a merchant’s Help show it (English)', async () => {
  await changeContact('en', {
    email: 'help-en@meja.example',
    phone: '03-7890 1234',
    whatsapp: '012-345 6789',
    hours: ['Daily 8am–8pm', '每天 上午8时至晚上8时'],
  });
  await expectContactShown('en', {
    email: 'help-en@meja.example',
    phone: '+60 3-7890 1234',
    whatsapp: '+60 12-345 6789',
    hours: 'Daily 8am–8pm',
  });
});

it('an admin changes the support contact in Chinese; the merchant sees the Chinese labels and hours', async () => {
  await changeContact('zh', {
    email: 'help-zh@meja.example',
    phone: '04-222 3333',
    whatsapp: '011-2345 6789',
    hours: ['Mon–Sat 10am–7pm', '周一至周六 上午10时至晚上7时'],
  });
  await expectContactShown('zh', {
    email: 'help-zh@meja.example',
    phone: '+60 4-222 3333',
    whatsapp: '+60 11-2345 6789',
    hours: '周一至周六 上午10时至晚上7时',
  });
});

it('the new-merchant defaults screen saves and lists the change', async () => {
  const { context, page } = await newPage(browser);
  await signInAs(page, 'en', 'admin', 'Admin@1234');
  await closeDialogs(page);
  await page.goto('/settings/merchant');
  await seen(page.getByRole('heading', { name: 'New-merchant defaults' }));
  await seen(page.getByText(/Existing merchants are untouched/));
  const admin = await apiToken('admin', 'Admin@1234');
  const defaults = async () =>
    (await signedCall<{ data: TMerchantSettings }>('GET', '/admin/setting?type=merchant', admin)).data;
  const before = await defaults();
  await page.getByLabel('Platform charge (% of the subtotal)').fill('3.5');
  await page.getByLabel('Service charge (%)').fill('7.25');
  await page.getByLabel('Charge SST (6%)').click();
  await press(page.getByRole('button', { name: 'Save' }));
  await seen(
    toast(page, 'New-merchant defaults updated successfully. They apply to merchants created from now on.'),
  );
  const newest = page.getByRole('row').filter({ hasText: '3.50%' }).first();
  await seen(newest);
  await seen(newest.getByText('7.25%'));
  await seen(newest.getByText('Aisyah Admin'));
  await seen(page.getByText(/^Last changed by Aisyah Admin at/));
  // What new merchants will start with, read back as the admin.
  expect(await defaults()).toMatchObject({
    platform_charge: '3.50',
    service_charge_percent: '7.25',
    sales_service_tax: !before.sales_service_tax,
    service_charge: before.service_charge,
  });
  await context.close();
});
