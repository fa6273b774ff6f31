import { randomUUID } from 'node:crypto';
import { ZStaffOrderBody } from '@meja/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { diningTables, foods, orders, stores } from '../../../db/schema';
import { signedIn } from '../../../plugins/context';
import { createOrdering, type Ordering } from '../place';
import { keyIn as keyInOrder } from './key-in';
import { openShop, type Shop, send } from './test-actors';

let t: TestApp;
let shop: Shop;
let other: Shop;
let cashier: string;
let tableId = 0;
let otherTableId = 0;

const tableIdOf = async (token: string) =>
  (await t.database.db.select().from(diningTables).where(eq(diningTables.token, token)))[0]?.id ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t, 'key-in');
  other = await openShop(t, 'key-in-other');
  cashier = await shop.staff('All Access - Order');
  tableId = await tableIdOf(shop.fx.tables[0] ?? '');
  otherTableId = await tableIdOf(other.fx.tables[0] ?? '');
});
afterAll(() => t?.close());

const keyIn = (token: string, payload: object) => send(t, token, 'POST', '/api/admin/order', payload);
const teh = (quantity: number) => [{ food_id: shop.fx.food.teh, quantity }];

describe('keying in an order for a table', () => {
  it('places a counter order priced as the diner’s, numbered, marked keyed in by the staff member', async () => {
    const cart = [
      {
        food_id: shop.fx.food.lemak,
        quantity: 1,
        options: [{ option_id: shop.fx.option.egg }, { option_id: shop.fx.option.hot }],
      },
      ...teh(2),
    ];
    const priced = await t.call(null, {
      method: 'POST',
      url: `/api/public/table/${shop.fx.tables[0]}/price`,
      payload: { lines: cart },
    });
    const res = await keyIn(cashier, { table_id: tableId, lines: cart, take_away: true, note: 'No ice' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Order keyed in.');
    expect(res.body.data).toMatchObject({
      keyed_in: true,
      channel: 'counter',
      payment_status: 'unpaid',
      take_away: true,
      note: 'No ice',
      order_no: expect.any(Number),
      total_sen: priced.json().data.total_sen,
      subtotal_sen: priced.json().data.subtotal_sen,
    });
    expect(res.body.data.lines).toHaveLength(2);
    expect(res.body.data.history[0]).toMatchObject({ kind: 'placed', actor: { role: 'staff' } });
  });

  it('may key in while the store is closed, but not more of a food than is left', async () => {
    const db = t.database.db;
    await db
      .update(stores)
      .set({ closedWeekdays: [0, 1, 2, 3, 4, 5, 6] })
      .where(eq(stores.merchantId, shop.fx.merchantId));
    try {
      const diner = await t.call(null, {
        method: 'POST',
        url: `/api/public/table/${shop.fx.tables[0]}/orders`,
        headers: { 'idempotency-key': randomUUID() },
        payload: { lines: teh(1), channel: 'counter' },
      });
      expect(diner.statusCode).toBe(400);
      expect((await keyIn(cashier, { table_id: tableId, lines: teh(1) })).status).toBe(201);
      const short = await keyIn(cashier, {
        table_id: tableId,
        lines: [{ food_id: shop.fx.food.kerabu, quantity: 4 }],
      });
      expect(short).toMatchObject({ status: 400, body: { message: 'Only 3 left of Kerabu.' } });
    } finally {
      await db.update(stores).set({ closedWeekdays: [] }).where(eq(stores.merchantId, shop.fx.merchantId));
    }
  });

  it('is 404 for another merchant’s table and 403 for the kitchen, buddies and agents', async () => {
    expect((await keyIn(cashier, { table_id: otherTableId, lines: teh(1) })).status).toBe(404);
    expect((await keyIn(other.owner, { table_id: tableId, lines: teh(1) })).status).toBe(404);
    const kitchen = await shop.staff('All Access - Kitchen');
    for (const token of [kitchen, await t.token('buddy'), await t.token('agent')])
      expect((await keyIn(token, { table_id: tableId, lines: teh(1) })).status).toBe(403);
    // An admin names the table alone; the owner keys in for it too.
    expect((await keyIn(await t.token('admin'), { table_id: tableId, lines: teh(1) })).status).toBe(201);
    expect((await keyIn(shop.owner, { table_id: tableId, lines: teh(1) })).status).toBe(201);
  });
});

describe('keying in with an Idempotency-Key (a till sending again: issue 28)', () => {
  const keyed = async (key: string | undefined, payload: object) => {
    const res = await t.call(cashier, {
      method: 'POST',
      url: '/api/admin/order',
      headers: key === undefined ? {} : { 'idempotency-key': key },
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const kerabuLeft = async () =>
    (await t.database.db.select().from(foods).where(eq(foods.id, shop.fx.food.kerabu)))[0]?.quantityLeft;
  const ordersKeyed = async (key: string) =>
    t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.keyInKey, key));
  const kerabu = () => ({ table_id: tableId, lines: [{ food_id: shop.fx.food.kerabu, quantity: 1 }] });

  it('answers the order keyed in first for the same key and body: one order, its food taken once', async () => {
    const key = randomUUID();
    const before = await kerabuLeft();
    const first = await keyed(key, kerabu());
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await keyed(key, kerabu());
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await ordersKeyed(key)).toEqual([{ id: first.body.data.id }]);
    expect(await kerabuLeft()).toBe((before ?? 0) - 1);
    // Stock gone since: the replay still answers the order, never "only 0 left".
    await t.database.db.update(foods).set({ quantityLeft: 0 }).where(eq(foods.id, shop.fx.food.kerabu));
    try {
      expect((await keyed(key, kerabu())).body.data.id).toBe(first.body.data.id);
    } finally {
      await t.database.db
        .update(foods)
        .set({ quantityLeft: before ?? 0 })
        .where(eq(foods.id, shop.fx.food.kerabu));
    }
  });

  it('refuses the same key with another body, saying why', async () => {
    const key = randomUUID();
    expect((await keyed(key, { table_id: tableId, lines: teh(1) })).status).toBe(201);
    const other = await keyed(key, { table_id: tableId, lines: teh(2) });
    expect(other).toMatchObject({ status: 409, body: { reason: 'idempotency_key_reused' } });
    expect(await ordersKeyed(key)).toHaveLength(1);
  });

  it('keys in one order when the same key arrives twice at once', async () => {
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 5 }, () => keyed(key, kerabu())));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const [a, b] = replies;
    expect(a?.body.data.id).toBe(b?.body.data.id);
    expect(await ordersKeyed(key)).toHaveLength(1);
  });

  it('keys in an order per call without the header, as SPEC’s client expects', async () => {
    const first = await keyed(undefined, { table_id: tableId, lines: teh(1) });
    const second = await keyed(undefined, { table_id: tableId, lines: teh(1) });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.data.id).not.toBe(first.body.data.id);
  });

  it('lets the unique index decide between two calls that both found no order with the key', async () => {
    const key = randomUUID();
    const ctx = signedIn(
      t.ctx({
        id: shop.fx.merchantId,
        role: 'merchant',
        username: 'key-in',
        firstLogin: false,
        merchantId: null,
        accessOption: null,
      }),
    );
    const body = ZStaffOrderBody.parse(kerabu());
    const ordering = createOrdering();
    let first = 0;
    // The other call keys the order in while this one prices its cart, both past their look-up.
    const racing: Ordering = {
      ...ordering,
      pricedForStaff: async (c, store, cart) => {
        first = (await keyInOrder(ctx, ordering, body, key)).id;
        return ordering.pricedForStaff(c, store, cart);
      },
    };
    expect(await keyInOrder(ctx, racing, body, key)).toEqual({ id: first, created: false });
    expect(await ordersKeyed(key)).toEqual([{ id: first }]);
  });

  it('keeps each merchant’s keys apart', async () => {
    const key = randomUUID();
    expect((await keyed(key, { table_id: tableId, lines: teh(1) })).status).toBe(201);
    const theirs = await t.call(other.owner, {
      method: 'POST',
      url: '/api/admin/order',
      headers: { 'idempotency-key': key },
      payload: { table_id: otherTableId, lines: [{ food_id: other.fx.food.teh, quantity: 1 }] },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
  });
});

describe('adding items to an open order', () => {
  const add = (token: string, id: number, lines: object[]) =>
    send(t, token, 'POST', `/api/admin/order/${id}/lines`, { lines });

  it('adds them after the others and works the totals out again from every line', async () => {
    const order = await shop.place(teh(2));
    expect(order.totalSen).toBe(583);
    const res = await add(cashier, order.id, [
      { food_id: shop.fx.food.lemak, quantity: 1, options: [{ option_id: shop.fx.option.mild }] },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 17.50 + 1.75 service + 6% of 19.25 = 1.155 → 1.16: 20.41.
    expect(res.body.data).toMatchObject({
      subtotal_sen: 1750,
      service_charge_sen: 175,
      sst_sen: 116,
      total_sen: 2041,
      payment_status: 'unpaid',
    });
    const names = res.body.data.lines.map((l: { name: string }) => l.name);
    expect(names).toEqual(['Teh Tarik', 'Nasi Lemak']);
    const [first, added] = res.body.data.lines;
    expect(added.added_at >= first.added_at).toBe(true);
    expect(res.body.data.history.at(-1)).toMatchObject({ kind: 'lines_added', reason: '1 × Nasi Lemak' });
    // Paid for all of it at the counter, rounded as cash: 20.41 → 20.40.
    const paid = await send(t, cashier, 'PATCH', '/api/admin/toggle_order_status', { id: order.id });
    expect(paid.body.data.rounded_total_sen).toBe(2040);
  });

  it('refuses paid, voided and online orders with the reason, and other merchants’ orders', async () => {
    const paid = await shop.place(teh(1));
    await send(t, cashier, 'PATCH', '/api/admin/toggle_order_status', { id: paid.id });
    expect(await add(cashier, paid.id, teh(1))).toMatchObject({
      status: 409,
      body: {
        reason: 'order_not_open',
        message: 'This order is paid: items can be added only to an unpaid counter order.',
      },
    });
    const voided = await shop.place(teh(1));
    await send(t, cashier, 'PATCH', '/api/admin/toggle_order_status', {
      id: voided.id,
      action: 'void',
      reason: 'Left',
    });
    expect((await add(cashier, voided.id, teh(1))).body.message).toBe(
      'This order is voided: items can be added only to an unpaid counter order.',
    );
    const online = await shop.place(teh(1), 'card');
    expect(await add(cashier, online.id, teh(1))).toMatchObject({
      status: 409,
      body: { reason: 'order_not_open_online' },
    });
    const open = await shop.place(teh(1));
    expect((await add(other.owner, open.id, teh(1))).status).toBe(404);
    expect((await add(await t.token('buddy'), open.id, teh(1))).status).toBe(403);
  });
});

describe('take-away', () => {
  it('marks the order take-away with a log row; other merchants get 404', async () => {
    const order = await shop.place(teh(1));
    const url = `/api/admin/order/${order.id}/take_away`;
    const res = await send(t, cashier, 'PATCH', url, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.take_away).toBe(true);
    expect(res.body.data.history.at(-1)).toMatchObject({ kind: 'take_away', to_status: 'take_away' });
    expect((await send(t, cashier, 'PATCH', url, { take_away: false })).body.data.take_away).toBe(false);
    expect((await send(t, other.owner, 'PATCH', url, {})).status).toBe(404);
    expect((await send(t, await t.token('agent'), 'PATCH', url, {})).status).toBe(403);
  });
});

describe('what an order offers (issue 26: offer only what will work)', () => {
  const detail = async (id: number) => {
    const res = await t.call(cashier, { method: 'GET', url: `/api/admin/order_detail/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { actions: string[]; payment_status: string };
  };
  const toggle = (id: number, body: object) =>
    send(t, cashier, 'PATCH', '/api/admin/toggle_order_status', { id, ...body });

  /** Orders in each state the cashier meets, made fresh for every try. */
  const states: Record<string, () => Promise<number>> = {
    'unpaid at the counter': async () => (await shop.place(teh(1))).id,
    'unpaid online': async () => (await shop.place(teh(1), 'card')).id,
    paid: async () => {
      const { id } = await shop.place(teh(1));
      expect((await toggle(id, {})).status).toBe(200);
      return id;
    },
    void: async () => {
      const { id } = await shop.place(teh(1));
      expect((await toggle(id, { action: 'void', reason: 'Left' })).status).toBe(200);
      return id;
    },
  };
  /** Each action's own call. */
  const calls: Record<string, (id: number) => Promise<{ status: number }>> = {
    add_items: (id) => send(t, cashier, 'POST', `/api/admin/order/${id}/lines`, { lines: teh(1) }),
    take_away: (id) => send(t, cashier, 'PATCH', `/api/admin/order/${id}/take_away`, {}),
    mark_paid: (id) => toggle(id, {}),
    void: (id) => toggle(id, { action: 'void', reason: 'Left' }),
    refund: (id) => toggle(id, { action: 'refund', reason: 'Spilt' }),
  };

  it('a paid order does not offer adding items, and adding them is refused', async () => {
    const id = await states.paid?.();
    if (!id) throw new Error('no order');
    const { actions } = await detail(id);
    expect(actions).not.toContain('add_items');
    expect(actions).toEqual(expect.arrayContaining(['refund', 'take_away']));
    expect((await calls.add_items?.(id))?.status).toBe(409);
    // The order history's row says the same as the detail.
    const list = await t.call(cashier, {
      method: 'GET',
      url: '/api/admin/order_listing',
    });
    const row = list.json().data.find((o: { id: number }) => o.id === id);
    expect(row?.actions).toEqual(actions);
  });

  it('offers an action exactly when its call does it, in every state', async () => {
    const seen: string[] = [];
    for (const [state, make] of Object.entries(states))
      for (const [action, call] of Object.entries(calls)) {
        const id = await make();
        const offered = (await detail(id)).actions.includes(action);
        const { status } = await call(id);
        seen.push(`${state} ${action}: ${offered ? 'offered' : 'not offered'}, ${status}`);
        expect(status === 200, `${state}, ${action}: offered ${offered}, answered ${status}`).toBe(offered);
        if (!offered) expect(status).toBe(409);
      }
    // The rules as a table: the counter's open bill takes items, an online one does not.
    expect(seen).toEqual(
      expect.arrayContaining([
        'unpaid at the counter add_items: offered, 200',
        'unpaid online add_items: not offered, 409',
        'paid add_items: not offered, 409',
        'paid refund: offered, 200',
        'void take_away: not offered, 409',
      ]),
    );
  });
});

describe('pricing a cart being keyed in, before placing it (the till’s total: issue 28)', () => {
  const price = (token: string, payload: object) => send(t, token, 'POST', '/api/admin/order/price', payload);
  const cart = () => [
    {
      food_id: shop.fx.food.lemak,
      quantity: 2,
      options: [{ option_id: shop.fx.option.egg }, { option_id: shop.fx.option.hot }],
    },
    ...teh(1),
  ];

  it('gives the breakdown the diner’s price call gives and keying in then charges, storing nothing', async () => {
    const diner = await t.call(null, {
      method: 'POST',
      url: `/api/public/table/${shop.fx.tables[0]}/price`,
      payload: { lines: cart() },
    });
    const till = await price(cashier, { lines: cart() });
    expect(till.status, JSON.stringify(till.body)).toBe(200);
    const { fpx_available: _f, online_payment: _o, ...money } = diner.json().data;
    expect(till.body.data).toMatchObject({ ...money, online_payment: false });
    expect(till.body.data.service_charge_sen + till.body.data.sst_sen).toBeGreaterThan(0);
    const before = await t.database.db.select({ id: orders.id }).from(orders);
    const placed = await keyIn(cashier, { table_id: tableId, lines: cart() });
    expect(placed.body.data.total_sen).toBe(till.body.data.total_sen);
    // Pricing stored nothing: only the order keyed in after it is new.
    expect((await t.database.db.select({ id: orders.id }).from(orders)).length).toBe(before.length + 1);
  });

  it('prices while the store is closed, refuses what keying in would refuse, and keeps to the caller’s merchant', async () => {
    const db = t.database.db;
    await db
      .update(stores)
      .set({ closedWeekdays: [0, 1, 2, 3, 4, 5, 6] })
      .where(eq(stores.merchantId, shop.fx.merchantId));
    try {
      expect((await price(cashier, { lines: teh(1) })).status).toBe(200);
    } finally {
      await db.update(stores).set({ closedWeekdays: [] }).where(eq(stores.merchantId, shop.fx.merchantId));
    }
    const short = await price(cashier, { lines: [{ food_id: shop.fx.food.kerabu, quantity: 99 }] });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/^Only \d+ left of Kerabu\.$/);
    expect((await price(cashier, { lines: [] })).status).toBe(400);
    // Another merchant's food is not on this menu; naming another merchant is 404.
    const foreign = await price(other.owner, { lines: teh(1) });
    expect(foreign.status).toBe(400);
    expect((await price(cashier, { lines: teh(1), merchant_id: other.fx.merchantId })).status).toBe(404);
    // Admins name the merchant (and must); the kitchen may not key in, so may not price.
    const admin = await t.token('admin');
    expect((await price(admin, { lines: teh(1), merchant_id: shop.fx.merchantId })).status).toBe(200);
    expect((await price(admin, { lines: teh(1) })).status).toBe(400);
    expect((await price(await shop.staff('All Access - Kitchen'), { lines: teh(1) })).status).toBe(403);
  });
});
