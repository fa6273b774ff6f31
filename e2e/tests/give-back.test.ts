import { formatMoney, type TOrderSummary } from '@meja/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, baseUrl, gone, launch, newPage, seen, signIn } from '../support/browser';
import { demoTable, placeOrder, plainFood, signedCall } from './order-fixture';

/** Money paid twice (issue 25): the cashier sees what to give back on the order and records it. */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** A card order the diner paid twice: two payments started while unpaid, both paid at the sandbox. */
async function paidTwice() {
  const table = await demoTable();
  const order = await placeOrder(table, await plainFood(table), 'card');
  const refs: string[] = [];
  for (let i = 0; i < 2; i++) {
    const started = await fetch(`${baseUrl()}/api/public/orders/${order.token}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel: 'card' }),
    });
    const { data } = (await started.json()) as { data: { redirect_url: string } };
    refs.push(data.redirect_url.split('/').pop() as string);
  }
  for (const ref of refs) {
    // The sandbox's "Pay" button: it calls the server back, then sends the browser on.
    const paid = await fetch(`${baseUrl()}/api/public/sandbox/pay/${ref}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'pay' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
  }
  return order;
}

it('shows the cashier what to give back on the order and records giving it back', async () => {
  const order = await paidTwice();
  const cashier = await apiToken('cashier@demo.meja.my', 'Cashier@1234');
  const listed = await signedCall<{ data: TOrderSummary[] }>(
    'GET',
    `/admin/order_listing?search=${order.order_no}&length=50`,
    cashier,
  );
  const row = listed.data.find((o) => o.order_no === order.order_no && o.payment_status === 'paid');
  expect(row).toMatchObject({ paid_twice: true });

  const { page } = await newPage(browser);
  await signIn(page, 'cashier@demo.meja.my', 'Cashier@1234');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`/orders/${row?.id}`);
  const due = `To give back ${formatMoney(order.total_sen)}`;
  await seen(page.getByText(due, { exact: true }));
  await page.getByRole('button', { name: 'Give back' }).click();

  const dialog = page.getByRole('dialog', { name: `Give back · No. ${order.order_no}` });
  await expect
    .poll(() => dialog.getByLabel('Amount given back').inputValue())
    .toBe((order.total_sen / 100).toFixed(2));
  await dialog.getByRole('radio', { name: 'Bank transfer' }).check();
  await dialog.getByLabel('Reason').fill('Diner paid twice by card');
  await dialog.getByLabel('Note').fill('DuitNow ref 4471');
  await dialog.getByRole('button', { name: 'Record give-back' }).click();
  await seen(page.getByText('Give-back recorded.'));
  await gone(page.getByText(due, { exact: true }));
  await seen(page.getByRole('cell', { name: 'DuitNow ref 4471' }));
  // All of it given back: the order no longer offers it.
  await gone(page.getByRole('button', { name: 'Give back' }));

  // Recorded, not only shown: the order read again says the same.
  await page.reload();
  await seen(page.getByRole('cell', { name: 'DuitNow ref 4471' }));
  expect(await page.getByText(due, { exact: true }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Give back' }).count()).toBe(0);
});
