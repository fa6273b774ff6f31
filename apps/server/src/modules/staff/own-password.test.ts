import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

/**
 * PRODUCT.md "Accounts" for operation staff (issue 26): until a staff member chose their own
 * password, whoever manages staff sets it; from then on nobody else sets it or changes their login
 * e-mail. The owner or an admin sends them a reset link instead.
 */
let t: TestApp;
let owner: string;
let admin: string;
let agent: string;
let peer: string;
let ip = 0;
const given = 'Given@1234';

const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: `10.26.0.${++ip}`,
  });

async function addStaff(email: string, access_option?: string) {
  const res = await t.call(owner, {
    method: 'POST',
    url: '/api/admin/merchant_staff',
    payload: {
      email,
      role: 'Cashier',
      access_option,
      status: 'active',
      password: given,
      password_confirmation: given,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.own_password).toBe(false);
  return res.json().data.id as number;
}

/** The staff member signs in with the password they were given and chooses their own. */
async function chooseOwn(email: string, mine: string) {
  const token = (await login(email, given)).json().data.token as string;
  const res = await t.call(token, {
    method: 'POST',
    url: '/api/change_password',
    payload: { current_password: given, new_password: mine, new_password_confirmation: mine },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const put = (token: string, id: number, payload: object, headers?: Record<string, string>) =>
  t.call(token, { method: 'PUT', url: `/api/admin/merchant_staff_update/${id}`, payload, headers });
const newPassword = { password: 'Other@1234', password_confirmation: 'Other@1234' };
const resetLink = (token: string, id: number) =>
  t.call(token, { method: 'POST', url: `/api/admin/merchant_staff/${id}/reset_link` });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.token('merchant');
  admin = await t.token('admin');
  agent = await t.token('agent');
  await addStaff('peer@sedap.my', 'All Access - Setting');
  peer = (await login('peer@sedap.my', given)).json().data.token;
});
afterAll(() => t.close());

describe("a staff member's password and login e-mail", () => {
  it('are set by the owner while the staff member has not chosen their own, as before', async () => {
    const id = await addStaff('fresh@sedap.my');
    const res = await put(owner, id, { email: 'fresh2@sedap.my', ...newPassword });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ email: 'fresh2@sedap.my', own_password: false });
    expect((await login('fresh2@sedap.my', 'Other@1234')).statusCode).toBe(200);
  });

  it('are refused to the owner, a Setting staff member and an admin once they chose their own', async () => {
    const id = await addStaff('chose@sedap.my');
    await chooseOwn('chose@sedap.my', 'Mine@12345');
    const got = await t.call(owner, { method: 'GET', url: `/api/admin/merchant_staff/${id}` });
    expect(got.json().data.own_password).toBe(true);

    for (const token of [owner, peer, admin]) {
      const pw = await put(token, id, newPassword);
      expect(pw.statusCode, pw.body).toBe(403);
      expect(pw.json()).toMatchObject({
        code: 'forbidden',
        reason: 'staff_password_own',
        errors: {
          password:
            'This operation user has set their own password: only they can change it. Send them a reset link instead.',
        },
      });
      const email = await put(token, id, { email: 'taken-over@sedap.my' });
      expect(email.statusCode, email.body).toBe(403);
      expect(email.json()).toMatchObject({
        reason: 'staff_email_own',
        errors: {
          email: 'This operation user has set their own password: only they can change their login e-mail.',
        },
      });
    }
    const zh = await put(owner, id, newPassword, { 'accept-language': 'zh' });
    expect(zh.json().errors.password).toBe(
      '此操作员已设置自己的密码：只有其本人可以更改。请改为发送重置链接。',
    );

    expect((await login('chose@sedap.my', 'Other@1234')).statusCode).toBe(401);
    expect((await login('taken-over@sedap.my', 'Mine@12345')).statusCode).toBe(401);
    expect((await login('chose@sedap.my', 'Mine@12345')).statusCode).toBe(200);
  });

  it('still lets the owner edit the rest, with the unchanged e-mail sent along, and deactivate', async () => {
    const id = await addStaff('rest@sedap.my');
    await chooseOwn('rest@sedap.my', 'Mine@12345');
    const res = await put(owner, id, { email: 'rest@sedap.my', nickname: 'Ah Rest', role: 'Kitchen' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ nickname: 'Ah Rest', role: 'Kitchen', email: 'rest@sedap.my' });
    const off = await t.call(owner, { method: 'PATCH', url: `/api/admin/merchant_staff_update/${id}` });
    expect(off.json().data.status).toBe('inactive');
  });

  it('are the holder’s: their own e-mail here, their own password under Change password', async () => {
    const id = await addStaff('self@sedap.my', 'All Access - Setting');
    await chooseOwn('self@sedap.my', 'Mine@12345');
    const self = (await login('self@sedap.my', 'Mine@12345')).json().data.token as string;
    const pw = await put(self, id, newPassword);
    expect(pw.statusCode).toBe(403);
    expect(pw.json()).toMatchObject({
      reason: 'staff_own_password_here',
      errors: { password: 'Change your own password under Change password.' },
    });
    const email = await put(self, id, { email: 'self2@sedap.my' });
    expect(email.statusCode, email.body).toBe(200);
    expect(email.json().data.email).toBe('self2@sedap.my');
  });
});

describe('a reset link for a staff member', () => {
  it('is sent by the owner or an admin to their own e-mail, and gives the password back to them', async () => {
    const id = await addStaff('forgot@sedap.my');
    await chooseOwn('forgot@sedap.my', 'Mine@12345');
    const before = t.outbox.length;
    const res = await resetLink(owner, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('A password reset link was sent to forgot@sedap.my.');
    expect((await resetLink(admin, id)).statusCode).toBe(200);
    const mails = t.outbox.slice(before);
    expect(mails.map((m) => m.to)).toEqual(['forgot@sedap.my', 'forgot@sedap.my']);

    const token = /token=([^\s&]+)/.exec(mails[1]?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const reset = await t.call(null, {
      method: 'POST',
      url: `/api/change_password?token=${token}`,
      payload: { new_password: 'Back@12345', new_password_confirmation: 'Back@12345' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login('forgot@sedap.my', 'Back@12345')).statusCode).toBe(200);
  });

  it('makes a password chosen through it the holder’s own', async () => {
    const id = await addStaff('linked@sedap.my');
    const before = t.outbox.length;
    expect((await resetLink(owner, id)).statusCode).toBe(200);
    const token = /token=([^\s&]+)/.exec(t.outbox[before]?.text ?? '')?.[1];
    await t.call(null, {
      method: 'POST',
      url: `/api/change_password?token=${token}`,
      payload: { new_password: 'Back@12345', new_password_confirmation: 'Back@12345' },
    });
    expect((await put(owner, id, newPassword)).statusCode).toBe(403);
  });

  it('is not for Setting staff or agents, nor for another merchant’s staff', async () => {
    const id = await addStaff('nolink@sedap.my');
    expect((await resetLink(peer, id)).statusCode).toBe(403);
    expect((await resetLink(agent, id)).statusCode).toBe(403);
    const other = await t.merchant('othershop26');
    expect((await resetLink(other.token, id)).statusCode).toBe(404);
  });

  it('counts against the hourly limit of reset mails to that address', async () => {
    const id = await addStaff('limit@sedap.my');
    for (let i = 0; i < 3; i++) expect((await resetLink(owner, id)).statusCode).toBe(200);
    const res = await resetLink(owner, id);
    expect(res.statusCode).toBe(429);
  });
});
