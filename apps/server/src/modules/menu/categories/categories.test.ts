import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { foods, stores } from '../../../db/schema';

let t: TestApp;
let admin: string;
let merchant: string;
let merchantId: number;
let other: string;

interface Row {
  id: number;
  name: string;
  remark: string;
  priority: number;
  status: 0 | 1;
  food_count: number;
  version: number;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  // The demo merchant (whose seeded menu is not ours to count) plays the other tenant.
  other = await t.token('merchant');

  // Our merchant: a fresh one, created by the admin.
  ({ id: merchantId, token: merchant } = await t.merchant('categoryshop'));
});
afterAll(() => t.close());

const add = (token: string, payload: Record<string, unknown>) =>
  t.call(token, { method: 'POST', url: '/api/admin/category', payload });
const listOf = async (token: string, query = '') => {
  const res = await t.call(token, { method: 'GET', url: `/api/admin/category${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Row[]; recordsTotal: number; recordsFiltered: number };
};
const namesOf = async (token: string, query = '') => (await listOf(token, query)).data.map((r) => r.name);
const menuVersion = async (id: number) =>
  (await t.database.db.select({ v: stores.menuVersion }).from(stores).where(eq(stores.merchantId, id)))[0]?.v;

const rows: Record<string, Row> = {};

describe('menu categories', () => {
  it('adds food categories last, each raising the menu version', async () => {
    for (const name of ['Rice', 'Noodles', 'Drinks']) {
      const before = await menuVersion(merchantId);
      const res = await add(merchant, { name });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Category created successfully.');
      expect(res.json().data).toMatchObject({ name, remark: 'food', status: 1, food_count: 0, version: 1 });
      rows[name] = res.json().data;
      expect(await menuVersion(merchantId)).toBe((before ?? 0) + 1);
    }
    expect(await namesOf(merchant)).toEqual(['Rice', 'Noodles', 'Drinks']);
    const priorities = (await listOf(merchant)).data.map((r) => r.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
  });

  it('keeps alcohol categories apart from food ones, with their own names', async () => {
    const beer = await add(merchant, { name: 'Beer', remark: 'alcohol' });
    expect(beer.statusCode, beer.body).toBe(200);
    expect(beer.json().data.remark).toBe('alcohol');
    // The same name in the other kind is fine.
    const drinks = await add(merchant, { name: 'drinks', remark: 'alcohol', status: 0 });
    expect(drinks.statusCode, drinks.body).toBe(200);
    expect(drinks.json().data.status).toBe(0);
    rows.Beer = beer.json().data;
    rows.AlcoholDrinks = drinks.json().data;
    expect(await namesOf(merchant, '?remark=alcohol')).toEqual(['Beer', 'drinks']);
    expect(await namesOf(merchant, '?remark=food')).toEqual(['Rice', 'Noodles', 'Drinks']);
    expect(await namesOf(merchant, '?remark=alcohol&status=1')).toEqual(['Beer']);
    expect(await namesOf(merchant, '?remark=alcohol&status=inactive')).toEqual(['drinks']);
  });

  it('refuses a duplicate name of the same kind whatever its case, naming the field', async () => {
    const res = await add(merchant, { name: '  rice ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: 'A category with this name already exists.' });
    const zh = await t.call(merchant, {
      method: 'POST',
      url: '/api/admin/category',
      payload: { name: 'RICE' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.json().errors).toEqual({ name: '已有同名的分类。' });
    const rename = await t.call(merchant, {
      method: 'PUT',
      url: `/api/admin/category/${rows.Noodles?.id}`,
      payload: { name: 'DRINKS', version: rows.Noodles?.version },
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().errors).toEqual({ name: 'A category with this name already exists.' });
    const empty = await add(merchant, { name: '   ' });
    expect(empty.json().errors).toEqual({ name: 'This field is required.' });
  });

  it('pages and searches, priority order by default', async () => {
    const page = await listOf(merchant, '?length=2&start=1');
    expect(page.data.map((r) => r.name)).toEqual(['Noodles', 'Drinks']);
    expect(page.recordsTotal).toBe(3);
    const found = await listOf(merchant, '?search=OOD');
    expect(found).toMatchObject({ recordsTotal: 3, recordsFiltered: 1, data: [{ name: 'Noodles' }] });
    expect(await namesOf(merchant, '?order=name:desc')).toEqual(['Rice', 'Noodles', 'Drinks']);
    expect(await namesOf(merchant, '?order=name')).toEqual(['Drinks', 'Noodles', 'Rice']);
  });

  it('updates with the version it read, and refuses a stale save with 409', async () => {
    const id = rows.Drinks?.id;
    const first = await t.call(merchant, {
      method: 'PUT',
      url: `/api/admin/category/${id}`,
      payload: { name: 'Cold drinks', version: 1 },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Category updated successfully.',
      data: { name: 'Cold drinks', version: 2 },
    });
    const second = await t.call(merchant, {
      method: 'PUT',
      url: `/api/admin/category/${id}`,
      payload: { name: 'Hot drinks', version: 1 },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'conflict',
      reason: 'category_stale',
      message: 'Someone else changed this category while you were editing. Reload to see their changes.',
    });
    const row = await t.call(merchant, { method: 'GET', url: `/api/admin/category/${id}` });
    expect(row.json().data).toMatchObject({ name: 'Cold drinks', version: 2 });
    rows.Drinks = row.json().data;
  });

  it('reorders with { ids } or the old client’s { data: [{ id, priority }] }, raising the menu version', async () => {
    const [rice, noodles, drinks] = [rows.Rice?.id, rows.Noodles?.id, rows.Drinks?.id];
    const before = await menuVersion(merchantId);
    const res = await t.call(merchant, {
      method: 'PUT',
      url: '/api/admin/category_priority',
      payload: { ids: [drinks, rice, noodles] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Category order saved.');
    expect(res.json().data.map((r: Row) => [r.name, r.priority])).toEqual([
      ['Cold drinks', 1],
      ['Rice', 2],
      ['Noodles', 3],
    ]);
    expect(await menuVersion(merchantId)).toBe((before ?? 0) + 1);
    expect(await namesOf(merchant)).toEqual(['Cold drinks', 'Rice', 'Noodles']);

    const old = await t.call(merchant, {
      method: 'PUT',
      url: '/api/admin/category_priority',
      payload: {
        data: [
          { id: noodles, priority: 1 },
          { id: String(drinks), priority: '3' },
          { id: rice, priority: 2 },
        ],
      },
    });
    expect(old.statusCode, old.body).toBe(200);
    expect(await namesOf(merchant)).toEqual(['Noodles', 'Rice', 'Cold drinks']);
    // A page's worth of ids reorders that page only: the two last swap places.
    const partial = await t.call(merchant, {
      method: 'PUT',
      url: '/api/admin/category_priority',
      payload: { ids: [drinks, rice] },
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(await namesOf(merchant)).toEqual(['Noodles', 'Cold drinks', 'Rice']);
    // Reordering leaves the versions alone: an open edit stays valid.
    expect((await listOf(merchant)).data.find((r) => r.id === drinks)?.version).toBe(2);
    // The alcohol categories keep their own order.
    expect(await namesOf(merchant, '?remark=alcohol')).toEqual(['Beer', 'drinks']);
  });

  it('refuses a reorder mixing kinds, repeating ids or naming another merchant’s category', async () => {
    const mixed = await t.call(merchant, {
      method: 'PUT',
      url: '/api/admin/category_priority',
      payload: { ids: [rows.Rice?.id, rows.Beer?.id] },
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors).toEqual({
      ids: 'All categories must be of the same kind (food or alcohol).',
    });
    const twice = await t.call(merchant, {
      method: 'PUT',
      url: '/api/admin/category_priority',
      payload: { ids: [rows.Rice?.id, rows.Rice?.id] },
    });
    expect(twice.statusCode).toBe(400);
    expect(Object.keys(twice.json().errors)).toEqual(['ids']);
    const foreign = await t.call(other, {
      method: 'PUT',
      url: '/api/admin/category_priority',
      payload: { ids: [rows.Rice?.id] },
    });
    expect(foreign.statusCode).toBe(404);
    const missing = await t.call(merchant, {
      method: 'PUT',
      url: '/api/admin/category_priority',
      payload: { ids: [rows.Rice?.id, 999999] },
    });
    expect(missing.statusCode).toBe(404);
    const empty = await t.call(merchant, {
      method: 'PUT',
      url: '/api/admin/category_priority',
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('answers another merchant’s categories as not found, and shows them nothing of ours', async () => {
    const id = rows.Rice?.id;
    for (const call of [
      { method: 'GET' as const, url: `/api/admin/category/${id}` },
      { method: 'PUT' as const, url: `/api/admin/category/${id}`, payload: { name: 'Mine', version: 1 } },
      { method: 'PATCH' as const, url: `/api/admin/category/${id}`, payload: { type: 'status' } },
      { method: 'DELETE' as const, url: `/api/admin/category/${id}` },
    ]) {
      const res = await t.call(other, call);
      expect({ call: call.method, status: res.statusCode }).toEqual({ call: call.method, status: 404 });
    }
    expect((await namesOf(other)).includes('Cold drinks')).toBe(false);
    expect(
      (await t.call(other, { method: 'GET', url: `/api/admin/category?merchant_id=${merchantId}` }))
        .statusCode,
    ).toBe(404);
    // The same name is fine at another merchant.
    expect((await add(other, { name: 'Noodles' })).statusCode).toBe(200);
  });

  it('lets an admin work on a merchant they name', async () => {
    const noMerchant = await t.call(admin, { method: 'GET', url: '/api/admin/category' });
    expect(noMerchant.statusCode).toBe(400);
    expect(noMerchant.json().errors).toHaveProperty('merchant_id');
    expect(await namesOf(admin, `?merchant_id=${merchantId}`)).toEqual(['Noodles', 'Cold drinks', 'Rice']);
    const res = await add(admin, { name: 'Desserts', merchant_id: merchantId });
    expect(res.statusCode, res.body).toBe(200);
    rows.Desserts = res.json().data;
    expect((await namesOf(merchant)).at(-1)).toBe('Desserts');
  });

  it('toggles the status through PATCH /admin/category/{id}, bumping the version', async () => {
    const id = rows.Desserts?.id;
    const before = await menuVersion(merchantId);
    const off = await t.call(merchant, {
      method: 'PATCH',
      url: `/api/admin/category/${id}`,
      payload: { type: 'status' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      data: { id, type: 'status', value: 0 },
      message: 'Status changed to inactive.',
    });
    expect(await menuVersion(merchantId)).toBe((before ?? 0) + 1);
    const row = (await t.call(merchant, { method: 'GET', url: `/api/admin/category/${id}` })).json().data;
    expect(row).toMatchObject({ status: 0, version: 2 });
    const on = await t.call(merchant, {
      method: 'PATCH',
      url: `/api/admin/category/${id}`,
      payload: { type: 'status' },
    });
    expect(on.json().message).toBe('Status changed to active.');
  });

  it('refuses to delete a category that holds a food, with the SPEC message, and deletes an empty one', async () => {
    const id = rows.Rice?.id as number;
    await t.database.db
      .insert(foods)
      .values({ merchantId, categoryId: id, name: 'Nasi lemak', priceSen: 850 });
    const listed = (await listOf(merchant)).data.find((r) => r.id === id);
    expect(listed?.food_count).toBe(1);
    const refused = await t.call(merchant, { method: 'DELETE', url: `/api/admin/category/${id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Delete blocked because the food category contains at least 1 food menu.',
    );
    const zh = await t.call(merchant, {
      method: 'DELETE',
      url: `/api/admin/category/${id}`,
      headers: { 'accept-language': 'zh' },
    });
    expect(zh.json().message).toBe('无法删除：该食品分类中至少还有 1 个菜品。');

    const before = await menuVersion(merchantId);
    const empty = await t.call(merchant, {
      method: 'DELETE',
      url: `/api/admin/category/${rows.Noodles?.id}`,
    });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ message: 'Category deleted successfully.' });
    expect(await menuVersion(merchantId)).toBe((before ?? 0) + 1);
    const gone = await t.call(merchant, { method: 'GET', url: `/api/admin/category/${rows.Noodles?.id}` });
    expect(gone.statusCode).toBe(404);
  });
});
