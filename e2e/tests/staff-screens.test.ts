import type { TAnnouncement } from '@meja/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, gone, launch, newPage, press, seen, signIn } from '../support/browser';
import { signedCall } from './order-fixture';

/**
 * Issue 28, "the kitchen and the cashier at rush hour": the staff's working screens. An
 * announcement waits in a banner there instead of a dialog over the work; the kitchen display
 * goes full screen without the portal's frame, with large touch targets and its sound switch.
 */

let browser: Browser;
let admin: string;
const made: number[] = [];

beforeAll(async () => {
  browser = await launch();
  admin = await apiToken('admin', 'Admin@1234');
});
// Later files' merchants and staff sign in to no notice.
afterAll(async () => {
  for (const id of made)
    await signedCall('DELETE', `/admin/announcement/${id}`, admin).catch(() => undefined);
  await browser.close();
});

const staff = {
  cashier: ['cashier@demo.meja.my', 'Cashier@1234'],
  kitchen: ['kitchen@demo.meja.my', 'Kitchen@1234'],
} as const;

async function open(who: keyof typeof staff, path: string, viewport = { width: 1280, height: 800 }) {
  const { context, page } = await newPage(browser, 'en-GB', { viewport });
  const [username, password] = staff[who];
  await signIn(page, username, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  if (new URL(page.url()).pathname !== path) await page.goto(path);
  return { context, page };
}

it('shows no dialog over the kitchen display or the cashier board when an announcement is published: it waits in a banner', async () => {
  const title = `E2E Rush hour ${Date.now()}`;
  const published = await signedCall<{ data: TAnnouncement }>('POST', '/admin/announcement', admin, {
    title,
    body: '<p>The walk-in fridge is being serviced at 3 pm.</p>',
    audience: 'merchants',
  });
  made.push(published.data.id);

  const { page: kitchen } = await open('kitchen', '/kitchen', { width: 1024, height: 768 });
  const kitchenNotices = kitchen.getByTestId('staff-notices');
  await seen(kitchenNotices.getByText('1 announcement to read'));
  await seen(kitchen.getByRole('heading', { name: 'Kitchen', level: 1 }));
  expect(await kitchen.getByRole('dialog').count()).toBe(0);

  const { page: board } = await open('cashier', '/orders/live');
  const notices = board.getByTestId('staff-notices');
  await seen(notices.getByText('1 announcement to read'));
  await seen(board.getByRole('heading', { name: 'Live orders', level: 2 }));
  expect(await board.getByRole('dialog').count()).toBe(0);

  // Read when there is time, from the banner, and dismissed for good.
  await press(notices.getByRole('button', { name: 'Read' }));
  const drawer = board.getByRole('dialog', { name: 'Announcements and what’s new' });
  const entry = drawer.getByRole('article', { name: title });
  await seen(entry.getByText('The walk-in fridge is being serviced at 3 pm.'));
  await press(entry.getByRole('button', { name: 'Dismiss' }));
  await gone(entry);
  await gone(notices);
  // The kitchen's own reader has not dismissed it: its banner stays after a reload.
  await kitchen.reload();
  await seen(kitchenNotices.getByText('1 announcement to read'));
  expect(await kitchen.getByRole('dialog').count()).toBe(0);
});

it('puts the kitchen display full screen without the portal frame, remembered on the tablet, with large touch targets and a sound switch', async () => {
  const { page } = await open('kitchen', '/kitchen', { width: 1024, height: 768 });
  await seen(page.getByRole('heading', { name: 'Kitchen', level: 1 }));
  await seen(page.getByRole('navigation'));
  await seen(page.getByRole('button', { name: 'Sign out' }));

  await press(page.getByTestId('full-screen'));
  await gone(page.getByRole('navigation'));
  await gone(page.getByRole('button', { name: 'Sign out' }));
  // Remembered on this device: a reload keeps the frame away.
  await page.reload();
  await seen(page.getByRole('heading', { name: 'Kitchen', level: 1 }));
  expect(await page.getByRole('navigation').count()).toBe(0);
  await seen(page.getByRole('button', { name: 'Exit full screen' }));

  // The new-order sound: a switch in words, and until the first tap, why nothing plays yet.
  const sound = page.getByTestId('sound-toggle');
  await seen(sound.getByText('Sound on'));
  await press(sound);
  await seen(sound.getByText('Sound off'));
  await press(sound);
  await seen(sound.getByText('Sound on'));

  // Every control of the screen's bar is a finger's size.
  const heights = await page
    .locator('.kds-bar button, .kds-bar .ant-select')
    .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
  expect(heights.length).toBeGreaterThanOrEqual(3);
  for (const h of heights) expect(h).toBeGreaterThanOrEqual(48);

  await press(page.getByRole('button', { name: 'Exit full screen' }));
  await seen(page.getByRole('navigation'));
  await seen(page.getByRole('button', { name: 'Sign out' }));
});
