import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { orders, otpCodes, stores, users } from '../../db/schema';
import { sendCode } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const wrongCode = 'This code is wrong or has expired. Ask for a new one.';
const badPhone = 'Please enter a valid Malaysian phone number.';

/** A fresh mobile number per test (throttles are per number): +6012 and seven digits. */
let serial = 1000;
const newNumber = () => `+6012${String(++serial).padStart(7, '0')}`;
/** The same number as people type it. */
const local = (e164: string) => `0${e164.slice(3, 5)}-${e164.slice(5, 8)} ${e164.slice(8)}`;

/** Every test from its own address unless it says otherwise (the address throttle is shared). */
let address = 0;
const newAddress = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;

const send = (phone: string, remoteAddress = newAddress(), headers: Record<string, string> = {}) =>
  t.call(null, { method: 'POST', url: '/api/public/otp/send', payload: { phone }, remoteAddress, headers });
const verify = (phone: string, code: string, remoteAddress = newAddress()) =>
  t.call(null, { method: 'POST', url: '/api/public/otp/verify', payload: { phone, code }, remoteAddress });

/** The code of the last SMS sent to the number. */
function codeSentTo(phone: string) {
  const sms = t.sms.filter((m) => m.to === phone).at(-1);
  const code = sms?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** Moves the number's codes `seconds` into the past, as if that much time had gone by. */
const age = (phone: string, seconds: number) =>
  t.database.db
    .update(otpCodes)
    .set({
      createdAt: sql`${otpCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${otpCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(otpCodes.phone, phone));

async function signIn(phone: string) {
  expect((await send(phone)).statusCode).toBe(200);
  const res = await verify(phone, codeSentTo(phone));
  expect(res.statusCode).toBe(200);
  return res.json().data as { token: string; role: string; user: { id: number; phone_number: string } };
}

describe('buddy sign-in by SMS code', () => {
  it('sends a code by SMS, signs in with it, and the token works on /api/me and past orders', async () => {
    const phone = newNumber();
    const res = await send(local(phone));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { phone, expires_in: 300, resend_in: 60 },
      message: `We sent a code to ${phone}. It is valid for 5 minutes.`,
    });
    const sms = t.sms.filter((m) => m.to === phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.text).toMatch(/^Your Meja code is \d{6}\. It is valid for 5 minutes\./);
    const [stored] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(stored?.codeHash).not.toContain(codeSentTo(phone));

    const signedIn = await verify(`+60 ${phone.slice(3)}`, codeSentTo(phone));
    expect(signedIn.statusCode).toBe(200);
    const data = signedIn.json().data;
    expect(data).toMatchObject({ role: 'buddy', user: { phone_number: phone, name: null } });
    expect(data.token).toMatch(/^[\w-]{43}$/);

    const me = await t.call(data.token, { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      id: data.user.id,
      username: phone,
      role: 'buddy',
      status: 'active',
      first_login: false,
    });
    const orders = await t.call(data.token, { method: 'GET', url: '/api/public/me/orders' });
    expect(orders.json()).toEqual({ data: [], recordsTotal: 0, recordsFiltered: 0 });
  });

  it('signs the same buddy in again with a later code', async () => {
    const phone = newNumber();
    const first = await signIn(phone);
    await age(phone, 61);
    const second = await signIn(phone);
    expect(second.user.id).toBe(first.user.id);
    expect(second.token).not.toBe(first.token);
    const buddies = await t.database.db.select().from(users).where(eq(users.phoneNumber, phone));
    expect(buddies).toHaveLength(1);
    expect(buddies[0]).toMatchObject({ role: 'buddy', username: phone, passwordHash: null });
  });

  it('signs in the existing buddy of that number (the demo buddy)', async () => {
    const data = await signIn('+60198765432');
    const me = await t.call(data.token, { method: 'GET', url: '/api/me' });
    expect(me.json().data).toMatchObject({ username: 'buddy', role: 'buddy' });
  });

  it('kills a code after five wrong tries', async () => {
    const phone = newNumber();
    await send(phone);
    const right = codeSentTo(phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verify(phone, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', errors: { code: wrongCode } });
    }
    const dead = await verify(phone, right);
    expect(dead.statusCode).toBe(400);
    expect(dead.json().errors).toEqual({ code: wrongCode });
  });

  it('refuses an expired code and a used one', async () => {
    const phone = newNumber();
    await send(phone);
    await age(phone, 301);
    expect((await verify(phone, codeSentTo(phone))).json().errors).toEqual({ code: wrongCode });

    const other = newNumber();
    await send(other);
    const code = codeSentTo(other);
    expect((await verify(other, code)).statusCode).toBe(200);
    const again = await verify(other, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ code: wrongCode });
  });

  it('signs in once when the same code arrives twice together', async () => {
    const phone = newNumber();
    await send(phone);
    const code = codeSentTo(phone);
    const replies = await Promise.all([verify(phone, code), verify(phone, code)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('voids the older code when a new one is sent', async () => {
    const phone = newNumber();
    await send(phone);
    const old = codeSentTo(phone);
    await age(phone, 61);
    await send(phone);
    const fresh = codeSentTo(phone);
    if (old !== fresh) expect((await verify(phone, old)).statusCode).toBe(400);
    expect((await verify(phone, fresh)).statusCode).toBe(200);
  });

  it('refuses an inactive buddy with 403', async () => {
    const phone = newNumber();
    const { user } = await signIn(phone);
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id));
    await age(phone, 61);
    await send(phone);
    const res = await verify(phone, codeSentTo(phone));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('account_inactive');
  });

  it('takes only Malaysian mobile numbers and six-digit codes', async () => {
    for (const phone of ['03-7890 1234', '+6591234567', '12345', 'abc', '+60 12 345']) {
      const res = await send(phone);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', errors: { phone: badPhone } });
    }
    expect((await verify('0378901234', '123456')).json().errors).toEqual({ phone: badPhone });
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await verify(newNumber(), code);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ code: 'Enter the 6-digit code from the SMS.' });
    }
    expect((await verify(newNumber(), '123456')).json().errors).toEqual({ code: wrongCode });
  });

  it('writes the SMS in the language of the request', async () => {
    const phone = newNumber();
    const res = await send(phone, newAddress(), { 'accept-language': 'zh-CN' });
    expect(res.json().message).toBe(`验证码已发送至 ${phone}，5 分钟内有效。`);
    expect(t.sms.at(-1)?.text).toMatch(/^您的 Meja 验证码是 \d{6}/);
  });

  it('forgets a code the SMS provider did not take, so the number may ask again at once', async () => {
    const phone = newNumber();
    const failing = { send: async () => Promise.reject(new Error('provider down')) };
    const ctx = t.ctx(null, { sms: failing, ip: newAddress() });
    await expect(sendCode(ctx, phone)).rejects.toThrow('provider down');
    expect(await t.database.db.select().from(otpCodes).where(eq(otpCodes.phone, phone))).toEqual([]);
    expect((await send(phone)).statusCode).toBe(200);
  });
});

describe('throttling of codes', () => {
  const expectWait = (res: Awaited<ReturnType<typeof send>>, min: number, max: number) => {
    expect(res.statusCode).toBe(429);
    const body = res.json();
    expect(body.code).toBe('too_many_attempts');
    const seconds = Number(body.message.match(/wait (\d+) seconds/)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(min);
    expect(seconds).toBeLessThanOrEqual(max);
    expect(res.headers['retry-after']).toBe(String(seconds));
  };

  it('sends one code a minute per number', async () => {
    const phone = newNumber();
    expect((await send(phone)).statusCode).toBe(200);
    expectWait(await send(phone), 59, 60);
    await age(phone, 45);
    expectWait(await send(phone), 14, 15);
    await age(phone, 16);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('sends five codes an hour per number', async () => {
    const phone = newNumber();
    for (let i = 0; i < 5; i++) {
      expect((await send(phone)).statusCode).toBe(200);
      await age(phone, 120);
    }
    // The oldest of the five was sent 600 s ago: it leaves the hour in 3000 s.
    expectWait(await send(phone), 2999, 3000);
    await age(phone, 3000);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('sends one code when two requests for a number arrive together', async () => {
    const phone = newNumber();
    const replies = await Promise.all([send(phone), send(phone), send(phone)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
    expect(t.sms.filter((m) => m.to === phone)).toHaveLength(1);
  });

  it('sends twenty codes an hour per client address, whatever the numbers', async () => {
    const ip = newAddress();
    for (let i = 0; i < 20; i++) expect((await send(newNumber(), ip)).statusCode).toBe(200);
    expectWait(await send(newNumber(), ip), 3590, 3600);
    expectWait(await send(newNumber(), ip), 3590, 3600);
    expect((await send(newNumber(), newAddress())).statusCode).toBe(200);
  });
});

describe("a buddy's past orders", () => {
  it('lists only the buddy’s own orders, newest first, paged', async () => {
    const db = t.database.db;
    const [merchant] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'merchant'));
    const merchantId = merchant?.id as number;
    const [store] = await db.select().from(stores).where(eq(stores.merchantId, merchantId));
    const a = await signIn(newNumber());
    const b = await signIn(newNumber());
    const order = (buddyId: number | null, token: string, hoursAgo: number, extra = {}) => ({
      merchantId,
      buddyId,
      token,
      channel: 'fpx',
      tableName: 'Table 1',
      subtotalSen: 1250,
      totalSen: 1250,
      createdAt: new Date(Date.now() - hoursAgo * 3_600_000),
      ...extra,
    });
    await db
      .insert(orders)
      .values([
        order(a.user.id, 'order-a-old', 3, { paymentStatus: 'paid', receiptNo: 'R0001', totalSen: 123456 }),
        order(a.user.id, 'order-a-new', 1),
        order(a.user.id, 'order-a-mid', 2, { paymentStatus: 'paid', receiptNo: 'R0002' }),
        order(b.user.id, 'order-b', 0.5),
        order(null, 'order-guest', 0.1),
      ]);

    const list = async (token: string, query = '') =>
      (await t.call(token, { method: 'GET', url: `/api/public/me/orders${query}` })).json();
    const mine = await list(a.token);
    expect(mine.recordsTotal).toBe(3);
    expect(mine.recordsFiltered).toBe(3);
    expect(mine.data.map((o: { token: string }) => o.token)).toEqual([
      'order-a-new',
      'order-a-mid',
      'order-a-old',
    ]);
    expect(mine.data[2]).toEqual({
      token: 'order-a-old',
      store: { id: merchantId, display_name: store?.displayName },
      table_name: 'Table 1',
      // Written straight to the table here, as before order numbers: none.
      order_no: null,
      receipt_no: 'R0001',
      total: '1234.56',
      total_sen: 123456,
      payment_status: 'paid',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(mine.data[0]).toMatchObject({ receipt_no: null, payment_status: 'unpaid', total: '12.50' });

    const page = await list(a.token, '?start=1&length=1');
    expect(page.recordsTotal).toBe(3);
    expect(page.data.map((o: { token: string }) => o.token)).toEqual(['order-a-mid']);

    const theirs = await list(b.token);
    expect(theirs.data.map((o: { token: string }) => o.token)).toEqual(['order-b']);
    expect(theirs.recordsTotal).toBe(1);
  });

  it('is for buddies only', async () => {
    const merchant = await t.call(await t.token('merchant'), { method: 'GET', url: '/api/public/me/orders' });
    expect(merchant.statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: '/api/public/me/orders' })).statusCode).toBe(401);
  });
});
