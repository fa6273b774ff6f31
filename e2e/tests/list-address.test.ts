import type { TAnnouncement } from '@meja/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, launch, newPage, seen, signIn } from '../support/browser';
import { signedCall } from './order-fixture';

/**
 * Issue 27: a list keeps its page, search, filters and dates in the address, so a reload or a
 * shared link shows the same rows. Twelve announcements scheduled far ahead (they show to no one)
 * make two pages; every one is deleted afterwards.
 */

let browser: Browser;
let admin: string;
const made: number[] = [];

beforeAll(async () => {
  browser = await launch();
  admin = await apiToken('admin', 'Admin@1234');
  for (let n = 1; n <= 12; n++) {
    const reply = await signedCall<{ data: TAnnouncement }>('POST', '/admin/announcement', admin, {
      title: `E2E Listed ${String(n).padStart(2, '0')}`,
      body: '<p>Kept for later.</p>',
      audience: 'agents',
      publish_at: '2099-01-15T02:00:00.000Z',
    });
    made.push(reply.data.id);
  }
});
afterAll(async () => {
  for (const id of made)
    await signedCall('DELETE', `/admin/announcement/${id}`, admin).catch(() => undefined);
  await browser.close();
});

/** The titles of the rows shown, once the list shows `count` of ours. */
async function titlesShown(page: Page, count: number) {
  const rows = page.locator('.ant-table-tbody tr', { hasText: 'E2E Listed' });
  await expect.poll(() => rows.count()).toBe(count);
  return rows.locator('td:first-child').allTextContents();
}

/** What the status filter shows as chosen. */
const statusShown = (page: Page) =>
  page.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Status' }) }).textContent();

it('a filtered list on its second page comes back the same after a reload and from a shared link', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, 'admin', 'Admin@1234');
  await seen(page.getByRole('button', { name: 'Sign out' }));
  await page.goto('/content/announcements');

  await page.getByPlaceholder('Search titles').fill('E2E Listed');
  await page.getByLabel('Status', { exact: true }).click();
  await page.locator('.ant-select-item-option', { hasText: 'Scheduled' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('scheduled');
  const first = await titlesShown(page, 10);
  await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
  const second = await titlesShown(page, 2);
  expect(second.some((title) => first.includes(title))).toBe(false);
  const address = new URL(page.url());
  expect(Object.fromEntries(address.searchParams)).toEqual({
    search: 'E2E Listed',
    status: 'scheduled',
    page: '2',
  });

  await page.reload();
  expect(await titlesShown(page, 2)).toEqual(second);
  expect(await page.getByPlaceholder('Search titles').inputValue()).toBe('E2E Listed');
  await expect.poll(() => statusShown(page)).toContain('Scheduled');
  await seen(page.locator('.ant-pagination-item-active', { hasText: '2' }));

  // Back steps to the first page of the same filter, and forward to the second again.
  await page.goBack();
  expect(await titlesShown(page, 10)).toEqual(first);
  await page.goForward();
  expect(await titlesShown(page, 2)).toEqual(second);

  // The same link, with the days they are published on, in another browser.
  const shared = await newPage(browser);
  await signIn(shared.page, 'admin', 'Admin@1234');
  await seen(shared.page.getByRole('button', { name: 'Sign out' }));
  await shared.page.goto(`${address.pathname}${address.search}&startDate=2099-01-15&endDate=2099-01-15`);
  expect(await titlesShown(shared.page, 2)).toEqual(second);
  await expect
    .poll(() => shared.page.locator('.ant-picker-input input').first().inputValue())
    .toBe('2099-01-15');
  await shared.context.close();
  await context.close();
});
