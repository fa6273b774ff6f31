import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { diningTables, orderLines, orders, payments, printJobs, stores } from '../../db/schema';
import { installedSandboxSecret, sandboxNotice } from '../payments/test-support';
import { openShop, type Shop, send } from './admin/test-actors';
import { expireDue } from './service';
import * as tabRepo from './tab-repository';

/**
 * Open bills (docs/adr/0024): a store paid at the end puts every round ordered at a table on the
 * table's one open bill, each round cooked as it comes, the bill paid (or voided) as a whole.
 */

let t: TestApp;
let shop: Shop;
let firstShop: Shop;
let other: Shop;
let cashier: string;
let otherCashier: string;
let tableId = 0;
let tableToken = '';
let secondToken = '';

const idOfTable = async (token: string) =>
  (await t.database.db.select().from(diningTables).where(eq(diningTables.token, token)))[0]?.id ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t, 'tab-end');
  firstShop = await openShop(t, 'tab-first');
  other = await openShop(t, 'tab-other');
  cashier = await shop.staff('All Access - Order');
  otherCashier = await other.staff('All Access - Order');
  // Paid at the end, with a kitchen printer: every round's lines go on a ticket of their own.
  await t.database.db
    .update(stores)
    .set({ dineInPayment: 'end', printerSeriesNo: 'TAB-PRINTER' })
    .where(eq(stores.merchantId, shop.fx.merchantId));
  tableToken = shop.fx.tables[0] ?? '';
  secondToken = shop.fx.tables[1] ?? '';
  tableId = await idOfTable(tableToken);
});
afterAll(() => t?.close());

const teh = (quantity: number) => ({ food_id: shop.fx.food.teh, quantity });
const lemak = (quantity: number) => ({
  food_id: shop.fx.food.lemak,
  quantity,
  options: [{ option_id: shop.fx.option.mild }],
});

/** A diner's round from the table's QR code: the reply's status and body. */
async function order(
  lines: object[],
  opts: { table?: string; key?: string; channel?: string; points?: number; note?: string } = {},
) {
  const res = await t.call(null, {
    method: 'POST',
    url: `/api/public/table/${opts.table ?? tableToken}/orders`,
    headers: { 'idempotency-key': opts.key ?? randomUUID() },
    payload: {
      lines,
      channel: opts.channel ?? 'counter',
      ...(opts.points ? { points: opts.points } : {}),
      ...(opts.note ? { note: opts.note } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}

const billOf = async (token: string) =>
  (await t.call(null, { method: 'GET', url: `/api/public/orders/${token}` })).json().data;
const tableBill = async (token = tableToken) =>
  (await t.call(null, { method: 'GET', url: `/api/public/table/${token}/bill` })).json().data;
const toggle = (body: object) => send(t, cashier, 'PATCH', '/api/admin/toggle_order_status', body);
const linesOf = (orderId: number) =>
  t.database.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
const orderRow = async (token: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.token, token)))[0];

/** Closes whatever bill the table has open, so that each test starts at an empty table. */
async function closeTable(token = tableToken) {
  const open = (await tableBill(token)).open_bill;
  if (!open) return;
  const row = await orderRow(open.token);
  await toggle({ id: row?.id, action: 'void', reason: 'test reset' });
}

describe('a store paid at the end', () => {
  it('puts two diners’ rounds on one bill, each round on its own kitchen ticket, the bill shown whole', async () => {
    await closeTable();
    const first = await order([lemak(1), teh(1)]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const bill = first.body.data;
    expect(bill).toMatchObject({ tab: true, channel: 'counter', payment_status: 'unpaid', expires_at: null });
    expect(bill.rounds).toEqual([{ round_no: 1, created_at: expect.any(String), placed_by: 'diner' }]);

    // The old client sends an online channel: the round still joins the bill, paid at the end.
    const second = await order([teh(2)], { channel: 'fpx', note: 'Less sugar' });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.data.token).toBe(bill.token);
    expect(second.body.data.rounds.map((r: { round_no: number }) => r.round_no)).toEqual([1, 2]);
    expect(second.body.data.lines.map((l: { round_no: number }) => l.round_no)).toEqual([1, 1, 2]);
    // 12.50 + 2.50 + 2 × 2.50 = 20.00; 10% service 2.00; SST 6% of 22.00 = 1.32.
    expect(second.body.data).toMatchObject({
      subtotal_sen: 2000,
      service_charge_sen: 200,
      sst_sen: 132,
      total_sen: 2332,
      // A later round's note stays on the bill, named by its round.
      note: '2: Less sugar',
    });

    const row = await orderRow(bill.token);
    const lines = await linesOf(row?.id ?? 0);
    const firstTicket = lines[0]?.ticketJobId;
    expect(firstTicket).not.toBeNull();
    expect(lines[1]?.ticketJobId).toBe(firstTicket);
    expect(lines[2]?.ticketJobId).not.toBeNull();
    expect(lines[2]?.ticketJobId).not.toBe(firstTicket);
    const tickets = await t.database.db
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.orderId, row?.id ?? 0), eq(printJobs.kind, 'kitchen')));
    expect(tickets).toHaveLength(2);

    // The table's page links to the bill with its running total.
    expect(await tableBill()).toMatchObject({
      dine_in_payment: 'end',
      open_bill: { token: bill.token, total: '23.32', total_sen: 2332, rounds: 2 },
    });
  });

  it('answers a replayed round with the bill and adds nothing; another body under the key is 409', async () => {
    await closeTable();
    const key = randomUUID();
    const placed = await order([teh(1)], { key });
    expect(placed.status).toBe(201);
    const again = await order([teh(1)], { key });
    expect(again.status).toBe(200);
    expect(again.body.data.token).toBe(placed.body.data.token);
    expect(again.body.data.lines).toHaveLength(1);
    const other = await order([teh(3)], { key });
    expect(other.status).toBe(409);
    expect((await billOf(placed.body.data.token)).lines).toHaveLength(1);
  });

  it('makes one bill of two first rounds at once, the loser joining as round 2', async () => {
    await closeTable();
    const [a, b] = await Promise.all([order([teh(1)]), order([teh(2)])]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.token).toBe(b.body.data.token);
    const bill = await billOf(a.body.data.token);
    expect(bill.rounds).toHaveLength(2);
    const open = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.tableId, tableId), eq(orders.tab, true), eq(orders.paymentStatus, 'unpaid')));
    expect(open).toHaveLength(1);
  });

  it('joins the bill another first round opened meanwhile (the unique index decides), as PostgreSQL would race them', async () => {
    await closeTable();
    const first = await order([teh(1)]);
    // The second round's first look at the table finds no bill, as when both run at once.
    const missed = vi.spyOn(tabRepo, 'lockOpenTab').mockResolvedValueOnce(undefined);
    try {
      const second = await order([teh(2)]);
      expect(second.status, JSON.stringify(second.body)).toBe(201);
      expect(second.body.data.token).toBe(first.body.data.token);
      expect(second.body.data.rounds).toHaveLength(2);
      expect(missed).toHaveBeenCalledTimes(2);
    } finally {
      missed.mockRestore();
    }
  });

  it('takes stock round by round, refusing a round with what is left', async () => {
    await closeTable();
    const kerabu = (quantity: number) => ({ food_id: shop.fx.food.kerabu, quantity });
    expect((await order([kerabu(2)])).status).toBe(201);
    const short = await order([kerabu(2)]);
    expect(short).toMatchObject({ status: 400, body: { message: 'Only 1 left of Kerabu.' } });
    const bill = (await tableBill()).open_bill;
    expect((await billOf(bill.token)).lines).toHaveLength(1);
  });

  it('never expires the bill, however long the table stays', async () => {
    await closeTable();
    const placed = await order([teh(1)]);
    const later = new Date(Date.now() + 3 * 60 * 60_000);
    await expireDue(t.ctx(), { now: later });
    expect((await orderRow(placed.body.data.token))?.paymentStatus).toBe('unpaid');
    expect((await billOf(placed.body.data.token)).expires_at).toBeNull();
  });

  it('closes the bill when paid in full, taking one receipt number; the next round opens a new bill', async () => {
    await closeTable();
    const first = await order([teh(1)]);
    await order([lemak(1)]);
    const row = await orderRow(first.body.data.token);
    const paid = await toggle({ id: row?.id, payment_method: 'cash' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const closed = await billOf(first.body.data.token);
    expect(closed).toMatchObject({ payment_status: 'paid', receipt_no: expect.stringMatching(/^T-\d{4}$/) });
    expect((await tableBill()).open_bill).toBeNull();

    const next = await order([teh(1)]);
    expect(next.status).toBe(201);
    expect(next.body.data.token).not.toBe(first.body.data.token);
    expect(next.body.data.rounds).toHaveLength(1);
    expect(next.body.data.receipt_no).toBeNull();
  });

  it('puts staff’s key-in on the open bill as a round of its own, and a key-in opens one', async () => {
    await closeTable();
    // The till learns the store is paid at the end: a dine-in key-in is a round, paid with the bill.
    const menu = await t.call(cashier, { method: 'GET', url: '/api/admin/order/menu' });
    expect(menu.json().data.dine_in_payment).toBe('end');
    const first = await order([teh(1)]);
    const key = randomUUID();
    const keyIn = () =>
      t.call(cashier, {
        method: 'POST',
        url: '/api/admin/order',
        headers: { 'idempotency-key': key },
        payload: { table_id: tableId, lines: [teh(2)] },
      });
    const keyed = await keyIn();
    expect(keyed.statusCode, keyed.body).toBe(201);
    expect(keyed.json().data).toMatchObject({ tab: true, opened_at: expect.any(String) });
    // The till's key sent again answers the same bill, without a second round.
    expect((await keyIn()).statusCode).toBe(200);
    const bill = await billOf(first.body.data.token);
    expect(bill.rounds.map((r: { placed_by: string }) => r.placed_by)).toEqual(['diner', 'staff']);
    expect(bill.lines).toHaveLength(2);

    await closeTable();
    const opened = await t.call(cashier, {
      method: 'POST',
      url: '/api/admin/order',
      payload: { table_id: tableId, lines: [teh(1)] },
    });
    expect(opened.statusCode).toBe(201);
    expect((await tableBill()).open_bill?.token).toBe(
      (await t.database.db.select().from(orders).where(eq(orders.id, opened.json().data.id)))[0]?.token,
    );
  });

  it('refuses points on a round: they are used when the bill is paid (en and zh)', async () => {
    await closeTable();
    const res = await order([teh(1)], { points: 100 });
    expect(res.status).toBe(400);
    expect(res.body.errors.points).toBe('Points are used when the bill is paid.');
    const zh = await t.call(null, {
      method: 'POST',
      url: `/api/public/table/${tableToken}/orders`,
      headers: { 'idempotency-key': randomUUID(), 'accept-language': 'zh' },
      payload: { lines: [teh(1)], channel: 'counter', points: 100 },
    });
    expect(zh.json().errors.points).toBe('积分在结账时使用。');
  });

  it('refuses a round while the bill is being paid online, so the payment misses no line', async () => {
    await closeTable();
    const placed = await order([teh(1)]);
    const row = await orderRow(placed.body.data.token);
    await t.database.db
      .insert(payments)
      .values({ orderId: row?.id ?? 0, gateway: 'sandbox', channel: 'fpx', amountSen: row?.totalSen ?? 0 });
    const refused = await order([teh(1)]);
    expect(refused).toMatchObject({
      status: 409,
      body: { reason: 'tab_being_paid', message: 'The bill is being paid; ask staff to add items.' },
    });
    await t.database.db
      .update(payments)
      .set({ status: 'failed' })
      .where(eq(payments.orderId, row?.id ?? 0));
    expect((await order([teh(1)])).status).toBe(201);
  });

  it('is paid whole online from the bill page: rounds wait for the payment, which closes the bill', async () => {
    await closeTable();
    const placed = await order([teh(1)]);
    await order([lemak(1)]);
    const token = placed.body.data.token;
    const total = (await billOf(token)).total_sen;
    const started = await t.call(null, {
      method: 'POST',
      url: `/api/public/orders/${token}/pay`,
      payload: { channel: 'card' },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect((await order([teh(1)])).body.reason).toBe('tab_being_paid');
    const ref = started.json().data.redirect_url.split('/').pop() as string;
    const secret = await installedSandboxSecret(t);
    const notice = sandboxNotice(ref, 'paid', total, secret);
    const paid = await t.call(null, {
      method: 'POST',
      url: '/api/public/payments/sandbox/callback',
      headers: notice.headers,
      payload: notice.body,
    });
    expect(paid.statusCode).toBe(200);
    const bill = await billOf(token);
    expect(bill).toMatchObject({ payment_status: 'paid', total_sen: total, receipt_no: expect.any(String) });
    expect(bill.lines).toHaveLength(2);
    expect((await tableBill()).open_bill).toBeNull();
  });

  it('is voided only by staff with a reason, keeping its lines on record', async () => {
    await closeTable();
    const placed = await order([teh(1)]);
    await order([lemak(1)]);
    const row = await orderRow(placed.body.data.token);
    expect((await toggle({ id: row?.id, action: 'void' })).status).toBe(400);
    const voided = await toggle({ id: row?.id, action: 'void', reason: 'Table walked out' });
    expect(voided.status).toBe(200);
    const bill = await billOf(placed.body.data.token);
    expect(bill.payment_status).toBe('void');
    expect(bill.lines).toHaveLength(2);
    expect((await tableBill()).open_bill).toBeNull();
  });

  it('shows the open bill on the cashier’s board with its running total; another merchant’s staff get 404', async () => {
    await closeTable(secondToken);
    const placed = await order([teh(2)], { table: secondToken });
    const row = await orderRow(placed.body.data.token);
    const board = await t.call(cashier, {
      method: 'GET',
      url: '/api/admin/display_order?type=order&length=100',
    });
    const shown = board.json().data.find((o: { id: number }) => o.id === row?.id);
    expect(shown).toMatchObject({
      tab: true,
      opened_at: row?.createdAt.toISOString(),
      total_sen: row?.totalSen,
      payment_status: 'unpaid',
    });
    const detail = await t.call(otherCashier, { method: 'GET', url: `/api/admin/order_detail/${row?.id}` });
    expect(detail.statusCode).toBe(404);
    const otherToggle = await send(t, otherCashier, 'PATCH', '/api/admin/toggle_order_status', {
      id: row?.id,
    });
    expect(otherToggle.status).toBe(404);
  });
});

describe('a store paid first', () => {
  it('places each order on its own, as before', async () => {
    const lines = [{ food_id: firstShop.fx.food.teh, quantity: 1 }];
    const a = await order(lines, { table: firstShop.fx.tables[0] });
    const b = await order(lines, { table: firstShop.fx.tables[0] });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.token).not.toBe(b.body.data.token);
    expect(a.body.data).toMatchObject({ tab: false, rounds: [] });
    expect(a.body.data.lines[0].round_no).toBeNull();
    // An online order is its own, paid first, and expires unpaid as before.
    const online = await order(lines, { table: firstShop.fx.tables[0], channel: 'ewallet' });
    expect(online.status).toBe(201);
    expect(online.body.data).toMatchObject({
      tab: false,
      channel: 'ewallet',
      expires_at: expect.any(String),
    });
    expect(await tableBill(firstShop.fx.tables[0])).toEqual({ dine_in_payment: 'first', open_bill: null });
  });
});
