import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import {
  diningTables,
  foods,
  orderEvents,
  orderLines,
  orderRounds,
  orders,
  payments,
  stores,
} from '../../../db/schema';
import { newToken } from '../../../lib/tokens';
import { totalsOf } from '../pricing';
import { openShop, type Shop, send } from './test-actors';

/**
 * Moving and merging bills between tables (issue 29, docs/adr/0024 "Moves and merges"), in a store
 * paid at the end: a bill moved to another table (the tables' pages follow it), lines moved to
 * another table's bill, two bills merged, and what is refused.
 */

let t: TestApp;
let shop: Shop;
let other: Shop;
let cashier: string;
let waiter: string;
let otherCashier: string;
/** Four tables of the shop: tokens and ids. */
const token: string[] = [];
const tableId: number[] = [];
let otherTableId = 0;

const idOfTable = async (tok: string) =>
  (await t.database.db.select().from(diningTables).where(eq(diningTables.token, tok)))[0]?.id ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t, 'moves-end');
  other = await openShop(t, 'moves-other');
  cashier = await shop.staff('All Access - Order');
  waiter = await shop.staff('Only Access - Ready To Serve');
  otherCashier = await other.staff('All Access - Order');
  const db = t.database.db;
  await db.update(stores).set({ dineInPayment: 'end' }).where(eq(stores.merchantId, shop.fx.merchantId));
  const more = [newToken(), newToken()];
  await db.insert(diningTables).values([
    { merchantId: shop.fx.merchantId, name: 'Table 3', token: more[0] ?? '' },
    { merchantId: shop.fx.merchantId, name: 'Table 4', token: more[1] ?? '' },
  ]);
  token.push(...shop.fx.tables, ...more);
  for (const tok of token) tableId.push(await idOfTable(tok));
  otherTableId = await idOfTable(other.fx.tables[0] ?? '');
});
afterAll(() => t?.close());

const teh = (quantity: number) => ({ food_id: shop.fx.food.teh, quantity });
const lemak = (quantity: number) => ({
  food_id: shop.fx.food.lemak,
  quantity,
  options: [{ option_id: shop.fx.option.mild }],
});
const kerabu = (quantity: number) => ({ food_id: shop.fx.food.kerabu, quantity });
/** The fixture's store: 10% service charge, SST 6%. */
const rates = { serviceCharge: true, serviceChargeBp: 1000, salesServiceTax: true };

/** A diner's round from table `n`'s QR code (0-based), answering the bill's token. */
async function order(n: number, lines: object[], key = randomUUID()) {
  const res = await t.call(null, {
    method: 'POST',
    url: `/api/public/table/${token[n]}/orders`,
    headers: { 'idempotency-key': key },
    payload: { lines, channel: 'counter' },
  });
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json().data.token as string;
}

const tableBill = async (n: number) =>
  (await t.call(null, { method: 'GET', url: `/api/public/table/${token[n]}/bill` })).json().data;
const orderRow = async (tok: string) => {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.token, tok));
  if (!row) throw new Error('no order');
  return row;
};
const linesOf = (orderId: number) =>
  t.database.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
const eventsOf = (orderId: number, kind: string) =>
  t.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, kind)));
const move = (who: string, id: number, body: object) =>
  send(t, who, 'POST', `/api/admin/order/${id}/move`, body);
const moveLines = (who: string, id: number, body: object) =>
  send(t, who, 'POST', `/api/admin/order/${id}/move_lines`, body);
const merge = (who: string, id: number, body: object) =>
  send(t, who, 'POST', `/api/admin/order/${id}/merge`, body);
const kerabuLeft = async () =>
  (await t.database.db.select().from(foods).where(eq(foods.id, shop.fx.food.kerabu)))[0]?.quantityLeft;

/** Every table starts empty: whatever bill a table has open is voided. */
async function clearTables() {
  for (const [n] of token.entries()) {
    const open = (await tableBill(n)).open_bill;
    if (!open) continue;
    const row = await orderRow(open.token);
    const res = await send(t, cashier, 'PATCH', '/api/admin/toggle_order_status', {
      id: row.id,
      action: 'void',
      reason: 'test reset',
    });
    expect(res.status).toBe(200);
  }
}

describe('moving a bill to another table', () => {
  it('moves the bill: the old table’s page no longer shows it, the new one’s does, logged; a replayed round still answers it', async () => {
    await clearTables();
    const key = randomUUID();
    const bill = await order(0, [lemak(1), teh(1)], key);
    const row = await orderRow(bill);
    const moved = await move(cashier, row.id, { table_id: tableId[1] });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.message).toBe('Bill moved to Table 2.');
    expect(moved.body.data).toMatchObject({ id: row.id, table_name: 'Table 2', total_sen: row.totalSen });

    expect((await tableBill(0)).open_bill).toBeNull();
    expect((await tableBill(1)).open_bill).toMatchObject({ token: bill, total_sen: row.totalSen });
    // The diners' page stays on the bill (its token), now at the new table.
    const page = (await t.call(null, { method: 'GET', url: `/api/public/orders/${bill}` })).json().data;
    expect(page.table_name).toBe('Table 2');

    const [event] = await eventsOf(row.id, 'moved');
    expect(event).toMatchObject({ fromStatus: 'Table 1', toStatus: 'Table 2' });
    expect(event?.actorId).not.toBeNull();
    const history = moved.body.data.history.find((h: { kind: string }) => h.kind === 'moved');
    expect(history).toMatchObject({ from_status: 'Table 1', to_status: 'Table 2', actor: { role: 'staff' } });

    // The first round sent again from the old table's page answers the bill, ordering nothing.
    expect(await order(0, [lemak(1), teh(1)], key)).toBe(bill);
    expect(await linesOf(row.id)).toHaveLength(2);
    expect((await tableBill(0)).open_bill).toBeNull();
    // The next round at the new table joins the bill.
    expect(await order(1, [teh(1)])).toBe(bill);
    expect((await tableBill(1)).open_bill).toMatchObject({ token: bill, rounds: 2 });
  });

  it('lets a waiter move a bill too', async () => {
    await clearTables();
    const row = await orderRow(await order(2, [teh(1)]));
    const moved = await move(waiter, row.id, { table_id: tableId[3] });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await tableBill(3)).open_bill?.token).toBe(row.token);
  });

  it('refuses a table with an open bill (merge instead), the bill’s own table, and another merchant’s table', async () => {
    await clearTables();
    const a = await orderRow(await order(0, [teh(1)]));
    await order(1, [teh(2)]);
    const onto = await move(cashier, a.id, { table_id: tableId[1] });
    expect(onto).toMatchObject({
      status: 409,
      body: {
        reason: 'move_target_has_bill',
        message: 'Table 2 has an open bill already: merge the two bills instead.',
      },
    });
    expect((await move(cashier, a.id, { table_id: tableId[0] })).status).toBe(400);
    expect((await move(cashier, a.id, { table_id: otherTableId })).status).toBe(404);
    expect((await orderRow(a.token)).tableId).toBe(tableId[0]);
  });
});

describe('moving lines to another table’s bill', () => {
  it('moves the chosen lines as a round of the target bill; both bills totalled again exactly', async () => {
    await clearTables();
    const source = await orderRow(await order(0, [lemak(1), teh(2), kerabu(1)]));
    const target = await orderRow(await order(1, [teh(1)]));
    const [nasi, tea, salad] = await linesOf(source.id);
    const res = await moveLines(cashier, source.id, { line_ids: [tea?.id, salad?.id], table_id: tableId[1] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Items moved to Table 2.');

    // Source: 12.50 left. Target: 2.50 + 5.00 + 8.00 = 15.50, each at the store's 10% + SST 6%.
    const left = await orderRow(source.token);
    const took = await orderRow(target.token);
    expect(left).toMatchObject(totalsOf([1250], rates));
    expect(left).toMatchObject({ subtotalSen: 1250, serviceChargeSen: 125, totalSen: 1250 + 125 + 83 });
    expect(took).toMatchObject(totalsOf([250, 500, 800], rates));
    expect(took).toMatchObject({ subtotalSen: 1550, serviceChargeSen: 155, sstSen: 102, totalSen: 1807 });
    expect(res.body.data.total_sen).toBe(left.totalSen);

    expect((await linesOf(source.id)).map((l) => l.id)).toEqual([nasi?.id]);
    const moved = await linesOf(target.id);
    expect(moved.map((l) => l.name)).toEqual(['Teh Tarik', 'Teh Tarik', 'Kerabu']);
    // The moved lines are the target's round 2, at the target table.
    const [round] = await t.database.db
      .select()
      .from(orderRounds)
      .where(eq(orderRounds.id, moved[1]?.roundId ?? 0));
    expect(round).toMatchObject({ orderId: target.id, roundNo: 2, tableId: tableId[1] });
    expect(moved[2]?.roundId).toBe(round?.id);
    expect((await tableBill(1)).open_bill).toMatchObject({ total_sen: 1807, rounds: 2 });
    expect(await eventsOf(source.id, 'lines_moved')).toHaveLength(1);
    const [onTarget] = await eventsOf(target.id, 'lines_moved');
    expect(onTarget?.reason).toContain('2 × Teh Tarik, 1 × Kerabu');
  });

  it('opens a bill at a table that has none', async () => {
    await clearTables();
    const source = await orderRow(await order(0, [lemak(1), teh(1)]));
    const [, tea] = await linesOf(source.id);
    const res = await moveLines(cashier, source.id, { line_ids: [tea?.id], table_id: tableId[2] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const opened = (await tableBill(2)).open_bill;
    expect(opened).toMatchObject({ total_sen: totalsOf([250], rates).totalSen, rounds: 1 });
    expect(await orderRow(opened.token)).toMatchObject({
      tab: true,
      paymentStatus: 'unpaid',
      tableName: 'Table 3',
    });
  });

  it('refuses every line (move the bill instead), a line of another bill, and a bill not open', async () => {
    await clearTables();
    const source = await orderRow(await order(0, [lemak(1), teh(1)]));
    const elsewhere = await orderRow(await order(1, [teh(1)]));
    const ids = (await linesOf(source.id)).map((l) => l.id);
    const all = await moveLines(cashier, source.id, { line_ids: ids, table_id: tableId[2] });
    expect(all.status).toBe(400);
    expect(JSON.stringify(all.body)).toContain('move the whole bill');
    const [foreign] = await linesOf(elsewhere.id);
    expect(
      (await moveLines(cashier, source.id, { line_ids: [foreign?.id], table_id: tableId[2] })).status,
    ).toBe(400);
    expect((await linesOf(source.id)).map((l) => l.id)).toEqual(ids);
  });
});

describe('merging two bills', () => {
  it('puts every line and round on one bill, totalled at its rates; the other void “merged into”, its stock kept', async () => {
    await clearTables();
    await t.database.db.update(foods).set({ quantityLeft: 5 }).where(eq(foods.id, shop.fx.food.kerabu));
    const key = randomUUID();
    const into = await orderRow(await order(0, [lemak(1), kerabu(1)]));
    const from = await orderRow(await order(1, [kerabu(2), teh(1)], key));
    await order(1, [teh(2)]);
    expect(await kerabuLeft()).toBe(2);

    const res = await merge(cashier, into.id, { from_order_id: from.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Bills merged.');
    const lines = await linesOf(into.id);
    expect(lines.map((l) => l.name)).toEqual(['Nasi Lemak', 'Kerabu', 'Kerabu', 'Teh Tarik', 'Teh Tarik']);
    expect(lines.map((l) => l.position)).toEqual([0, 1, 2, 3, 4]);
    const merged = await orderRow(into.token);
    const expected = totalsOf(
      lines.map((l) => l.lineTotalSen),
      rates,
    );
    expect(merged).toMatchObject(expected);
    // 12.50 + 8.00 + 16.00 + 2.50 + 5.00 = 44.00; service 4.40; SST 6% of 48.40 = 2.90.
    expect(expected).toMatchObject({ subtotalSen: 4400, serviceChargeSen: 440, sstSen: 290, totalSen: 5130 });
    const rounds = await t.database.db
      .select()
      .from(orderRounds)
      .where(eq(orderRounds.orderId, into.id))
      .orderBy(asc(orderRounds.roundNo));
    expect(rounds.map((r) => r.roundNo)).toEqual([1, 2, 3]);

    const voided = await orderRow(from.token);
    expect(voided).toMatchObject({ paymentStatus: 'void', totalSen: 0 });
    const [voidRow] = await eventsOf(from.id, 'void');
    expect(voidRow).toMatchObject({
      fromStatus: 'unpaid',
      toStatus: 'void',
      reason: `merged into No. ${into.orderNo}`,
    });
    expect(voidRow?.actorId).not.toBeNull();
    expect(await eventsOf(into.id, 'merged')).toHaveLength(1);
    // The food stays ordered on the merged bill: nothing goes back to stock.
    expect(await kerabuLeft()).toBe(2);
    // The other table is free; its diners' round sent again answers the merged bill.
    expect((await tableBill(1)).open_bill).toBeNull();
    expect((await tableBill(0)).open_bill).toMatchObject({ token: into.token, total_sen: 5130, rounds: 3 });
    expect(await order(1, [kerabu(2), teh(1)], key)).toBe(into.token);
  });

  it('refuses the same bill, a paid bill, and a bill being paid online', async () => {
    await clearTables();
    const a = await orderRow(await order(0, [teh(1)]));
    const b = await orderRow(await order(1, [teh(1)]));
    expect((await merge(cashier, a.id, { from_order_id: a.id })).status).toBe(400);
    const [payment] = await t.database.db
      .insert(payments)
      .values({ orderId: b.id, gateway: 'sandbox', channel: 'fpx', amountSen: b.totalSen })
      .returning({ id: payments.id });
    expect(await merge(cashier, a.id, { from_order_id: b.id })).toMatchObject({
      status: 409,
      body: { reason: 'move_being_paid' },
    });
    await t.database.db
      .update(payments)
      .set({ status: 'failed' })
      .where(eq(payments.id, payment?.id ?? 0));
    const paid = await send(t, cashier, 'PATCH', '/api/admin/toggle_order_status', {
      id: b.id,
      method: 'cash',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await merge(cashier, a.id, { from_order_id: b.id })).toMatchObject({
      status: 409,
      body: {
        reason: 'move_not_open',
        message: 'This order is paid: only an unpaid bill can be moved or merged.',
      },
    });
    expect(await move(cashier, b.id, { table_id: tableId[2] })).toMatchObject({
      status: 409,
      body: { reason: 'move_not_open' },
    });
    const [line] = await linesOf(b.id);
    expect((await moveLines(cashier, b.id, { line_ids: [line?.id], table_id: tableId[2] })).status).toBe(409);
    expect((await orderRow(a.token)).paymentStatus).toBe('unpaid');
  });
});

describe('what a move leaves alone', () => {
  it('refuses moving lines onto, or merging, a bill with points taken for its payment', async () => {
    await clearTables();
    const a = await orderRow(await order(0, [lemak(1), teh(1)]));
    const b = await orderRow(await order(1, [teh(1)]));
    // Points are taken for a pay-first counter order's payment; here set by hand on the bill.
    await t.database.db.update(orders).set({ pointsSen: 100 }).where(eq(orders.id, b.id));
    const [line] = await linesOf(a.id);
    expect(await merge(cashier, a.id, { from_order_id: b.id })).toMatchObject({
      status: 409,
      body: { reason: 'move_points' },
    });
    expect(await moveLines(cashier, a.id, { line_ids: [line?.id], table_id: tableId[1] })).toMatchObject({
      status: 409,
      body: { reason: 'move_points' },
    });
    await t.database.db.update(orders).set({ pointsSen: 0 }).where(eq(orders.id, b.id));
    expect(await linesOf(a.id)).toHaveLength(2);
  });

  it('moves an unpaid counter order of a store paid first too (not an open bill)', async () => {
    await clearTables();
    const db = t.database.db;
    await db.update(stores).set({ dineInPayment: 'first' }).where(eq(stores.merchantId, shop.fx.merchantId));
    try {
      const placed = await shop.place([teh(1)]);
      expect(placed.tab).toBe(false);
      const moved = await move(cashier, placed.id, { table_id: tableId[2] });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(await orderRow(placed.token)).toMatchObject({ tableId: tableId[2], tableName: 'Table 3' });
    } finally {
      await db.update(stores).set({ dineInPayment: 'end' }).where(eq(stores.merchantId, shop.fx.merchantId));
    }
  });
});

describe('another merchant', () => {
  it('cannot move, move lines of, or merge the shop’s bills (404), nor merge in another merchant’s bill', async () => {
    await clearTables();
    const a = await orderRow(await order(0, [lemak(1), teh(1)]));
    const b = await orderRow(await order(1, [teh(1)]));
    const [line] = await linesOf(a.id);
    expect((await move(otherCashier, a.id, { table_id: tableId[2] })).status).toBe(404);
    expect((await move(otherCashier, a.id, { table_id: otherTableId })).status).toBe(404);
    expect((await moveLines(otherCashier, a.id, { line_ids: [line?.id], table_id: tableId[2] })).status).toBe(
      404,
    );
    expect((await merge(otherCashier, a.id, { from_order_id: b.id })).status).toBe(404);
    const theirs = await other.place([{ food_id: other.fx.food.teh, quantity: 1 }]);
    expect((await merge(cashier, a.id, { from_order_id: theirs.id })).status).toBe(404);
    expect((await merge(otherCashier, theirs.id, { from_order_id: a.id })).status).toBe(404);
    expect((await orderRow(a.token)).tableId).toBe(tableId[0]);
    expect(await linesOf(a.id)).toHaveLength(2);
    expect((await orderRow(b.token)).paymentStatus).toBe('unpaid');
  });
});
