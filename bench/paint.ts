/**
 * Scenario "paint": the ordering app's first menu paint on an emulated fast-4G phone. Headless
 * Chromium (playwright-core, /usr/bin/chromium or CHROMIUM_PATH), a Pixel 7's viewport and user
 * agent, a new browser context (cold cache) per run, Chrome DevTools' "Fast 4G" figures through
 * CDP and a 4× CPU slowdown. Time from navigation start until the first food's name is painted
 * (the Element Timing API's renderTime of the element holding it, which an init script marks as
 * soon as it is in the DOM); median of `runs`. Needs `npm run build:web` (apps/order/dist).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from 'playwright-core';
import type { BenchContext, Results } from './context';

/** Chrome DevTools' "Fast 4G" preset (as puppeteer's PredefinedNetworkConditions spell it). */
export const fast4g = {
  offline: false,
  downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9, // 9 Mbit/s × 0.9, in bytes/s
  uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9, // 1.5 Mbit/s × 0.9
  latency: 60 * 2.75, // 60 ms round trip × 2.75 = 165 ms
};
export const cpuSlowdown = 4;

/**
 * Runs in the page before its scripts: marks the first food's element as soon as it is in the DOM
 * and records when it is painted. A string, not a function: tsx would wrap a function's inner
 * functions in a helper the page does not have.
 */
export const watchFirstFood = (name: string) => `(() => {
  const name = ${JSON.stringify(name)};
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (window.__paintMs === undefined) window.__paintMs = e.renderTime || e.loadTime || performance.now();
  }).observe({ type: 'element', buffered: true });
  const look = () => {
    if (window.__seenMs !== undefined || !document.body) return;
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (n.nodeValue.trim() !== name || !n.parentElement) continue;
      n.parentElement.setAttribute('elementtiming', 'first-food');
      window.__seenMs = performance.now();
      // Without Element Timing: the frame after the one it was added in.
      requestAnimationFrame(() => requestAnimationFrame(() => {
        if (window.__paintMs === undefined) window.__paintMs = performance.now();
      }));
      return;
    }
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

export async function paintScenario(ctx: BenchContext, results: Results, runs = 5) {
  const dist = fileURLToPath(new URL('../apps/order/dist/index.html', import.meta.url));
  if (!existsSync(dist)) {
    console.log('\nFirst menu paint: skipped, the ordering app is not built (npm run build:web)');
    return;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const times: number[] = [];
  const kbs: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'en-GB' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', fast4g);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await page.addInitScript(watchFirstFood(ctx.demo.firstFood));
      const encoded = new Map<string, number>();
      // Bytes of the bodies as sent (compressed): all received, less the headers' bytes.
      const headerBytes = new Map<string, number>();
      cdp.on('Network.responseReceived', (e) => {
        if (e.type === 'Script' || e.type === 'Stylesheet')
          headerBytes.set(e.requestId, e.response.encodedDataLength);
      });
      cdp.on('Network.loadingFinished', (e) => {
        const headers = headerBytes.get(e.requestId);
        if (headers !== undefined) encoded.set(e.requestId, e.encodedDataLength - headers);
      });
      await page.goto(`${ctx.server.url}/order/t/${encodeURIComponent(ctx.demo.tables[0] ?? '')}`, {
        waitUntil: 'commit',
      });
      const handle = await page.waitForFunction(
        () => (window as unknown as { __paintMs?: number }).__paintMs,
        undefined,
        { timeout: 60_000, polling: 100 },
      );
      times.push(Number(await handle.jsonValue()));
      kbs.push([...encoded.values()].reduce((a, b) => a + b, 0) / 1024);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const medianMs = Math.round(median(times));
  const jsCssKb = Math.round(median(kbs) * 10) / 10;
  results.paint = { medianMs, runs: times.map(Math.round), jsCssKb };
  console.log(
    `\nFirst menu paint (Fast 4G: 165 ms RTT, 9 Mbit/s × 0.9 down, 1.5 Mbit/s × 0.9 up; CPU ÷${cpuSlowdown}; Pixel 7 viewport; cold cache)`,
  );
  console.table([
    {
      'first food painted, median ms': medianMs,
      'runs ms': times.map(Math.round).join(', '),
      'JS+CSS transferred by then, KB': jsCssKb,
    },
  ]);
}
