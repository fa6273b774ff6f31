import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { buddyProfiles, orders, users } from '../../db/schema';
import { uplinesOf } from './referrals';
import { newBuddy, newNumber, smsSignIn, type TestBuddy } from './test-buddies';

let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'merchant'));
  merchantId = m?.id as number;
});
afterAll(() => t.close());

const me = async (token: string) =>
  (await t.call(token, { method: 'GET', url: '/api/public/me' })).json().data;
const enter = (b: TestBuddy, referral_code: string) =>
  t.call(b.token, {
    method: 'PUT',
    url: '/api/public/me',
    payload: { first_name: 'Tan', date_of_birth: '01/02/1990', referral_code },
  });
const refusal = async (b: TestBuddy, code: string) => {
  const res = await enter(b, code);
  expect(res.statusCode).toBe(400);
  return res.json().errors.referral_code as string;
};
const referrerOf = async (id: number) =>
  (await t.database.db.select().from(buddyProfiles).where(eq(buddyProfiles.userId, id)))[0]?.referrerId;

describe('signing up through a referral link', () => {
  it('gives the new buddy the upline of the code, in any case, and counts the referral', async () => {
    const upline = await newBuddy(t, { firstName: 'Mei' });
    const res = await smsSignIn(t, newNumber(), { referral_code: upline.code.toLowerCase() });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ created: true, referred: true });
    expect(await me(data.token)).toMatchObject({
      upline: { id: upline.id, first_name: 'Mei' },
      can_set_referrer: false,
    });
    expect((await me(upline.token)).referrals).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(buddyProfiles)
      .where(eq(buddyProfiles.userId, data.user.id));
    expect(row?.referredAt).toBeInstanceOf(Date);
  });

  it('signs in anyway with an unknown code or an inactive buddy’s, without an upline', async () => {
    for (const code of ['NOSUCH99', (await newBuddy(t, { status: 'inactive' })).code]) {
      const res = await smsSignIn(t, newNumber(), { referral_code: code });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ created: true, referred: false });
      expect((await me(res.json().data.token)).upline).toBeNull();
    }
  });

  it('sets no upline when the number already has an account', async () => {
    const upline = await newBuddy(t);
    const phone = newNumber();
    const first = (await smsSignIn(t, phone)).json().data;
    const again = await smsSignIn(t, phone, { referral_code: upline.code });
    expect(again.json().data).toMatchObject({ created: false, referred: false });
    expect(await referrerOf(first.user.id)).toBeNull();
  });
});

describe('entering a referral code later', () => {
  it('sets the upline once, while the buddy has none and no paid order', async () => {
    const upline = await newBuddy(t, { firstName: 'Ali' });
    const b = await newBuddy(t);
    const res = await enter(b, upline.code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      upline: { id: upline.id, first_name: 'Ali' },
      can_set_referrer: false,
    });
    // The same code again (the form sends it back) changes nothing; another is refused.
    expect((await enter(b, upline.code)).statusCode).toBe(200);
    const other = await newBuddy(t);
    expect(await refusal(b, other.code)).toBe('Your referrer is already set and cannot be changed.');
    expect(await referrerOf(b.id)).toBe(upline.id);
  });

  it('refuses an unknown code, one’s own, and the code of another account of the same phone', async () => {
    const b = await newBuddy(t);
    expect(await refusal(b, 'NOSUCH99')).toBe('No buddy has this referral code.');
    expect(await refusal(b, b.code)).toBe('You cannot use your own referral code.');
    const twin = await newBuddy(t, { phone: b.phone });
    expect(await refusal(b, twin.code)).toBe('You cannot use your own referral code.');
    expect(await referrerOf(b.id)).toBeNull();
    // Nothing of the profile was saved with the refused code.
    expect((await me(b.token)).first_name).toBeNull();
  });

  it('refuses a code that would close a loop, however far down', async () => {
    const a = await newBuddy(t);
    const b = await newBuddy(t, { referrerId: a.id });
    const c = await newBuddy(t, { referrerId: b.id });
    const loop = 'This buddy joined through you, so they cannot be your referrer.';
    expect(await refusal(a, b.code)).toBe(loop);
    expect(await refusal(a, c.code)).toBe(loop);
    expect(await referrerOf(a.id)).toBeNull();
  });

  it('takes one of two buddies naming each other at the same moment', async () => {
    const a = await newBuddy(t);
    const b = await newBuddy(t);
    const replies = await Promise.all([enter(a, b.code), enter(b, a.code)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refused = replies.find((r) => r.statusCode === 400);
    expect(refused?.json().errors.referral_code).toMatch(/joined through you/);
  });

  it('is closed after the first paid order (or refunded one)', async () => {
    const upline = await newBuddy(t);
    for (const paymentStatus of ['paid', 'refunded']) {
      const b = await newBuddy(t);
      await t.database.db.insert(orders).values({
        merchantId,
        buddyId: b.id,
        token: `ref-paid-${b.id}`,
        channel: 'counter',
        subtotalSen: 1000,
        totalSen: 1000,
        paymentStatus,
      });
      expect((await me(b.token)).can_set_referrer).toBe(false);
      expect(await refusal(b, upline.code)).toBe(
        'A referral code can only be added before your first paid order.',
      );
    }
    // An unpaid order does not close it.
    const c = await newBuddy(t);
    await t.database.db.insert(orders).values({
      merchantId,
      buddyId: c.id,
      token: `ref-unpaid-${c.id}`,
      channel: 'counter',
      subtotalSen: 1000,
      totalSen: 1000,
    });
    expect((await enter(c, upline.code)).statusCode).toBe(200);
  });
});

describe('uplinesOf', () => {
  it('answers up to five uplines, the referrer first', async () => {
    const chain: TestBuddy[] = [];
    for (let i = 0; i < 7; i++) chain.push(await newBuddy(t, { referrerId: chain[i - 1]?.id }));
    const ids = chain.map((b) => b.id);
    const db = t.database.db;
    expect(await uplinesOf(db, ids[6] as number)).toEqual([ids[5], ids[4], ids[3], ids[2], ids[1]]);
    expect(await uplinesOf(db, ids[2] as number)).toEqual([ids[1], ids[0]]);
    expect(await uplinesOf(db, ids[6] as number, 2)).toEqual([ids[5], ids[4]]);
    expect(await uplinesOf(db, ids[0] as number)).toEqual([]);
  });
});
