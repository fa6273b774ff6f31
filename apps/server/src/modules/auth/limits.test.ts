import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { passwordResets } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgot = (email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/send_forget_email', payload: { email }, remoteAddress: ip });

describe('forgot password e-mails', () => {
  it('sends at most 3 an hour to one address, with the same reply every time', async () => {
    const replies = [];
    for (let i = 1; i <= 5; i++) replies.push(await forgot('Buddy@Demo.Meja.My', `10.30.0.${i}`));
    const unknown = await forgot('ghost@nowhere.my', '10.30.0.9');
    for (const res of replies) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(unknown.json());
    }
    // Only the first three asked for a mail at all, so once three are out there is nothing left.
    for (let i = 0; i < 100 && t.outbox.length < 3; i++) await new Promise((r) => setTimeout(r, 20));
    expect(t.outbox.map((m) => m.to)).toEqual(Array(3).fill('buddy@demo.meja.my'));
    const [links] = await t.database.db.select({ n: count() }).from(passwordResets);
    expect(links?.n).toBe(3);
  });

  it('makes an address that asks too often wait', async () => {
    for (let i = 0; i < 10; i++)
      expect((await forgot(`nobody${i}@nowhere.my`, '10.31.0.1')).statusCode).toBe(200);
    const refused = await forgot('nobody10@nowhere.my', '10.31.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/wait \d+ seconds/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await forgot('nobody10@nowhere.my', '10.31.0.2')).statusCode).toBe(200);
  });
});

describe('changing a password when signed in', () => {
  const change = (token: string, current: string) =>
    t.call(token, {
      method: 'POST',
      url: '/api/change_password',
      payload: {
        current_password: current,
        new_password: 'Next@12345',
        new_password_confirmation: 'Next@12345',
      },
    });

  it('makes the account wait after 5 wrong current passwords, even with the right one', async () => {
    const token = await t.token('agent');
    for (let i = 0; i < 5; i++) {
      const wrong = await change(token, `Guess@${i}000`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.current_password).toBe('The current password is wrong.');
    }
    const refused = await change(token, 'Agent@1234');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/wait \d+ seconds/);
    await t.database.db.execute(sql`delete from login_throttle where key like 'change-password:%'`);
    expect((await change(token, 'Agent@1234')).statusCode).toBe(200);
  });
});
