import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

/**
 * SPEC §2 "an agent loses access once the account is active", PRODUCT.md "Accounts": an agent's
 * power over a merchant's password is onboarding, while the merchant is not active and has never
 * signed in (issue 26). An admin may set a first password until the merchant sets its own.
 */
let t: TestApp;
let admin: string;
let agent: string;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  agent = await t.token('agent');
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: `10.26.1.${++ip}`,
  });

const setFirstPassword = (token: string, id: number, password: string, headers?: Record<string, string>) =>
  t.call(token, {
    method: 'POST',
    url: '/api/admin/merchant/first_time_login',
    payload: { merchant_id: id, password, password_confirmation: password },
    headers,
  });

const status = (token: string, id: number, value: 'active' | 'inactive') =>
  t.call(token, { method: 'PATCH', url: `/api/admin/user/${id}`, payload: { status: value } });

/** A merchant the demo agent recruits, on its first-time password. */
async function recruit(username: string, extra: object = {}) {
  const res = await t.call(agent, {
    method: 'POST',
    url: '/api/admin/user',
    payload: { type: 'merchant', username, password: 'Given@1234', confirm_password: 'Given@1234', ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

const onboardingOver = {
  code: 'forbidden',
  reason: 'first_login_onboarding_over',
  errors: {
    password:
      'This merchant is active or has signed in: only it sets its password now (an administrator can help).',
  },
};

describe("an agent and its merchant's first password", () => {
  it('is refused once the merchant signed in, active, even before it set its own', async () => {
    const id = await recruit('signedin26');
    expect((await setFirstPassword(agent, id, 'Agent@Set1')).statusCode).toBe(200);
    await status(admin, id, 'active');
    const first = await login('signedin26', 'Agent@Set1');
    expect(first.json().data.first_login).toBe(true);

    const again = await setFirstPassword(agent, id, 'Agent@Set2');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject(onboardingOver);
    const zh = await setFirstPassword(agent, id, 'Agent@Set2', { 'accept-language': 'zh' });
    expect(zh.json().errors.password).toBe(
      '此商家已启用或已登录：现在只有商家本人可以设置密码（管理员可协助）。',
    );
    expect((await login('signedin26', 'Agent@Set2')).statusCode).toBe(401);
    // The merchant's session was not ended either.
    const me = await t.call(first.json().data.token, { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
  });

  it('is not regained by deactivating the merchant first', async () => {
    const id = await recruit('cycled26', { status: 'active' });
    expect((await login('cycled26', 'Given@1234')).statusCode).toBe(200);
    const off = await status(agent, id, 'inactive');
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({
      reason: 'deactivate_signed_in',
      message: 'This account has signed in: only an administrator can deactivate it.',
    });
    // Deactivated by an admin, it is still one that has signed in.
    expect((await status(admin, id, 'inactive')).statusCode).toBe(200);
    expect((await setFirstPassword(agent, id, 'Agent@Set1')).json()).toMatchObject(onboardingOver);
    expect((await login('cycled26', 'Given@1234')).json().data.first_login).toBe(true);
  });

  it('is refused for an active merchant that has never signed in (SPEC §2)', async () => {
    const id = await recruit('active26', { status: 'active' });
    const res = await setFirstPassword(agent, id, 'Agent@Set1');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(onboardingOver);
  });

  it('leaves an admin able to set it until the merchant sets its own', async () => {
    const id = await recruit('helped26', { status: 'active' });
    const first = await login('helped26', 'Given@1234');
    expect((await setFirstPassword(admin, id, 'Admin@Set1')).statusCode).toBe(200);
    const again = await login('helped26', 'Admin@Set1');
    const own = await t.call(again.json().data.token, {
      method: 'POST',
      url: '/api/admin/merchant/first_time_login',
      payload: { password: 'Mine@12345', password_confirmation: 'Mine@12345' },
    });
    expect(own.statusCode, own.body).toBe(200);
    const closed = await setFirstPassword(admin, id, 'Admin@Set2');
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({
      reason: 'first_login_closed',
      errors: { password: expect.any(String) },
    });
    expect(first.statusCode).toBe(200);
  });

  it('still works while onboarding: inactive and never signed in', async () => {
    const id = await recruit('onboarding26');
    expect((await setFirstPassword(agent, id, 'Agent@Set1')).statusCode).toBe(200);
    expect((await status(agent, id, 'active')).statusCode).toBe(200);
    expect((await status(agent, id, 'inactive')).statusCode).toBe(200);
    expect((await setFirstPassword(agent, id, 'Agent@Set2')).statusCode).toBe(200);
    expect((await login('onboarding26', 'Agent@Set2')).json().data.first_login).toBe(true);
  });
});
