import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { gone, seen, settled } from './browser';

/**
 * Visiting the signed-in portal screen by screen, for the axe and layout test
 * (tests/portal-a11y.test.ts): when a screen is ready, what axe finds on it, where its side menu
 * leads, and whether a list's first row is on screen.
 */

// Run through the debugging protocol, not a <script> tag: the pages' Content-Security-Policy
// allows no inline script.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Time spent in axe, summed over the sessions. */
export const axeClock = { ms: 0 };

/** Counts the page's fetches in flight, so a check waits for the data a screen shows. */
export function countFetches() {
  const w = window as unknown as { __fetches: number };
  w.__fetches = 0;
  const original = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    w.__fetches++;
    return original(...args).finally(() => {
      w.__fetches--;
    });
  };
}

/** Waits until the screen has its data and nothing loads or moves any more. */
export async function ready(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return (
      (window as unknown as { __fetches: number }).__fetches === 0 &&
      !!main &&
      !main.querySelector('[data-a11y-stale]') &&
      !document.querySelector('.ant-spin-spinning, .ant-skeleton-active')
    );
  });
  await settled(page);
}

/** Marks what the page shows now: the next screen is ready once all of it has been replaced. */
export const markStale = (page: Page) =>
  page.evaluate(() => {
    for (const el of document.querySelectorAll('main > *')) el.setAttribute('data-a11y-stale', '');
  });

/** Opens an entry of the side menu in the page (no reload): ready once the menu selects it. */
export async function openEntry(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The menu selects the entry when the new screen is rendered, not before.
  await seen(page.locator(`nav .ant-menu-item-selected a[href="${path}"]`));
  await ready(page);
}

/**
 * axe-core's serious and critical violations on the page as it is now, described for the report:
 * of `within` (an open dialog) or of the page, its side menu and header only with `chrome` (they are
 * the same on every page: checked once per role and language).
 */
export async function violations(page: Page, where: string, scope: { chrome: boolean; within?: string }) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const started = Date.now();
  const found = (await page.evaluate(async ({ chrome, within }) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: object, opts: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const context = within
      ? { include: [[within]] }
      : chrome
        ? document
        : { exclude: [['aside'], ['header']] };
    return (await axe.run(context, { resultTypes: ['violations'] })).violations;
  }, scope)) as AxeViolation[];
  axeClock.ms += Date.now() - started;
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join('\n    ')}`,
    );
}

/** axe's serious and critical violations inside an open dialog or drawer, once it stands still. */
export async function dialogViolations(dialog: Locator, where: string) {
  await seen(dialog);
  await settled(dialog.page());
  await dialog.evaluate((el) => el.setAttribute('data-a11y-dialog', ''));
  const found = await violations(dialog.page(), where, { chrome: false, within: '[data-a11y-dialog]' });
  await dialog.evaluate((el) => el.removeAttribute('data-a11y-dialog'));
  return found;
}

/**
 * At 1280 px, the first row of a list with actions: each of its buttons and links inside the window
 * and not covered (a click at its centre reaches it), and no column past the table's edge or under
 * a pinned column.
 */
export function rowLayout(page: Page, where: string): Promise<string[]> {
  return page.evaluate((at) => {
    const problems: string[] = [];
    const row = document.querySelector('main .ant-table-tbody tr.ant-table-row');
    const actions = row ? [...row.querySelectorAll<HTMLElement>('button, a[href]')] : [];
    if (!row || actions.length === 0) return problems;
    // Only the window scrolls to the row: a table scrolled sideways would hide what is checked.
    const top = row.getBoundingClientRect().top;
    if (top < 0 || top > innerHeight - 120) window.scrollBy(0, top - 200);
    for (const action of actions) {
      const r = action.getBoundingClientRect();
      const name =
        action.textContent?.trim() || action.getAttribute('aria-label') || action.outerHTML.slice(0, 80);
      if (r.left < 0 || r.right > innerWidth || r.top < 0 || r.bottom > innerHeight) {
        problems.push(
          `${at}: "${name}" is outside the window (x ${Math.round(r.left)}–${Math.round(r.right)})`,
        );
        continue;
      }
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      if (!hit || !(hit === action || action.contains(hit)))
        problems.push(`${at}: "${name}" is covered by ${hit?.outerHTML.slice(0, 80)}`);
    }
    const scroller = row.closest('.ant-table-content, .ant-table-body');
    if (scroller && scroller.scrollWidth > scroller.clientWidth + 1)
      problems.push(
        `${at}: columns hidden past the table's edge (${scroller.scrollWidth} px in ${scroller.clientWidth})`,
      );
    return problems;
  }, where);
}

/** Closes the dialog or drawer on top and waits until it is gone. */
export async function closeTop(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await gone(dialog);
}

/** The entries of the side menu, every submenu opened: [path, label]. */
export async function menuEntries(page: Page): Promise<[string, string][]> {
  const nav = page.getByRole('navigation').first();
  for (;;) {
    const closed = nav.locator('.ant-menu-submenu-title[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  await settled(page);
  return nav
    .locator('a[href]')
    .evaluateAll((links) =>
      links.map((a) => [a.getAttribute('href') ?? '', a.textContent ?? ''] as [string, string]),
    );
}

/** Side menu entries cut short or named alike (two "All-merchant daily sa…" told nothing apart). */
export async function menuLabels(page: Page, where: string): Promise<string[]> {
  const labels = await page
    .getByRole('navigation')
    .first()
    .locator('.ant-menu-title-content')
    .evaluateAll((els) =>
      els.map((e) => ({ text: e.textContent ?? '', cut: e.scrollWidth > e.clientWidth })),
    );
  const texts = labels.map((l) => l.text);
  return [
    ...labels.filter((l) => l.cut).map((l) => `${where}: the menu entry "${l.text}" is cut short`),
    ...texts.filter((t, i) => texts.indexOf(t) !== i).map((t) => `${where}: two menu entries read "${t}"`),
  ];
}

export async function switchLanguage(page: Page, to: { option: string; lang: string }) {
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: to.option }).click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, to.lang);
  await ready(page);
}
