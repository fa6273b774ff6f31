import type { TDinerFood, TOrder } from '@meja/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, baseUrl, gone, launch, newPage, press, seen } from '../support/browser';
import { newPhone, smsCodeFor } from '../support/sms';
import { demoTable, phone, signedCall, tableMenu } from './order-fixture';

/**
 * Split bills (issue 29, docs/adr/0026), as a table of three lives it: two phones order two rounds
 * onto the table's bill, the cashier splits it by items on the live board, one diner pays their
 * share online from their phone, another pays theirs with points, the third in cash at the
 * counter; the bill shows paid with three receipts, on the board and on the diners' page. The
 * same evening in English and in Chinese (phones and till alike); in Chinese a diner also splits
 * another bill equally from their phone and the cashier takes both shares.
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

const words = {
  en: {
    locale: 'en-GB',
    search: 'Search the menu',
    add: /^Add to cart/,
    viewCart: /View cart/,
    cart: 'Your order',
    send: /^Send to the kitchen/,
    signIn: 'Sign in',
    signInSheet: 'Sign in with your phone',
    phone: 'Malaysian mobile number',
    sendCode: 'Send code',
    code: '6-digit code',
    profile: 'Complete your profile',
    later: 'Later',
    user: 'Username',
    password: 'Password',
    orderNo: (n: number | null) => `No. ${n}`,
    more: (n: number | null) => `More for No. ${n}`,
    splitAction: /Split bill…$/,
    splitTitle: (n: number | null) => new RegExp(`^Split No\\. ${n} · `),
    byItems: 'By items',
    shares: 'Shares',
    unit: (name: string) => `Share for ${name}, 1 of 1`,
    splitOk: 'Split',
    splitDone: 'Bill split into shares.',
    sharesHeading: 'Shares',
    payThis: 'Pay this share',
    payOnline: 'Pay this share online',
    fpx: /^Online banking \(FPX\)/,
    bank: 'Your bank',
    payNow: /^Pay now/,
    gatewayBank: 'Bank',
    gatewayPay: 'Pay',
    sharePaid: 'Your share is paid. Thank you!',
    points: 'Pay with points',
    take: (n: number) => `Take payment of share ${n}`,
    payLink: (n: number) => `Pay link of share ${n}`,
    scanToPay: 'Scan to pay this share, or copy its link',
    markPaid: 'Mark paid',
    boardPaid: (n: number) => `Bill paid · ${n} payments`,
    toBill: 'See the whole bill',
    billPaid: (n: number) => `Bill paid — ${n} payments`,
    receipt: (r: string) => new RegExp(`receipt ${r}$`),
  },
  zh: {
    locale: 'zh-CN',
    search: '搜索菜单',
    add: /^加入购物车/,
    viewCart: /查看购物车/,
    cart: '您的订单',
    send: /^下单送厨房/,
    signIn: '登录',
    signInSheet: '用手机号登录',
    phone: '马来西亚手机号码',
    sendCode: '发送验证码',
    code: '6 位验证码',
    profile: '完善个人资料',
    later: '稍后',
    user: '用户名',
    password: '密码',
    orderNo: (n: number | null) => `${n} 号`,
    more: (n: number | null) => `${n} 号 的更多操作`,
    splitAction: /分单…$/,
    splitTitle: (n: number | null) => new RegExp(`^分单 ${n} 号 · `),
    byItems: '按菜品',
    shares: '份数',
    unit: (name: string) => `${name}（第 1 / 1 个）归入哪一份`,
    splitOk: '分单',
    splitDone: '账单已分单。',
    sharesHeading: '分单',
    payThis: '支付这一份',
    payOnline: '在线支付这一份',
    fpx: /^网上银行（FPX）/,
    bank: '您的银行',
    payNow: /^立即付款/,
    gatewayBank: '银行',
    gatewayPay: '付款',
    sharePaid: '您这一份已付款，谢谢！',
    points: '用积分付款',
    take: (n: number) => `收取第 ${n} 份付款`,
    payLink: (n: number) => `第 ${n} 份付款链接`,
    scanToPay: '扫码支付这一份，或复制链接',
    markPaid: '标记已付款',
    boardPaid: (n: number) => `账单已付清 · ${n} 笔付款`,
    toBill: '查看整张账单',
    billPaid: (n: number) => `账单已付清 — 共 ${n} 笔付款`,
    receipt: (r: string) => new RegExp(`收据 ${r}$`),
  },
} as const;
type Words = (typeof words)[keyof typeof words];

/** Each food once in the cart from the menu, and the cart sent to the kitchen as a round. */
async function orderRound(page: Page, w: Words, foods: TDinerFood[]) {
  for (const food of foods) {
    await page.getByRole('searchbox', { name: w.search }).fill(food.name);
    await page
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(food.name)}`) })
      .first()
      .click();
    const sheet = page.getByRole('dialog', { name: food.name });
    await press(sheet.getByRole('button', { name: w.add }));
    await gone(sheet);
  }
  await page.getByRole('button', { name: w.viewCart }).click();
  const cart = page.getByRole('dialog', { name: w.cart });
  await press(cart.getByRole('button', { name: w.send }));
  await page.waitForURL(/\/order\/o\/[^/]+$/, { timeout: 15_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

/** A new buddy signed in on the phone (the SMS stand-in's code); their API token. */
async function signInBuddy(page: Page, w: Words) {
  const number = newPhone();
  await page.goto('/order/me');
  await press(page.getByRole('button', { name: w.signIn }).first());
  const sheet = page.getByRole('dialog', { name: w.signInSheet });
  await sheet.getByLabel(w.phone).fill(number.typed);
  await press(sheet.getByRole('button', { name: w.sendCode }));
  await sheet.getByLabel(w.code).fill(await smsCodeFor(number.e164));
  await press(sheet.getByRole('button', { name: w.signIn, exact: true }));
  await gone(sheet);
  const profile = page.getByRole('dialog', { name: w.profile });
  if (await profile.isVisible().catch(() => false))
    await press(profile.getByRole('button', { name: w.later }));
  return page.evaluate(() => JSON.parse(localStorage.getItem('meja.buddy') ?? '{}').token as string);
}

/** The cashier's live board, signed in in the language's portal. */
async function liveBoard(w: Words) {
  const { context, page } = await newPage(browser, w.locale);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await page.getByLabel(w.user).fill('cashier@demo.meja.my');
  await page.getByLabel(w.password, { exact: true }).fill('Cashier@1234');
  await page.getByRole('button', { name: w.signIn }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/orders/live');
  return { context, page };
}

/** The bill's card on the live board. */
const cardOf = (board: Page, label: string) =>
  board.locator('.order-card').filter({ has: board.getByText(label, { exact: true }) });

/** A choice of a row of buttons (antd's button-style radios): the button the user taps. */
const tap = (group: Locator, name: string) =>
  group
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();

/** Takes a share's payment in cash from the bill's card, as the cashier does. */
async function cashFor(board: Page, w: Words, card: Locator, share: number) {
  await card.getByRole('button', { name: w.take(share) }).click();
  const markPaid = board.getByRole('dialog').getByRole('button', { name: w.markPaid, exact: true });
  await markPaid.click();
  await gone(markPaid);
  await gone(card.getByRole('button', { name: w.take(share) }));
}

for (const lang of ['en', 'zh'] as const) {
  const w = words[lang];
  it(`${lang}: a table of three orders two rounds, splits by items and pays online, with points and in cash: three receipts`, async () => {
    const demo = await demoTable();
    const foods = await plainFoods(demo);
    const [cheap, mid, dear] = [foods[0], foods[Math.floor(foods.length / 2)], foods[foods.length - 1]];
    if (!cheap || !mid || !dear) throw new Error('the demo menu needs three plain foods');

    // The second diner earned points on an earlier visit (a pay-first order paid at the counter):
    // 2 % of what they spent comes back as points, enough for a drink.
    const second = await phone(browser, w.locale);
    const buddy = await signInBuddy(second.page, w);
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
      '/admin/display_order?type=order&remark=unpaid&length=100',
      cashier,
    );
    const earlierId = listed.data.find((o) => o.order_no === earlier.order_no)?.id;
    await signedCall('PATCH', '/admin/toggle_order_status', cashier, { id: earlierId });

    await signedCall('PATCH', '/admin/merchant/update', merchant, { type: 'store', dine_in_payment: 'end' });
    const table = await newTable(`Split ${lang} ${Date.now().toString(36).slice(-5)}`);

    // Two rounds from two phones onto one bill.
    const first = await phone(browser, w.locale);
    await first.page.goto(`/order/t/${table}`);
    const billToken = await orderRound(first.page, w, [dear, mid]);
    await second.page.goto(`/order/t/${table}`);
    await seen(second.page.getByTestId('open-bill'));
    expect(await orderRound(second.page, w, [cheap])).toBe(billToken);
    const bill = await publicGet<TOrder>(`/orders/${billToken}`);
    expect(bill.rounds).toHaveLength(2);

    // The cashier splits it by items: the first diner's dish, the second's drink, the third's dish.
    const { context: staff, page: board } = await liveBoard(w);
    const card = cardOf(board, w.orderNo(bill.order_no));
    await seen(card.getByTestId('open-bill'));
    await card.getByRole('button', { name: w.more(bill.order_no) }).click();
    await board.getByRole('menuitem', { name: w.splitAction }).click();
    const dialog = board.getByRole('dialog', { name: w.splitTitle(bill.order_no) });
    await tap(dialog, w.byItems);
    await dialog.getByLabel(w.shares).fill('3');
    const owner = new Map([
      [dear.name, '1'],
      [cheap.name, '2'],
      [mid.name, '3'],
    ]);
    for (const [name, share] of owner)
      await tap(dialog.getByRole('radiogroup', { name: w.unit(name) }), share);
    await dialog.getByRole('button', { name: w.splitOk, exact: true }).click();
    await seen(board.getByText(w.splitDone));
    await gone(dialog);
    await seen(card.getByTestId('bill-shares'));

    // Every diner's page shows the shares; the first pays share 1 online from their phone.
    await seen(first.page.getByRole('heading', { name: w.sharesHeading }));
    const shares = (await publicGet<TOrder>(`/orders/${billToken}`)).shares;
    expect(shares.map((s) => s.lines.map((l) => l.name))).toEqual([[dear.name], [cheap.name], [mid.name]]);
    await first.page.getByTestId('bill-share').nth(0).getByRole('link', { name: w.payThis }).click();
    await seen(first.page.getByTestId('share-of'));
    await first.page.getByText(w.payOnline).click();
    await first.page.getByRole('radio', { name: w.fpx }).check();
    await first.page.getByLabel(w.bank, { exact: true }).selectOption('MB2U0227');
    await press(first.page.getByRole('button', { name: w.payNow }));
    await first.page.waitForURL(/\/api\/public\/sandbox\/pay\//, { timeout: 15_000 });
    await first.page.getByLabel(w.gatewayBank).selectOption('MB2U0227');
    await first.page.getByRole('button', { name: w.gatewayPay, exact: true }).click();
    await first.page.waitForURL(/\/order\/o\/[^/]+$/, { timeout: 15_000 });
    await seen(first.page.getByText(w.sharePaid));

    // The second diner pays share 2, their drink, with their points.
    await second.page.goto(`/order/o/${shares[1]?.token}`);
    await seen(second.page.getByTestId('share-of'));
    await press(second.page.getByRole('button', { name: w.points }));
    await seen(second.page.getByText(w.sharePaid));

    // The third diner's share has its own pay link as a QR on the till's screen; they pay cash instead.
    await card.getByRole('button', { name: w.payLink(3) }).click();
    await seen(board.getByText(w.scanToPay));
    await card.getByRole('button', { name: w.payLink(3) }).click();
    await gone(board.getByText(w.scanToPay));
    await cashFor(board, w, card, 3);

    // The bill is paid: three payments, three receipts, on the board and on the diners' page.
    await seen(card.getByText(w.boardPaid(3)));
    const paid = await publicGet<TOrder>(`/orders/${billToken}`);
    expect(paid.shares.map((s) => s.payment_method)).toEqual(['fpx', 'points', 'cash']);
    const receipts = paid.shares.map((s) => s.receipt_no ?? '');
    expect(new Set(receipts).size).toBe(3);
    await first.page.getByRole('link', { name: w.toBill }).click();
    await seen(first.page.getByText(w.billPaid(3)));
    for (const receipt of receipts) await seen(first.page.getByText(w.receipt(receipt)));
    expect((await publicGet<{ open_bill: unknown }>(`/table/${table}/bill`)).open_bill).toBeNull();

    await Promise.all([first.context.close(), second.context.close(), staff.close()]);
  });
}

it('在中文界面：食客在手机上平均分单，收银员分别收款', async () => {
  const w = words.zh;
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
  const diner = await phone(browser, w.locale);
  await diner.page.goto(`/order/o/${bill.token}`);
  await press(diner.page.getByRole('button', { name: '拆分账单' }));
  const sheet = diner.page.getByRole('dialog', { name: '拆分账单' });
  await sheet.getByRole('radio', { name: '平均分' }).check();
  await press(sheet.getByRole('button', { name: '分成 2 份' }));
  await gone(sheet);
  await seen(diner.page.getByRole('heading', { name: w.sharesHeading }));
  await seen(diner.page.getByTestId('bill-share').nth(1).getByRole('link', { name: w.payThis }));

  // The cashier, in Chinese, takes both shares at the counter.
  const { context: staff, page: board } = await liveBoard(w);
  const card = cardOf(board, w.orderNo(bill.order_no));
  await seen(card.getByTestId('bill-shares'));
  await cashFor(board, w, card, 1);
  await cashFor(board, w, card, 2);
  await seen(card.getByText(w.boardPaid(2)));
  await seen(diner.page.getByText(w.billPaid(2)));
  await Promise.all([diner.context.close(), staff.close()]);
});
