import { readFile } from 'node:fs/promises';
import {
  reportCatalogue,
  reportLabels,
  type TDinerFood,
  type TReportPage,
  type TReportRow,
} from '@meja/contracts';
import { formatMoney } from '@meja/contracts/money-format';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, baseUrl, gone, launch, newPage, press, seen, signIn } from '../support/browser';
import { newPhone, smsCodeFor } from '../support/sms';
import { demoTable, paidCounterOrder, plainFood, signedCall } from './order-fixture';

/**
 * Issue 14, done when: the reports are "reachable from the portal by the roles that may see them
 * and refused to the others". A merchant reads today's sales after an order paid the real way
 * (placed at a table, marked paid by the cashier), by day and by month, sees the best sellers'
 * chart and exports a CSV; an admin reads the books; an agent is not offered them. Each step
 * waits for what the person sees; the expected figures come from the order and the API.
 * Issue 26: the admin's cashback history opens on every buddy, and a buddy is picked by phone.
 */

let browser: Browser;
let table: string;
let food: TDinerFood;
let cashier: string;
let merchant: string;
beforeAll(async () => {
  browser = await launch();
  table = await demoTable();
  food = await plainFood(table);
  cashier = await apiToken('cashier@demo.meja.my', 'Cashier@1234');
  merchant = await apiToken('merchant', 'Merchant@1234');
});
afterAll(() => browser.close());

/** Today in Kuala Lumpur (reports count Kuala Lumpur days), as YYYY-MM-DD. */
const klToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

const report = (path: string, token: string) => signedCall<TReportPage>('GET', path, token);
const salesToday = async () => {
  const today = klToday();
  const page = await report(`/admin/merchant/sales_report?startDate=${today}&endDate=${today}`, merchant);
  return page.data.find((r) => r.period === today) ?? { orders: 0, gross_sen: 0 };
};

/** A row of the report's table by the text of its first cell; the totals row is "Total". */
const rowOf = (page: Page, first: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: first, exact: true }) });
const money = (row: TReportRow | null | undefined, key: string) => formatMoney(Number(row?.[key] ?? 0));

/** A new buddy signed in by phone through the API, as the ordering app does: its token and number. */
async function newBuddy() {
  const phone = newPhone().e164;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${baseUrl()}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { data: { token: string } };
  };
  await post('/public/otp/send', { phone });
  const signedIn = await post('/public/otp/verify', { phone, code: await smsCodeFor(phone) });
  return { token: signedIn.data.token, phone };
}

/** Opens a report from the side menu; the "Reports" group is already open on a report's page. */
async function openReport(page: Page, title: string) {
  const link = page.getByRole('link', { name: title, exact: true });
  if (!(await link.isVisible())) await press(page.getByRole('menuitem', { name: 'Reports' }));
  await press(link);
  await seen(page.getByRole('heading', { name: title, exact: true }));
}

it('a merchant reads today’s sales with their totals, by month, the best sellers’ chart, and exports CSV', async () => {
  const before = await salesToday();
  const order = await paidCounterOrder(table, food, cashier);
  const today = klToday();
  // The payment's own transaction keeps the rollup: the order is in the report at once.
  await expect.poll(async () => Number((await salesToday()).orders)).toBe(Number(before.orders) + 1);
  const byDay = await report('/admin/merchant/sales_report', merchant);
  const todayRow = byDay.data.find((r) => r.period === today);
  expect(Number(todayRow?.gross_sen)).toBe(Number(before.gross_sen) + order.rounded_total_sen);

  const { context, page } = await newPage(browser);
  await signIn(page, 'merchant', 'Merchant@1234');
  await page.waitForURL((url) => url.pathname !== '/login');
  await openReport(page, 'Sales');
  await seen(page.getByText(`From ${byDay.range.from} to ${byDay.range.to}`));
  const dayRow = rowOf(page, today);
  await seen(dayRow.getByRole('cell', { name: money(todayRow, 'gross_sen'), exact: true }).first());
  await seen(dayRow.getByRole('cell', { name: String(todayRow?.orders), exact: true }).first());
  // The totals row sums the whole range, not only the rows on screen.
  const totals = rowOf(page, 'Total');
  await seen(totals.getByRole('cell', { name: money(byDay.totals, 'gross_sen'), exact: true }).first());

  // By month: this month's row, with the month's figures.
  const byMonth = await report('/admin/merchant/sales_report?type=month', merchant);
  const month = today.slice(0, 7);
  const monthRow = byMonth.data.find((r) => r.period === month);
  await press(page.getByText('Monthly', { exact: true }));
  await seen(
    rowOf(page, month)
      .getByRole('cell', { name: money(monthRow, 'gross_sen'), exact: true })
      .first(),
  );

  // Best sellers: their chart is drawn (and named for screen readers).
  await openReport(page, 'Best-selling');
  await seen(page.getByTestId('report-chart'));
  await seen(page.getByRole('img', { name: /^Best-selling, Quantity by Food: / }));

  // Export CSV: the file arrives, its first line the report's headings in the reader's language.
  const download = page.waitForEvent('download');
  await press(page.getByRole('button', { name: 'Export CSV' }));
  const file = await (await download).path();
  const [header] = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/);
  const words: Record<string, string> = reportLabels.en;
  expect(header?.split(',').map((h) => h.replace(/^"|"$/g, ''))).toEqual(
    reportCatalogue.best_selling_report.columns.map((c) => words[`col.${c.key}`]),
  );
  await context.close();
}, 180_000);

it('an admin reads the accounting report; an agent is neither offered it nor let in', async () => {
  const admin = await apiToken('admin', 'Admin@1234');
  const books = await report('/admin/report/accounting', admin);
  const [first] = books.data;
  expect(first).toBeDefined();

  const { context, page } = await newPage(browser);
  await signIn(page, 'admin', 'Admin@1234');
  await page.waitForURL((url) => url.pathname !== '/login');
  await openReport(page, 'Accounting');
  await seen(rowOf(page, String(first?.day)).first());
  await seen(
    rowOf(page, 'Total')
      .getByRole('cell', { name: money(books.totals, 'debit_sen'), exact: true })
      .first(),
  );
  await context.close();

  const agent = await newPage(browser);
  await signIn(agent.page, 'agent', 'Agent@1234');
  await agent.page.waitForURL((url) => url.pathname !== '/login');
  await press(agent.page.getByRole('menuitem', { name: 'Reports' }));
  // The network's reports are there, the books are not.
  await seen(agent.page.getByRole('link', { name: 'Platform transaction', exact: true }));
  expect(await agent.page.getByRole('link', { name: 'Accounting', exact: true }).count()).toBe(0);
  await agent.page.goto('/reports/accounting');
  await seen(agent.page.getByText('No access', { exact: true }));
  await agent.context.close();
}, 120_000);

it('an admin’s cashback history opens on every buddy, and narrows to one picked by phone', async () => {
  // Two buddies each earn cashback on a bill the cashier marks paid.
  const ana = await newBuddy();
  const ben = await newBuddy();
  for (const buddy of [ana, ben]) await paidCounterOrder(table, food, cashier, buddy.token);

  const { context, page } = await newPage(browser);
  await signIn(page, 'admin', 'Admin@1234');
  await page.waitForURL((url) => url.pathname !== '/login');
  await openReport(page, 'Cashback history');
  // No buddy to type in first: every buddy's rewards, newest first.
  await seen(rowOf(page, ben.phone).first());
  await seen(rowOf(page, ana.phone).first());

  // Picked by the end of her number, as the admins' buddy list searches: only her rewards.
  const picker = page.getByLabel('Buddy', { exact: true });
  await press(picker);
  await picker.fill(ana.phone.slice(-7));
  await seen(page.locator('.ant-select-item-option-active', { hasText: ana.phone }));
  await picker.press('Enter');
  await gone(rowOf(page, ben.phone).first());
  await seen(rowOf(page, ana.phone).first());
  await context.close();
}, 120_000);
