import { cashRounding, formatMoney, type TDinerFood, type TPricedCart } from '@meja/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, baseUrl, launch, newPage, press, seen, signIn } from '../support/browser';
import { newPhone, smsCodeFor } from '../support/sms';
import { demoTable, phone, placeOrder, signedCall, tableMenu } from './order-fixture';

/**
 * The restaurant's side of an order (issue 11): the cashier's live board, the kitchen display and
 * the diner's page, each in its own browser as on the restaurant floor.
 */

let browser: Browser;
let table: string;
let food: TDinerFood;
beforeAll(async () => {
  browser = await launch();
  table = await demoTable();
  const menu = await tableMenu(table);
  const plain = menu.categories
    .flatMap((c) => c.foods)
    .find((f) => !f.sold_out && !f.birthday_gift_only && f.option_groups.every((g) => g.min_qty === 0));
  if (!plain) throw new Error('the demo menu has no food without a required option');
  food = plain;
});
afterAll(() => browser.close());

const staff = {
  cashier: ['cashier@demo.meja.my', 'Cashier@1234'],
  kitchen: ['kitchen@demo.meja.my', 'Kitchen@1234'],
} as const;

async function open(who: keyof typeof staff, path: string, viewport = { width: 1280, height: 800 }) {
  const { context, page } = await newPage(browser);
  await page.setViewportSize(viewport);
  const [username, password] = staff[who];
  await signIn(page, username, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(path);
  return { context, page };
}

/** The board's card of an order, by its number ("No. 17"). */
const card = (page: Page, orderNo: number | null) =>
  page.locator('.order-card').filter({ has: page.getByText(`No. ${orderNo}`, { exact: true }) });

async function call<T>(method: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

it("shows an order paid in the ordering app on the cashier's board within a second, and the diner's page follows the kitchen to complete", async () => {
  const { page: board } = await open('cashier', '/orders/live');
  await seen(board.getByText('Live', { exact: true }));

  // A diner orders and pays by card from the phone: the sandbox gateway's page, then back.
  const order = await placeOrder(table, food, 'card');
  // Placed (not yet paid), it is already on the board: the cashier sees it coming.
  await seen(card(board, order.order_no));
  const { page: diner } = await phone(browser);
  await diner.goto(`/order/o/${order.token}`);
  await diner.getByRole('radio', { name: /^Credit or debit card/ }).check();
  await diner.getByRole('button', { name: /^Pay now/ }).click();
  await diner.waitForURL(/\/api\/public\/sandbox\/pay\//, { timeout: 15_000 });
  await diner.getByRole('button', { name: 'Pay', exact: true }).click();
  await diner.waitForURL(/\/order\/o\/[^/]+$/, { timeout: 15_000 });
  await seen(diner.getByText('Paid. Your order is being prepared.'));
  // The payment was committed before the gateway sent the diner back: the board has it by now.
  await seen(card(board, order.order_no).getByText('Paid', { exact: true }), 1_000);

  // The kitchen display, on a tablet: the order's card, "Complete All Food" after confirming.
  const { page: kitchen } = await open('kitchen', '/kitchen', { width: 1024, height: 768 });
  const ticket = kitchen.getByRole('article', { name: `No. ${order.order_no}`, exact: true });
  await seen(ticket.getByText(food.name).first());
  await ticket.getByRole('button', { name: 'Complete All Food' }).click();
  await kitchen.getByRole('dialog').getByRole('button', { name: 'Complete All Food' }).click();
  await seen(kitchen.getByText(`No. ${order.order_no}: all food complete.`));

  // The diner's page followed without a reload.
  await seen(diner.getByText('Complete. Enjoy your meal!'));
});

it('marks a counter order paid in cash with its rounding shown, and refunds one line with a reason', async () => {
  // Two foods, the second in a quantity that leaves the bill off a 5-sen step: cash rounds it.
  const menu = await tableMenu(table);
  const other = menu.categories
    .flatMap((c) => c.foods)
    .find(
      (f) =>
        f.id !== food.id &&
        !f.sold_out &&
        !f.birthday_gift_only &&
        f.option_groups.every((g) => g.min_qty === 0),
    );
  if (!other) throw new Error('the demo menu needs two foods without required options');
  let lines: { food_id: number; quantity: number }[] = [];
  for (let q = 1; q <= 9; q++) {
    lines = [
      { food_id: food.id, quantity: 1 },
      { food_id: other.id, quantity: q },
    ];
    const priced = await call<{ data: TPricedCart }>('POST', `/public/table/${table}/price`, { lines });
    if (cashRounding(priced.data.total_sen) !== 0) break;
  }
  const placed = await fetch(`${baseUrl()}/api/public/table/${table}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-cash-${Date.now()}` },
    body: JSON.stringify({ lines, channel: 'counter' }),
  });
  const order = ((await placed.json()) as { data: { order_no: number; total_sen: number } }).data;
  const rounding = cashRounding(order.total_sen);
  expect(rounding).not.toBe(0);

  const { page: board } = await open('cashier', '/orders/live');
  const waiting = card(board, order.order_no);
  await seen(waiting.getByText('Unpaid', { exact: true }));
  await waiting.getByRole('button', { name: 'Order status' }).click();
  const dialog = board.getByRole('dialog', { name: `Order status · No. ${order.order_no}` });
  // Before and after Bank Negara's rounding, as the cashier counts the cash.
  await seen(dialog.getByText('Cash rounding'));
  await seen(dialog.getByText(formatMoney(order.total_sen), { exact: true }));
  await seen(dialog.getByText(`${rounding > 0 ? '+' : '−'}${formatMoney(Math.abs(rounding))}`));
  await seen(dialog.getByText(formatMoney(order.total_sen + rounding), { exact: true }));
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await seen(waiting.getByText('Paid', { exact: true }));

  // The owner's record agrees: paid in cash, the rounded amount taken.
  const cashier = await apiToken(...staff.cashier);
  const listed = await fetch(`${baseUrl()}/api/admin/order_listing?search=${order.order_no}&length=50`, {
    headers: { authorization: `Bearer ${cashier}` },
  });
  const row = (
    (await listed.json()) as {
      data: { order_no: number; payment_method: string; rounded_total_sen: number; id: number }[];
    }
  ).data.find((o) => o.order_no === order.order_no);
  expect(row).toMatchObject({ payment_method: 'cash', rounded_total_sen: order.total_sen + rounding });

  // The owner's dashboard shows the day's real figures, this cash payment in them.
  const owner = await apiToken('merchant', 'Merchant@1234');
  const figures = (
    (await (
      await fetch(`${baseUrl()}/api/admin/merchant/dashboard`, {
        headers: { authorization: `Bearer ${owner}` },
      })
    ).json()) as { data: { transactions: number; sales_sen: number } }
  ).data;
  expect(figures.transactions).toBeGreaterThanOrEqual(1);
  expect(figures.sales_sen).toBeGreaterThanOrEqual(order.total_sen + rounding);
  const { page: dashboard } = await newPage(browser);
  await signIn(dashboard, 'merchant', 'Merchant@1234');
  await seen(dashboard.getByTestId('figure-sales_sen').getByText(formatMoney(figures.sales_sen)));
  await seen(
    dashboard.getByTestId('figure-transactions').getByText(String(figures.transactions), { exact: true }),
  );
  await seen(dashboard.getByTestId('sales-chart'));

  // A refund of the second line, with a reason: the order's detail shows it, and who did it.
  await waiting.getByRole('button', { name: 'Order status' }).click();
  const refund = board.getByRole('dialog', { name: `Order status · No. ${order.order_no}` });
  await refund.getByRole('radio', { name: 'Chosen items' }).check();
  await refund.getByRole('checkbox', { name: new RegExp(`× ${escapeRegExp(other.name)}`) }).check();
  await refund.getByLabel('Reason').fill('wrong dish served');
  await refund.getByRole('button', { name: 'Refund' }).last().click();
  // Issue 28: what is given back, and how, is confirmed first.
  const confirm = board.getByRole('dialog', { name: `Refund No. ${order.order_no}?` });
  await seen(confirm.getByText('in cash from the till.'));
  await press(confirm.getByRole('button', { name: /^Refund RM/ }));
  await seen(waiting.getByText(/^Refunded RM/));
  await waiting.getByRole('button', { name: 'Details' }).click();
  await seen(board.getByRole('dialog').getByText('wrong dish served').first());
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A new buddy signed in by phone and with a profile (name, e-mail), as the ordering app makes one. */
async function profiledBuddy() {
  const phoneNo = newPhone().e164;
  await call('POST', '/public/otp/send', { phone: phoneNo });
  const signedIn = await call<{ data: { token: string } }>('POST', '/public/otp/verify', {
    phone: phoneNo,
    code: await smsCodeFor(phoneNo),
  });
  const token = signedIn.data.token;
  const suffix = phoneNo.slice(-6);
  const profile = {
    first_name: `Farah ${suffix}`,
    date_of_birth: '17/08/1994',
    email: `farah.${suffix}@example.my`,
  };
  await signedCall('PUT', '/public/me', token, profile);
  return { token, phone: phoneNo, name: profile.first_name, email: profile.email };
}

it('offers only what works on a paid order and shows who paid, and the admin sees the buddy’s e-mail (issue 26), in English and Chinese', async () => {
  const buddy = await profiledBuddy();
  // The buddy orders at the table and the cashier takes the cash.
  const placed = await fetch(`${baseUrl()}/api/public/table/${table}/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': `e2e-payer-${Date.now()}`,
      authorization: `Bearer ${buddy.token}`,
    },
    body: JSON.stringify({ lines: [{ food_id: food.id, quantity: 1 }], channel: 'counter' }),
  });
  expect(placed.status).toBe(201);
  const orderNo = ((await placed.json()) as { data: { order_no: number } }).data.order_no;
  const cashierToken = await apiToken(...staff.cashier);
  const listed = await signedCall<{ data: { id: number; order_no: number; payment_status: string }[] }>(
    'GET',
    `/admin/order_listing?search=${orderNo}&length=50`,
    cashierToken,
  );
  const order = listed.data.find((o) => o.order_no === orderNo && o.payment_status === 'unpaid');
  if (!order) throw new Error(`order No. ${orderNo} is not in the cashier's listing`);
  await signedCall('PATCH', '/admin/toggle_order_status', cashierToken, { id: order.id });

  // The cashier's order page (English): the payer, and no "Add items" on a paid bill.
  const { page: cashier } = await open('cashier', `/orders/${order.id}`);
  await seen(cashier.getByText(buddy.name, { exact: true }));
  await seen(cashier.getByText(`${buddy.phone} · ${buddy.email}`));
  await seen(cashier.getByText('Payer', { exact: true }));
  // The actions are drawn together: once "Take-away" shows, "Add items" would have too.
  await seen(cashier.getByRole('button', { name: 'Take-away' }));
  expect(await cashier.getByRole('button', { name: 'Add items' }).count()).toBe(0);

  // An admin in Chinese: the same order page, then the buddy with its e-mail in the buddy list.
  const { page: admin } = await newPage(browser, 'zh-CN');
  await admin.goto('/login');
  await admin.getByLabel('用户名').fill('admin');
  await admin.getByLabel('密码', { exact: true }).fill('Admin@1234');
  await admin.getByRole('button', { name: '登录' }).click();
  await admin.waitForURL((url) => url.pathname !== '/login');
  await admin.goto(`/orders/${order.id}`);
  await seen(admin.getByText('付款人', { exact: true }));
  await seen(admin.getByText(buddy.name, { exact: true }));
  await seen(admin.getByRole('button', { name: '外带' }));
  expect(await admin.getByRole('button', { name: '加菜' }).count()).toBe(0);
  await admin.goto('/buddies');
  await admin.getByPlaceholder('姓名、手机号码或电邮').fill(buddy.email);
  const row = admin.getByRole('row').filter({ has: admin.getByText(buddy.phone, { exact: true }) });
  await seen(row.getByText(buddy.email, { exact: true }));
  await seen(admin.getByRole('columnheader', { name: '电邮' }));
});
