import type { TKeyInFood, TKeyInMenu, TOrderDetail } from '@meja/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, gone, launch, newPage, press, seen, signIn } from '../support/browser';
import { demoTable, signedCall } from './order-fixture';

/**
 * Issue 29, courses: the cashier keys in a starter and a main with the main's course held; the
 * kitchen display shows the main greyed "Hold" (暂缓 in Chinese) and the starter to make; the
 * cashier fires the main from the live board and the kitchen display shows it fired. In English
 * and in Chinese, each on its own order.
 */

const words = {
  en: {
    locale: 'en-GB',
    user: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    keyIn: 'Key in order',
    dialog: 'Key in an order',
    table: 'Table',
    place: 'Place order',
    no: (n: number) => `No. ${n}`,
    holdCourse: (course: string) => `Hold ${course}`,
    held: 'Hold',
    fire: (course: string) => `Fire ${course}`,
    fired: 'Fired',
    toMake: 'To make',
  },
  zh: {
    locale: 'zh-CN',
    user: '用户名',
    password: '密码',
    signIn: '登录',
    keyIn: '代客下单',
    dialog: '代客下单',
    table: '餐桌',
    place: '下单',
    no: (n: number) => `${n} 号`,
    holdCourse: (course: string) => `暂缓${course}`,
    held: '暂缓',
    fire: (course: string) => `起菜：${course}`,
    fired: '已起菜',
    toMake: '待做',
  },
} as const;
type Lang = keyof typeof words;

let browser: Browser;
let merchant: string;
let cashier: string;
let menu: TKeyInMenu;
let starter: { id: number; name: string };
let main: { id: number; name: string };
let foods: { category: string; index: number; starter: TKeyInFood; main: TKeyInFood };

/** A food category with two plain foods (no options, not limited), and its place among the tabs. */
function twoPlainFoods(m: TKeyInMenu) {
  const categories = m.menu.filter((c) => c.kind === 'food');
  for (const [index, category] of categories.entries()) {
    const plain = category.foods.filter(
      (f) => !f.sold_out && f.option_groups.length === 0 && f.left === null,
    );
    const [first, second] = plain;
    if (first && second) return { category: category.name, index, starter: first, main: second };
  }
  throw new Error('the demo menu needs a category with two plain foods');
}

beforeAll(async () => {
  browser = await launch();
  await demoTable();
  merchant = await apiToken('merchant', 'Merchant@1234');
  cashier = await apiToken('cashier@demo.meja.my', 'Cashier@1234');
  const stamp = Date.now().toString(36).slice(-5);
  const course = async (name: string) =>
    (await signedCall<{ data: { id: number; name: string } }>('POST', '/admin/course', merchant, { name }))
      .data;
  starter = await course(`Starters ${stamp}`);
  main = await course(`Mains ${stamp}`);
  menu = (await signedCall<{ data: TKeyInMenu }>('GET', '/admin/order/menu', cashier)).data;
  foods = twoPlainFoods(menu);
  // The foods name their own courses (their category keeps whatever it has).
  await signedCall('PUT', `/admin/menu/${foods.starter.id}`, merchant, { course_id: starter.id });
  await signedCall('PUT', `/admin/menu/${foods.main.id}`, merchant, { course_id: main.id });
});
afterAll(async () => {
  // The demo menu as it was: deleting the courses leaves its foods with none.
  for (const c of [starter, main]) if (c) await signedCall('DELETE', `/admin/course/${c.id}`, merchant);
  await browser?.close();
});

async function signedInPage(lang: Lang, username: string, password: string, landing: string) {
  const w = words[lang];
  const { page } = await newPage(browser, w.locale, { viewport: { width: 1280, height: 900 } });
  await page.goto('/login');
  await page.getByLabel(w.user).fill(username);
  await page.getByLabel(w.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: w.signIn }).click();
  await page.waitForURL((url) => url.pathname === landing);
  return page;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tile = (scope: Locator, food: TKeyInFood) =>
  scope.getByRole('button', { name: new RegExp(`^${escapeRegExp(food.name)} RM`) });
const kitchenLine = (card: Locator, food: TKeyInFood) =>
  card.getByTestId('kitchen-line').filter({ hasText: food.name });

async function keyInHeldMain(lang: Lang, board: Page): Promise<TOrderDetail> {
  const w = words[lang];
  const table = menu.tables[0];
  if (!table) throw new Error('the demo store needs a table');
  await board.getByRole('button', { name: w.keyIn }).click();
  const dialog = board.getByRole('dialog', { name: w.dialog });
  if (foods.index > 0) await dialog.getByRole('tab', { name: foods.category }).click();
  await dialog.getByRole('radiogroup', { name: w.table }).getByText(table.name, { exact: true }).click();
  await tile(dialog, foods.starter).click();
  await tile(dialog, foods.main).click();
  // The order holds the main's course: its line is ticked "Hold", the starter's is not.
  await dialog.getByRole('checkbox', { name: w.holdCourse(main.name) }).check();
  const placing = board.waitForResponse(
    (r) => r.url().endsWith('/api/admin/order') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: w.place, exact: true }).click();
  const order = ((await (await placing).json()) as { data: TOrderDetail }).data;
  // Paid at the counter: the order is in the kitchen whatever the store's cook-first setting.
  await signedCall('PATCH', '/admin/toggle_order_status', cashier, { id: order.id });
  return order;
}

for (const lang of ['en', 'zh'] as const) {
  it(`holds a main course when keyed in and fires it to the kitchen display (${lang})`, async () => {
    const w = words[lang];
    const board = await signedInPage(lang, 'cashier@demo.meja.my', 'Cashier@1234', '/orders/live');
    const kitchen = await signedInPage(lang, 'kitchen@demo.meja.my', 'Kitchen@1234', '/kitchen');
    const order = await keyInHeldMain(lang, board);
    const no = order.order_no ?? 0;

    // The kitchen display: the starter to make, the main greyed "Hold" with its course.
    const card = kitchen.getByRole('article', { name: w.no(no), exact: true });
    await seen(card);
    const heldMain = kitchenLine(card, foods.main);
    await seen(heldMain.and(kitchen.locator('[data-held="true"]')));
    await seen(heldMain.getByText(w.held, { exact: true }));
    await seen(heldMain.getByText(main.name, { exact: true }));
    await expect(heldMain.isDisabled()).resolves.toBe(true);
    const first = kitchenLine(card, foods.starter);
    await seen(first.getByText(w.toMake, { exact: true }));
    expect(await first.getAttribute('data-held')).toBeNull();

    // The cashier fires the main from the live board.
    const onBoard = board.getByLabel(`${w.no(no)}, ${order.table_name}`, { exact: true });
    const fire = onBoard.getByRole('button', { name: w.fire(main.name) });
    await fire.click();
    // Nothing is held any more: the button goes.
    await gone(fire);

    // The kitchen display shows it fired, to make now, live.
    const firedMain = kitchenLine(card, foods.main);
    await seen(firedMain.getByText(new RegExp(`^${escapeRegExp(w.fired)} \\d{2}:\\d{2}$`)));
    await seen(firedMain.getByText(w.toMake, { exact: true }));
    expect(await firedMain.getAttribute('data-held')).toBeNull();

    // The server agrees: the main was held and is fired; firing again has nothing left to send.
    const detail = (
      await signedCall<{ data: TOrderDetail }>('GET', `/admin/order_detail/${order.id}`, cashier)
    ).data;
    expect(detail.lines.map((l) => [l.name, l.course_name, l.held, l.fired_at !== null])).toEqual([
      [foods.starter.name, starter.name, false, false],
      [foods.main.name, main.name, false, true],
    ]);
    await expect(signedCall('POST', `/admin/order/${order.id}/fire`, cashier, {})).rejects.toThrow(/409/);
    await board.context().close();
    await kitchen.context().close();
  });
}

it('lets the merchant add a course on the Courses screen, give it to a category and delete it', async () => {
  const { context, page } = await newPage(browser);
  await signIn(page, 'merchant', 'Merchant@1234');
  await seen(page.getByRole('button', { name: 'Sign out' }));
  await page.goto('/menu/courses');
  await seen(page.getByRole('heading', { name: 'Courses' }));
  const name = `Desserts ${Date.now().toString(36).slice(-5)}`;
  await page.getByRole('button', { name: 'Add course' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Course name').fill(name);
  await press(dialog.getByRole('button', { name: 'Save' }));
  await gone(dialog);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await seen(row);

  // A food category takes it as its foods' course.
  const categories = await signedCall<{ data: { id: number; name: string; course_id: number | null }[] }>(
    'GET',
    '/admin/category?length=500',
    merchant,
  );
  const category = categories.data[0];
  if (!category) throw new Error('the demo menu has food categories');
  await page.goto('/menu/categories');
  await page
    .getByRole('row', { name: new RegExp(category.name) })
    .getByRole('button', { name: 'Edit' })
    .click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Course').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).click();
  await press(edit.getByRole('button', { name: 'Save' }));
  await gone(edit);
  const course = (
    await signedCall<{ data: { id: number; name: string }[] }>('GET', '/admin/course', merchant)
  ).data.find((c) => c.name === name);
  const saved = await signedCall<{ data: { course_id: number | null } }>(
    'GET',
    `/admin/category/${category.id}`,
    merchant,
  );
  expect(saved.data.course_id).toBe(course?.id);

  // Deleted: the category keeps no course.
  await page.goto('/menu/courses');
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Delete' })
    .click();
  await seen(page.getByText('Its categories and foods will have no course.', { exact: false }));
  await press(page.getByRole('dialog').getByRole('button', { name: 'Delete' }));
  await seen(page.getByText('Course deleted.'));
  await gone(page.getByRole('row', { name: new RegExp(name) }));
  const after = await signedCall<{ data: { course_id: number | null } }>(
    'GET',
    `/admin/category/${category.id}`,
    merchant,
  );
  expect(after.data.course_id).toBe(category.course_id);
  await context.close();
});
