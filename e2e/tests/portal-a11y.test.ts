import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, baseUrl, launch, newPage, seen } from '../support/browser';
import {
  axeClock,
  closeTop,
  countFetches,
  markStale,
  menuEntries,
  menuLabels,
  openEntry,
  ready,
  rowLayout,
  switchLanguage,
  violations,
} from '../support/portal-pages';
import { demoTable, paidCounterOrder, plainFood } from './order-fixture';

/**
 * Issue 28: no serious or critical axe finding on any page of the portal, in English and in
 * Chinese. Each demo sign-in that opens the portal visits every entry of its own side menu (read
 * from the rendered menu, so a new screen is checked as soon as it has an entry), the pages and
 * dialogs the first row of each list opens, and each list's Add form. A page several roles share
 * is checked once per language, by the first role to reach it; dashboards differ per role. The
 * same visits check the layout at 1280 px: menu entries whole and told apart, a list's columns and
 * its first row's actions on screen.
 */

/**
 * The demo's portal sign-ins (apps/server/src/db/seed.ts): each role, and staff with each access
 * option, in two lines checked side by side (two browser sessions keep a 2-core machine busy): the
 * merchant's long menu beside the admin's.
 */
const lines = [
  {
    name: 'the merchant, its staff and a buddy',
    people: [
      { who: 'merchant', username: 'merchant', password: 'Merchant@1234' },
      { who: 'staff (All Access - Order)', username: 'cashier@demo.meja.my', password: 'Cashier@1234' },
      { who: 'staff (All Access - Kitchen)', username: 'kitchen@demo.meja.my', password: 'Kitchen@1234' },
      {
        who: 'staff (Only Access - Ready To Serve)',
        username: 'waiter@demo.meja.my',
        password: 'Waiter@1234',
      },
      { who: 'buddy', username: 'buddy', password: 'Buddy@1234' },
    ],
  },
  {
    name: 'the admin and the agents',
    people: [
      { who: 'admin', username: 'admin', password: 'Admin@1234' },
      { who: 'master agent', username: 'master', password: 'Master@1234' },
      { who: 'mentor', username: 'mentor', password: 'Mentor@1234' },
      { who: 'agent', username: 'agent', password: 'Agent@1234' },
      { who: 'sub-agent', username: 'subagent', password: 'Subagent@1234' },
    ],
  },
];

const languages = [
  { code: 'en', option: 'English', lang: 'en' },
  { code: 'zh', option: '中文', lang: 'zh-Hans' },
] as const;
type Language = (typeof languages)[number]['code'];

/** Pages a role sees as its own even where another role has the same address. */
const perRole = new Set(['/dashboard']);

let browser: Browser;
const checked: Record<Language, Set<string>> = { en: new Set(), zh: new Set() };
const checkedPaths: Record<Language, Set<string>> = { en: new Set(), zh: new Set() };
const counts: string[] = [];
beforeAll(async () => {
  browser = await launch();
  // A paid order: the boards, the kitchen, the history and its detail have something to show, and
  // the demo buddy's wallet history a credit (drawn in the success colour: it was 2.3:1).
  const table = await demoTable();
  const cashier = await apiToken('cashier@demo.meja.my', 'Cashier@1234');
  await paidCounterOrder(table, await plainFood(table), cashier, await apiToken('buddy', 'Buddy@1234'));
});
afterAll(async () => {
  console.log(
    `portal-a11y: pages and dialogs checked (axe ${Math.round(axeClock.ms / 1000)} s)\n${counts.sort().join('\n')}`,
  );
  await browser.close();
});

/** What a list page opens, found in English and replayed by position in Chinese. */
interface ListPlan {
  /** The first row's links to other screens of the portal. */
  links: string[];
  /** The first row's buttons that open it (Edit, Details): their positions among its buttons. */
  buttons: number[];
  /** A click on the row opens it, and no button does. */
  opensOnClick: boolean;
  /** The list's Add button: opened where no row shows the list's form, and for the key forms. */
  add: boolean;
}

/** The forms the issue names: their Add drawers are checked even where a row opens the same form. */
const keyForms = new Set(['/menu/foods', '/tables', '/staff']);
const openers = /^(Edit|Details|Options|View)$/;

function planList(page: Page, path: string): Promise<ListPlan | null> {
  return page.evaluate(
    ({ openerSource, keyForm }) => {
      const main = document.querySelector('main');
      const row = main?.querySelector<HTMLElement>('.ant-table-tbody tr.ant-table-row');
      const hasAdd = !!main?.querySelector('.ant-flex button.ant-btn-primary .anticon-plus');
      if (!row) return hasAdd ? { links: [], buttons: [], opensOnClick: false, add: true } : null;
      const links = [...row.querySelectorAll('a[href^="/"]')]
        .map((a) => a.getAttribute('href') ?? '')
        .filter((href) => !href.startsWith('/order/'));
      const opener = new RegExp(openerSource);
      const buttons = [...row.querySelectorAll('button')]
        .map((b, i) => [i, b.textContent?.trim() ?? ''] as const)
        .filter(([, text]) => opener.test(text))
        .map(([i]) => i);
      const opensOnClick = buttons.length === 0 && row.style.cursor === 'pointer';
      const add = hasAdd && (keyForm || (buttons.length === 0 && !opensOnClick));
      return { links, buttons, opensOnClick, add };
    },
    { openerSource: openers.source, keyForm: keyForms.has(path) },
  );
}

/** Signs in through the API: the sign-in screen has its own check. */
async function signedIn(username: string, password: string) {
  const token = await apiToken(username, password);
  const me = (await (
    await fetch(`${baseUrl()}/api/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: unknown };
  const { context, page } = await newPage(browser);
  await context.addInitScript(countFetches);
  await context.addInitScript(
    ({ token, user }) => {
      if (!localStorage.getItem('accessToken')) {
        localStorage.setItem('accessToken', token);
        localStorage.setItem('userData', user);
      }
    },
    { token, user: JSON.stringify(me.data) },
  );
  await page.goto('/');
  await seen(page.getByRole('navigation').first());
  return { context, page };
}

/**
 * One role's menu in English, then in Chinese: each page not checked yet, what its list opens, and
 * the layout at 1280 px. Returns what is wrong.
 */
async function checkMenu({ who, username, password }: { who: string; username: string; password: string }) {
  const { context, page } = await signedIn(username, password);
  const entries = await menuEntries(page);
  const keys = entries.map(([path, label]) => (perRole.has(path) ? `${who} ${path}` : `${path} ${label}`));
  const plans = new Map<string, ListPlan | null>();
  const problems: string[] = [];
  const layout: string[] = [];

  for (const language of languages) {
    if (language.code !== 'en') await switchLanguage(page, language);
    const done = checked[language.code];
    const donePaths = checkedPaths[language.code];
    layout.push(...(await menuLabels(page, `${who}, ${language.code}`)));
    let pages = 0;
    let chrome = true;
    const check = async (where: string, within?: string) => {
      problems.push(...(await violations(page, `${who}, ${language.code}, ${where}`, { chrome, within })));
      chrome = false;
      pages++;
    };
    // A dialog or drawer the page opens: checked on its own (the page under it was), then closed.
    const checkDialog = async (where: string, open: () => Promise<unknown>) => {
      await open();
      // The pointer rests where nothing hovers: what is checked is the screen as it shows at rest.
      await page.mouse.move(0, 0);
      const dialog = page.locator('.ant-modal-wrap:visible, .ant-drawer-content-wrapper:visible').last();
      await seen(dialog);
      await ready(page);
      await dialog.evaluate((el) => el.setAttribute('data-a11y-dialog', ''));
      await check(where, '[data-a11y-dialog]');
      await closeTop(page, dialog);
    };

    for (const [i, [path]] of entries.entries()) {
      const key = keys[i] as string;
      if (done.has(key)) continue;
      done.add(key);
      donePaths.add(path);
      await openEntry(page, path);
      await check(path);
      layout.push(...(await rowLayout(page, `${who}, ${language.code}, ${path}`)));
      if (language.code === 'en') plans.set(key, await planList(page, path));
      const plan = plans.get(key);
      if (!plan) continue;
      const main = page.locator('main');
      const row = main.locator('.ant-table-tbody tr.ant-table-row').first();
      if (plan.add) {
        await checkDialog(`${path}, Add`, () =>
          main.locator('.ant-flex button.ant-btn-primary:has(.anticon-plus)').first().click(),
        );
      }
      for (const n of plan.buttons) {
        await checkDialog(`${path}, first row's button ${n + 1}`, () => row.locator('button').nth(n).click());
      }
      if (plan.opensOnClick) {
        await checkDialog(`${path}, first row opened`, () => row.locator('td').first().click());
      }
      // Screens of a row (a merchant's store, opened by an admin): each once, unless a role had it in its menu.
      for (const href of plan.links) {
        const { pathname } = new URL(href, 'http://portal');
        if (donePaths.has(pathname)) continue;
        donePaths.add(pathname);
        await markStale(page);
        await row.locator(`a[href="${href}"]`).click();
        await page.mouse.move(0, 0);
        await page.waitForURL((url) => url.pathname + url.search === href);
        await ready(page);
        await check(href);
        await openEntry(page, path);
      }
    }
    counts.push(`  ${who}, ${language.code}: ${pages}`);
  }
  await context.close();
  return { problems, layout };
}

it.concurrent.each(lines)(
  '$name: every page of their menus, in English and Chinese',
  async ({ people }) => {
    const problems: string[] = [];
    const layout: string[] = [];
    for (const person of people) {
      const found = await checkMenu(person);
      problems.push(...found.problems);
      layout.push(...found.layout);
    }
    expect(problems, 'serious or critical accessibility violations').toEqual([]);
    expect(layout, 'cut or hidden at 1280 px').toEqual([]);
  },
  420_000,
);

it('sign-in and forgotten password, in English and Chinese', async () => {
  const { context, page } = await newPage(browser);
  await context.addInitScript(countFetches);
  const problems: string[] = [];
  let pages = 0;
  for (const language of languages) {
    for (const path of ['/login', '/forgot-password']) {
      pages++;
      await page.goto(path);
      await ready(page);
      if (language.code !== 'en' && path === '/login') await switchLanguage(page, language);
      problems.push(...(await violations(page, `signed out, ${language.code}, ${path}`, { chrome: true })));
    }
  }
  counts.push(`  signed out, en and zh: ${pages}`);
  await context.close();
  expect(problems).toEqual([]);
});
