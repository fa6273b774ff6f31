import { randomUUID } from 'node:crypto';
import { ZDashboardReply } from '@meja/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { ledgerEntries, ledgerTransactions, orderEvents, payments } from '../../../db/schema';
import { balanceOf, cashAtMerchant, gatewayClearing, refundDue } from '../../ledger';
import { installedSandboxSecret, sandboxNotice } from '../../payments/test-support';
import { flagPaidTwice } from '../service';
import { openShop, type Shop } from './test-actors';

/** Money paid twice reaches the ledger (issue 25), and staff give it back once. */
let t: TestApp;
let shop: Shop;
let cashier: string;
let secret = '';

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t, 'give-back');
  cashier = await shop.staff('All Access - Order');
  secret = await installedSandboxSecret(t);
});
afterAll(() => t?.close());

const db = () => t.database.db;

async function balances() {
  const m = shop.fx.merchantId;
  return {
    gateway: await balanceOf(db(), gatewayClearing),
    due: await balanceOf(db(), refundDue(m)),
    cash: await balanceOf(db(), cashAtMerchant(m)),
  };
}

const callback = (ref: string, amountSen: number) => {
  const notice = sandboxNotice(ref, 'paid', amountSen, secret);
  return t.call(null, {
    method: 'POST',
    url: '/api/public/payments/sandbox/callback',
    headers: notice.headers,
    payload: notice.body,
  });
};

/** A card order with two gateway payments started while it was unpaid, both paid at the gateway. */
async function paidTwice() {
  const order = await shop.place([{ food_id: shop.fx.food.teh, quantity: 2 }], 'card');
  const start = async () => {
    const res = await t.call(null, {
      method: 'POST',
      url: `/api/public/orders/${order.token}/pay`,
      payload: { channel: 'card' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.redirect_url.split('/').pop() as string;
  };
  const refs = [await start(), await start()];
  for (const ref of refs) expect((await callback(ref, order.totalSen)).statusCode).toBe(200);
  const [, second] = await db()
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(asc(payments.id));
  return { order, refs, secondId: second?.id ?? 0 };
}

const giveBack = (token: string, orderId: number, payload: object, key = randomUUID()) =>
  t.call(token, {
    method: 'POST',
    url: `/api/admin/order/${orderId}/give_back`,
    headers: { 'idempotency-key': key },
    payload,
  });

/** The ledger transactions of a kind and ref, each with its entries' sum. */
async function posted(kind: string, refs: (string | number)[]) {
  return db()
    .select({ id: ledgerTransactions.id, sum: sql<number>`sum(${ledgerEntries.amountSen})::int` })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(and(eq(ledgerTransactions.kind, kind), inArray(ledgerTransactions.ref, refs.map(String))))
    .groupBy(ledgerTransactions.id);
}

describe('a second gateway payment of a paid order', () => {
  it('is posted once from gateway clearing to refund due, however often its callback comes', async () => {
    const before = await balances();
    const { order, refs, secondId } = await paidTwice();
    const total = order.totalSen;
    const after = await balances();
    // Both payments are in gateway clearing; the second is owed back to the diner.
    expect(after).toEqual({ ...before, gateway: before.gateway + 2 * total, due: before.due - total });

    expect((await callback(refs[1] as string, total)).statusCode).toBe(200);
    // Past the payment's own guard (its status), the posting's (kind, ref) still takes it once.
    await flagPaidTwice(db(), order.id, { paymentId: secondId, amountSen: total });
    expect(await balances()).toEqual(after);
    expect(await posted('paid_twice', [secondId])).toEqual([{ id: expect.any(Number), sum: 0 }]);
    const flags = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'paid_twice')));
    expect(flags).toHaveLength(1);

    const detail = await t.call(cashier, { method: 'GET', url: `/api/admin/order_detail/${order.id}` });
    expect(detail.json().data).toMatchObject({ paid_twice: true, give_back_sen: total });
  });
});

describe('giving back money paid twice', () => {
  it('clears refund due in parts, once per key, and never more than is left', async () => {
    const { order } = await paidTwice();
    const total = order.totalSen;
    const before = await balances();

    const tooMuch = await giveBack(cashier, order.id, {
      amount: ((total + 1) / 100).toFixed(2),
      method: 'cash',
      reason: 'Paid twice',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual({
      amount: `Only RM ${(total / 100).toFixed(2)} is left to give back.`,
    });

    const key = randomUUID();
    const part = { amount: '1.00', method: 'bank_transfer', reason: 'Paid twice', note: 'Maybank ref 778' };
    const first = await giveBack(cashier, order.id, part, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Give-back recorded.',
      data: { give_back_sen: total - 100, paid_twice: true },
    });
    // The same call again (a lost reply): recorded once.
    const again = await giveBack(cashier, order.id, part, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.give_backs).toHaveLength(1);
    const reused = await giveBack(cashier, order.id, { ...part, amount: '2.00' }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().reason).toBe('give_back_key_reused');
    // Given back by bank transfer from the merchant's money: the gateway's copy stays.
    expect(await balances()).toEqual({ ...before, due: before.due + 100, cash: before.cash - 100 });

    const admin = await t.token('admin');
    const rest = await giveBack(admin, order.id, { method: 'gateway_portal', reason: 'Paid twice' });
    expect(rest.statusCode, rest.body).toBe(200);
    const data = rest.json().data;
    expect(data).toMatchObject({ give_back_sen: 0, give_back: '0.00', paid_twice: false });
    expect(data.give_backs).toMatchObject([
      {
        amount_sen: 100,
        method: 'bank_transfer',
        note: 'Maybank ref 778',
        actor: { id: expect.any(Number) },
      },
      { amount_sen: total - 100, method: 'gateway_portal', note: null },
    ]);
    expect(data.history.at(-1)).toMatchObject({
      kind: 'give_back',
      reason: `Paid twice (RM ${((total - 100) / 100).toFixed(2)} given back by gateway portal)`,
      actor: { role: 'admin' },
    });
    expect(await balances()).toEqual({
      gateway: before.gateway - (total - 100),
      due: before.due + total,
      cash: before.cash - 100,
    });
    const ids = data.give_backs.map((g: { id: number }) => g.id);
    expect(await posted('paid_twice_given_back', ids)).toHaveLength(2);
    expect((await posted('paid_twice_given_back', ids)).every((p) => p.sum === 0)).toBe(true);

    // Nothing is left: the order leaves the dashboard's attention list, and more is refused.
    const board = await t.call(shop.owner, { method: 'GET', url: '/api/admin/merchant/dashboard' });
    const attention = ZDashboardReply.parse(board.json()).data.attention;
    expect(attention.some((a) => a.id === order.id)).toBe(false);
    const more = await giveBack(cashier, order.id, { method: 'cash', reason: 'Again' });
    expect(more.statusCode).toBe(400);
    expect(more.json().errors).toEqual({ amount: 'Only RM 0.00 is left to give back.' });
  });

  it('answers two calls with one key sent at once with one give-back', async () => {
    const { order } = await paidTwice();
    const key = randomUUID();
    const body = { method: 'cash', reason: 'Paid twice' };
    const replies = await Promise.all([
      giveBack(shop.owner, order.id, body, key),
      giveBack(shop.owner, order.id, body, key),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    const detail = await t.call(shop.owner, { method: 'GET', url: `/api/admin/order_detail/${order.id}` });
    expect(detail.json().data).toMatchObject({
      give_back_sen: 0,
      give_backs: [{ amount_sen: order.totalSen }],
    });
  });

  it('is 404 for another merchant, 403 without the cashier’s access, and needs a key and a reason', async () => {
    const { order } = await paidTwice();
    const body = { method: 'cash', reason: 'Paid twice' };
    const stranger = await t.merchant('give-back-stranger');
    expect((await giveBack(stranger.token, order.id, body)).statusCode).toBe(404);
    const kitchen = await shop.staff('All Access - Kitchen');
    expect((await giveBack(kitchen, order.id, body)).statusCode).toBe(403);
    const keyless = await t.call(cashier, {
      method: 'POST',
      url: `/api/admin/order/${order.id}/give_back`,
      payload: body,
    });
    expect(keyless.statusCode).toBe(400);
    const reasonless = await giveBack(cashier, order.id, { method: 'cash', amount: '0' });
    expect(reasonless.statusCode).toBe(400);
    expect(reasonless.json().errors).toMatchObject({
      reason: 'Give a reason.',
      amount: 'Give back an amount above RM 0.00.',
    });
    const detail = await t.call(cashier, { method: 'GET', url: `/api/admin/order_detail/${order.id}` });
    expect(detail.json().data).toMatchObject({ give_back_sen: order.totalSen, give_backs: [] });
  });
});
