import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { foodOptionGroups, foods, menuCategories, stores } from '../../../db/schema';

let t: TestApp;
let admin: string;
let merchant: string;
let merchantId: number;
let other: string;

interface Option {
  id: number;
  name: string;
  price: string;
  price_sen: number;
  status: 0 | 1;
}
interface Group {
  id: number;
  name: string;
  min_qty: number;
  max_qty: number;
  status: 0 | 1;
  options: Option[];
  food_count: number;
  version: number;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  // The demo merchant (whose seeded menu is not ours to count) plays the other tenant.
  other = await t.token('merchant');
  // Our merchant: a fresh one, created by the admin.
  ({ id: merchantId, token: merchant } = await t.merchant('optionshop'));
});
afterAll(() => t.close());

const add = (token: string, payload: Record<string, unknown>) =>
  t.call(token, { method: 'POST', url: '/api/admin/option', payload });
const put = (token: string, id: number | undefined, payload: Record<string, unknown>) =>
  t.call(token, { method: 'PUT', url: `/api/admin/option/${id}`, payload });
const menuVersion = async () =>
  (
    await t.database.db
      .select({ v: stores.menuVersion })
      .from(stores)
      .where(eq(stores.merchantId, merchantId))
  )[0]?.v ?? 0;

const spice = {
  name: 'Spice level',
  min_qty: 1,
  max_qty: 1,
  options: [
    { name: 'Mild', price: 0 },
    { name: 'Hot', price: '0.50' },
    { name: 'Very hot', price: 1.5 },
  ],
};
let group: Group;

describe('option groups', () => {
  it('adds a group with its options, prices in RM and sen, raising the menu version', async () => {
    const before = await menuVersion();
    const res = await add(merchant, spice);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Food option created successfully.');
    group = res.json().data;
    expect(group).toMatchObject({
      name: 'Spice level',
      min_qty: 1,
      max_qty: 1,
      status: 1,
      food_count: 0,
      version: 1,
    });
    expect(group.options.map((o) => [o.name, o.price, o.price_sen, o.status])).toEqual([
      ['Mild', '0.00', 0, 1],
      ['Hot', '0.50', 50, 1],
      ['Very hot', '1.50', 150, 1],
    ]);
    expect(await menuVersion()).toBe(before + 1);
  });

  it('lists and searches the merchant’s groups with their options', async () => {
    await add(merchant, {
      name: 'Add-ons',
      min_qty: '0',
      max_qty: '2',
      options: [
        { name: 'Egg', price: '1.00' },
        { name: 'Cheese', price: '2' },
      ],
    });
    const res = await t.call(merchant, { method: 'GET', url: '/api/admin/option' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recordsTotal).toBe(2);
    expect(res.json().data.map((g: Group) => [g.name, g.options.length])).toEqual([
      ['Spice level', 3],
      ['Add-ons', 2],
    ]);
    const found = await t.call(merchant, { method: 'GET', url: '/api/admin/option?search=add' });
    expect(found.json()).toMatchObject({ recordsFiltered: 1, data: [{ name: 'Add-ons' }] });
  });

  it('refuses a price with three decimals, a negative one, and bad quantities', async () => {
    const three = await add(merchant, { ...spice, name: 'X', options: [{ name: 'A', price: '1.555' }] });
    expect(three.statusCode).toBe(400);
    expect(three.json().errors).toEqual({ 'options.0.price': 'Use at most two decimal places.' });
    const negative = await add(merchant, { ...spice, name: 'X', options: [{ name: 'A', price: -1 }] });
    expect(negative.json().errors).toEqual({ 'options.0.price': 'Must not be negative.' });
    const over = await add(merchant, { ...spice, name: 'X', min_qty: 0, max_qty: 4 });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({
      max_qty: 'The maximum cannot be more than the number of active options.',
    });
    const below = await add(merchant, { ...spice, name: 'X', min_qty: 2, max_qty: 1 });
    expect(below.json().errors).toEqual({ max_qty: 'The maximum must not be less than the minimum.' });
    // An inactive option does not count towards the maximum.
    const inactive = await add(merchant, {
      ...spice,
      name: 'X',
      min_qty: 0,
      max_qty: 3,
      options: [...spice.options.slice(0, 2), { name: 'Very hot', price: 1, status: 0 }],
    });
    expect(inactive.json().errors).toEqual({
      max_qty: 'The maximum cannot be more than the number of active options.',
    });
    const negativeQty = await add(merchant, { ...spice, name: 'X', min_qty: -1 });
    expect(Object.keys(negativeQty.json().errors)).toEqual(['min_qty']);
    const none = await add(merchant, { ...spice, name: 'X', min_qty: 0, max_qty: 0, options: [] });
    expect(none.json().errors).toEqual({ options: 'Add at least one option.' });
    const many = Array.from({ length: 51 }, (_, i) => ({ name: `O${i}`, price: 0 }));
    const tooMany = await add(merchant, { ...spice, name: 'X', options: many });
    expect(tooMany.json().errors).toEqual({ options: 'A group has at most 50 options.' });
  });

  it('refuses repeated option names in a group and a repeated group name', async () => {
    const repeated = await add(merchant, {
      ...spice,
      name: 'X',
      options: [
        { name: 'Egg', price: 1 },
        { name: ' egg ', price: 1 },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errors).toEqual({
      'options.1.name': 'Each option of a group needs its own name.',
    });
    const blank = await add(merchant, { ...spice, name: 'X', options: [{ name: ' ', price: 1 }] });
    expect(blank.json().errors).toEqual({ 'options.0.name': 'This field is required.' });
    const taken = await add(merchant, { ...spice, name: 'SPICE LEVEL' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ name: 'An option group with this name already exists.' });
  });

  it('keeps the option ids sent back, removes the others, adds new ones', async () => {
    const [mild, hot] = group.options;
    const res = await put(merchant, group.id, {
      name: 'Spiciness',
      min_qty: 0,
      max_qty: 2,
      version: group.version,
      options: [
        { id: hot?.id, name: 'Hot!', price: '0.80' },
        { name: 'Extra hot', price: '2.00' },
        { id: mild?.id, name: 'Mild', price: 0, status: false },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Food option updated successfully.');
    const saved: Group = res.json().data;
    expect(saved).toMatchObject({ name: 'Spiciness', min_qty: 0, max_qty: 2, version: 2 });
    expect(saved.options.map((o) => [o.name, o.price, o.status])).toEqual([
      ['Hot!', '0.80', 1],
      ['Extra hot', '2.00', 1],
      ['Mild', '0.00', 0],
    ]);
    expect(saved.options[0]?.id).toBe(hot?.id);
    expect(saved.options[2]?.id).toBe(mild?.id);
    expect(saved.options.map((o) => o.id)).not.toContain(group.options[2]?.id);
    group = saved;
  });

  it('refuses a stale save with 409 and an option id of another group', async () => {
    const stale = await put(merchant, group.id, { ...spice, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'conflict',
      reason: 'option_group_stale',
      message: 'Someone else changed this option group while you were editing. Reload to see their changes.',
    });
    const addOns: Group = (
      await t.call(merchant, { method: 'GET', url: '/api/admin/option?search=add' })
    ).json().data[0];
    const foreign = await put(merchant, group.id, {
      ...spice,
      version: group.version,
      options: [{ id: addOns.options[0]?.id, name: 'Egg', price: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ 'options.0.id': 'This option is not part of this group.' });
  });

  it('answers another merchant’s groups as not found', async () => {
    for (const call of [
      { method: 'GET' as const, url: `/api/admin/option/${group.id}` },
      { method: 'PUT' as const, url: `/api/admin/option/${group.id}`, payload: { ...spice, version: 2 } },
      { method: 'PATCH' as const, url: `/api/admin/option/${group.id}`, payload: { type: 'status' } },
      { method: 'DELETE' as const, url: `/api/admin/option/${group.id}` },
    ]) {
      const res = await t.call(other, call);
      expect({ call: call.method, status: res.statusCode }).toEqual({ call: call.method, status: 404 });
    }
    const theirs = await t.call(other, { method: 'GET', url: '/api/admin/option?length=500' });
    expect(theirs.json().data.map((g: Group) => g.id)).not.toContain(group.id);
    const named = await t.call(admin, { method: 'GET', url: `/api/admin/option?merchant_id=${merchantId}` });
    expect(named.json().recordsTotal).toBe(2);
  });

  it('toggles a group, then refuses to delete it while a food uses it', async () => {
    const off = await t.call(merchant, {
      method: 'PATCH',
      url: `/api/admin/option/${group.id}`,
      payload: { type: 'status' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      data: { id: group.id, type: 'status', value: 0 },
      message: 'Status changed to inactive.',
    });

    const db = t.database.db;
    const [category] = await db
      .insert(menuCategories)
      .values({ merchantId, name: 'Mains' })
      .returning({ id: menuCategories.id });
    const [food] = await db
      .insert(foods)
      .values({ merchantId, categoryId: category?.id as number, name: 'Curry', priceSen: 1200 })
      .returning({ id: foods.id });
    await db.insert(foodOptionGroups).values({ foodId: food?.id as number, groupId: group.id });

    const refused = await t.call(merchant, { method: 'DELETE', url: `/api/admin/option/${group.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This option group is used by 1 food(s). Remove it from them first.');

    await db.delete(foodOptionGroups).where(eq(foodOptionGroups.groupId, group.id));
    const before = await menuVersion();
    const done = await t.call(merchant, { method: 'DELETE', url: `/api/admin/option/${group.id}` });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: 'Option deleted successfully.' });
    expect(await menuVersion()).toBe(before + 1);
    expect((await t.call(merchant, { method: 'GET', url: `/api/admin/option/${group.id}` })).statusCode).toBe(
      404,
    );
  });
});
