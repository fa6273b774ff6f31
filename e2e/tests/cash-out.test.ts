import type { TDinerFood } from '@meja/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, launch, press, seen } from '../support/browser';
import { newPhone as newNumber, smsCodeFor } from '../support/sms';
import { demoTable, phone, tableMenu } from './order-fixture';

/**
 * Issue 13, the buddy's side of "referral rewards paid in cash": a buddy whose friend's big bill
 * earned them more than 1,000 referral points cashes out RM10.00 to their bank from the account
 * page, after a confirmation, and sees it pending in their cash-outs.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  key?: string,
): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A friend who joins with the referral code, through the API as the ordering app does. */
async function friendOf(referralCode: string) {
  const friend = newNumber();
  await api('POST', '/public/otp/send', { phone: friend.e164 });
  const code = await smsCodeFor(friend.e164);
  const reply = await api<{ data: { token: string } }>('POST', '/public/otp/verify', {
    phone: friend.e164,
    code,
    referral_code: referralCode,
  });
  return reply.data.token;
}

/**
 * A bill of more than RM1,200 before charges: the platform keeps 10% and the level-1 referrer
 * earns 10% of that, so more than 1,200 points. Five of each food that needs no choice.
 */
async function bigBill(table: string) {
  const foods = (await tableMenu(table)).categories
    .flatMap((c) => c.foods)
    .filter(
      (f: TDinerFood) =>
        !f.sold_out &&
        !f.birthday_gift_only &&
        !f.ticket_balance &&
        f.option_groups.every((g) => g.min_qty === 0),
    )
    .sort((a, b) => b.price_sen - a.price_sen);
  const lines: { food_id: number; quantity: number }[] = [];
  let subtotal = 0;
  for (const f of foods) {
    if (subtotal >= 120_000) break;
    lines.push({ food_id: f.id, quantity: 5 });
    subtotal += 5 * f.price_sen;
  }
  if (subtotal < 120_000) throw new Error('the demo menu cannot make a RM1,200 bill');
  return lines;
}

/** Pays on the sandbox gateway's page, as the diner would after choosing FPX. */
async function payOnGateway(page: Page, redirectUrl: string) {
  await page.goto(redirectUrl);
  await page.getByLabel('Bank').selectOption('MB2U0227');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/order\/o\/[^/]+$/, { timeout: 15_000 });
  await seen(page.getByText('Paid. Your order is being prepared.'));
}

it('cashes out RM10.00 of referral rewards and shows it pending', async () => {
  const table = await demoTable();
  const { context, page } = await phone(browser);

  // The buddy signs up on their phone and skips the profile for now.
  const buddy = newNumber();
  await page.goto('/order/me');
  await press(page.getByRole('button', { name: 'Sign in' }).first());
  const sheet = page.getByRole('dialog', { name: 'Sign in with your phone' });
  await sheet.getByLabel('Malaysian mobile number').fill(buddy.typed);
  await press(sheet.getByRole('button', { name: 'Send code' }));
  await sheet.getByLabel('6-digit code').fill(await smsCodeFor(buddy.e164));
  await press(sheet.getByRole('button', { name: 'Sign in', exact: true }));
  await press(
    page.getByRole('dialog', { name: 'Complete your profile' }).getByRole('button', { name: 'Later' }),
  );
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('meja.buddy') ?? '{}').token as string,
  );
  const me = await api<{ data: { referral_code: string } }>('GET', '/public/me', undefined, token);

  // Nothing to cash out yet: the section says from how much it can be.
  await seen(page.getByText(/You can cash out 0 points/));
  await seen(page.getByText(/once your referral rewards reach 1,000 points \(RM 10\.00\)/));

  // A friend joins with the buddy's code and pays a big bill.
  const friend = await friendOf(me.data.referral_code);
  const order = await api<{ data: { token: string } }>(
    'POST',
    `/public/table/${table}/orders`,
    { lines: await bigBill(table), channel: 'fpx' },
    friend,
    `cash-out-${Date.now()}`,
  );
  const pay = await api<{ data: { redirect_url: string } }>(
    'POST',
    `/public/orders/${order.data.token}/pay`,
    { channel: 'fpx', method: 'MB2U0227' },
    friend,
  );
  const friendPhone = await phone(browser);
  await payOnGateway(friendPhone.page, pay.data.redirect_url);
  await friendPhone.context.close();

  // The level-1 reward is cashable.
  await page.goto('/order/me');
  const section = page.getByTestId('cash-out');
  await seen(section.getByText(/^You can cash out 1,\d{3} points \(RM 1\d\.\d{2}\)\.$/));
  const cashable = Number(
    (await section.getByTestId('cashable-points').textContent())?.split(' points')[0]?.replace(/\D/g, ''),
  );
  expect(cashable).toBeGreaterThanOrEqual(1200);

  // Below the minimum is refused at the field; 1,000 points go to the confirmation with RM10.00.
  await section.getByLabel('Points to cash out').fill('999');
  await section.getByLabel('Bank', { exact: true }).selectOption('maybank');
  await section.getByLabel('Account number').fill('1640 1234 5678');
  await section.getByLabel('Account holder name').fill('Nadia binti Ahmad');
  await press(section.getByRole('button', { name: 'Continue' }));
  await seen(section.getByText('Cash out at least 1,000 points.'));
  await section.getByLabel('Points to cash out').fill('1,000');
  await press(section.getByRole('button', { name: 'Continue' }));
  await seen(section.getByText('Cash out 1,000 points for RM 10.00 to:'));
  await seen(section.getByText('Maybank (Malayan Banking), account ••••5678, Nadia binti Ahmad'));
  await press(section.getByRole('button', { name: 'Cash out RM 10.00' }));

  // It is listed as pending, and what is left to cash out went down by 1,000.
  const item = page.getByTestId('cash-out-item').first();
  await seen(item.getByText('RM 10.00'));
  await seen(item.getByText('Pending'));
  await seen(item.getByText(/1,000 points · Maybank \(Malayan Banking\) \*+5678/));
  await seen(section.getByText(`You can cash out ${cashable - 1000} points`, { exact: false }));
  const after = await api<{ data: { cashable_points: number; cash_outs: { status: string }[] } }>(
    'GET',
    '/public/me/cash_out',
    undefined,
    token,
  );
  expect(after.data.cashable_points).toBe(cashable - 1000);
  expect(after.data.cash_outs.map((c) => c.status)).toEqual(['pending']);
  await context.close();
}, 180_000);
