import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { loginThrottle } from '../../db/schema';
import { codeSentTo, newAddress, newBuddy, newNumber, smsSignIn } from './test-buddies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Reply = Awaited<ReturnType<typeof smsSignIn>>;

function expectSignUpWait(res: Reply, min: number, max: number) {
  expect(res.statusCode).toBe(429);
  const body = res.json();
  expect(body).toMatchObject({ code: 'too_many_requests', reason: 'signup_wait' });
  const seconds = Number(body.message.match(/wait (\d+) seconds/)?.[1]);
  expect(body.message).toBe(
    `Too many new sign-ups from this network. Please wait ${seconds} seconds and try again.`,
  );
  expect(seconds).toBeGreaterThanOrEqual(min);
  expect(seconds).toBeLessThanOrEqual(max);
  expect(res.headers['retry-after']).toBe(String(seconds));
}

/** Moves the address's window of `kind` (hour, day, referred) `seconds` into the past. */
const ageWindow = (kind: 'hour' | 'day' | 'referred', ip: string, seconds: number) =>
  t.database.db
    .update(loginThrottle)
    .set({ windowStartedAt: sql`${loginThrottle.windowStartedAt} - make_interval(secs => ${seconds})` })
    .where(
      eq(loginThrottle.key, kind === 'referred' ? `signup-referred-ip:${ip}` : `signup-ip-${kind}:${ip}`),
    );

const signUps = async (n: number, ip: string, referral_code?: string) => {
  for (let i = 0; i < n; i++) {
    const res = await smsSignIn(t, newNumber(), { ip, referral_code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.created).toBe(true);
  }
};

describe('sign-ups per client address', () => {
  it('creates ten buddies an hour; existing buddies and other addresses still sign in', async () => {
    const ip = newAddress();
    const existing = newNumber();
    expect((await smsSignIn(t, existing)).statusCode).toBe(200);
    await signUps(10, ip);

    const phone = newNumber();
    const refused = await smsSignIn(t, phone, { ip });
    expectSignUpWait(refused, 3590, 3600);
    expect((await smsSignIn(t, existing, { ip })).statusCode).toBe(200);

    // The refusal used nothing up: the same code signs the number in from another address.
    const elsewhere = await t.call(null, {
      method: 'POST',
      url: '/api/public/otp/verify',
      payload: { phone, code: codeSentTo(t, phone) },
      remoteAddress: newAddress(),
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().data.created).toBe(true);

    await ageWindow('hour', ip, 3601);
    expect((await smsSignIn(t, newNumber(), { ip })).statusCode).toBe(200);
  });

  it('creates thirty buddies a day', async () => {
    const ip = newAddress();
    for (let hour = 0; hour < 3; hour++) {
      await signUps(10, ip);
      await ageWindow('hour', ip, 3601);
    }
    // Three hours of the day have gone by in the hour window only: the day's began just now.
    expectSignUpWait(await smsSignIn(t, newNumber(), { ip }), 86_300, 86_400);
    await ageWindow('day', ip, 86_401);
    expect((await smsSignIn(t, newNumber(), { ip })).statusCode).toBe(200);
  });

  it('takes five referred sign-ups a day; a sign-up without a code still goes through', async () => {
    const ip = newAddress();
    const upline = await newBuddy(t);
    await signUps(5, ip, upline.code);
    expectSignUpWait(await smsSignIn(t, newNumber(), { ip, referral_code: upline.code }), 86_300, 86_400);
    const plain = await smsSignIn(t, newNumber(), { ip });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data).toMatchObject({ created: true, referred: false });
    expect((await t.call(upline.token, { method: 'GET', url: '/api/public/me' })).json().data.referrals).toBe(
      5,
    );
  });
});
