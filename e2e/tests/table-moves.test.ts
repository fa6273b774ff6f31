import { formatMoney, type TOrder } from '@meja/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, baseUrl, gone, launch, newPage, seen, signIn } from '../support/browser';
import { demoTable, phone, plainFood, signedCall } from './order-fixture';

/**
 * Moving and merging bills (issue 29, docs/adr/0024 "Moves and merges"): in a store paid at the
 * end, the cashier moves a table's bill to another table from the live board (the diner's bill
 * page shows the new table, the old table's QR no longer shows the bill), then merges another
 * table's bill into it and moves one item back to that table (a new bill there); a cashier in Chinese
 * moves the bill back to its first table.
 */

let browser: Browser;
let merchant: string;
beforeAll(async () => {
  browser = await launch();
  merchant = await apiToken('merchant', 'Merchant@1234');
});
/** The tables this test made: deleted after it, so that other tests find the demo store's list as it was. */
const made: number[] = [];
afterAll(async () => {
  // The demo store goes back to paying first, as the other tests expect it.
  await signedCall('PATCH', '/admin/merchant/update', merchant, { type: 'store', dine_in_payment: 'first' });
  for (const id of made) await signedCall('DELETE', `/admin/table/${id}`, merchant);
  await browser.close();
});

const publicGet = async <T>(path: string) =>
  ((await (await fetch(`${baseUrl()}/api/public${path}`)).json()) as { data: T }).data;
const tableBill = (token: string) =>
  publicGet<{ open_bill: { token: string; total_sen: number } | null }>(`/table/${token}/bill`);

/** A new table of the demo store: its QR token (a fresh table has no bill open). */
async function newTable(name: string) {
  const reply = await signedCall<{ data: { id: number; token: string } }>('POST', '/admin/table', merchant, {
    name,
  });
  made.push(reply.data.id);
  return reply.data.token;
}

/** A diner's round at the table, through the API: the bill. */
async function round(table: string, foodId: number) {
  const res = await fetch(`${baseUrl()}/api/public/table/${table}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ lines: [{ food_id: foodId, quantity: 1 }], channel: 'counter' }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: TOrder }).data;
}

/** The bill's card on the live board, and a choice from its "more" menu. */
const cardOf = (board: Page, orderNo: number | null) =>
  board.locator('.order-card').filter({ has: board.getByText(`No. ${orderNo}`, { exact: true }) });
async function fromMore(board: Page, orderNo: number | null, item: RegExp) {
  await cardOf(board, orderNo)
    .getByRole('button', { name: `More for No. ${orderNo}` })
    .click();
  await board.getByRole('menuitem', { name: item }).click();
}
async function choose(board: Page, dialog: ReturnType<Page['getByRole']>, option: string) {
  // Typed, as a cashier of a restaurant with many tables would: the list shows only the first few.
  await dialog.getByRole('combobox').fill(option);
  await board.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).click();
}

it('moves a bill to another table from the board (the diner’s page follows) and merges another table’s bill into it', async () => {
  await demoTable();
  await signedCall('PATCH', '/admin/merchant/update', merchant, { type: 'store', dine_in_payment: 'end' });
  const suffix = Date.now().toString(36).slice(-5);
  const [from, to, joined] = [`Moved from ${suffix}`, `Moved to ${suffix}`, `Joined ${suffix}`];
  const [fromTable, toTable, joinedTable] = [
    await newTable(from),
    await newTable(to),
    await newTable(joined),
  ];
  const food = await plainFood(fromTable);
  const bill = await round(fromTable, food.id);
  const other = await round(joinedTable, food.id);

  // The diner's bill page names the table.
  const diner = await phone(browser);
  await diner.page.goto(`/order/o/${bill.token}`);
  await seen(diner.page.getByText(from, { exact: true }));

  const { context: staff, page: board } = await newPage(browser);
  await signIn(board, 'cashier@demo.meja.my', 'Cashier@1234');
  await board.waitForURL((url) => url.pathname !== '/login');
  await board.goto('/orders/live');
  await seen(cardOf(board, bill.order_no).getByText(from, { exact: true }));

  await fromMore(board, bill.order_no, /Move to table…$/);
  const moveDialog = board.getByRole('dialog', { name: `Move No. ${bill.order_no} to another table` });
  await choose(board, moveDialog, to);
  await moveDialog.getByRole('button', { name: 'Move', exact: true }).click();
  await seen(board.getByText(`Bill moved to ${to}.`));
  await gone(moveDialog);
  await seen(cardOf(board, bill.order_no).getByText(to, { exact: true }));

  // The diner's page follows live; the old table's QR no longer shows the bill, the new one's does.
  await seen(diner.page.getByText(to, { exact: true }));
  expect((await tableBill(fromTable)).open_bill).toBeNull();
  expect((await tableBill(toTable)).open_bill?.token).toBe(bill.token);

  // A group that joined: the other table's bill merged into this one.
  await fromMore(board, bill.order_no, /Merge with…$/);
  const mergeDialog = board.getByRole('dialog', { name: `Merge another bill into No. ${bill.order_no}` });
  await choose(board, mergeDialog, `No. ${other.order_no} · ${joined}`);
  await mergeDialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await seen(board.getByText('Bills merged.'));
  await gone(mergeDialog);

  const merged = await publicGet<TOrder>(`/orders/${bill.token}`);
  expect(merged.lines).toHaveLength(2);
  expect(merged.total_sen).toBeGreaterThan(bill.total_sen);
  await seen(cardOf(board, bill.order_no).getByText(formatMoney(merged.total_sen), { exact: true }));
  expect((await publicGet<TOrder>(`/orders/${other.token}`)).payment_status).toBe('void');
  expect((await tableBill(joinedTable)).open_bill).toBeNull();

  // One item of the merged bill goes back to the other table, which opens a bill again.
  await fromMore(board, bill.order_no, /Move items…$/);
  const linesDialog = board.getByRole('dialog', {
    name: `Move items of No. ${bill.order_no} to another table`,
  });
  await linesDialog.getByRole('checkbox').first().check();
  await choose(board, linesDialog, joined);
  await linesDialog.getByRole('button', { name: 'Move', exact: true }).click();
  await seen(board.getByText(`Items moved to ${joined}.`));
  await gone(linesDialog);
  const split = (await tableBill(joinedTable)).open_bill;
  expect(split?.token).toBeTruthy();
  expect(split?.token).not.toBe(other.token);
  expect((await publicGet<TOrder>(`/orders/${bill.token}`)).lines).toHaveLength(1);

  // In Chinese: a cashier moves the merged bill back to the first table.
  const { context: zhStaff, page: zh } = await newPage(browser, 'zh-CN');
  await zh.goto('/login');
  await zh.getByLabel('用户名').fill('cashier@demo.meja.my');
  await zh.getByLabel('密码', { exact: true }).fill('Cashier@1234');
  await zh.getByRole('button', { name: '登录' }).click();
  await zh.waitForURL((url) => url.pathname !== '/login');
  await zh.goto('/orders/live');
  const zhCard = zh
    .locator('.order-card')
    .filter({ has: zh.getByText(`${bill.order_no} 号`, { exact: true }) });
  await zhCard.getByRole('button', { name: `${bill.order_no} 号 的更多操作` }).click();
  await zh.getByRole('menuitem', { name: /转台…$/ }).click();
  const zhDialog = zh.getByRole('dialog', { name: `将 ${bill.order_no} 号 转到另一桌` });
  await choose(zh, zhDialog, from);
  await zhDialog
    .getByRole('button', { name: '移 动' })
    .or(zhDialog.getByRole('button', { name: '移动' }))
    .click();
  await seen(zh.getByText(`账单已转到 ${from}。`));
  await seen(diner.page.getByText(from, { exact: true }));
  expect((await tableBill(fromTable)).open_bill?.token).toBe(bill.token);

  await Promise.all([diner.context.close(), staff.close(), zhStaff.close()]);
});
