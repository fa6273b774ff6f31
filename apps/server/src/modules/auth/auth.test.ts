import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { resetMailsSettled } from '../../../test/reset-barrier';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: ip });

async function createUser(body: Record<string, unknown>) {
  const admin = await t.token('admin');
  const res = await t.call(admin, { method: 'POST', url: '/api/admin/user', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; status: string; first_login: boolean };
}

describe('sign-in', () => {
  it('gives the demo admin a long random token that opens the merchant listing', async () => {
    const res = await login('admin', 'Admin@1234');
    expect(res.statusCode).toBe(200);
    const { token, role, first_login } = res.json().data;
    expect(role).toBe('admin');
    expect(first_login).toBe(false);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const list = await t.call(token, {
      method: 'GET',
      url: '/api/admin/user?listing_type=merchant&start=0&length=10',
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((u: { username: string }) => u.username)).toContain('merchant');
    const anonymous = await t.call(null, {
      method: 'GET',
      url: '/api/admin/user?listing_type=merchant&start=0&length=10',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('accepts the e-mail address as the username, in any case', async () => {
    const res = await login('Merchant@Demo.Meja.My', 'Merchant@1234');
    expect(res.json().data.role).toBe('merchant');
  });

  it('refuses a wrong password and an unknown user with the same clear message and no token', async () => {
    const wrong = await login('agent', 'Nope@12345', '10.0.0.2');
    const unknown = await login('nobody-here', 'Nope@12345', '10.0.0.3');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'invalid_credentials', message: 'Wrong username or password.' });
    }
  });

  it('answers in Chinese when the browser asks for it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
      payload: { username: 'agent', password: 'Nope@12345' },
      remoteAddress: '10.0.0.4',
    });
    expect(res.json().message).toBe('用户名或密码错误。');
  });

  it('revokes the token on logout', async () => {
    const token = await t.token('agent');
    expect((await t.call(token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect((await t.call(token, { method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    expect((await t.call(token, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('revokes every token of a user who is deactivated, and refuses their sign-in', async () => {
    const u = await createUser({
      type: 'agent',
      username: 'leaver',
      password: 'Leave@1234',
      confirm_password: 'Leave@1234',
      status: 'active',
    });
    await t.database.db.execute(sql`update users set first_login = false where id = ${u.id}`);
    const token = await t.token('leaver', 'Leave@1234');
    const admin = await t.token('admin');
    const off = await t.call(admin, { method: 'PATCH', url: `/api/admin/user/${u.id}` });
    expect(off.json().data.status).toBe('inactive');
    expect((await t.call(token, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const again = await login('leaver', 'Leave@1234', '10.3.0.1');
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('account_inactive');
  });
});

describe('first-time login', () => {
  it('lets a new merchant set a password before anything else, and waits for activation after it', async () => {
    const m = await createUser({
      type: 'merchant',
      username: 'newshop',
      password: 'Given@1234',
      confirm_password: 'Given@1234',
    });
    expect(m).toMatchObject({ status: 'inactive', first_login: true });

    const res = await login('newshop', 'Given@1234', '10.4.0.1');
    expect(res.json().data.first_login).toBe(true);
    const token = res.json().data.token;
    const blocked = await t.call(token, { method: 'GET', url: '/api/admin/merchant/dashboard' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('forbidden');

    const mismatch = await t.call(token, {
      method: 'POST',
      url: '/api/admin/merchant/first_time_login',
      payload: { password: 'Mine@12345', password_confirmation: 'Mine@12346' },
    });
    expect(mismatch.json().errors).toEqual({ password_confirmation: 'Password Confirmation Does Not Match' });

    const set = await t.call(token, {
      method: 'POST',
      url: '/api/admin/merchant/first_time_login',
      payload: { password: 'Mine@12345', password_confirmation: 'Mine@12345' },
    });
    expect(set.statusCode).toBe(200);
    expect((await login('newshop', 'Given@1234', '10.4.0.2')).statusCode).toBe(401);
    expect((await login('newshop', 'Mine@12345', '10.4.0.3')).json().code).toBe('account_inactive');

    const admin = await t.token('admin');
    await t.call(admin, { method: 'PATCH', url: `/api/admin/user/${m.id}` });
    const ok = await login('newshop', 'Mine@12345', '10.4.0.4');
    expect(ok.json().data.first_login).toBe(false);
    const dash = await t.call(ok.json().data.token, { method: 'GET', url: '/api/admin/merchant/dashboard' });
    expect(dash.statusCode).toBe(200);
  });

  it("lets the merchant's agent set its first password only until the merchant sets its own", async () => {
    const agent = await t.token('agent');
    const created = await t.call(agent, {
      method: 'POST',
      url: '/api/admin/user',
      payload: {
        type: 'merchant',
        username: 'agentshop',
        password: 'Given@1234',
        confirm_password: 'Given@1234',
      },
    });
    const id = created.json().data.id;
    expect(created.json().data.agent_id).toBeGreaterThan(0);
    const body = { merchant_id: id, password: 'Agent@Set1', password_confirmation: 'Agent@Set1' };
    const first = await t.call(agent, {
      method: 'POST',
      url: '/api/admin/merchant/first_time_login',
      payload: body,
    });
    expect(first.statusCode).toBe(200);

    const admin = await t.token('admin');
    await t.call(admin, { method: 'PATCH', url: `/api/admin/user/${id}`, payload: { status: 'active' } });
    const signedIn = await login('agentshop', 'Agent@Set1', '10.4.1.1');
    expect(signedIn.json().data.first_login).toBe(true);
    await t.call(signedIn.json().data.token, {
      method: 'POST',
      url: '/api/admin/merchant/first_time_login',
      payload: { password: 'Mine@12345', password_confirmation: 'Mine@12345' },
    });
    const closed = await t.call(agent, {
      method: 'POST',
      url: '/api/admin/merchant/first_time_login',
      payload: body,
    });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().code).toBe('forbidden');

    const other = await t.call(await t.token('subagent'), {
      method: 'POST',
      url: '/api/admin/merchant/first_time_login',
      payload: body,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('password rules (SPEC §5)', () => {
  const cases: [string, string][] = [
    ['Ab1!', 'Password must be at least 8 characters.'],
    ['Abcdefg!', 'Password must include at least one number.'],
    ['abcdefg1!', 'Password must include at least one capital letter.'],
    ['ABCDEFG1!', 'Password must include at least one small letter.'],
    ['Abcdefg12', 'Password must include at least one symbol.'],
  ];
  it.each(cases)('refuses %s', async (password, message) => {
    const admin = await t.token('admin');
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/admin/user',
      payload: { type: 'agent', username: 'weak', password, confirm_password: password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toBe(message);
  });
});

describe('changing a password when signed in', () => {
  it('needs the current password, checks the new one twice, and signs every session out', async () => {
    const u = await createUser({
      type: 'agent',
      username: 'changer',
      password: 'Start@1234',
      confirm_password: 'Start@1234',
      status: 'active',
    });
    await t.database.db.execute(sql`update users set first_login = false where id = ${u.id}`);
    const token = await t.token('changer', 'Start@1234');
    const other = await t.token('changer', 'Start@1234');

    const wrong = await t.call(token, {
      method: 'POST',
      url: '/api/change_password',
      payload: {
        current_password: 'Nope@1234',
        new_password: 'Next@12345',
        new_password_confirmation: 'Next@12345',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.current_password).toBe('The current password is wrong.');

    const mismatch = await t.call(token, {
      method: 'POST',
      url: '/api/change_password',
      payload: {
        current_password: 'Start@1234',
        new_password: 'Next@12345',
        new_password_confirmation: 'Next@1234x',
      },
    });
    expect(mismatch.json().errors.new_password_confirmation).toBe('New password does not match');

    const ok = await t.call(token, {
      method: 'POST',
      url: '/api/change_password',
      payload: {
        current_password: 'Start@1234',
        new_password: 'Next@12345',
        new_password_confirmation: 'Next@12345',
      },
    });
    expect(ok.statusCode).toBe(200);
    for (const tk of [token, other])
      expect((await t.call(tk, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await login('changer', 'Next@12345', '10.5.0.1')).statusCode).toBe(200);
  });

  it('refuses set_password once the account has its own password', async () => {
    const token = await t.token('agent');
    const res = await t.call(token, {
      method: 'POST',
      url: '/api/set_password',
      payload: { password: 'Other@1234', password_confirmation: 'Other@1234' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('forgot password', () => {
  const waitForMail = async (count: number) => {
    for (let i = 0; i < 100 && t.outbox.length < count; i++) await new Promise((r) => setTimeout(r, 20));
    return t.outbox[count - 1];
  };

  it('mails a single-use link that resets the password, and says the same for unknown addresses', async () => {
    const before = t.outbox.length;
    const known = await t.call(null, {
      method: 'POST',
      url: '/api/send_forget_email',
      payload: { email: 'buddy@demo.meja.my' },
    });
    const unknown = await t.call(null, {
      method: 'POST',
      url: '/api/send_forget_email',
      payload: { email: 'ghost@nowhere.my' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const mail = await waitForMail(before + 1);
    expect(mail?.to).toBe('buddy@demo.meja.my');
    const token = mail?.text.match(/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    // Nothing more: not to the unknown address, nor the link twice.
    await resetMailsSettled(t);
    expect(t.outbox.length).toBe(before + 1);

    const body = { token, new_password: 'Fresh@1234', new_password_confirmation: 'Fresh@1234' };
    const reset = await t.call(null, {
      method: 'POST',
      url: `/api/change_password?token=${token}`,
      payload: body,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('buddy', 'Fresh@1234', '10.6.0.1')).statusCode).toBe(200);
    const again = await t.call(null, {
      method: 'POST',
      url: `/api/change_password?token=${token}`,
      payload: body,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);
  });

  it('refuses a link older than 30 minutes', async () => {
    const before = t.outbox.length;
    await t.call(null, {
      method: 'POST',
      url: '/api/send_forget_email',
      payload: { email: 'agent@demo.meja.my' },
    });
    const mail = await waitForMail(before + 1);
    const token = mail?.text.match(/token=([\w-]+)/)?.[1];
    await t.database.db.execute(sql`update password_resets set expires_at = now() - interval '1 second'`);
    const res = await t.call(null, {
      method: 'POST',
      url: '/api/change_password',
      payload: { token, new_password: 'Fresh@1234', new_password_confirmation: 'Fresh@1234' },
    });
    expect(res.statusCode).toBe(400);
  });
});
