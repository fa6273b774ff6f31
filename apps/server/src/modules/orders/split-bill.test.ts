import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { diningTables, orderEvents, stores } from '../../db/schema';
import { entriesOf, grant, orderRow, pointsOf, type RewardsWorld, rewardsWorld } from '../loyalty/test-world';
import { installedSandboxSecret, sandboxNotice } from '../payments/test-support';
import { openShop, send } from './admin/test-actors';

/**
 * Split bills (issue 29, docs/adr/0026): a table's bill split equally, by lines or by amounts into
 * shares that add up to it to the sen; each share an order of its own, paid on its own by any way
 * (points, online, cash), with its own receipt; the bill settled when the last share is paid.
 */

let t: TestApp;
let w: RewardsWorld;
let otherCashier = '';
let tables: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  w = await rewardsWorld(t, 'split-bill');
  otherCashier = await (await openShop(t, 'split-other')).staff('All Access - Order');
  // Paid at the end, with service charge and SST: shares must share them to the sen.
  await t.database.db
    .update(stores)
    .set({ dineInPayment: 'end', serviceCharge: true, serviceChargeBp: 1000, salesServiceTax: true })
    .where(eq(stores.merchantId, w.shop.fx.merchantId));
  tables = w.shop.fx.tables;
});
afterAll(() => t?.close());

const teh = (quantity: number) => ({ food_id: w.shop.fx.food.teh, quantity });
const lemak = (quantity: number) => ({
  food_id: w.shop.fx.food.lemak,
  quantity,
  options: [{ option_id: w.shop.fx.option.mild }],
});

async function round(table: string, lines: object[], buddy?: string) {
  const res = await t.call(buddy ?? null, {
    method: 'POST',
    url: `/api/public/table/${table}/orders`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { lines, channel: 'counter' },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
}
const page = async (token: string) =>
  (await t.call(null, { method: 'GET', url: `/api/public/orders/${token}` })).json().data;
const idOf = async (token: string) => (await orderRow(t.database.db, token))?.id ?? 0;
const tableIdOf = async (token: string) =>
  (await t.database.db.select().from(diningTables).where(eq(diningTables.token, token)))[0]?.id ?? 0;
const split = (cashier: string, id: number, body: object) =>
  send(t, cashier, 'POST', `/api/admin/order/${id}/split`, body);
const toggle = (body: object) => send(t, w.cashier, 'PATCH', '/api/admin/toggle_order_status', body);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** A bill of two rounds at the table: 2 × lemak (one line), 3 × teh. */
async function billAt(table: string) {
  const first = await round(table, [lemak(2)]);
  await round(table, [teh(3)]);
  const bill = await page(first.token);
  return { token: first.token as string, id: await idOf(first.token), bill };
}

describe('splitting a bill', () => {
  it('splits by lines (a line of 3 as 1 + 2), every component adding up, and pays each share its own way', async () => {
    const { token, id, bill } = await billAt(tables[0] ?? '');
    const [lemakLine, tehLine] = bill.lines;
    const res = await split(w.cashier, id, {
      how: 'lines',
      shares: [
        [{ line_id: lemakLine.id, quantity: 2 }],
        [{ line_id: tehLine.id, quantity: 1 }],
        [{ line_id: tehLine.id, quantity: 2 }],
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const split1 = await page(token);
    expect(split1.payment_status).toBe('split');
    expect(split1.shares).toHaveLength(3);
    expect(sum(split1.shares.map((s: { total_sen: number }) => s.total_sen))).toBe(bill.total_sen);
    const shares = await Promise.all(split1.shares.map((s: { token: string }) => page(s.token)));
    for (const key of ['subtotal_sen', 'service_charge_sen', 'sst_sen', 'total_sen'])
      expect(sum(shares.map((s) => s[key])), key).toBe(bill[key]);
    expect(shares[1].lines).toMatchObject([{ name: tehLine.name, quantity: 1 }]);
    expect(shares[1].share_of).toMatchObject({ bill_token: token, share_no: 2, shares: 3 });
    // The boards show the bill (with its shares), never the shares: the kitchen keeps cooking it.
    const kitchen = await w.shop.staff('All Access - Kitchen');
    for (const [type, who] of [
      ['order', w.cashier],
      ['kitchen', kitchen],
    ] as const) {
      const board = await t.call(who, {
        method: 'GET',
        url: `/api/admin/display_order?type=${type}&length=100`,
      });
      expect(board.statusCode, board.body).toBe(200);
      const ids = board.json().data.map((o: { id: number }) => o.id);
      expect(ids, type).toContain(id);
      for (const s of split1.shares) expect(ids, type).not.toContain(await idOf(s.token));
    }
    // The table takes no round while its bill is being paid in shares.
    const refused = await t.call(null, {
      method: 'POST',
      url: `/api/public/table/${tables[0]}/orders`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { lines: [teh(1)], channel: 'counter' },
    });
    expect(refused.json().reason).toBe('tab_split');

    // Share 1 with a buddy's points, all of it.
    const buddy = await w.buddy();
    await grant(t.database.db, buddy.id, 10_000);
    const points = await t.call(buddy.token, {
      method: 'POST',
      url: `/api/public/orders/${shares[0].token}/points`,
      payload: { points: shares[0].total_sen },
    });
    expect(points.statusCode, points.body).toBe(200);
    expect(points.json().data).toMatchObject({ payment_status: 'paid', points: shares[0].total_sen });
    const share1 = await idOf(shares[0].token);
    expect(await entriesOf(t.database.db, 'points_redeemed', share1)).toMatchObject({
      [`buddy_points:${buddy.id}`]: shares[0].total_sen,
    });
    // Spent the share's total, then earned on that payment as on any (the buddy paid it).
    const held = await pointsOf(t.database.db, buddy.id);
    expect(held).toBeGreaterThanOrEqual(10_000 - shares[0].total_sen);
    expect(held).toBeLessThan(10_000);
    // Share 2 online, by another signed-in buddy: the share becomes theirs, and its cashback.
    const payer = await w.buddy();
    const started = await t.call(payer.token, {
      method: 'POST',
      url: `/api/public/orders/${shares[1].token}/pay`,
      payload: { channel: 'card' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const ref = started.json().data.redirect_url.split('/').pop() as string;
    const notice = sandboxNotice(ref, 'paid', shares[1].total_sen, await installedSandboxSecret(t));
    const paid = await t.call(null, {
      method: 'POST',
      url: '/api/public/payments/sandbox/callback',
      headers: notice.headers,
      payload: notice.body,
    });
    expect(paid.statusCode).toBe(200);
    expect((await orderRow(t.database.db, shares[1].token))?.buddyId).toBe(payer.id);
    expect(await pointsOf(t.database.db, payer.id)).toBeGreaterThan(0);
    // Undoing the split is refused once a share is paid.
    const undo = await send(t, w.cashier, 'POST', `/api/admin/order/${id}/unsplit`, {});
    expect(undo.body.reason).toBe('unsplit_paid');
    // Share 3 in cash at the counter.
    const share3 = await idOf(shares[2].token);
    expect((await toggle({ id: share3, method: 'cash' })).status).toBe(200);

    const settled = await page(token);
    expect(settled.shares.map((s: { payment_status: string }) => s.payment_status)).toEqual([
      'paid',
      'paid',
      'paid',
    ]);
    const receipts = settled.shares.map((s: { receipt_no: string }) => s.receipt_no);
    expect(new Set(receipts).size).toBe(3);
    expect(settled.shares.map((s: { payment_method: string }) => s.payment_method)).toEqual([
      'points',
      'card',
      'cash',
    ]);
    const log = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(log.map((e) => e.kind)).toContain('settled');
    // Each payment posted to the ledger on its own share.
    for (const s of shares)
      expect(Object.keys(await entriesOf(t.database.db, 'order_paid', await idOf(s.token)))).not.toHaveLength(
        0,
      );
    // The bill's receipt lists every payment, each share's own receipt number with it; the diner's
    // copy (by the bill's token) says the same.
    const receipt = await t.call(w.cashier, { method: 'GET', url: `/api/admin/order/${id}/receipt` });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain('Payments');
    for (const r of receipts) expect(receipt.body).toContain(r);
    expect(receipt.body).not.toContain('NOT PAID');
    const diners = await t.call(null, { method: 'GET', url: `/api/public/orders/${token}/receipt` });
    for (const r of receipts) expect(diners.body).toContain(r);
    // The table is free again.
    const tableBill = await t.call(null, { method: 'GET', url: `/api/public/table/${tables[0]}/bill` });
    expect(tableBill.json().data.open_bill).toBeNull();
  });

  it('splits equally with the odd sen on one share, and the old client’s “paid” pays every share left', async () => {
    const { token, id, bill } = await billAt(tables[1] ?? '');
    expect((await send(t, w.cashier, 'POST', `/api/admin/order/${id}/guests`, { guests: 4 })).status).toBe(
      200,
    );
    expect((await split(w.cashier, id, { how: 'equal', shares: 3 })).status).toBe(200);
    const { shares } = await page(token);
    // The bill's covers are counted once: on share 1, the others 0 (their sales still covered).
    const rows = await Promise.all(shares.map((s: { token: string }) => orderRow(t.database.db, s.token)));
    expect(rows.map((r) => r?.guests)).toEqual([4, 0, 0]);
    const totals = shares.map((s: { total_sen: number }) => s.total_sen);
    expect(sum(totals)).toBe(bill.total_sen);
    expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(2);
    // SPEC's client sends { id } of the bill: the whole remaining bill is paid, share by share.
    expect((await toggle({ id })).status).toBe(200);
    const after = await page(token);
    expect(after.shares.every((s: { payment_status: string }) => s.payment_status === 'paid')).toBe(true);
    expect((await toggle({ id })).body.reason).toBe('order_already_paid');
  });

  it('splits by amounts that must add up, is undone while nothing is paid, and refuses what it should', async () => {
    const { token, id, bill } = await billAt(tables[0] ?? '');
    const wrong = await split(w.cashier, id, { how: 'amounts', shares: ['1.00', '2.00'] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toHaveProperty('shares');
    // A share of a few sen would round to nothing in cash: at least RM 0.10 each.
    const tiny = (bill.total_sen - 5) / 100;
    const small = await split(w.cashier, id, { how: 'amounts', shares: ['0.05', tiny.toFixed(2)] });
    expect(small.body.errors).toEqual({ shares: 'Each share must be at least RM 0.10.' });
    expect((await split(otherCashier, id, { how: 'equal', shares: 2 })).status).toBe(404);
    const first = Math.floor(bill.total_sen / 3);
    const amounts = [(first / 100).toFixed(2), ((bill.total_sen - first) / 100).toFixed(2)];
    // A diner splits from the bill's page.
    const byDiner = await t.call(null, {
      method: 'POST',
      url: `/api/public/orders/${token}/split`,
      payload: { how: 'amounts', shares: amounts },
    });
    expect(byDiner.statusCode, byDiner.body).toBe(200);
    const shares = byDiner.json().data.shares;
    expect(shares.map((s: { total_sen: number }) => s.total_sen)).toEqual([first, bill.total_sen - first]);
    expect((await page(shares[1].token)).lines).toMatchObject([{ name: 'Share 2/2', quantity: 1 }]);
    expect((await split(w.cashier, id, { how: 'equal', shares: 2 })).body.reason).toBe('split_not_open');
    // A share is neither voided on its own nor split again; the split bill does not move.
    const shareId = await idOf(shares[0].token);
    expect((await toggle({ id: shareId, action: 'void', reason: 'no' })).body.reason).toBe('share_void');
    expect((await split(w.cashier, shareId, { how: 'equal', shares: 2 })).body.reason).toBe('split_share');
    const move = await send(t, w.cashier, 'POST', `/api/admin/order/${id}/move`, {
      table_id: await tableIdOf(tables[1] ?? ''),
    });
    expect(move.body.reason).toBe('move_not_open');
    // Undone: one unpaid bill again, its shares void; a round joins it again.
    const undo = await send(t, w.cashier, 'POST', `/api/admin/order/${id}/unsplit`, {});
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    const again = await page(token);
    expect(again).toMatchObject({ payment_status: 'unpaid', shares: [] });
    const voided = await t.call(null, { method: 'GET', url: `/api/public/orders/${shares[0].token}` });
    expect(voided.json().data?.payment_status, voided.body).toBe('void');
    expect((await round(tables[0] ?? '', [teh(1)])).token).toBe(token);
  });

  it('refunds one share on its own, the others untouched', async () => {
    const { token, id } = await billAt(tables[1] ?? '');
    expect((await split(w.cashier, id, { how: 'equal', shares: 2 })).status).toBe(200);
    expect((await toggle({ id })).status).toBe(200);
    const { shares } = await page(token);
    const first = await idOf(shares[0].token);
    const refund = await toggle({ id: first, action: 'refund', reason: 'wrong dish', refund_method: 'cash' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const after = await page(token);
    expect(after.shares.map((s: { payment_status: string }) => s.payment_status)).toEqual([
      'refunded',
      'paid',
    ]);
  });
});
