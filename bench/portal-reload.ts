/**
 * Scenario "reload": a full reload of portal pages as a signed-in merchant sees them at the desk.
 * Headless Chromium (playwright-core), 1280×800, no network or CPU throttling (the back office runs
 * on a laptop on the restaurant's own network), the browser's cache warm as it is for someone who
 * has used the portal before. Time from navigation start until the page is ready to use: its
 * content is in the page (`main` holds text) and nothing is loading any more (no spinner, no
 * skeleton), for two frames in a row; measured in the page by an init script. Median over every
 * reload of every page, and the share over 2 s. Needs `npm run build:web` (apps/portal/dist).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { BenchContext, Results } from './context';

/** Pages a merchant opens every day, each reloaded `reloads` times. */
export const reloadPages = [
  '/dashboard',
  '/orders/live',
  '/orders/history',
  '/menu/foods',
  '/tables',
  '/kitchen',
  '/reports/sales_report',
];

/**
 * Runs in the page before its scripts: records when the page is first ready (see above). A string,
 * not a function, as paint.ts explains.
 */
const watchReady = `(() => {
  let calm = 0;
  const busy = () => document.querySelector('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]');
  const tick = () => {
    const main = document.querySelector('main');
    const ready = main && main.textContent.trim().length > 0 && !busy();
    calm = ready ? calm + 1 : 0;
    if (calm === 2) window.__readyMs = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

export async function portalReloadScenario(ctx: BenchContext, results: Results, reloads = 7) {
  const dist = fileURLToPath(new URL('../apps/portal/dist/index.html', import.meta.url));
  if (!existsSync(dist)) {
    console.log('\nPortal reload: skipped, the portal is not built (npm run build:web)');
    return;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const rows: Record<string, string | number>[] = [];
  const all: number[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${ctx.server.url}/login`);
    await page.getByLabel('Username').fill('merchant');
    await page.getByLabel('Password', { exact: true }).fill('Merchant@1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.addInitScript(watchReady);
    for (const path of reloadPages) {
      // The first visit warms the cache with the page's chunks; the reloads are measured.
      await page.goto(`${ctx.server.url}${path}`);
      await page.waitForFunction(() => (window as { __readyMs?: number }).__readyMs, undefined, {
        timeout: 30_000,
      });
      const times: number[] = [];
      for (let i = 0; i < reloads; i++) {
        await page.reload({ waitUntil: 'commit' });
        const handle = await page.waitForFunction(
          () => (window as { __readyMs?: number }).__readyMs,
          undefined,
          {
            timeout: 30_000,
            polling: 50,
          },
        );
        times.push(Math.round(Number(await handle.jsonValue())));
      }
      all.push(...times);
      rows.push({ page: path, 'median ms': median(times), 'runs ms': times.join(', ') });
    }
  } finally {
    await browser.close();
  }
  const over2s = all.filter((t) => t > 2000).length;
  results.reload = { medianMs: median(all), reloads: all.length, over2s };
  console.log('\nPortal reload (merchant, 1280×800, warm cache, no throttling): navigation start → ready');
  console.table(rows);
  console.log(`all ${all.length} reloads: median ${median(all)} ms, ${over2s} over 2 s`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
