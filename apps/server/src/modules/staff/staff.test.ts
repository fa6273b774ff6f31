import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let owner: string;
let admin: string;
let merchantId = 0;
let kitchenId = 0;
const password = 'Staff@1234';

const post = (token: string, body: Record<string, unknown>) =>
  t.call(token, {
    method: 'POST',
    url: '/api/admin/merchant_staff',
    payload: { password, password_confirmation: password, status: 'active', ...body },
  });

const staffIndex = async (token: string, query = '') => {
  const res = await t.call(token, { method: 'GET', url: `/api/admin/merchant_staff_index?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { id: number; email: string; nickname: string | null; role: string; status: string }[];
    recordsTotal: number;
    recordsFiltered: number;
  };
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.token('merchant');
  admin = await t.token('admin');
  merchantId = (await t.call(owner, { method: 'GET', url: '/api/me' })).json().data.id;
});
afterAll(() => t.close());

describe('operation staff', () => {
  it('lets the owner add a Kitchen staff member with Kitchen access by default', async () => {
    const res = await post(owner, { email: 'cook@sedap.my', nickname: 'Ah Chong', role: 'Kitchen' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Operation user created successfully.');
    expect(body.data).toMatchObject({
      email: 'cook@sedap.my',
      nickname: 'Ah Chong',
      role: 'Kitchen',
      access_option: 'All Access - Kitchen',
      status: 'active',
      merchant_id: merchantId,
    });
    kitchenId = body.data.id;
  });

  it('starts staff inactive unless a status is given, and defaults access by role', async () => {
    const res = await t.call(owner, {
      method: 'POST',
      url: '/api/admin/merchant_staff',
      payload: { email: 'waiter@sedap.my', role: 'Waiters', password, password_confirmation: password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'inactive',
      access_option: 'Only Access - Ready To Serve',
    });
  });

  it('lets Kitchen staff sign in with their e-mail but not manage staff or see the dashboard', async () => {
    const cook = await t.token('cook@sedap.my', password);
    const me = (await t.call(cook, { method: 'GET', url: '/api/me' })).json().data;
    expect(me.first_login).toBe(false);
    for (const [method, url] of [
      ['GET', '/api/admin/merchant_staff_index'],
      ['GET', `/api/admin/merchant_staff/${kitchenId}`],
      ['POST', '/api/admin/merchant_staff'],
      ['PUT', `/api/admin/merchant_staff_update/${kitchenId}`],
      ['PATCH', `/api/admin/merchant_staff_update/${kitchenId}`],
      ['GET', '/api/admin/merchant/dashboard'],
    ] as const) {
      const res = await t.call(cook, { method, url, payload: method === 'GET' ? undefined : {} });
      expect({ url, method, status: res.statusCode }).toEqual({ url, method, status: 403 });
    }
  });

  it('gives a Cashier the dashboard', async () => {
    expect((await post(owner, { email: 'till@sedap.my', role: 'Cashier' })).statusCode).toBe(200);
    const cashier = await t.token('till@sedap.my', password);
    const res = await t.call(cashier, { method: 'GET', url: '/api/admin/merchant/dashboard' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lets staff with Setting access manage staff', async () => {
    const res = await post(owner, {
      email: 'boss2@sedap.my',
      role: 'Cashier',
      access_option: 'All Access - Setting',
    });
    expect(res.json().data.access_option).toBe('All Access - Setting');
    const setting = await t.token('boss2@sedap.my', password);
    // The demo merchant's three staff (db/seed.ts) and the four made above.
    expect((await staffIndex(setting)).recordsTotal).toBe(7);
    const self = res.json().data.id;
    const off = await t.call(setting, {
      method: 'PATCH',
      url: `/api/admin/merchant_staff_update/${self}`,
      payload: {},
    });
    expect(off.statusCode).toBe(403);
  });

  it("answers 404 for another merchant's staff member", async () => {
    const other = await t.call(admin, {
      method: 'POST',
      url: '/api/admin/user',
      payload: {
        type: 'merchant',
        username: 'othershop',
        status: 'active',
        password: 'Other@1234',
        confirm_password: 'Other@1234',
      },
    });
    expect(other.statusCode, other.body).toBe(200);
    // An admin-created merchant sets their own password first.
    const first = await t.token('othershop', 'Other@1234');
    const set = await t.call(first, {
      method: 'POST',
      url: '/api/admin/merchant/first_time_login',
      payload: { password: 'Mine@12345', password_confirmation: 'Mine@12345' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const token = await t.token('othershop', 'Mine@12345');
    for (const [method, url] of [
      ['GET', `/api/admin/merchant_staff/${kitchenId}`],
      ['PUT', `/api/admin/merchant_staff_update/${kitchenId}`],
      ['PATCH', `/api/admin/merchant_staff_update/${kitchenId}`],
    ] as const) {
      const res = await t.call(token, { method, url, payload: method === 'GET' ? undefined : {} });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
    expect((await staffIndex(token)).recordsTotal).toBe(0);
    const sneaky = await t.call(token, {
      method: 'GET',
      url: `/api/admin/merchant_staff_index?merchant_id=${merchantId}`,
    });
    expect(sneaky.statusCode).toBe(404);
  });

  it('lets an admin work on a named merchant only', async () => {
    const none = await t.call(admin, { method: 'GET', url: '/api/admin/merchant_staff_index' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.merchant_id).toBeDefined();
    expect((await staffIndex(admin, `merchant_id=${merchantId}`)).recordsTotal).toBe(7);
    const res = await post(admin, { email: 'admin-made@sedap.my', role: 'Cashier', merchant_id: merchantId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.merchant_id).toBe(merchantId);
  });

  it('refuses a login e-mail already in use, in any case, as e-mail or username', async () => {
    for (const email of ['COOK@sedap.my', 'merchant@demo.meja.my']) {
      const res = await post(owner, { email, role: 'Kitchen' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.email).toBe('This e-mail is already used by another account.');
    }
    const res = await t.call(owner, {
      method: 'PUT',
      url: `/api/admin/merchant_staff_update/${kitchenId}`,
      payload: { email: 'till@sedap.my' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toBeDefined();
  });

  it('applies the password rules', async () => {
    const weak = await post(owner, {
      email: 'weak@sedap.my',
      role: 'Kitchen',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBeDefined();
    const mismatch = await post(owner, {
      email: 'weak@sedap.my',
      role: 'Kitchen',
      password_confirmation: 'Other@1234',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.password_confirmation).toBe('Password Confirmation Does Not Match');
    const bad = await post(owner, { email: 'not-an-email', role: 'Kitchen' });
    expect(bad.json().errors.email).toBeDefined();
    const badRole = await post(owner, { email: 'x@sedap.my', role: 'Manager' });
    expect(badRole.statusCode).toBe(400);
  });

  // Until they chose their own password (own-password.test.ts: then nobody else sets it).
  it('updates details and a new password while the staff member has not chosen their own', async () => {
    const res = await t.call(owner, {
      method: 'PUT',
      url: `/api/admin/merchant_staff_update/${kitchenId}`,
      payload: {
        nickname: 'Chef Chong',
        role: 'Cashier',
        access_option: 'All Access - Order',
        email: 'chef@sedap.my',
        password: 'NewPass@123',
        password_confirmation: 'NewPass@123',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Operation user updated successfully.');
    expect(res.json().data).toMatchObject({
      nickname: 'Chef Chong',
      role: 'Cashier',
      access_option: 'All Access - Order',
      email: 'chef@sedap.my',
      own_password: false,
    });
    await expect(t.token('cook@sedap.my', password)).rejects.toThrow();
    const chef = await t.token('chef@sedap.my', 'NewPass@123');
    expect((await t.call(chef, { method: 'GET', url: '/api/admin/merchant/dashboard' })).statusCode).toBe(
      200,
    );
    const mismatch = await t.call(owner, {
      method: 'PUT',
      url: `/api/admin/merchant_staff_update/${kitchenId}`,
      payload: { password: 'NewPass@123', password_confirmation: 'nope' },
    });
    expect(mismatch.statusCode).toBe(400);
  });

  it('toggles Active/Inactive and ends the sessions of a deactivated member', async () => {
    const chef = await t.token('chef@sedap.my', 'NewPass@123');
    const off = await t.call(owner, {
      method: 'PATCH',
      url: `/api/admin/merchant_staff_update/${kitchenId}`,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.status).toBe('inactive');
    expect((await t.call(chef, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'chef@sedap.my', password: 'NewPass@123' },
    });
    expect(login.statusCode).toBe(403);
    const on = await t.call(owner, { method: 'PATCH', url: `/api/admin/merchant_staff_update/${kitchenId}` });
    expect(on.json().data.status).toBe('active');
    const set = await t.call(owner, {
      method: 'PATCH',
      url: `/api/admin/merchant_staff_update/${kitchenId}`,
      payload: { status: 'active' },
    });
    expect(set.json().data.status).toBe('active');
  });

  it('pages, sorts and searches', async () => {
    const all = await staffIndex(owner, 'order=email:asc');
    expect(all.recordsTotal).toBe(8);
    expect(all.data.map((s) => s.email)).toEqual([
      'admin-made@sedap.my',
      'boss2@sedap.my',
      'cashier@demo.meja.my',
      'chef@sedap.my',
      'kitchen@demo.meja.my',
      'till@sedap.my',
      'waiter@demo.meja.my',
      'waiter@sedap.my',
    ]);
    const page = await staffIndex(owner, 'order=email:asc&start=2&length=2');
    expect(page.data.map((s) => s.email)).toEqual(['cashier@demo.meja.my', 'chef@sedap.my']);
    expect(page.recordsFiltered).toBe(8);
    const found = await staffIndex(owner, 'search=chong');
    expect(found.data.map((s) => s.email)).toEqual(['chef@sedap.my']);
    expect(found).toMatchObject({ recordsTotal: 8, recordsFiltered: 1 });
    expect((await staffIndex(owner, 'search=%25')).recordsFiltered).toBe(0);
    const badOrder = await t.call(owner, {
      method: 'GET',
      url: '/api/admin/merchant_staff_index?order=password_hash',
    });
    expect(badOrder.statusCode).toBe(400);
  });
});
