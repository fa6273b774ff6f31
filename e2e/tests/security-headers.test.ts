import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, launch, newPage, seen, signIn } from '../support/browser';
import { demoTable, foodWithOptions, phone, placeOrder } from './order-fixture';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Every Content-Security-Policy violation the page reports, as the event and as the console says it. */
async function watchViolations(page: Page): Promise<string[]> {
  const seenViolations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => seenViolations.push(text));
  // Init scripts run outside the page's CSP, so this listener is there before any of the page's own code.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation;
      report(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.documentURI}`);
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seenViolations.push(m.text());
  });
  return seenViolations;
}

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toMatch(/script-src 'self'(;|$)/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
}

const headersOf = async (res: Response | null) => {
  if (!res) throw new Error('no response');
  return res.allHeaders();
};

it('the API answers with the security headers', async () => {
  const res = await fetch(`${baseUrl()}/api/health`);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    headers[name] = value;
  });
  expectSecurityHeaders(headers, 'API');
  // The interactive API docs are off in production unless API_DOCS turns them on.
  expect((await fetch(`${baseUrl()}/api/docs/`)).status).toBe(404);
});

it('the portal carries the headers, and signing in and printing the QR sheet break none of them', async () => {
  const { context, page } = await newPage(browser);
  const violations = await watchViolations(page);
  expectSecurityHeaders(await headersOf(await page.goto('/login')), 'portal');
  await signIn(page, 'merchant', 'Merchant@1234');
  await seen(page.getByRole('button', { name: 'Sign out' }));
  await page.getByRole('menuitem', { name: 'Tables' }).click();
  // The sheet prints from a blob: frame, which the policy has to allow.
  const printed = page.waitForEvent('frameattached');
  await page.getByRole('button', { name: 'Print QR codes' }).click();
  await printed;
  expect(violations).toEqual([]);
  await context.close();
});

it('the ordering app and the sandbox gateway page carry the headers and break none of them', async () => {
  const table = await demoTable();
  const { context, page } = await phone(browser);
  const violations = await watchViolations(page);
  expectSecurityHeaders(await headersOf(await page.goto(`/order/t/${table}`)), 'ordering app');
  await seen(page.getByRole('searchbox', { name: 'Search the menu' }));

  // The sandbox's hosted page: its form posts to itself and is sent back to the order page.
  const order = await placeOrder(table, await foodWithOptions(table), 'card');
  const started = await fetch(`${baseUrl()}/api/public/orders/${order.token}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channel: 'card' }),
  });
  const { data } = (await started.json()) as { data: { redirect_url: string } };
  expectSecurityHeaders(await headersOf(await page.goto(data.redirect_url)), 'sandbox page');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/order\/o\//, { timeout: 15_000 });
  expect(violations).toEqual([]);
  await context.close();
});
