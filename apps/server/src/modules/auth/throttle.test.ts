import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: ip });

/** An active agent that has set its own password, with an e-mail to sign in by too. */
async function account(username: string) {
  const admin = await t.token('admin');
  const res = await t.call(admin, {
    method: 'POST',
    url: '/api/admin/user',
    payload: {
      type: 'agent',
      username,
      email: `${username}@demo.meja.my`,
      password: 'Right@1234',
      confirm_password: 'Right@1234',
      status: 'active',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.database.db.execute(sql`update users set first_login = false where username = ${username}`);
}

const endLocks = () =>
  t.database.db.execute(sql`update login_throttle set locked_until = now() - interval '1 second'`);

describe('sign-in throttle', () => {
  it('checks at most 5 passwords when 40 wrong ones arrive at once from one address', async () => {
    await account('rushed');
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => login('rushed', 'Wrong@1234', '10.7.0.1')),
    );
    const codes = replies.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'invalid_credentials')).toHaveLength(5);
    expect(codes.filter((c) => c === 'too_many_attempts')).toHaveLength(35);
    const refused = replies.find((r) => r.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not let anyone lock the admin out by failing on purpose', async () => {
    for (let i = 0; i < 5; i++) expect((await login('admin', 'Wrong@1234', '10.8.0.1')).statusCode).toBe(401);
    // The guesser's address waits, even with the right password...
    const guesser = await login('admin', 'Admin@1234', '10.8.0.1');
    expect(guesser.statusCode).toBe(429);
    expect(guesser.json().message).toMatch(/wait \d+ seconds/);
    // ...but the admin, from an address that has not been failing, signs in.
    expect((await login('admin', 'Admin@1234', '10.8.0.2')).statusCode).toBe(200);
    // After its wait, the guesser's address gets one more try, then waits longer.
    await endLocks();
    expect((await login('admin', 'Wrong@1234', '10.8.0.1')).statusCode).toBe(401);
    const longer = await login('admin', 'Admin@1234', '10.8.0.1');
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(30);
    await endLocks();
    expect((await login('admin', 'Admin@1234', '10.8.0.1')).statusCode).toBe(200);
  });

  it('slows guessing spread over 30 addresses per account, yet lets the owner in', async () => {
    await account('spread');
    for (let i = 1; i <= 30; i++) {
      // Username and e-mail in turn: the account is what is counted, not the typed name.
      const name = i % 2 ? 'SPREAD@demo.meja.my' : 'spread';
      expect((await login(name, 'Wrong@1234', `10.9.0.${i}`)).statusCode).toBe(401);
    }
    // Once the account is being guessed, one failure is enough to make an address wait...
    const late = await login('spread', 'Right@1234', '10.9.0.30');
    expect(late.statusCode).toBe(429);
    expect(late.json().code).toBe('too_many_attempts');
    // ...while an early address, with a single failure before the guessing started, does not wait.
    expect((await login('spread', 'Wrong@1234', '10.9.0.1')).statusCode).toBe(401);
    // The owner, from an address that has not been failing, signs in.
    expect((await login('spread', 'Right@1234', '10.9.0.200')).statusCode).toBe(200);
  });

  it('makes an address wait after 5 quick failures across accounts', async () => {
    for (let i = 0; i < 5; i++) await login(`someone${i}`, 'Wrong@1234', '10.2.0.1');
    expect((await login('merchant', 'Merchant@1234', '10.2.0.1')).statusCode).toBe(429);
    expect((await login('merchant', 'Merchant@1234', '10.2.0.2')).statusCode).toBe(200);
  });

  it("clears an address's failures for an account when it signs in", async () => {
    await account('typist');
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++)
        expect((await login('typist', 'Wrong@1234', '10.10.0.1')).statusCode).toBe(401);
      expect((await login('typist', 'Right@1234', '10.10.0.1')).statusCode).toBe(200);
    }
  });
});
