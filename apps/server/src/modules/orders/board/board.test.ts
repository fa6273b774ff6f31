import { type BoardType, ZOrderListPage } from '@meja/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { orders } from '../../../db/schema';
import { klDayOf } from '../../../lib/time';
import { moveFood } from '../food';
import { markPaid, markVoid } from '../service';
import { type BoardFilter, belongsOn, boardWhere, narrowing } from './conditions';
import { boardRowById, boardRows } from './repository';
import { type BoardMerchant, board, boardMerchant, idsOf, place, storeStages, stringify } from './test-world';

let t: TestApp;
let a: BoardMerchant;
let b: BoardMerchant;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await boardMerchant(t, 'board-a');
  b = await boardMerchant(t, 'board-b');
  admin = await t.token('admin');
});
afterAll(() => t?.close());

const db = () => t.database.db;
const pay = (id: number) => markPaid(t.ctx(), id, { via: 'counter', method: 'cash' });

describe("the cashier's live orders (type=order)", () => {
  it("shows today's unpaid orders and paid ones with food still open, newest first, with lines and options", async () => {
    const unpaid = await place(t, a, [
      {
        food_id: a.fx.food.lemak,
        quantity: 1,
        options: [{ option_id: a.fx.option.hot }, { option_id: a.fx.option.egg }],
      },
      { food_id: a.fx.food.teh, quantity: 2 },
    ]);
    const paid = await place(t, a, [{ food_id: a.fx.food.teh, quantity: 1 }]);
    await pay(paid.id);
    const done = await place(t, a, [{ food_id: a.fx.food.teh, quantity: 1 }]);
    await pay(done.id);
    await moveFood(db(), done.id, 'complete', {});
    const voided = await place(t, a, [{ food_id: a.fx.food.teh, quantity: 1 }]);
    await markVoid(t.ctx(), voided.id, { reason: 'diner left' });
    const other = await place(t, b, [{ food_id: b.fx.food.teh, quantity: 1 }]);

    for (const token of [a.owner, a.cashier]) {
      const page = await board(t, token, { length: 100 });
      const ids = idsOf(page);
      expect(ids).toEqual(expect.arrayContaining([unpaid.id, paid.id]));
      expect(ids).not.toContain(done.id);
      expect(ids).not.toContain(voided.id);
      expect(ids).not.toContain(other.id);
      expect(ids.indexOf(paid.id)).toBeLessThan(ids.indexOf(unpaid.id));
    }
    const shown = (await board(t, a.cashier, { length: 100 })).data.find((o) => o.id === unpaid.id);
    expect(shown).toMatchObject({
      order_no: unpaid.orderNo,
      payment_status: 'unpaid',
      status: 'unpaid',
      store_name: 'Kedai board-a',
      print_status: 'none',
      keyed_in: false,
    });
    expect(shown?.lines.map((l) => [l.name, l.quantity, l.station_id])).toEqual([
      ['Nasi Lemak', 1, null],
      ['Teh Tarik', 2, a.drinks],
    ]);
    expect(shown?.lines[0]?.options).toEqual([
      { group_name: 'Spice', name: 'Hot', quantity: 1 },
      { group_name: 'Add-ons', name: 'Egg', quantity: 1 },
    ]);
    expect(shown?.lines[1]?.category_id).toBe(a.drinksCategory);

    // The admin's real-time orders: every merchant, or the one named.
    const all = idsOf(await board(t, admin, { length: 500 }));
    expect(all).toEqual(expect.arrayContaining([unpaid.id, other.id]));
    const onlyB = idsOf(await board(t, admin, { length: 500, merchant_id: b.id }));
    expect(onlyB).toContain(other.id);
    expect(onlyB).not.toContain(unpaid.id);
  });

  it('refuses a board the access option does not cover (403), and another merchant for merchants (404)', async () => {
    const call = (token: string, query: Record<string, string | number>) =>
      t.call(token, { method: 'GET', url: '/api/admin/display_order', query: stringify(query) });
    expect((await call(a.kitchen, { type: 'order' })).statusCode).toBe(403);
    expect((await call(a.kitchen, { type: 'history' })).statusCode).toBe(403);
    expect((await call(a.waiter, { type: 'kitchen' })).statusCode).toBe(403);
    expect((await call(a.cashier, { type: 'kitchen' })).statusCode).toBe(403);
    expect((await call(a.cashier, { type: 'serve' })).statusCode).toBe(403);
    expect((await call(a.kitchen, { type: 'kitchen' })).statusCode).toBe(200);
    expect((await call(a.waiter, { type: 'serve' })).statusCode).toBe(200);
    expect((await call(a.owner, { merchant_id: b.id })).statusCode).toBe(404);
    expect((await call(a.kitchen, { type: 'kitchen', station: b.drinks })).statusCode).toBe(404);
  });
});

describe('the kitchen (type=kitchen) and ready to serve (type=serve)', () => {
  it('cooks paid orders oldest first; unpaid counter orders only where the store has ready_to_process', async () => {
    const first = await place(t, a, [
      { food_id: a.fx.food.lemak, quantity: 1, options: [{ option_id: a.fx.option.mild }] },
    ]);
    const second = await place(t, a, [{ food_id: a.fx.food.teh, quantity: 1 }]);
    const unpaid = await place(t, a, [{ food_id: a.fx.food.teh, quantity: 3 }]);
    await pay(second.id);
    await pay(first.id);
    let ids = idsOf(await board(t, a.kitchen, { type: 'kitchen', length: 100 }));
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids).not.toContain(unpaid.id);

    await storeStages(t, a.id, { readyToProcess: true });
    ids = idsOf(await board(t, a.kitchen, { type: 'kitchen', length: 100 }));
    expect(ids).toContain(unpaid.id);
    await storeStages(t, a.id, { readyToProcess: false });

    // The bar's screen: only orders with drinks, and only their drinks.
    const bar = await board(t, a.kitchen, { type: 'kitchen', station: a.drinks, length: 100 });
    expect(idsOf(bar)).toContain(second.id);
    expect(idsOf(bar)).not.toContain(first.id);
    for (const o of bar.data) expect(o.lines.every((l) => l.station_id === a.drinks)).toBe(true);

    await moveFood(db(), second.id, 'complete', {});
    expect(idsOf(await board(t, a.kitchen, { type: 'kitchen', length: 100 }))).not.toContain(second.id);
  });

  it('lists lines ready to serve for a store that uses the stage, still on the kitchen until served', async () => {
    await storeStages(t, a.id, { readyToServe: true });
    const order = await place(t, a, [{ food_id: a.fx.food.teh, quantity: 1 }]);
    await pay(order.id);
    expect(idsOf(await board(t, a.waiter, { type: 'serve', length: 100 }))).not.toContain(order.id);
    await moveFood(db(), order.id, 'ready', {});
    const serve = await board(t, a.waiter, { type: 'serve', length: 100 });
    expect(serve.data.find((o) => o.id === order.id)).toMatchObject({ status: 'ready' });
    expect(idsOf(await board(t, a.kitchen, { type: 'kitchen', length: 100 }))).toContain(order.id);
    await moveFood(db(), order.id, 'complete', {});
    expect(idsOf(await board(t, a.waiter, { type: 'serve', length: 100 }))).not.toContain(order.id);
    await storeStages(t, a.id, { readyToServe: false });
  });
});

describe('history (type=history)', () => {
  it('shows every order of the date range, filtered by remark and search', async () => {
    const old = await place(t, a, [{ food_id: a.fx.food.teh, quantity: 1 }]);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await db().update(orders).set({ createdAt: threeDaysAgo }).where(eq(orders.id, old.id));
    const today = await place(t, a, [{ food_id: a.fx.food.teh, quantity: 1 }]);
    await markVoid(t.ctx(), today.id, { reason: 'test' });

    const todays = idsOf(await board(t, a.cashier, { type: 'history', length: 500 }));
    expect(todays).toContain(today.id);
    expect(todays).not.toContain(old.id);
    const day = klDayOf(threeDaysAgo);
    expect(idsOf(await board(t, a.cashier, { type: 'history', startDate: day, endDate: day }))).toEqual([
      old.id,
    ]);

    const voided = await board(t, a.cashier, { type: 'history', remark: 'void', length: 500 });
    expect(idsOf(voided)).toContain(today.id);
    expect(voided.data.every((o) => o.payment_status === 'void')).toBe(true);
    expect(voided.recordsFiltered).toBeLessThan(voided.recordsTotal);

    const byNumber = await board(t, a.cashier, {
      type: 'history',
      search: `No. ${today.orderNo}`,
      length: 500,
    });
    expect(idsOf(byNumber)).toEqual([today.id]);
    const byTable = await board(t, a.cashier, {
      type: 'history',
      search: today.tableName ?? '',
      length: 500,
    });
    expect(idsOf(byTable)).toContain(today.id);
    expect(byTable.data.every((o) => o.table_name === today.tableName)).toBe(true);
  });
});

describe('the stream’s in_view and the page agree', () => {
  it('keeps exactly the orders the page shows, for every board and filter', async () => {
    await storeStages(t, a.id, { readyToServe: true });
    const ready = await place(t, a, [
      { food_id: a.fx.food.teh, quantity: 1 },
      { food_id: a.fx.food.lemak, quantity: 1, options: [{ option_id: a.fx.option.mild }] },
    ]);
    await pay(ready.id);
    const [tehLine] = (await boardRowById(db(), ready.id))?.lines ?? [];
    await moveFood(db(), ready.id, 'ready', {}, tehLine ? [tehLine.id] : []);
    const mine = await db().select({ id: orders.id }).from(orders).where(eq(orders.merchantId, a.id));
    const filters: BoardFilter[] = [];
    for (const type of ['order', 'kitchen', 'serve', 'history'] as BoardType[])
      for (const extra of [
        {},
        { station: a.drinks },
        { remark: 'paid' as const },
        { remark: 'ready' as const },
        { remark: 'processing' as const },
      ])
        filters.push({ type, merchantId: a.id, ...extra });
    const now = new Date();
    for (const f of filters) {
      const page = await boardRows(db(), {
        where: and(boardWhere(f, now), ...narrowing(f)),
        orderBy: [],
        limit: 1000,
        offset: 0,
      });
      const listed = new Set(page.map((r) => r.order.id));
      for (const { id } of mine) {
        const row = await boardRowById(db(), id);
        if (!row) throw new Error('no row');
        expect({ f, id, in: belongsOn(f, row, now) }).toEqual({ f, id, in: listed.has(id) });
      }
    }
    await storeStages(t, a.id, { readyToServe: false });
  });
});

describe('the order listing', () => {
  it("lists the merchant's own orders without lines, by payment status; admins name a merchant", async () => {
    const paid = await place(t, a, [{ food_id: a.fx.food.teh, quantity: 1 }]);
    await pay(paid.id);
    const other = await place(t, b, [{ food_id: b.fx.food.teh, quantity: 1 }]);
    const list = async (token: string, query: Record<string, string | number>) => {
      const res = await t.call(token, {
        method: 'GET',
        url: '/api/admin/order_listing',
        query: stringify(query),
      });
      expect(res.statusCode, res.body).toBe(200);
      return ZOrderListPage.parse(res.json());
    };
    const own = await list(a.cashier, { payment_status: 'paid', length: 500 });
    expect(idsOf(own)).toContain(paid.id);
    expect(idsOf(own)).not.toContain(other.id);
    expect(own.data.every((o) => o.payment_status === 'paid' && o.merchant_id === a.id)).toBe(true);
    expect(own.data[0]).not.toHaveProperty('lines');
    expect(idsOf(await list(admin, { merchant_id: b.id, length: 500 }))).toContain(other.id);
    const res = await t.call(a.kitchen, { method: 'GET', url: '/api/admin/order_listing' });
    expect(res.statusCode).toBe(403);
  });
});
