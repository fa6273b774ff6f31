import type { TDinerFood, TOrder } from '@meja/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, baseUrl, gone, launch, newPage, press, seen, signIn } from '../support/browser';
import { newPhone, smsCodeFor } from '../support/sms';
import { demoTable, phone, signedCall, tableMenu } from './order-fixture';

/**
 * Split bills (issue 29, docs/adr/0026), as a table of three lives it: two phones order two rounds
 * onto the table's bill, the cashier splits it by items on the live board, one diner pays their
 * share online from their phone, another pays theirs with points, the third in cash at the
 * counter; the bill shows paid with three receipts, on the board and on the diners' page. In
 * Chinese: a diner splits the bill equally from their phone and the cashier takes both shares.
 */

let browser: Browser;
let merchant: string;
let cashier: string;
const made: number[] = [];
beforeAll(async () => {
  browser = await launch();
  merchant = await apiToken('merchant', 'Merchant@1234');
  cashier = await apiToken('cashier@demo.meja.my', 'Cashier@1234');
});
afterAll(async () => {
  // The demo store goes back to paying first, and its tables to what they were, as the other tests expect.
  await signedCall('PATCH', '/admin/merchant/update', merchant, { type: 'store', dine_in_payment: 'first' });
  for (const id of made) await signedCall('DELETE', `/admin/table/${id}`, merchant);
  await browser.close();
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const publicGet = async <T>(path: string) =>
  ((await (await fetch(`${baseUrl()}/api/public${path}`)).json()) as { data: T }).data;

async function newTable(name: string) {
  const reply = await signedCall<{ data: { id: number; token: string } }>('POST', '/admin/table', merchant, {
    name,
  });
  made.push(reply.data.id);
  return reply.data.token;
}

/** The menu's foods anyone can order as they are, cheapest first. */
async function plainFoods(table: string) {
  return (await tableMenu(table)).categories
    .flatMap((c) => c.foods)
    .filter((f) => !f.sold_out && !f.birthday_gift_only && f.option_groups.every((g) => g.min_qty === 0))
    .sort((a, b) => a.price_sen - b.price_sen);
}

/** Each food once in the cart from the menu, and the cart sent to the kitchen as a round. */
async function orderRound(page: Page, foods: TDinerFood[]) {
  for (const food of foods) {
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill(food.name);
    await page
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(food.name)}`) })
      .first()
      .click();
    const sheet = page.getByRole('dialog', { name: food.name });
    await press(sheet.getByRole('button', { name: /^Add to cart/ }));
    await gone(sheet);
  }
  await page.getByRole('button', { name: /View cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Your order' });
  await press(cart.getByRole('button', { name: /^Send to the kitchen/ }));
  await page.waitForURL(/\/order\/o\/[^/]+$/, { timeout: 15_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

/** A new buddy signed in on the phone (the SMS stand-in's code); their API token. */
async function signInBuddy(page: Page) {
  const number = newPhone();
  await page.goto('/order/me');
  await press(page.getByRole('button', { name: 'Sign in' }).first());
  const sheet = page.getByRole('dialog', { name: 'Sign in with your phone' });
  await sheet.getByLabel('Malaysian mobile number').fill(number.typed);
  await press(sheet.getByRole('button', { name: 'Send code' }));
  await sheet.getByLabel('6-digit code').fill(await smsCodeFor(number.e164));
  await press(sheet.getByRole('button', { name: 'Sign in', exact: true }));
  await gone(sheet);
  const profile = page.getByRole('dialog', { name: 'Complete your profile' });
  if (await profile.isVisible().catch(() => false))
    await press(profile.getByRole('button', { name: 'Later' }));
  return page.evaluate(() => JSON.parse(localStorage.getItem('meja.buddy') ?? '{}').token as string);
}

/** The bill's card on the live board. */
const cardOf = (board: Page, orderNo: number | null, label = `No. ${orderNo}`) =>
  board.locator('.order-card').filter({ has: board.getByText(label, { exact: true }) });

/** A choice of a row of buttons (antd's button-style radios): the button the user taps. */
const tap = (group: Locator, name: string) =>
  group
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();

/** Takes a share's payment in cash from the bill's card, as the cashier does. */
async function cashFor(board: Page, card: Locator, share: number, name: string) {
  await card.getByRole('button', { name }).click();
  const dialog = board
    .getByRole('dialog')
    .filter({ has: board.getByRole('button', { name: /^(Mark paid|标记已付款)$/ }) });
  await dialog.getByRole('button', { name: /^(Mark paid|标记已付款)$/ }).click();
  await seen(
    card
      .getByTestId(`share-${share}`)
      .getByText(/receipt|收据|·/)
      .first(),
  );
}

it('a table of three orders two rounds, splits by items and pays online, with points and in cash: three receipts', async () => {
  const demo = await demoTable();
  const foods = await plainFoods(demo);
  const [cheap, mid, dear] = [foods[0], foods[Math.floor(foods.length / 2)], foods[foods.length - 1]];
  if (!cheap || !mid || !dear) throw new Error('the demo menu needs three plain foods');

  // The second diner earned points on an earlier visit (a pay-first order paid at the counter):
  // 2 % of what they spent comes back as points, enough for a drink.
  const second = await phone(browser);
  const buddy = await signInBuddy(second.page);
  const visit = await fetch(`${baseUrl()}/api/public/table/${demo}/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
      authorization: `Bearer ${buddy}`,
    },
    body: JSON.stringify({
      lines: [
        { food_id: dear.id, quantity: Math.min(99, Math.ceil((300 * cheap.price_sen) / dear.price_sen)) },
      ],
      channel: 'counter',
    }),
  });
  expect(visit.status).toBe(201);
  const earlier = ((await visit.json()) as { data: TOrder }).data;
  const listed = await signedCall<{ data: { id: number; order_no: number }[] }>(
    'GET',
    `/admin/display_order?type=order&remark=unpaid&length=200`,
    cashier,
  );
  const earlierId = listed.data.find((o) => o.order_no === earlier.order_no)?.id;
  await signedCall('PATCH', '/admin/toggle_order_status', cashier, { id: earlierId });

  await signedCall('PATCH', '/admin/merchant/update', merchant, { type: 'store', dine_in_payment: 'end' });
  const tableName = `Split ${Date.now().toString(36).slice(-5)}`;
  const table = await newTable(tableName);

  // Two rounds from two phones onto one bill.
  const first = await phone(browser);
  await first.page.goto(`/order/t/${table}`);
  const billToken = await orderRound(first.page, [dear, mid]);
  await second.page.goto(`/order/t/${table}`);
  await seen(second.page.getByTestId('open-bill'));
  expect(await orderRound(second.page, [cheap])).toBe(billToken);
  const bill = await publicGet<TOrder>(`/orders/${billToken}`);
  expect(bill.rounds).toHaveLength(2);

  // The cashier splits it by items: the first diner's dish, the second's drink, the third's dish.
  const { context: staff, page: board } = await newPage(browser);
  await board.setViewportSize({ width: 1280, height: 800 });
  await signIn(board, 'cashier@demo.meja.my', 'Cashier@1234');
  await board.waitForURL((url) => url.pathname !== '/login');
  await board.goto('/orders/live');
  const card = cardOf(board, bill.order_no);
  await seen(card.getByTestId('open-bill'));
  await card.getByRole('button', { name: `More for No. ${bill.order_no}` }).click();
  await board.getByRole('menuitem', { name: /Split bill…$/ }).click();
  const dialog = board.getByRole('dialog', { name: new RegExp(`^Split No\\. ${bill.order_no} · `) });
  await tap(dialog, 'By items');
  await dialog.getByLabel('Shares').fill('3');
  const owner = new Map([
    [dear.name, '1'],
    [cheap.name, '2'],
    [mid.name, '3'],
  ]);
  for (const [name, share] of owner)
    await tap(dialog.getByRole('radiogroup', { name: `Share for ${name}, 1 of 1` }), share);
  await dialog.getByRole('button', { name: 'Split', exact: true }).click();
  await seen(board.getByText('Bill split into shares.'));
  await gone(dialog);
  await seen(card.getByTestId('bill-shares'));

  // Every diner's page shows the shares; the first pays share 1 online from their phone.
  await seen(first.page.getByRole('heading', { name: 'Shares' }));
  const shares = (await publicGet<TOrder>(`/orders/${billToken}`)).shares;
  expect(shares.map((s) => s.lines.map((l) => l.name))).toEqual([[dear.name], [cheap.name], [mid.name]]);
  await first.page.getByTestId('bill-share').nth(0).getByRole('link', { name: 'Pay this share' }).click();
  await seen(first.page.getByTestId('share-of'));
  await first.page.getByText('Pay this share online').click();
  await first.page.getByRole('radio', { name: /^Online banking \(FPX\)/ }).check();
  await first.page.getByLabel('Your bank', { exact: true }).selectOption('MB2U0227');
  await press(first.page.getByRole('button', { name: /^Pay now/ }));
  await first.page.waitForURL(/\/api\/public\/sandbox\/pay\//, { timeout: 15_000 });
  await first.page.getByLabel('Bank').selectOption('MB2U0227');
  await first.page.getByRole('button', { name: 'Pay', exact: true }).click();
  await first.page.waitForURL(/\/order\/o\/[^/]+$/, { timeout: 15_000 });
  await seen(first.page.getByText('Your share is paid. Thank you!'));

  // The second diner pays share 2, their drink, with their points.
  await second.page.goto(`/order/o/${shares[1]?.token}`);
  await seen(second.page.getByTestId('share-of'));
  await press(second.page.getByRole('button', { name: 'Pay with points' }));
  await seen(second.page.getByText('Your share is paid. Thank you!'));

  // The third pays share 3 in cash at the counter.
  await cashFor(board, card, 3, 'Take payment of share 3');

  // The bill is paid: three payments, three receipts, on the board and on the diners' page.
  await seen(card.getByText('Bill paid · 3 payments'));
  const paid = await publicGet<TOrder>(`/orders/${billToken}`);
  expect(paid.shares.map((s) => s.payment_method)).toEqual(['fpx', 'points', 'cash']);
  const receipts = paid.shares.map((s) => s.receipt_no ?? '');
  expect(new Set(receipts).size).toBe(3);
  await first.page.getByRole('link', { name: 'See the whole bill' }).click();
  await seen(first.page.getByText('Bill paid — 3 payments'));
  for (const receipt of receipts) await seen(first.page.getByText(new RegExp(`receipt ${receipt}$`)));
  expect((await publicGet<{ open_bill: unknown }>(`/table/${table}/bill`)).open_bill).toBeNull();

  await Promise.all([first.context.close(), second.context.close(), staff.close()]);
});

it('在中文界面：食客在手机上平均分单，收银员分别收款', async () => {
  await demoTable();
  await signedCall('PATCH', '/admin/merchant/update', merchant, { type: 'store', dine_in_payment: 'end' });
  const table = await newTable(`分单 ${Date.now().toString(36).slice(-5)}`);
  const [food] = await plainFoods(table);
  if (!food) throw new Error('the demo menu needs a plain food');
  const res = await fetch(`${baseUrl()}/api/public/table/${table}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ lines: [{ food_id: food.id, quantity: 3 }], channel: 'counter' }),
  });
  const bill = ((await res.json()) as { data: TOrder }).data;

  // The diner splits the bill equally in two from their phone.
  const diner = await phone(browser, 'zh-CN');
  await diner.page.goto(`/order/o/${bill.token}`);
  await press(diner.page.getByRole('button', { name: '拆分账单' }));
  const sheet = diner.page.getByRole('dialog', { name: '拆分账单' });
  await sheet.getByRole('radio', { name: '平均分' }).check();
  await press(sheet.getByRole('button', { name: '分成 2 份' }));
  await gone(sheet);
  await seen(diner.page.getByRole('heading', { name: '分单' }));
  await seen(diner.page.getByTestId('bill-share').nth(1).getByRole('link', { name: '支付这一份' }));

  // The cashier, in Chinese, takes both shares at the counter.
  const { context: staff, page: board } = await newPage(browser, 'zh-CN');
  await board.setViewportSize({ width: 1280, height: 800 });
  await board.goto('/login');
  await board.getByLabel('用户名').fill('cashier@demo.meja.my');
  await board.getByLabel('密码', { exact: true }).fill('Cashier@1234');
  await board.getByRole('button', { name: '登录' }).click();
  await board.waitForURL((url) => url.pathname !== '/login');
  await board.goto('/orders/live');
  const card = cardOf(board, bill.order_no, `${bill.order_no} 号`);
  await seen(card.getByTestId('bill-shares'));
  await cashFor(board, card, 1, '收取第 1 份付款');
  await cashFor(board, card, 2, '收取第 2 份付款');
  await seen(card.getByText('账单已付清 · 2 笔付款'));
  await seen(diner.page.getByText('账单已付清 — 共 2 笔付款'));
  await Promise.all([diner.context.close(), staff.close()]);
});
