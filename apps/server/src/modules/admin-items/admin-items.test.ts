import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { sessions, users } from '../../db/schema';
import { registerAdminItem } from './registry';

let t: TestApp;
let owner: string;
let agent: string;
const password = 'Staff@1234';

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.token('merchant');
  agent = await t.token('agent');
});
afterAll(() => t.close());

const addStaff = async (email: string, access_option?: string) => {
  const res = await t.call(owner, {
    method: 'POST',
    url: '/api/admin/merchant_staff',
    payload: {
      email,
      role: 'Cashier',
      access_option,
      status: 'active',
      password,
      password_confirmation: password,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
};

describe('generic admin items (PATCH/DELETE /api/admin/{name}/{id})', () => {
  it('answers an unknown name as not found, never touching a table of that name', async () => {
    for (const name of ['users', 'sessions', 'menu_categories', 'nothing']) {
      const patch = await t.call(owner, {
        method: 'PATCH',
        url: `/api/admin/${name}/1`,
        payload: { type: 'status' },
      });
      expect({ name, status: patch.statusCode }).toEqual({ name, status: 404 });
      const del = await t.call(owner, { method: 'DELETE', url: `/api/admin/${name}/1` });
      expect({ name, status: del.statusCode }).toEqual({ name, status: 404 });
    }
  });

  it('refuses an unknown or missing type on the type field', async () => {
    const unknown = await t.call(owner, {
      method: 'PATCH',
      url: '/api/admin/category/1',
      payload: { type: 'colour' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ type: 'This cannot be switched here.' });
    const missing = await t.call(owner, { method: 'PATCH', url: '/api/admin/category/1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ type: 'This field is required.' });
    // A table has no switch at all.
    const table = await t.call(owner, {
      method: 'PATCH',
      url: '/api/admin/table/1',
      payload: { type: 'status' },
    });
    expect(table.json().errors).toEqual({ type: 'This cannot be switched here.' });
  });

  it('refuses roles without the item’s permission with 403', async () => {
    const res = await t.call(agent, { method: 'DELETE', url: '/api/admin/category/1' });
    expect(res.statusCode).toBe(403);
    // An item may need more than the route's own permission: here only admins may act.
    const removed: number[] = [];
    registerAdminItem('test_admin_only', {
      permission: 'stock_images.write',
      remove: async (_ctx, id) => {
        removed.push(id);
        return 'success.category_deleted';
      },
    });
    expect(() => registerAdminItem('test_admin_only', { permission: 'admin_items' })).toThrow();
    const refused = await t.call(owner, { method: 'DELETE', url: '/api/admin/test_admin_only/7' });
    expect(refused.statusCode).toBe(403);
    const admin = await t.token('admin');
    const done = await t.call(admin, { method: 'DELETE', url: '/api/admin/test_admin_only/7' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: 'Category deleted successfully.' });
    expect(removed).toEqual([7]);
  });

  it('toggles a staff member’s status (type in the body or the query)', async () => {
    const id = await addStaff('toggle@sedap.my');
    const off = await t.call(owner, {
      method: 'PATCH',
      url: `/api/admin/staff/${id}`,
      payload: { type: 'status' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      data: { id, type: 'status', value: 0 },
      message: 'Status changed to inactive.',
    });
    const on = await t.call(owner, { method: 'PATCH', url: `/api/admin/staff/${id}?type=status` });
    expect(on.json()).toMatchObject({ data: { value: 1 }, message: 'Status changed to active.' });
    const zh = await t.call(owner, {
      method: 'PATCH',
      url: `/api/admin/staff/${id}`,
      payload: { type: 'status' },
      headers: { 'accept-language': 'zh' },
    });
    expect(zh.statusCode).toBe(200);
  });

  it('deletes a staff member and their sessions; not themselves, not another merchant’s', async () => {
    const id = await addStaff('leaving@sedap.my');
    const theirToken = await t.token('leaving@sedap.my', password);
    expect((await t.call(theirToken, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);

    const res = await t.call(owner, { method: 'DELETE', url: `/api/admin/staff/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Operation user deleted successfully.' });
    expect(await t.database.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect((await t.call(theirToken, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await t.call(owner, { method: 'DELETE', url: `/api/admin/staff/${id}` })).statusCode).toBe(404);

    // Setting staff may delete staff, but not themselves.
    const settingId = await addStaff('setting@sedap.my', 'All Access - Setting');
    const setting = await t.token('setting@sedap.my', password);
    const self = await t.call(setting, { method: 'DELETE', url: `/api/admin/staff/${settingId}` });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot delete your own account.');

    // The owner is no staff member; an admin-made merchant's staff is not ours.
    const ownerId = (await t.call(owner, { method: 'GET', url: '/api/me' })).json().data.id;
    expect((await t.call(setting, { method: 'DELETE', url: `/api/admin/staff/${ownerId}` })).statusCode).toBe(
      404,
    );
  });

  it('leaves DELETE /api/admin/table/{id} to the tables module', async () => {
    const add = await t.call(owner, {
      method: 'POST',
      url: '/api/admin/table',
      payload: { name: 'Generic 1' },
    });
    expect(add.statusCode, add.body).toBe(200);
    const res = await t.call(owner, { method: 'DELETE', url: `/api/admin/table/${add.json().data.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Table deleted successfully.' });
  });
});
