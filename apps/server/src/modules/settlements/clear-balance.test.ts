import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { payoutItems, users } from '../../db/schema';
import { klDayOf } from '../../lib/time';
import {
  grant,
  lemak,
  orderRow,
  placeAs,
  type RewardsWorld,
  rewardsWorld,
  toggle,
} from '../loyalty/test-world';
import { addBusinessDays } from './business-days';
import { settlementJobs } from './jobs';
import { createdEventsOf, merchantNamed, redeemAt, settlementsOf } from './test-support';

let t: TestApp;
let w: RewardsWorld;
let admin = '';
let adminId = 0;

beforeAll(async () => {
  t = await createTestApp({ jobs: settlementJobs });
  w = await rewardsWorld(t, 'clearing');
  admin = await t.token('admin');
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  adminId = row?.id ?? 0;
});
afterAll(() => t?.close());

const db = () => t.database.db;
const get = (url: string, token = admin) => t.call(token, { method: 'GET', url });
const clear = (merchant_ids: unknown, headers: Record<string, string> = {}) =>
  t.call(admin, {
    method: 'POST',
    url: '/api/admin/report/clear_balance',
    payload: { merchant_ids },
    headers,
  });

/** Asks for Clear Balance and waits for its run to end: the run as the portal reads it. */
async function clearAndWait(ids: number[]) {
  const res = await clear(ids);
  expect(res.statusCode, res.body).toBe(200);
  const runId = res.json().data.id as number;
  let run: Record<string, unknown> = {};
  await vi.waitFor(
    async () => {
      run = (await get(`/api/admin/report/clear_balance_run?id=${runId}`)).json().data;
      expect(run.status).toBe('done');
    },
    { timeout: 20_000, interval: 100 },
  );
  return run;
}

describe('Clear Balance', () => {
  it('answers at once, then settles each merchant’s redeemed points once, due in 14 business days', async () => {
    // The world's shop: a buddy pays 300 points of a counter bill, the cashier takes the rest in cash.
    const buddy = await w.buddy();
    await grant(db(), buddy.id, 500);
    const placed = await placeAs(w, buddy.token, { lines: [lemak(w)], points: 300 });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = await orderRow(db(), placed.json().data.token);
    expect((await toggle(w, { id: order.id, method: 'cash' })).statusCode).toBe(200);
    const shop = w.shop.fx.merchantId;
    const other = await merchantNamed(db(), 'Kedai Other');
    await redeemAt(db(), other, 1234);
    await redeemAt(db(), other, 1);

    const listed = await get('/api/admin/report/merchant_balance?search=other');
    expect(listed.statusCode, listed.body).toBe(200);
    const today = klDayOf(Date.now());
    expect(listed.json()).toMatchObject({ recordsFiltered: 1 });
    expect(listed.json().data).toEqual([
      {
        merchant_id: other,
        name: 'Kedai Other',
        balance: '12.35',
        balance_sen: 1235,
        clearable: '12.35',
        clearable_sen: 1235,
        since: today,
        due_on: addBusinessDays(today, 14),
      },
    ]);

    const res = await clear([shop, other, other, 2_000_000_000]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Request successfully. Please wait 5~10 minutes for it to be prepared.');
    expect(res.json().data).toMatchObject({ total: 2, requested_by: expect.any(String) });
    await vi.waitFor(
      async () =>
        expect(
          (await get(`/api/admin/report/clear_balance_run?id=${res.json().data.id}`)).json().data,
        ).toMatchObject({
          status: 'done',
          done: 2,
          total: 2,
          cleared_sen: 1535,
          cleared: '15.35',
          items: 2,
          error: null,
        }),
      { timeout: 20_000, interval: 100 },
    );
    const [shopItem] = await settlementsOf(db(), shop);
    const [otherItem] = await settlementsOf(db(), other);
    expect(shopItem).toMatchObject({
      amountSen: 300,
      status: 'pending',
      beneficiaryId: shop,
      dueOn: addBusinessDays(today, 14),
    });
    expect(otherItem).toMatchObject({ amountSen: 1235, status: 'pending', runId: res.json().data.id });
    expect(await createdEventsOf(db(), otherItem?.id ?? 0)).toEqual([{ kind: 'created', actorId: adminId }]);

    // Still owed until paid out, but nothing left to clear.
    const after = (await get('/api/admin/report/merchant_balance?search=other')).json().data[0];
    expect(after).toMatchObject({ balance_sen: 1235, clearable_sen: 0, since: null, due_on: null });

    // Asked again: nothing new. A redemption after it: a settlement of just that amount.
    const again = await clearAndWait([shop, other]);
    expect(again).toMatchObject({ done: 2, cleared_sen: 0, items: 0 });
    expect(await settlementsOf(db(), other)).toHaveLength(1);
    await redeemAt(db(), other, 250);
    const third = await clearAndWait([other]);
    expect(third).toMatchObject({ done: 1, cleared_sen: 250, items: 1 });
    expect((await settlementsOf(db(), other)).map((i) => i.amountSen)).toEqual([1235, 250]);
    expect(await settlementsOf(db(), shop)).toHaveLength(1);
  });

  it('clears again what a declined settlement gave back, and not what a pending one covers', async () => {
    const m = await merchantNamed(db(), 'Kedai Declined');
    await redeemAt(db(), m, 800);
    await clearAndWait([m]);
    const [first] = await settlementsOf(db(), m);
    await db()
      .update(payoutItems)
      .set({ status: 'declined' })
      .where(eq(payoutItems.id, first?.id ?? 0));
    await redeemAt(db(), m, 200);
    await clearAndWait([m]);
    expect((await settlementsOf(db(), m)).map((i) => [i.amountSen, i.status])).toEqual([
      [800, 'declined'],
      [1000, 'pending'],
    ]);
  });

  it('refuses an empty choice or merchants that do not exist, in the user’s language', async () => {
    const empty = await clear([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ merchant_ids: 'Choose at least one merchant.' });
    const none = await clear([2_000_000_000, w.agentId], { 'accept-language': 'zh' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ merchant_ids: '所选商家均不存在。' });
    expect((await get('/api/admin/report/clear_balance_run?id=2000000000')).statusCode).toBe(404);
  });

  it('lists the runs newest first, and is the admin’s alone', async () => {
    const runs = await get('/api/admin/report/clear_balance_runs?length=2');
    expect(runs.statusCode, runs.body).toBe(200);
    const [a, b] = runs.json().data;
    expect(a.id).toBeGreaterThan(b.id);
    expect(runs.json().recordsTotal).toBeGreaterThanOrEqual(4);
    const merchant = await t.token('merchant');
    expect((await get('/api/admin/report/merchant_balance', merchant)).statusCode).toBe(403);
    expect(
      (
        await t.call(merchant, {
          method: 'POST',
          url: '/api/admin/report/clear_balance',
          payload: { merchant_ids: [1] },
        })
      ).statusCode,
    ).toBe(403);
  });
});
