import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, newPage, seen, signIn } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

it('Enter in a time field of store details only takes the time: one Save is one save and one toast', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, 'merchant', 'Merchant@1234');
  await seen(page.getByRole('button', { name: 'Sign out' }));
  await page.goto('/store');
  const save = page.getByRole('button', { name: 'Save store details' });
  await seen(save);

  let saves = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/admin/merchant/update')) saves += 1;
  });
  const toasts = page
    .locator('.ant-message-notice')
    .filter({ hasText: 'Store details updated successfully.' });
  let shown = 0;
  await page.exposeFunction('toastShown', () => {
    shown += 1;
  });
  // Counts every toast that ever appears, however briefly.
  await page.evaluate(() => {
    const counted = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const n of Array.from(document.querySelectorAll('.ant-message-notice'))) {
        if (counted.has(n) || !n.textContent?.includes('Store details updated successfully.')) continue;
        counted.add(n);
        (window as unknown as { toastShown: () => void }).toastShown();
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });

  for (const [label, time] of [
    ['Opens at', '09:30'],
    ['Closes at', '22:15'],
  ] as const) {
    const field = page.getByLabel(label);
    await field.click();
    await field.fill(time);
    await field.press('Enter');
    expect(await field.inputValue()).toBe(time);
  }
  const reply = page.waitForResponse((r) => r.url().includes('/api/admin/merchant/update'));
  await save.click();
  expect((await reply).status()).toBe(200);
  await seen(toasts.last());
  // Whatever else would have been sent went with the Enter presses, before Save's own reply.
  expect(saves).toBe(1);
  expect(shown).toBe(1);

  await page.reload();
  await seen(save);
  expect(await page.getByLabel('Opens at').inputValue()).toBe('09:30');
  expect(await page.getByLabel('Closes at').inputValue()).toBe('22:15');
  await context.close();
});
