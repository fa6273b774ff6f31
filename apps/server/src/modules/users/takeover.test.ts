import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { resetMailsSettled } from '../../../test/reset-barrier';
import { users } from '../../db/schema';

/** PRODUCT.md "Accounts": nobody but the holder takes over an account that has signed in. */
let t: TestApp;
let admin: string;
let agent: string;
let master: string;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  agent = await t.token('agent');
  master = await t.token('master');
});
afterAll(() => t.close());

/** Each sign-in from its own address, so that no test is slowed by another's failures. */
const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: `10.20.0.${++ip}`,
  });

const user = (token: string, method: 'PUT' | 'PATCH', id: number, payload?: object) =>
  t.call(token, { method, url: `/api/admin/user/${id}`, payload });

const setFirstPassword = (token: string, id: number, password: string) =>
  t.call(token, {
    method: 'POST',
    url: '/api/admin/merchant/first_time_login',
    payload: { merchant_id: id, password, password_confirmation: password },
  });

/** A downline agent of the demo master agent that has signed in and set its own password. */
async function downlineAgent(username: string) {
  const res = await t.call(master, {
    method: 'POST',
    url: '/api/admin/user',
    payload: {
      type: 'agent',
      username,
      email: `${username}@demo.meja.my`,
      password: 'Given@1234',
      confirm_password: 'Given@1234',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as number;
  await t.database.db.update(users).set({ status: 'active', firstLogin: false }).where(eq(users.id, id));
  return id;
}

/** Asks for a reset link for an address; resolves once any mail it would send has gone out. */
async function askReset(email: string) {
  const res = await t.call(null, { method: 'POST', url: '/api/send_forget_email', payload: { email } });
  expect(res.statusCode).toBe(200);
  await resetMailsSettled(t);
}

describe('an agent cannot take over a merchant it recruited', () => {
  it('by deactivating it, setting its first password and activating it again', async () => {
    const victim = await t.merchant('victim1');
    const off = await user(agent, 'PATCH', victim.id, { status: 'inactive' });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(
      'This account has signed in and set its own password: only an administrator can deactivate it.',
    );
    const set = await setFirstPassword(agent, victim.id, 'Taken@1234');
    expect(set.statusCode).toBe(403);
    expect(set.json().message).toMatch(/already set its own password/);
    await user(agent, 'PATCH', victim.id, { status: 'active' });
    expect((await login('victim1', 'Taken@1234')).statusCode).toBe(401);
    expect((await login('victim1', 'Given@1234')).statusCode).toBe(200);
  });

  it('by changing its e-mail to one the agent reads, then asking for a reset link', async () => {
    const victim = await t.merchant('victim2');
    const put = await user(agent, 'PUT', victim.id, { email: 'mallory@evil.test' });
    expect(put.statusCode).toBe(403);
    expect(put.json().errors).toEqual({
      email: "Only an administrator can change another account's username, e-mail or phone number.",
    });
    const before = t.outbox.length;
    await askReset('mallory@evil.test');
    expect(t.outbox.slice(before).map((m) => m.to)).toEqual([]);
    expect((await login('victim2', 'Given@1234')).statusCode).toBe(200);
  });

  it('refuses a new username or phone number too, and still lets the agent edit the rest', async () => {
    const victim = await t.merchant('victim3');
    const username = await user(agent, 'PUT', victim.id, { username: 'victim3b', phone_number: '+60111' });
    expect(username.statusCode).toBe(403);
    expect(Object.keys(username.json().errors).sort()).toEqual(['phone_number', 'username']);
    // The portal's form sends the unchanged details along with the rest.
    const name = await user(agent, 'PUT', victim.id, {
      username: 'victim3',
      email: '',
      phone_number: '',
      name: 'Kedai Baru',
    });
    expect(name.statusCode, name.body).toBe(200);
    expect(name.json().data).toMatchObject({ username: 'victim3', name: 'Kedai Baru' });
  });

  it('cannot deactivate it by PUT or by the plain toggle either; an admin can', async () => {
    const victim = await t.merchant('victim4');
    expect((await user(agent, 'PUT', victim.id, { status: 'inactive' })).statusCode).toBe(403);
    expect((await user(agent, 'PATCH', victim.id)).statusCode).toBe(403);
    expect((await t.call(victim.token, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    const off = await user(admin, 'PATCH', victim.id);
    expect(off.json().data.status).toBe('inactive');
    expect((await t.call(victim.token, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });
});

describe('a master agent cannot take over a downline agent', () => {
  it('by deactivating it and setting its first password', async () => {
    const id = await downlineAgent('downline1');
    expect((await user(master, 'PATCH', id, { status: 'inactive' })).statusCode).toBe(403);
    expect((await setFirstPassword(master, id, 'Taken@1234')).statusCode).toBeGreaterThanOrEqual(403);
    await user(master, 'PATCH', id, { status: 'active' });
    expect((await login('downline1', 'Taken@1234')).statusCode).toBe(401);
    expect((await login('downline1', 'Given@1234')).statusCode).toBe(200);
  });

  it('by changing its e-mail, then asking for a reset link', async () => {
    const id = await downlineAgent('downline2');
    const put = await user(master, 'PUT', id, { email: 'mallory@evil.test' });
    expect(put.statusCode).toBe(403);
    const before = t.outbox.length;
    await askReset('mallory@evil.test');
    expect(t.outbox.slice(before)).toEqual([]);
    expect((await login('downline2', 'Given@1234')).statusCode).toBe(200);
  });
});

describe('the first password of a merchant that has not signed in', () => {
  it('can be set by its agent, and the merchant still chooses its own; then nobody else can', async () => {
    const created = await t.call(agent, {
      method: 'POST',
      url: '/api/admin/user',
      payload: {
        type: 'merchant',
        username: 'onboard1',
        password: 'Given@1234',
        confirm_password: 'Given@1234',
      },
    });
    const id = created.json().data.id as number;
    expect((await setFirstPassword(agent, id, 'Agent@Set1')).statusCode).toBe(200);
    // While it is being set up, the agent may also deactivate it again.
    expect((await user(agent, 'PATCH', id, { status: 'active' })).statusCode).toBe(200);
    expect((await user(agent, 'PATCH', id, { status: 'inactive' })).statusCode).toBe(200);
    await user(admin, 'PATCH', id, { status: 'active' });

    const first = await login('onboard1', 'Agent@Set1');
    expect(first.json().data.first_login).toBe(true);
    const own = await t.call(first.json().data.token, {
      method: 'POST',
      url: '/api/admin/merchant/first_time_login',
      payload: { password: 'Mine@12345', password_confirmation: 'Mine@12345' },
    });
    expect(own.statusCode).toBe(200);
    expect((await setFirstPassword(agent, id, 'Agent@Set2')).statusCode).toBe(403);
    expect((await setFirstPassword(admin, id, 'Admin@Set2')).statusCode).toBe(403);
    expect((await login('onboard1', 'Mine@12345')).json().data.first_login).toBe(false);
  });
});

describe('only the holder sets a password', () => {
  it('ignores a password in an admin PUT of another account', async () => {
    const victim = await t.merchant('victim5');
    const put = await user(admin, 'PUT', victim.id, {
      name: 'Renamed',
      password: 'Admin@Pick1',
      confirm_password: 'Admin@Pick1',
    });
    expect(put.statusCode).toBe(200);
    expect((await login('victim5', 'Admin@Pick1')).statusCode).toBe(401);
    expect((await login('victim5', 'Given@1234')).statusCode).toBe(200);
  });

  it('lets an admin change the sign-in details of another account', async () => {
    const victim = await t.merchant('victim6');
    const put = await user(admin, 'PUT', victim.id, {
      email: 'victim6@shop.my',
      phone_number: '012-345 6789',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ email: 'victim6@shop.my', phone_number: '+60123456789' });
  });
});

describe('usernames and e-mails share one namespace', () => {
  const create = (body: Record<string, unknown>) =>
    t.call(admin, {
      method: 'POST',
      url: '/api/admin/user',
      payload: { type: 'agent', password: 'Given@1234', confirm_password: 'Given@1234', ...body },
    });

  it("refuses a username that is another account's e-mail, and the reverse, in any case", async () => {
    const asName = await create({ username: 'Merchant@Demo.Meja.My' });
    expect(asName.statusCode).toBe(400);
    expect(asName.json().errors).toEqual({
      username: 'This username is already used by another account as its e-mail. Choose another username.',
    });
    expect((await create({ username: 'boss@shop.my' })).statusCode).toBe(200);
    const asEmail = await create({ username: 'boss2', email: 'BOSS@shop.my' });
    expect(asEmail.statusCode).toBe(400);
    expect(asEmail.json().errors).toEqual({
      email: 'This e-mail is already used by another account as its username.',
    });

    const victim = await t.merchant('victim7');
    const rename = await user(admin, 'PUT', victim.id, { username: 'buddy@demo.meja.my' });
    expect(rename.json().errors).toEqual({
      username: 'This username is already used by another account as its e-mail. Choose another username.',
    });
    const reEmail = await user(admin, 'PUT', victim.id, { email: 'boss@shop.my' });
    expect(reEmail.json().errors).toEqual({
      email: 'This e-mail is already used by another account as its username.',
    });
  });

  it('signs a name in to the account whose username it is, never to the one with it as e-mail', async () => {
    // Accounts from before the rule: one has the name as its e-mail, one (newer) as its username.
    const holder = await t.merchant('holder1');
    await t.database.db.execute(
      sql`update users set email = 'same@shop.my', password_hash = (select password_hash from users where username = 'admin') where id = ${holder.id}`,
    );
    const named = await t.merchant('named1');
    await t.database.db.execute(sql`update users set username = 'same@shop.my' where id = ${named.id}`);
    expect((await login('same@shop.my', 'Given@1234')).json().data.user.id).toBe(named.id);
    expect((await login('SAME@shop.my', 'Given@1234')).json().data.user.id).toBe(named.id);
    expect((await login('same@shop.my', 'Admin@1234')).statusCode).toBe(401);
  });
});
