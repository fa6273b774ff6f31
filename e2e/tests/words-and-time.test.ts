import type { TOrderDetail, TOrderSummary } from '@meja/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, baseUrl, launch, newPage, seen, signIn } from '../support/browser';
import { demoTable, placeOrder, plainFood, signedCall } from './order-fixture';

/**
 * Issue 26, "Words, not codes": staff read every value as a label in their language, never the
 * code the server stores (a payment method, a payment's state, an agent's rank), and read times
 * in Kuala Lumpur time whatever zone their browser is in — here New York, where the evening in
 * Kuala Lumpur is still the morning before.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** A card order the diner paid at the sandbox gateway, as the cashier's detail call has it. */
async function paidByCard(): Promise<TOrderDetail> {
  const table = await demoTable();
  const order = await placeOrder(table, await plainFood(table), 'card');
  const started = await fetch(`${baseUrl()}/api/public/orders/${order.token}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channel: 'card' }),
  });
  const { data } = (await started.json()) as { data: { redirect_url: string } };
  const ref = data.redirect_url.split('/').pop() as string;
  // The sandbox's "Pay" button: it calls the server back, then sends the browser on.
  const paid = await fetch(`${baseUrl()}/api/public/sandbox/pay/${ref}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'pay' }),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const cashier = await apiToken('cashier@demo.meja.my', 'Cashier@1234');
  const listed = await signedCall<{ data: TOrderSummary[] }>(
    'GET',
    `/admin/order_listing?search=${order.order_no}&length=50`,
    cashier,
  );
  const row = listed.data.find((o) => o.order_no === order.order_no && o.payment_status === 'paid');
  if (!row) throw new Error(`order No. ${order.order_no} is not paid`);
  const detail = await signedCall<{ data: TOrderDetail }>('GET', `/admin/order_detail/${row.id}`, cashier);
  return detail.data;
}

/** "YYYY-MM-DD HH:mm" on a Kuala Lumpur clock (UTC+8 all year). */
const klTime = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The value beside a label of the order's facts ("Payment method" → "Card"). */
const fact = (page: Page, label: string) =>
  page
    .locator('.ant-descriptions-item')
    .filter({ has: page.locator('.ant-descriptions-item-label').getByText(label, { exact: true }) })
    .locator('.ant-descriptions-item-content');

const words = {
  en: {
    method: 'Payment method',
    card: 'Card',
    created: 'Created at',
    paidAt: 'Paid at',
    payment: 'Sandbox · Card',
    paid: 'Paid',
    mentor: 'Mentor',
    master: 'Master agent',
  },
  zh: {
    method: '付款方式',
    card: '银行卡',
    created: '下单时间',
    paidAt: '付款时间',
    payment: '沙盒 · 银行卡',
    paid: '已付款',
    mentor: '导师',
    master: '总代理',
  },
};

it('shows an order’s payment method and an agent’s rank in words and its times in Kuala Lumpur time, in English and Chinese', async () => {
  const order = await paidByCard();
  const payment = order.payments.find((p) => p.status === 'paid');
  if (!order.paid_at || !payment?.paid_at) throw new Error('the card order has no paid payment');

  const { context, page } = await newPage(browser, 'en-GB', { timezoneId: 'America/New_York' });
  await signIn(page, 'admin', 'Admin@1234');
  await seen(page.getByRole('button', { name: 'Sign out' }));

  const check = async (w: (typeof words)['en']) => {
    await page.goto(`/orders/${order.id}`);
    await seen(fact(page, w.method).getByText(w.card, { exact: true }));
    await seen(fact(page, w.created).getByText(klTime(order.created_at), { exact: true }));
    await seen(fact(page, w.paidAt).getByText(klTime(order.paid_at as string), { exact: true }));
    const paymentRow = page.getByRole('row').filter({ has: page.getByText(w.payment, { exact: true }) });
    await seen(paymentRow.getByText(klTime(payment.paid_at as string), { exact: true }));
    await seen(paymentRow.getByText(w.paid, { exact: true }));

    await page.goto('/users/agent');
    // An agent's row names its upline and mentor too: only its own rank is the word alone.
    const row = (name: string) => page.getByRole('row').filter({ hasText: name });
    await seen(row('Muthu Mentor').getByText(w.mentor, { exact: true }));
    await seen(row('Mei Ling (master agent)').getByText(w.master, { exact: true }));
  };

  await check(words.en);
  await page.getByLabel('Language').first().click();
  await page.getByText('中文', { exact: true }).click();
  await seen(page.getByRole('button', { name: '退出登录' }));
  await check(words.zh);
  await context.close();
});
