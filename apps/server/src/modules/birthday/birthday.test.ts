import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { birthdayClaims, foods, orderEvents, orderLines, orders } from '../../db/schema';
import { openShop, type Shop, send } from '../orders/admin/test-actors';
import { expireOrder, markPaid } from '../orders/service';
import { addBuddy, placeAs, tryPlacing } from '../tickets/test-support';
import { claimedThisYear, klYearMonth } from './service';

let t: TestApp;
let shop: Shop;
let other: Shop;
let cashier: string;
let cake: number;
let otherCake: number;

/** A date of birth this month (Kuala Lumpur), or `shift` months away. */
function bornIn(shift = 0) {
  const month = ((klYearMonth(Date.now()).month - 1 + shift + 12) % 12) + 1;
  return `1990-${String(month).padStart(2, '0')}-15`;
}

/** A birthday-gift-only cake in the shop's first category (before any order reads its menu). */
async function addCake(s: Shop) {
  const db = t.database.db;
  const [teh] = await db.select().from(foods).where(eq(foods.id, s.fx.food.teh));
  const [row] = await db
    .insert(foods)
    .values({
      merchantId: s.fx.merchantId,
      categoryId: teh?.categoryId ?? 0,
      name: 'Birthday Cake',
      priceSen: 1800,
      birthdayGiftOnly: true,
    })
    .returning({ id: foods.id });
  return row?.id ?? 0;
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t, 'birthday');
  other = await openShop(t, 'birthday-other');
  cashier = await shop.staff('All Access - Order');
  cake = await addCake(shop);
  otherCake = await addCake(other);
});
afterAll(() => t?.close());

const gift = (food = cake) => [{ food_id: food, quantity: 1 }];
const claimsOf = (buddyId: number) =>
  t.database.db.select().from(birthdayClaims).where(eq(birthdayClaims.buddyId, buddyId));

describe('the diner’s menu', () => {
  it('lists a birthday-gift-only food with its flag, for the ordering app to show to buddies', async () => {
    const res = await t.call(null, { method: 'GET', url: `/api/public/table/${shop.fx.tables[0]}/menu` });
    expect(res.statusCode).toBe(200);
    const listed = res.json().data.categories.flatMap((c: { foods: { id: number }[] }) => c.foods);
    expect(listed.find((f: { id: number }) => f.id === cake)).toMatchObject({
      name: 'Birthday Cake',
      birthday_gift_only: true,
      price_sen: 1800,
    });
  });
});

describe('claiming a birthday gift', () => {
  it('is refused to a guest, as a food that is not offered', async () => {
    const res = await tryPlacing(t, shop, null, gift());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      reason: 'foods_unavailable',
      errors: { 'lines.0.food_id': expect.any(String) },
    });
  });

  it('gives a buddy in their birthday month the food free, once per store and year', async () => {
    const buddy = await addBuddy(t, 'Mei', bornIn());
    const order = await placeAs(t, shop, buddy.token, [
      ...gift(),
      { food_id: shop.fx.food.teh, quantity: 1 },
    ]);
    expect(order).toMatchObject({ claimStatus: 'unclaimed', subtotalSen: 250 });
    const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line).toMatchObject({ name: 'Birthday Cake', unitPriceSen: 0, lineTotalSen: 0 });
    expect(await claimsOf(buddy.id)).toMatchObject([
      { merchantId: shop.fx.merchantId, year: klYearMonth(Date.now()).year, orderId: order.id },
    ]);
    expect(await claimedThisYear(t.database.db, buddy.id)).toEqual([shop.fx.merchantId]);

    const again = await tryPlacing(t, shop, buddy.token, gift(), { table: 1 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'validation',
      reason: 'birthday_gift_claimed',
      message: "You have already claimed this store's birthday gift this year.",
      errors: { 'lines.0.food_id': "You have already claimed this store's birthday gift this year." },
    });
    const zh = await t.call(buddy.token, {
      method: 'POST',
      url: `/api/public/table/${shop.fx.tables[1]}/orders`,
      headers: { 'idempotency-key': randomUUID(), 'accept-language': 'zh' },
      payload: { lines: gift(), channel: 'counter' },
    });
    expect(zh.json().message).toBe('您今年已领取过本店的生日礼物。');
    // Another store's gift is its own.
    expect((await placeAs(t, other, buddy.token, gift(otherCake))).claimStatus).toBe('unclaimed');
    // The refused orders left nothing behind.
    expect(await claimsOf(buddy.id)).toHaveLength(2);
  });

  it('is claimed by one of two orders placed at the same moment', async () => {
    const buddy = await addBuddy(t, 'Twice', bornIn());
    const both = await Promise.all([
      tryPlacing(t, shop, buddy.token, gift(), { table: 0 }),
      tryPlacing(t, shop, buddy.token, gift(), { table: 1 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(both.find((r) => r.statusCode === 400)?.json().reason).toBe('birthday_gift_claimed');
    expect(await claimsOf(buddy.id)).toHaveLength(1);
  });

  it('is for the birthday month only, and needs a date of birth', async () => {
    const later = await addBuddy(t, 'Later', bornIn(1));
    const res = await tryPlacing(t, shop, later.token, gift());
    expect(res.json()).toMatchObject({
      reason: 'birthday_gift_not_month',
      message: 'Birthday gifts are for your birthday month.',
      errors: { 'lines.0.food_id': 'Birthday gifts are for your birthday month.' },
    });
    const unknown = await addBuddy(t, 'Unknown');
    const none = await tryPlacing(t, shop, unknown.token, [
      { food_id: shop.fx.food.teh, quantity: 1 },
      ...gift(),
    ]);
    expect(none.json()).toMatchObject({
      reason: 'birthday_gift_no_date_of_birth',
      errors: { 'lines.1.food_id': 'Add your date of birth in your profile first.' },
    });
    expect([...(await claimsOf(later.id)), ...(await claimsOf(unknown.id))]).toEqual([]);
  });

  it('cannot be claimed by moving the date of birth to this month: only an admin changes it', async () => {
    const later = await addBuddy(t, 'Mover', bornIn(1));
    const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
    const putMe = (date_of_birth: string) =>
      t.call(later.token, {
        method: 'PUT',
        url: '/api/public/me',
        payload: { first_name: 'Mover', date_of_birth },
      });
    const moved = await putMe(ddmmyyyy(bornIn()));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({
      date_of_birth:
        'Your date of birth is already set and cannot be changed here. If it is wrong, ask support to correct it.',
    });
    // The profile is still the buddy's to save with the date as it is.
    expect((await putMe(ddmmyyyy(bornIn(1)))).statusCode).toBe(200);
    const res = await tryPlacing(t, shop, later.token, gift());
    expect(res.json().reason).toBe('birthday_gift_not_month');
    expect(await claimsOf(later.id)).toEqual([]);

    // Support corrects a mistyped date: an admin, never the buddy or the merchant.
    const correct = (token: string, id = later.id) =>
      t.call(token, {
        method: 'PATCH',
        url: `/api/admin/buddy/date_of_birth/${id}`,
        payload: { date_of_birth: ddmmyyyy(bornIn()) },
      });
    expect((await correct(later.token)).statusCode).toBe(403);
    expect((await correct(shop.owner)).statusCode).toBe(403);
    const admin = await t.token('admin');
    const corrected = await correct(admin);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toEqual({
      data: { id: later.id, date_of_birth: ddmmyyyy(bornIn()) },
      message: 'Date of birth changed.',
    });
    expect((await correct(admin, shop.fx.merchantId)).statusCode).toBe(404);
    const future = await t.call(admin, {
      method: 'PATCH',
      url: `/api/admin/buddy/date_of_birth/${later.id}`,
      payload: { date_of_birth: '01/01/2999' },
    });
    expect(future.json().errors).toEqual({ date_of_birth: 'The date of birth cannot be in the future.' });
    expect((await placeAs(t, shop, later.token, gift())).claimStatus).toBe('unclaimed');
  });

  it('is one gift per order', async () => {
    const buddy = await addBuddy(t, 'Greedy', bornIn());
    const res = await tryPlacing(t, shop, buddy.token, [{ food_id: cake, quantity: 2 }]);
    expect(res.json()).toMatchObject({
      reason: 'birthday_gift_one',
      errors: { 'lines.0.quantity': 'One birthday gift per order: order a single one.' },
    });
  });

  it('is given back when the order is voided, and can then be claimed again', async () => {
    const buddy = await addBuddy(t, 'Voided', bornIn());
    const first = await placeAs(t, shop, buddy.token, gift());
    const voided = await send(t, cashier, 'PATCH', '/api/admin/toggle_order_status', {
      id: first.id,
      action: 'void',
      reason: 'Wrong table',
    });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(await claimsOf(buddy.id)).toEqual([]);
    const second = await placeAs(t, shop, buddy.token, gift());
    expect((await claimsOf(buddy.id)).map((c) => c.orderId)).toEqual([second.id]);
  });

  it('is toggled claimed by staff when served', async () => {
    const buddy = await addBuddy(t, 'Served', bornIn());
    const order = await placeAs(t, shop, buddy.token, gift());
    const res = await send(t, cashier, 'PATCH', '/api/admin/toggle_claim_status', { id: order.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.claim_status).toBe('claimed');
    const back = await send(t, cashier, 'PATCH', '/api/admin/toggle_claim_status', { id: order.id });
    expect(back.body.data.claim_status).toBe('unclaimed');
  });

  it('is taken again by a late payment of an expired order, and logged when taken meanwhile', async () => {
    const db = t.database.db;
    const buddy = await addBuddy(t, 'Late', bornIn());
    const lines = [...gift(), { food_id: shop.fx.food.teh, quantity: 1 }];
    const first = await placeAs(t, shop, buddy.token, lines, { channel: 'card' });
    expect((await expireOrder(t.ctx(), first.id, new Date(Date.now() + 3_600_000))).changed).toBe(true);
    expect(await claimsOf(buddy.id)).toEqual([]);
    expect((await markPaid(t.ctx(), first.id, { via: 'gateway' })).changed).toBe(true);
    expect((await claimsOf(buddy.id)).map((c) => c.orderId)).toEqual([first.id]);

    // Expired again by another order: the buddy claims with a second one, then the first is paid late.
    const racer = await addBuddy(t, 'Racer', bornIn());
    const slow = await placeAs(t, shop, racer.token, lines, { channel: 'card' });
    await expireOrder(t.ctx(), slow.id, new Date(Date.now() + 3_600_000));
    const fast = await placeAs(t, shop, racer.token, gift());
    await markPaid(t.ctx(), slow.id, { via: 'gateway' });
    expect((await claimsOf(racer.id)).map((c) => c.orderId)).toEqual([fast.id]);
    const log = await db.select().from(orderEvents).where(eq(orderEvents.orderId, slow.id));
    expect(log.map((e) => e.kind)).toContain('birthday_gift_twice');
    const [paid] = await db.select().from(orders).where(eq(orders.id, slow.id));
    expect(paid?.paymentStatus).toBe('paid');
  });
});
