import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/** SPEC §7 as the old client calls it: no `version` on saves, a date range and `order=asc|desc` on lists. */
let t: TestApp;
let admin = '';
let merchant = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  merchant = await t.token('merchant');
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.call(token, { method: 'GET', url });
const put = (token: string, url: string, payload: object) => t.call(token, { method: 'PUT', url, payload });

describe('saves without a version', () => {
  it('apply to a food, a category and an option group; a stale version is still refused', async () => {
    const [food] = (await get(merchant, '/api/admin/menu?length=1')).json().data;
    const saved = await put(merchant, `/api/admin/menu/${food.id}`, { name: 'Old client food' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Old client food', version: food.version + 1 });
    const stale = await put(merchant, `/api/admin/menu/${food.id}`, { name: 'Stale', version: food.version });
    expect(stale.statusCode).toBe(409);

    const [category] = (await get(merchant, '/api/admin/category?length=1')).json().data;
    const renamed = await put(merchant, `/api/admin/category/${category.id}`, {
      name: 'Old client category',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Old client category', version: category.version + 1 });

    const [group] = (await get(merchant, '/api/admin/option?length=1')).json().data;
    const whole = {
      name: 'Old client group',
      min_qty: group.min_qty,
      max_qty: group.max_qty,
      options: group.options.map((o: { id: number; name: string; price: string }) => ({
        id: o.id,
        name: o.name,
        price: o.price,
      })),
    };
    const regrouped = await put(merchant, `/api/admin/option/${group.id}`, whole);
    expect(regrouped.statusCode, regrouped.body).toBe(200);
    expect(regrouped.json().data).toMatchObject({ name: 'Old client group', version: group.version + 1 });
  });
});

/** A Kuala Lumpur day, `offset` days from today. */
const klDay = (offset = 0) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kuala_Lumpur' });

/** Every paged list SPEC names, with who can see rows in it. */
const lists: [string, () => string][] = [
  ['/api/admin/menu?', () => merchant],
  ['/api/admin/menu?remark=alcohol&', () => merchant],
  ['/api/admin/category?', () => merchant],
  ['/api/admin/option?', () => merchant],
  ['/api/admin/table?', () => merchant],
  ['/api/admin/merchant_staff_index?', () => merchant],
  ['/api/media?', () => merchant],
  ['/api/admin/food_image?', () => admin],
  ['/api/admin/user?listing_type=merchant&', () => admin],
];

describe('the date range', () => {
  it('keeps only rows created on those Kuala Lumpur days, on every paged list', async () => {
    const counts: Record<string, [number, number, number]> = {};
    for (const [list, token] of lists) {
      const all = (await get(token(), `${list}length=500`)).json();
      const in2020 = (await get(token(), `${list}length=500&startDate=2020-01-01&endDate=2020-12-31`)).json();
      const recent = (
        await get(token(), `${list}length=500&startDate=${klDay(-1)}&endDate=${klDay()}`)
      ).json();
      counts[list] = [all.recordsFiltered, in2020.recordsFiltered, recent.recordsFiltered];
      expect(in2020.data, list).toEqual([]);
      expect(in2020.recordsTotal, list).toBe(all.recordsTotal);
    }
    // Demo data is made when the test database is: all of it falls in the recent range.
    for (const [list, [all, in2020, recent]] of Object.entries(counts)) {
      expect({ list, in2020, recent }).toEqual({ list, in2020: 0, recent: all });
    }
    expect(counts['/api/admin/menu?']?.[0]).toBeGreaterThan(0);
    // A range ending before today (KL) leaves out what was made today.
    const before = (await get(merchant, `/api/admin/menu?endDate=${klDay(-3)}`)).json();
    expect(before.recordsFiltered).toBe(0);
  });
});

describe('order=asc and order=desc alone', () => {
  const ids = async (token: string, url: string) => {
    const res = await get(token, url);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: number }[]).map((r) => r.id);
  };

  it("turn the list's own order that way; the named forms still work", async () => {
    const menu = await ids(merchant, '/api/admin/menu?length=500');
    expect(menu.length).toBeGreaterThan(1);
    expect(await ids(merchant, '/api/admin/menu?length=500&order=asc')).toEqual(menu);
    expect(await ids(merchant, '/api/admin/menu?length=500&order=desc')).toEqual([...menu].reverse());

    const people = await ids(admin, '/api/admin/user?listing_type=user&length=500');
    expect(await ids(admin, '/api/admin/user?listing_type=user&length=500&order=DESC')).toEqual(people);
    expect(await ids(admin, '/api/admin/user?listing_type=user&length=500&order=asc')).toEqual(
      [...people].reverse(),
    );

    const byName = await ids(merchant, '/api/admin/table?order=name');
    expect(await ids(merchant, '/api/admin/table?order=-name')).toEqual([...byName].reverse());
    expect(await ids(merchant, '/api/admin/table?order=name:desc')).toEqual([...byName].reverse());
    const bad = await get(merchant, '/api/admin/table?order=password');
    expect(bad.json().errors).toEqual({
      order: 'Order by a column name, optionally followed by :asc or :desc.',
    });
  });
});
