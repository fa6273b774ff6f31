import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { birthdayClaims, buddyProfiles, orders, users } from '../../db/schema';
import { klDayOf } from '../../lib/time';
import { buddyPoints, pointsIssued, post } from '../ledger';
import { dateOfBirth } from './profile';
import { newBuddy, newNumber, smsSignIn } from './test-buddies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getMe = (token: string) => t.call(token, { method: 'GET', url: '/api/public/me' });
const putMe = (token: string, payload: object, headers: Record<string, string> = {}) =>
  t.call(token, { method: 'PUT', url: '/api/public/me', payload, headers });

const complete = { first_name: 'Aisyah', date_of_birth: '17/08/1994' };

describe("a buddy's profile", () => {
  it('comes with the first sign-in: a referral code and link, nothing filled in yet', async () => {
    const phone = newNumber();
    const signedIn = await smsSignIn(t, phone);
    expect(signedIn.json().data).toMatchObject({ created: true, referred: false });
    const res = await getMe(signedIn.json().data.token);
    expect(res.statusCode).toBe(200);
    const me = res.json().data;
    expect(me).toMatchObject({
      phone_number: phone,
      first_name: null,
      date_of_birth: null,
      email: null,
      status: 'active',
      profile_complete: false,
      upline: null,
      can_set_referrer: true,
      referrals: 0,
      points: 0,
      points_value: '0.00',
      birthday_month: false,
      birthday_claimed_merchant_ids: [],
    });
    // Eight characters none of which can be misread (no 0/O, 1/I/L).
    expect(me.referral_code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(me.referral_link).toBe(`http://meja.test/order/r/${me.referral_code}`);

    const again = await smsSignIn(t, phone);
    expect(again.json().data).toMatchObject({ created: false, referred: false });
  });

  it('is completed with the date of birth as DD/MM/YYYY, stored as YYYY-MM-DD', async () => {
    const b = await newBuddy(t);
    const res = await putMe(b.token, {
      ...complete,
      email: 'aisyah@example.my',
      gender: 'female',
      city: 'Shah Alam',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Profile saved.');
    expect(res.json().data).toMatchObject({
      first_name: 'Aisyah',
      date_of_birth: '17/08/1994',
      email: 'aisyah@example.my',
      gender: 'female',
      city: 'Shah Alam',
      profile_complete: true,
    });
    const [row] = await t.database.db.select().from(buddyProfiles).where(eq(buddyProfiles.userId, b.id));
    expect(row?.dateOfBirth).toBe('1994-08-17');
    expect(row?.completedAt).toBeInstanceOf(Date);

    // Absent fields stay, empty ones are cleared; the date of birth is sent again as it is.
    const edited = await putMe(b.token, {
      first_name: ' Aisyah Binti ',
      date_of_birth: '17/08/1994',
      city: '',
    });
    expect(edited.json().data).toMatchObject({
      first_name: 'Aisyah Binti',
      date_of_birth: '17/08/1994',
      email: 'aisyah@example.my',
      gender: 'female',
      city: null,
    });
    expect((await getMe(b.token)).json().data.first_name).toBe('Aisyah Binti');
  });

  it('keeps the date of birth once set: a change is refused, in the buddy’s language, and nothing is saved', async () => {
    const b = await newBuddy(t);
    expect((await putMe(b.token, complete)).statusCode).toBe(200);
    const moved = await putMe(b.token, { ...complete, first_name: 'Other', date_of_birth: '17/09/1994' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({
      date_of_birth:
        'Your date of birth is already set and cannot be changed here. If it is wrong, ask support to correct it.',
    });
    const zh = await putMe(
      b.token,
      { ...complete, date_of_birth: '01/01/2000' },
      { 'accept-language': 'zh' },
    );
    expect(zh.json().errors).toEqual({
      date_of_birth: '出生日期已设置，无法在此更改。如有错误，请联系客服更正。',
    });
    expect((await getMe(b.token)).json().data).toMatchObject({
      first_name: 'Aisyah',
      date_of_birth: '17/08/1994',
    });
  });

  it('refuses days that do not exist, future days, ages over 120 and other mistakes, field by field', async () => {
    const b = await newBuddy(t);
    const errorsOf = async (payload: object) => {
      const res = await putMe(b.token, payload);
      expect(res.statusCode).toBe(400);
      return res.json().errors;
    };
    expect(await errorsOf({ ...complete, date_of_birth: '31/02/2000' })).toEqual({
      date_of_birth: 'There is no such day: check the day and the month.',
    });
    expect(await errorsOf({ ...complete, date_of_birth: '12/13/2000' })).toEqual({
      date_of_birth: 'There is no such day: check the day and the month.',
    });
    const [y, m, d] = klDayOf(Date.now() + 86_400_000).split('-');
    expect(await errorsOf({ ...complete, date_of_birth: `${d}/${m}/${y}` })).toEqual({
      date_of_birth: 'The date of birth cannot be in the future.',
    });
    expect(await errorsOf({ ...complete, date_of_birth: '01/01/1890' })).toEqual({
      date_of_birth: 'Enter a date of birth within the last 120 years.',
    });
    expect(await errorsOf({ ...complete, date_of_birth: '1994-08-17' })).toEqual({
      date_of_birth: 'Enter the date of birth as DD/MM/YYYY.',
    });
    expect(await errorsOf({ date_of_birth: '17/08/1994', first_name: ' ' })).toEqual({
      first_name: 'This field is required.',
    });
    expect(await errorsOf({ ...complete, email: 'not-an-email', gender: 'robot' })).toEqual({
      email: 'Please enter a valid e-mail.',
      gender: 'Choose male, female or other.',
    });
    const zh = await putMe(
      b.token,
      { ...complete, date_of_birth: '31/02/2000' },
      { 'accept-language': 'zh' },
    );
    expect(zh.json().errors).toEqual({ date_of_birth: '没有这一天，请检查日期和月份。' });
    // Nothing was saved by any of them.
    expect((await getMe(b.token)).json().data.profile_complete).toBe(false);
  });

  it('takes a 29 February of a leap year, and an age of exactly 120', () => {
    expect(dateOfBirth('29/02/2000', '2026-03-01')).toBe('2000-02-29');
    expect(dateOfBirth('01/03/1906', '2026-03-01')).toBe('1906-03-01');
    expect(() => dateOfBirth('29/02/2001', '2026-03-01')).toThrow();
    expect(() => dateOfBirth('01/03/1905', '2026-03-01')).toThrow();
  });

  it('shows the points held, the birthday month and this year’s birthday gifts', async () => {
    const b = await newBuddy(t);
    await post(t.database.db, { kind: 'test_grant', ref: `profile-${b.id}` }, [
      { account: buddyPoints(b.id), amountSen: -1234 },
      { account: pointsIssued, amountSen: 1234 },
    ]);
    const today = klDayOf(Date.now());
    await putMe(b.token, { first_name: 'Wei', date_of_birth: `15/${today.slice(5, 7)}/1990` });
    const db = t.database.db;
    const [merchant] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'merchant'));
    const merchantId = merchant?.id as number;
    const [order] = await db
      .insert(orders)
      .values({
        merchantId,
        buddyId: b.id,
        token: `bday-${b.id}`,
        channel: 'counter',
        subtotalSen: 0,
        totalSen: 0,
      })
      .returning({ id: orders.id });
    const year = Number(today.slice(0, 4));
    await db.insert(birthdayClaims).values({ buddyId: b.id, merchantId, year, orderId: order?.id as number });
    const me = (await getMe(b.token)).json().data;
    expect(me).toMatchObject({
      points: 1234,
      points_value: '12.34',
      birthday_month: true,
      birthday_claimed_merchant_ids: [merchantId],
    });
  });

  it('is made on the way for a buddy who has none (made by an admin, or before profiles)', async () => {
    const b = await newBuddy(t);
    await t.database.db.delete(buddyProfiles).where(eq(buddyProfiles.userId, b.id));
    const res = await getMe(b.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.referral_code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect((await putMe(b.token, complete)).statusCode).toBe(200);
  });

  it('is for buddies only', async () => {
    expect((await getMe(await t.token('merchant'))).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: '/api/public/me' })).statusCode).toBe(401);
  });
});

describe('the platform buddy screens (admin)', () => {
  it('show the profile, upline and wallet in the detail and in the buddy listing', async () => {
    const upline = await newBuddy(t, { firstName: 'Upline' });
    const b = await newBuddy(t, { referrerId: upline.id });
    const email = `aisyah.${b.id}@example.my`;
    await putMe(b.token, { ...complete, email, gender: 'female', city: 'Ipoh' });
    await post(t.database.db, { kind: 'test_grant', ref: `detail-${b.id}` }, [
      { account: buddyPoints(b.id), amountSen: -500 },
      { account: pointsIssued, amountSen: 500 },
    ]);
    const admin = await t.token('admin');
    const detail = await t.call(admin, { method: 'GET', url: `/api/admin/user/${b.id}` });
    expect(detail.statusCode).toBe(200);
    const expected = {
      id: b.id,
      type: 'buddy',
      phone_number: b.phone,
      first_name: 'Aisyah',
      date_of_birth: '17/08/1994',
      // The e-mail the buddy gave in its profile (SPEC §3 Member), issue 26.
      email,
      gender: 'female',
      city: 'Ipoh',
      upline_id: upline.id,
      upline_name: 'Upline',
      referral_code: b.code,
      wallet_balance: 500,
      wallet_value: '5.00',
    };
    expect(detail.json().data).toMatchObject(expected);

    const list = await t.call(admin, {
      method: 'GET',
      url: `/api/admin/user?listing_type=buddy&search=${encodeURIComponent(b.phone)}`,
    });
    expect(list.json().data).toMatchObject([expected]);
    // Found by it too.
    const byEmail = await t.call(admin, {
      method: 'GET',
      url: `/api/admin/user?listing_type=buddy&search=${encodeURIComponent(email)}`,
    });
    expect(byEmail.json().data).toMatchObject([expected]);

    // Other roles carry none of it.
    const merchants = await t.call(admin, { method: 'GET', url: '/api/admin/user?listing_type=merchant' });
    expect(merchants.json().data[0]).not.toHaveProperty('wallet_balance');
  });
});

describe("a buddy's e-mail edited by an admin", () => {
  it('is the profile’s contact address the buddy sees, not a sign-in name', async () => {
    const b = await newBuddy(t);
    await putMe(b.token, { ...complete, email: `old.${b.id}@example.my` });
    const admin = await t.token('admin');
    const url = `/api/admin/user/${b.id}`;
    const email = `new.${b.id}@example.my`;
    const res = await t.call(admin, { method: 'PUT', url, payload: { email } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.email).toBe(email);
    expect((await getMe(b.token)).json().data.email).toBe(email);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, b.id));
    expect(account?.email).toBeNull();
    // Sent back as it is (the edit form does), it changes nothing.
    expect((await t.call(admin, { method: 'PUT', url, payload: { email, name: 'Aisyah' } })).statusCode).toBe(
      200,
    );
    expect((await getMe(b.token)).json().data.email).toBe(email);
  });
});
