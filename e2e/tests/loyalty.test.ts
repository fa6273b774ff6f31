import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, gone, launch, newPage, press, seen, signIn } from '../support/browser';
import { newPhone as newNumber, smsCodeFor } from '../support/sms';
import { demoTable, phone, tableMenu } from './order-fixture';

/**
 * Issue 12, done when: a diner signs up through a friend's referral link, completes the profile,
 * orders (with the birthday gift of their birthday month) and pays; cashback shows in their wallet
 * and the friend's level-1 reward in the friend's, both with history. The diner then pays part of
 * a second bill with points, and an alcohol item's tickets are redeemed by the cashier in the
 * portal to "all completed".
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const demoBuddyPhone = '+60198765432';

/** Signs in through the open sign-in sheet with the code the SMS provider received. */
async function signInWithCode(page: Page, number: { typed: string; e164: string }) {
  const sheet = page.getByRole('dialog', { name: 'Sign in with your phone' });
  await seen(sheet);
  await sheet.getByLabel('Malaysian mobile number').fill(number.typed);
  await press(sheet.getByRole('button', { name: 'Send code' }));
  await sheet.getByLabel('6-digit code').fill(await smsCodeFor(number.e164));
  await press(sheet.getByRole('button', { name: 'Sign in', exact: true }));
}

/** Opens a food from the menu by name, makes each required choice (the first options), adds it. */
async function addFood(page: Page, table: string, name: string) {
  const food = (await tableMenu(table)).categories.flatMap((c) => c.foods).find((f) => f.name === name);
  if (!food) throw new Error(`${name} is not on the demo menu`);
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill(name);
  await page
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) })
    .first()
    .click();
  const sheet = page.getByRole('dialog', { name });
  await seen(sheet);
  for (const g of food.option_groups.filter((x) => x.min_qty > 0)) {
    const first = g.options[0];
    if (!first) continue;
    if (g.max_qty === 1) await sheet.getByRole('radio', { name: first.name, exact: true }).check();
    else
      for (let i = 0; i < g.min_qty; i++)
        await sheet.getByRole('button', { name: `Add one ${first.name}` }).click();
  }
  await press(sheet.getByRole('button', { name: /^(Add to cart|Add my birthday gift)/ }));
  await gone(sheet);
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('');
}

/** Pays the order on the sandbox gateway's page and waits for the paid order page. */
async function payOnGateway(page: Page) {
  await page.waitForURL(/\/api\/public\/sandbox\/pay\//, { timeout: 15_000 });
  await page.getByLabel('Bank').selectOption('MB2U0227');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/order\/o\/[^/]+$/, { timeout: 15_000 });
  await seen(page.getByText('Paid. Your order is being prepared.'));
}

/** The wallet's points on the account page, as the diner reads them. */
async function pointsOnAccount(page: Page) {
  await page.goto('/order/me');
  const balance = page.getByText(/^\d[\d,]* points?$/).first();
  await seen(balance);
  return Number((await balance.textContent())?.replace(/[^\d]/g, ''));
}

it('refers, rewards both wallets, pays with points, gives a birthday gift once and redeems tickets', async () => {
  const table = await demoTable();
  const diner = newNumber();
  const { context, page } = await phone(browser);

  // The friend's link: the code is kept, and signing in joins with it.
  await page.goto('/order/r/BENBUDDY');
  await seen(page.getByText(/A friend invited you to Meja/));
  await press(page.getByRole('button', { name: 'Sign in to join' }));
  await signInWithCode(page, diner);

  // A new buddy is offered the short profile: a birthday this month brings the gift.
  const month = new Intl.DateTimeFormat('en-GB', { month: '2-digit', timeZone: 'Asia/Kuala_Lumpur' }).format(
    new Date(),
  );
  const profile = page.getByRole('dialog', { name: 'Complete your profile' });
  await seen(profile);
  await profile.getByLabel('First name').fill('Nadia');
  await profile.getByLabel('Date of birth').fill(`15/${month}/1995`);
  await press(profile.getByRole('button', { name: 'Save' }));
  await gone(profile);

  // First order: a dish and the birthday cake, free this month; paid by FPX.
  await page.goto(`/order/t/${table}`);
  await seen(page.getByRole('heading', { name: 'Birthday gift' }));
  await addFood(page, table, 'Kek Hari Jadi');
  await addFood(page, table, 'Nasi Lemak Ayam Goreng');
  await addFood(page, table, 'Tiger Beer Bucket (6 botol)');
  await page.getByRole('button', { name: /View cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Your order' });
  await seen(cart.getByText('Kek Hari Jadi'));
  await cart.getByRole('radio', { name: /^Online banking \(FPX\)/ }).check();
  await cart.getByLabel('Your bank', { exact: true }).selectOption('MB2U0227');
  await press(cart.getByRole('button', { name: /^Place order and pay/ }));
  await payOnGateway(page);
  const firstOrder = page.url();

  // Cashback in the diner's wallet, with its history line.
  const earned = await pointsOnAccount(page);
  expect(earned).toBeGreaterThan(0);
  await seen(page.getByText('Cashback').first());
  await seen(page.getByText('Invited by Ben.'));

  // The friend signs in on their own phone and sees the level-1 reward of this order.
  const friend = await phone(browser);
  await friend.page.goto('/order/me');
  await press(friend.page.getByRole('button', { name: 'Sign in' }).first());
  await signInWithCode(friend.page, { typed: '019-876 5432', e164: demoBuddyPhone });
  await seen(friend.page.getByText('Referral reward (level 1)').first());
  await seen(friend.page.getByText('1 friend joined with your code.'));
  await friend.context.close();

  // The birthday gift was this year's: the menu no longer offers it.
  await page.goto(`/order/t/${table}`);
  await seen(page.getByRole('searchbox', { name: 'Search the menu' }));
  await seen(page.getByText('Nasi Lemak Ayam Goreng').first());
  expect(await page.getByRole('heading', { name: 'Birthday gift' }).count()).toBe(0);
  // Asked for directly, it is refused with the reason.
  const again = await fetch(`${baseUrl()}/api/public/table/${table}/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': `gift-${Date.now()}`,
      authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('meja.buddy') ?? '{}').token)}`,
    },
    body: JSON.stringify({ lines: [{ food_id: await giftId(table), quantity: 1 }], channel: 'counter' }),
  });
  expect(again.status).toBe(400);
  expect(JSON.stringify(await again.json())).toMatch(/already claimed/);

  // Second order: points pay part of it, the rest by FPX.
  await addFood(page, table, 'Teh Tarik');
  await page.getByRole('button', { name: /View cart/ }).click();
  await seen(cart);
  await cart
    .getByRole('switch', { name: /^Use my points/ })
    .or(cart.getByRole('checkbox', { name: /^Use my points/ }))
    .check();
  await seen(cart.getByText('To pay'));
  await press(cart.getByRole('button', { name: /^Place order and pay/ }));
  await payOnGateway(page);
  await seen(page.getByText(/^Paid with points/).first());
  // Every point went on the bill (it cost more than the first cashback): what is left is the new cashback.
  expect(await pointsOnAccount(page)).toBe(await cashbackOfLatest(page));
  await seen(page.getByText('Paid with points').first());

  // The cashier redeems the first order's beer tickets, one glass at a time, to "all completed".
  const { context: office, page: portal } = await newPage(browser);
  await signIn(portal, 'cashier@demo.meja.my', 'Cashier@1234');
  await portal.waitForURL((url) => url.pathname !== '/login');
  await portal.goto('/tickets');
  await seen(portal.getByRole('heading', { name: 'Ticket listing' }));
  const row = portal.getByRole('row', { name: /Tiger Beer Bucket/ }).first();
  await seen(row.getByText('not yet used'));
  for (let left = 5; left >= 0; left--) {
    await press(row.getByRole('button', { name: /^Redeem 1/ }));
    await press(portal.getByRole('dialog').getByRole('button', { name: 'Redeem 1' }));
    await seen(
      row.getByText(
        left === 0 ? 'all completed' : left === 1 ? '1 unused ticket left' : `${left} unused tickets left`,
      ),
    );
  }
  expect(await row.getByRole('button', { name: /^Redeem 1/ }).count()).toBe(0);
  await office.close();
  await context.close();
  expect(firstOrder).toMatch(/\/order\/o\//);
}, 240_000);

async function giftId(table: string) {
  const res = await fetch(`${baseUrl()}/api/public/table/${table}/menu`);
  const menu = (await res.json()) as { data: { categories: { foods: { id: number; name: string }[] }[] } };
  const gift = menu.data.categories.flatMap((c) => c.foods).find((f) => f.name === 'Kek Hari Jadi');
  if (!gift) throw new Error('no birthday cake on the demo menu');
  return gift.id;
}

/** The cashback points of the diner's newest wallet entry, as the account page lists it. */
async function cashbackOfLatest(page: Page) {
  const first = page.getByRole('listitem').filter({ hasText: 'Cashback' }).first();
  await seen(first);
  return Number((await first.textContent())?.match(/\+(\d+)/)?.[1] ?? Number.NaN);
}
