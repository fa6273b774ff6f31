import {
  cashRounding,
  formatMoney,
  type TKeyInFood,
  type TKeyInMenu,
  type TOrderDetail,
  type TPricedCart,
} from '@meja/contracts';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, gone, launch, newPage, seen, signIn } from '../support/browser';
import { dialogViolations } from '../support/portal-pages';
import { demoTable, signedCall } from './order-fixture';

/**
 * Issue 28: the cashier keys in an order as on a POS. Category tabs and tiles, a one-choice option
 * as a radio choice, the server's total (service charge and SST) before placing, and "Place and
 * take payment" in one step; two foods with a one-choice option take at most 8 clicks from the
 * board, counted here.
 */

let browser: Browser;
let cashier: string;
let board: Page;
let menu: TKeyInMenu;

beforeAll(async () => {
  browser = await launch();
  await demoTable();
  cashier = await apiToken('cashier@demo.meja.my', 'Cashier@1234');
  menu = (await signedCall<{ data: TKeyInMenu }>('GET', '/admin/order/menu', cashier)).data;
  const { page } = await newPage(browser);
  await signIn(page, 'cashier@demo.meja.my', 'Cashier@1234');
  await page.waitForURL((url) => url.pathname === '/orders/live');
  await seen(page.getByRole('heading', { name: 'Live orders', level: 2 }));
  board = page;
});
afterAll(() => browser.close());

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A menu tile, by its food's name (the tile reads "name RM price"). */
const tile = (scope: Locator, food: TKeyInFood) =>
  scope.getByRole('button', { name: new RegExp(`^${escapeRegExp(food.name)} RM`) });

/** A table's tile (a radio button: its input is hidden, its label is what is tapped). */
const tableTile = (scope: Locator, name: string) =>
  scope.getByRole('radiogroup', { name: 'Table' }).getByText(name, { exact: true });

/** A category with a food without options and one with a single one-choice group, and its place in the tabs. */
function twoFoods() {
  const categories = menu.menu.filter((c) => c.kind === 'food');
  for (const [index, category] of categories.entries()) {
    const plain = category.foods.find((f) => !f.sold_out && f.option_groups.length === 0);
    const single = category.foods.find(
      (f) =>
        !f.sold_out &&
        f.option_groups.length === 1 &&
        f.option_groups[0]?.min_qty === 1 &&
        f.option_groups[0]?.max_qty === 1 &&
        f.option_groups[0].options.length > 1,
    );
    if (plain && single) return { index, category, plain, single };
  }
  throw new Error('the demo menu needs a category with a plain food and a food with one one-choice group');
}

/** The key-in reply the page receives, for the order it placed. */
const keyedIn = (page: Page) =>
  page
    .waitForResponse((r) => r.url().endsWith('/api/admin/order') && r.request().method() === 'POST')
    .then(async (r) => ((await r.json()) as { data: TOrderDetail }).data);

it('keys in two foods and a one-choice option in at most 8 clicks from the board, with the server’s total shown before placing', async () => {
  const { index, category, plain, single } = twoFoods();
  const group = single.option_groups[0];
  const option = group?.options[1];
  const table = menu.tables[0];
  if (!group || !option || !table) throw new Error('the demo store needs a table');

  // Every click and tap from the board to the placed order goes through here and is counted.
  let clicks = 0;
  const click = async (target: Locator) => {
    clicks++;
    await target.click();
  };

  await click(board.getByRole('button', { name: 'Key in order' }));
  const dialog = board.getByRole('dialog', { name: 'Key in an order' });
  if (index > 0) await click(dialog.getByRole('tab', { name: category.name }));
  await click(tableTile(dialog, table.name));
  await click(tile(dialog, plain));
  await click(tile(dialog, single));
  // The one-choice group is radio choices, saying it wants one.
  const choices = board.getByRole('dialog', { name: single.name });
  await seen(choices.getByText(`${group.name} (choose one)`));
  expect(await dialogViolations(choices, 'the options of a food being keyed in')).toEqual([]);
  await click(choices.getByRole('radio', { name: new RegExp(`^${escapeRegExp(option.name)}`) }));
  await click(choices.getByRole('button', { name: /^Add · RM/ }));

  // Before placing: the total as the server prices it, service charge and SST included.
  const lines = [
    { food_id: plain.id, quantity: 1, options: [] },
    { food_id: single.id, quantity: 1, options: [{ option_id: option.id, quantity: 1 }] },
  ];
  const priced = (await signedCall<{ data: TPricedCart }>('POST', '/admin/order/price', cashier, { lines }))
    .data;
  const totals = dialog.getByTestId('key-in-totals');
  await seen(totals.getByText(formatMoney(priced.total_sen), { exact: true }));
  await seen(totals.getByText(formatMoney(priced.sst_sen), { exact: true }));
  await seen(totals.getByText(formatMoney(priced.service_charge_sen), { exact: true }));

  const placing = keyedIn(board);
  await click(dialog.getByRole('button', { name: 'Place order', exact: true }));
  const order = await placing;
  await seen(board.getByText('Order keyed in.'));
  expect(clicks).toBeLessThanOrEqual(8);

  // Saved as shown: the two lines, the option chosen, the total the till showed.
  const saved = (await signedCall<{ data: TOrderDetail }>('GET', `/admin/order_detail/${order.id}`, cashier))
    .data;
  expect(saved).toMatchObject({ keyed_in: true, table_name: table.name, total_sen: priced.total_sen });
  expect(saved.lines.map((l) => [l.name, l.quantity, l.options.map((o) => o.name)])).toEqual([
    [plain.name, 1, []],
    [single.name, 1, [option.name]],
  ]);
});

it('places and takes the cash payment in one step, with the change shown, both calls sent once', async () => {
  const { plain } = twoFoods();
  const table = menu.tables[0];
  if (!table) throw new Error('the demo store needs a table');
  await board.getByRole('button', { name: 'Key in order' }).click();
  const dialog = board.getByRole('dialog', { name: 'Key in an order' });
  await tableTile(dialog, table.name).click();
  await tile(dialog, plain).click();
  const totals = dialog.getByTestId('key-in-totals');
  const priced = (
    await signedCall<{ data: TPricedCart }>('POST', '/admin/order/price', cashier, {
      lines: [{ food_id: plain.id, quantity: 1 }],
    })
  ).data;
  await seen(totals.getByText(formatMoney(priced.total_sen), { exact: true }));
  await dialog.getByRole('button', { name: 'Place and take payment' }).click();

  const payment = board.getByRole('dialog', { name: 'Take payment' });
  await payment.getByRole('button', { name: 'RM 50.00' }).click();
  const rounded = priced.total_sen + cashRounding(priced.total_sen);
  await seen(payment.getByText(`Change: ${formatMoney(5000 - rounded)}`));
  expect(await dialogViolations(payment, 'taking payment for a keyed-in order')).toEqual([]);
  const sent: string[] = [];
  const record = (r: Request) => {
    if (/\/api\/admin\/(order|toggle_order_status)$/.test(r.url()))
      sent.push(r.headers()['idempotency-key'] ?? '');
  };
  board.on('request', record);
  const placing = keyedIn(board);
  await payment.getByRole('button', { name: 'Place and mark paid' }).click();
  const order = await placing;
  await seen(board.getByText(`No. ${order.order_no} keyed in and paid.`));
  board.off('request', record);
  // Two calls, each with its own Idempotency-Key.
  expect(sent).toHaveLength(2);
  expect(new Set(sent).size).toBe(2);
  expect(sent.every((k) => k.length >= 8)).toBe(true);

  const saved = (await signedCall<{ data: TOrderDetail }>('GET', `/admin/order_detail/${order.id}`, cashier))
    .data;
  expect(saved).toMatchObject({
    payment_status: 'paid',
    payment_method: 'cash',
    total_sen: priced.total_sen,
    rounded_total_sen: rounded,
  });
});

it('asks before refunding, showing what is given back and how, and the reason’s “required” clears as it is typed', async () => {
  const { plain } = twoFoods();
  const table = menu.tables[0];
  if (!table) throw new Error('the demo store needs a table');
  const placed = await signedCall<{ data: TOrderDetail }>('POST', '/admin/order', cashier, {
    table_id: table.id,
    lines: [{ food_id: plain.id, quantity: 2 }],
  });
  const order = placed.data;
  await signedCall('PATCH', '/admin/toggle_order_status', cashier, { id: order.id, method: 'cash' });
  const quote = (
    await signedCall<{ data: { amount_sen: number } }>(
      'POST',
      `/admin/order/${order.id}/refund_quote`,
      cashier,
      {},
    )
  ).data;

  const card = board
    .locator('.order-card')
    .filter({ has: board.getByText(`No. ${order.order_no}`, { exact: true }) });
  await seen(card.getByText('Paid', { exact: true }));
  await card.getByRole('button', { name: 'Order status' }).click();
  const dialog = board.getByRole('dialog', { name: `Order status · No. ${order.order_no}` });
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  const required = dialog.getByText('This field is required.');
  await seen(required);
  expect(await dialogViolations(dialog, "a paid order's status, refund reason missing")).toEqual([]);
  await dialog.getByLabel('Reason').fill('Wrong dish served');
  await gone(required);

  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  const confirm = board.getByRole('dialog', { name: `Refund No. ${order.order_no}?` });
  await seen(confirm.getByText(`Give back ${formatMoney(quote.amount_sen)}`));
  await seen(confirm.getByText('in cash from the till.'));
  await seen(confirm.getByText('Reason: Wrong dish served'));
  expect(await dialogViolations(confirm, 'the refund confirmation')).toEqual([]);
  await confirm.getByRole('button', { name: `Refund ${formatMoney(quote.amount_sen)}` }).click();
  await seen(board.getByText('Refund recorded.'));

  const saved = (await signedCall<{ data: TOrderDetail }>('GET', `/admin/order_detail/${order.id}`, cashier))
    .data;
  expect(saved.refunds.map((r) => [r.amount_sen, r.method])).toEqual([[quote.amount_sen, 'cash']]);
});
