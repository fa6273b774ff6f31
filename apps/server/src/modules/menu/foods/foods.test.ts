import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { form } from '../../../../test/multipart';
import { foods, media, menuCategories, optionGroups, stockImages, stores } from '../../../db/schema';

let t: TestApp;
let admin: string;
/** Two fresh merchants, so a demo menu in the seed never gets in the way. */
const shop = { id: 0, token: '' };
const other = { id: 0, token: '' };
const cat = { mains: 0, drinks: 0, beer: 0, foreign: 0 };
const group = { spice: 0, addons: 0, foreign: 0 };
let foreignMedia = 0;
let stockId = 0;
let png: Buffer;

const newMerchant = (username: string) => t.merchant(username, `Kedai ${username}`);

const insertCategory = async (merchantId: number, name: string, kind: string, priority: number) =>
  (
    await t.database.db
      .insert(menuCategories)
      .values({ merchantId, name, kind, priority })
      .returning({ id: menuCategories.id })
  )[0]?.id as number;

const insertGroup = async (merchantId: number, name: string, minQty: number, maxQty: number) =>
  (
    await t.database.db
      .insert(optionGroups)
      .values({ merchantId, name, minQty, maxQty })
      .returning({ id: optionGroups.id })
  )[0]?.id as number;

const menuVersion = async (merchantId: number) =>
  (await t.database.db.select().from(stores).where(eq(stores.merchantId, merchantId)))[0]?.menuVersion;

const create = (token: string, payload: Record<string, unknown>) =>
  t.call(token, { method: 'POST', url: '/api/admin/menu', payload });
const update = (token: string, id: number, payload: Record<string, unknown>) =>
  t.call(token, { method: 'PUT', url: `/api/admin/menu/${id}`, payload });
const get = (token: string, id: number) => t.call(token, { method: 'GET', url: `/api/admin/menu/${id}` });
const list = (token: string, query = '') => t.call(token, { method: 'GET', url: `/api/admin/menu${query}` });

const nasiLemak = () => ({
  name: 'Nasi Lemak',
  code: 'a1',
  description: 'Coconut rice, sambal, egg',
  price: '12.50',
  category_id: cat.mains,
  food_type: 'Rice',
  option_group_ids: [group.addons, group.spice],
  weekdays: [0, 1, 2, 3, 4],
  active_from: '11:00',
  active_until: '15:00',
  limited_quantity: 5,
  take_away: 1,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  Object.assign(shop, await newMerchant('foodshop'));
  Object.assign(other, await newMerchant('othershop'));
  cat.mains = await insertCategory(shop.id, 'Mains', 'food', 1);
  cat.drinks = await insertCategory(shop.id, 'Drinks', 'food', 2);
  cat.beer = await insertCategory(shop.id, 'Beer', 'alcohol', 1);
  cat.foreign = await insertCategory(other.id, 'Theirs', 'food', 1);
  group.spice = await insertGroup(shop.id, 'Spice level', 1, 1);
  group.addons = await insertGroup(shop.id, 'Add-ons', 0, 3);
  group.foreign = await insertGroup(other.id, 'Their sauce', 0, 1);
  png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c83' } })
    .png()
    .toBuffer();
  const upload = await t.call(other.token, {
    method: 'POST',
    url: '/api/media',
    ...form({ display_name: 'Theirs', picture: { filename: 'x.png', type: 'image/png', data: png } }),
  });
  expect(upload.statusCode, upload.body).toBe(200);
  foreignMedia = upload.json().data.id;
  stockId = (
    await t.database.db
      .insert(stockImages)
      .values({
        displayName: 'Satay',
        storageKey: 'ab'.repeat(16),
        format: 'jpeg',
        width: 750,
        height: 340,
        bytes: 1000,
      })
      .returning({ id: stockImages.id })
  )[0]?.id as number;
});
afterAll(() => t.close());

describe('foods', () => {
  let lemak: { id: number; version: number };
  let satay: { id: number };

  it('creates a food last in its category, with its option groups in order, and touches the menu', async () => {
    const before = (await menuVersion(shop.id)) ?? 0;
    const res = await create(shop.token, nasiLemak());
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('Food created successfully.');
    expect(data).toMatchObject({
      merchant_id: shop.id,
      name: 'Nasi Lemak',
      code: 'a1',
      price: '12.50',
      price_sen: 1250,
      category_id: cat.mains,
      category_name: 'Mains',
      remark: 'food',
      food_type: 'Rice',
      limited_quantity: 5,
      sold_out: 0,
      take_away: 1,
      birthday_gift_only: 0,
      status: 1,
      active_from: '11:00',
      active_until: '15:00',
      weekdays: [0, 1, 2, 3, 4],
      ticket_balance: null,
      ticket_expiry_days: null,
      picture: null,
      priority: 1,
      version: 1,
    });
    expect(data.option_groups).toEqual([
      { id: group.addons, name: 'Add-ons', min_qty: 0, max_qty: 3 },
      { id: group.spice, name: 'Spice level', min_qty: 1, max_qty: 1 },
    ]);
    expect(await menuVersion(shop.id)).toBe(before + 1);
    lemak = data;

    const second = await create(shop.token, {
      name: 'Satay',
      price: 9,
      category_id: cat.mains,
      limited_quantity: '',
      status: 'inactive',
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({
      priority: 2,
      limited_quantity: null,
      status: 0,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      option_groups: [],
      code: null,
    });
    satay = second.json().data;
    const drink = await create(shop.token, {
      name: 'Teh Tarik',
      code: 'D1',
      price: '3',
      category_id: cat.drinks,
    });
    expect(drink.json().data.priority).toBe(1);
  });

  it('lists by category order, then the food order, with filters and search', async () => {
    const res = await list(shop.token);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.data.map((f: { name: string }) => f.name)).toEqual(['Nasi Lemak', 'Satay', 'Teh Tarik']);
    expect(page).toMatchObject({ recordsTotal: 3, recordsFiltered: 3 });

    const inDrinks = (await list(shop.token, `?category_id=${cat.drinks}`)).json();
    expect(inDrinks.data.map((f: { name: string }) => f.name)).toEqual(['Teh Tarik']);
    expect(inDrinks).toMatchObject({ recordsTotal: 3, recordsFiltered: 1 });
    expect((await list(shop.token, '?search=A1')).json().data.map((f: { id: number }) => f.id)).toEqual([
      lemak.id,
    ]);
    expect((await list(shop.token, '?search=tarik')).json().recordsFiltered).toBe(1);
    expect((await list(shop.token, '?status=0')).json().data.map((f: { id: number }) => f.id)).toEqual([
      satay.id,
    ]);
    expect((await list(shop.token, '?remark=alcohol')).json().recordsTotal).toBe(0);
    const byPrice = (await list(shop.token, '?order=price:desc')).json().data;
    expect(byPrice.map((f: { price: string }) => f.price)).toEqual(['12.50', '9.00', '3.00']);
    const paged = (await list(shop.token, '?start=1&length=1')).json();
    expect(paged.data.map((f: { name: string }) => f.name)).toEqual(['Satay']);
  });

  it('gets one food', async () => {
    const res = await get(shop.token, lemak.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: lemak.id, name: 'Nasi Lemak', version: 1 });
  });

  it('updates with JSON: fields left out keep their value, the version goes up', async () => {
    const before = await menuVersion(shop.id);
    const res = await update(shop.token, lemak.id, { version: 1, name: 'Nasi Lemak Special', price: '13' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Food updated successfully.');
    expect(res.json().data).toMatchObject({
      name: 'Nasi Lemak Special',
      price: '13.00',
      code: 'a1',
      version: 2,
      limited_quantity: 5,
      option_groups: [{ id: group.addons }, { id: group.spice }],
    });
    expect(await menuVersion(shop.id)).toBe((before ?? 0) + 1);
    lemak = res.json().data;
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const before = await menuVersion(shop.id);
    const res = await update(shop.token, lemak.id, { version: 1, name: 'Overwritten', price: '1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'conflict',
      message: 'Someone else saved this food while you were editing. Reload to see their changes.',
    });
    const now = (await get(shop.token, lemak.id)).json().data;
    expect(now).toMatchObject({ name: 'Nasi Lemak Special', price: '13.00', version: 2 });
    expect(await menuVersion(shop.id)).toBe(before);
    // Two saves of the same version at once: one wins, the other is told.
    const both = await Promise.all([
      update(shop.token, satay.id, { version: 1, description: 'first' }),
      update(shop.token, satay.id, { version: 1, description: 'second' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = both.find((r) => r.statusCode === 200)?.json().data.description;
    expect((await get(shop.token, satay.id)).json().data).toMatchObject({ description: winner, version: 2 });
  });

  it('updates as the old client does: POST ?_method=PUT, multipart, with a PNG', async () => {
    const res = await t.call(shop.token, {
      method: 'POST',
      url: `/api/admin/menu/${lemak.id}?_method=PUT`,
      ...form({
        version: String(lemak.version),
        name: 'Nasi Lemak Ayam',
        price: '14.90',
        option_group_ids: JSON.stringify([group.spice]),
        weekdays: '5,6',
        status: '0',
        take_away: '0',
        birthday_gift_only: '1',
        limited_quantity: '0',
        active_from: '',
        active_until: '',
        picture: { filename: 'lemak.png', type: 'image/png', data: png },
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      name: 'Nasi Lemak Ayam',
      price_sen: 1490,
      option_groups: [{ id: group.spice }],
      weekdays: [5, 6],
      status: 0,
      take_away: 0,
      birthday_gift_only: 1,
      limited_quantity: 0,
      sold_out: 1,
      active_from: null,
      active_until: null,
      stock_image_id: null,
      version: 3,
    });
    // An opaque PNG is kept as JPEG by the media library.
    expect(data.picture).toMatch(/^\/api\/media\/file\/[a-f0-9]{32}\/card\.(png|jpg)$/);
    expect(data.picture_urls.thumb).toMatch(/thumb\.(png|jpg)$/);
    const [item] = await t.database.db.select().from(media).where(eq(media.id, data.media_id));
    expect(item).toMatchObject({ merchantId: shop.id, displayName: 'Nasi Lemak Ayam' });
    const file = await t.call(null, { method: 'GET', url: data.picture });
    expect(file.statusCode).toBe(200);
    lemak = data;
  });

  it("takes the old client's is_available_on_<day> switches", async () => {
    const res = await update(shop.token, satay.id, {
      version: 2,
      is_available_on_monday: 0,
      is_available_on_sunday: '0',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.weekdays).toEqual([1, 2, 3, 4, 5]);
    const none = await update(shop.token, satay.id, { version: 3, weekdays: [] });
    expect(none.json().errors).toEqual({ weekdays: 'Choose at least one day.' });
  });

  it('refuses a 5-character code, a code in use (any case) and a 3-decimal price, on their fields', async () => {
    const long = await create(shop.token, { ...nasiLemak(), code: 'ABCDE' });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ code: 'A food code has at most 4 characters.' });
    const taken = await create(shop.token, { ...nasiLemak(), code: 'A1' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ code: 'This code is already used by another food.' });
    const takenOnUpdate = await update(shop.token, satay.id, { version: 3, code: ' a1 ' });
    expect(takenOnUpdate.json().errors).toEqual({ code: 'This code is already used by another food.' });
    const price = await create(shop.token, { ...nasiLemak(), code: 'B2', price: '12.345' });
    expect(price.statusCode).toBe(400);
    expect(price.json().errors).toEqual({ price: 'Use at most two decimal places.' });
    // The same code in another store is fine.
    const elsewhere = await create(other.token, {
      name: 'Lemak',
      code: 'A1',
      price: 5,
      category_id: cat.foreign,
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it("refuses another merchant's category, option group and media item, and a category of the other kind", async () => {
    const res = await create(shop.token, {
      ...nasiLemak(),
      code: 'C3',
      category_id: cat.foreign,
      option_group_ids: [group.spice, group.foreign],
      media_id: foreignMedia,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      category_id: 'Choose a category of this menu.',
      option_group_ids: 'Choose option groups of this store.',
      media_id: 'This image is not in the media library.',
    });
    const kind = await create(shop.token, { ...nasiLemak(), code: 'C3', category_id: cat.beer });
    expect(kind.json().errors).toEqual({
      category_id: 'This is an alcohol category: choose a food category.',
    });
    const move = await update(shop.token, satay.id, { version: 3, category_id: cat.beer });
    expect(move.json().errors).toEqual({
      category_id: 'This is an alcohol category: choose a food category.',
    });
    const missing = await create(shop.token, { name: 'X', price: 1, category_id: 999_999 });
    expect(missing.json().errors).toEqual({ category_id: 'Choose a category of this menu.' });
  });

  it('uses a stock photo of the food image library, and refuses one that does not exist', async () => {
    const res = await update(shop.token, satay.id, { version: 3, stock_image_id: stockId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      stock_image_id: stockId,
      media_id: null,
      picture: `/api/media/file/${'ab'.repeat(16)}/card.jpg`,
    });
    const both = await update(shop.token, satay.id, {
      version: 4,
      stock_image_id: stockId,
      media_id: lemak.id,
    });
    expect(both.json().errors).toEqual({
      picture: 'Choose one picture: an upload, the media library or the food image library.',
    });
    const gone = await update(shop.token, satay.id, { version: 4, stock_image_id: 999_999 });
    expect(gone.json().errors).toEqual({ stock_image_id: 'This photo is not in the food image library.' });
    const removed = await update(shop.token, satay.id, { version: 4, remove_picture: true });
    expect(removed.json().data).toMatchObject({ picture: null, stock_image_id: null, version: 5 });
  });

  it('moves a food to another category last there, and checks the time window', async () => {
    const moved = await update(shop.token, satay.id, { version: 5, category_id: cat.drinks });
    expect(moved.json().data).toMatchObject({
      category_id: cat.drinks,
      category_name: 'Drinks',
      priority: 2,
    });
    const half = await update(shop.token, satay.id, { version: 6, active_from: '10:00' });
    expect(half.json().errors).toEqual({ active_until: 'Give both the start and the end time, or neither.' });
    const same = await update(shop.token, satay.id, {
      version: 6,
      active_from: '10:00',
      active_until: '10:00',
    });
    expect(same.json().errors).toEqual({ active_until: 'The end time must differ from the start time.' });
    const bad = await update(shop.token, satay.id, {
      version: 6,
      active_from: '25:00',
      active_until: '10:00',
    });
    expect(bad.json().errors).toEqual({ active_from: 'Use a time like 09:30.' });
  });

  it('needs ticket balance and expiry of an alcohol item, and keeps it off the food menu', async () => {
    const missing = await create(shop.token, {
      remark: 'alcohol',
      name: 'Tiger Bucket',
      price: 80,
      category_id: cat.beer,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      ticket_balance: 'This field is required.',
      ticket_expiry_days: 'This field is required.',
    });
    const wrongKind = await create(shop.token, {
      remark: 'alcohol',
      name: 'Tiger Bucket',
      price: 80,
      category_id: cat.mains,
      ticket_balance: 5,
      ticket_expiry_days: 30,
    });
    expect(wrongKind.json().errors).toEqual({
      category_id: 'This is a food category: choose an alcohol category.',
    });
    const res = await create(shop.token, {
      remark: 'alcohol',
      name: 'Tiger Bucket',
      price: '80.00',
      category_id: cat.beer,
      ticket_balance: '5',
      ticket_expiry_days: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Alcohol item created successfully.');
    const bucket = res.json().data;
    expect(bucket).toMatchObject({
      remark: 'alcohol',
      ticket_balance: 5,
      ticket_expiry_days: 30,
      category_name: 'Beer',
    });
    const cleared = await update(shop.token, bucket.id, { version: 1, ticket_balance: '' });
    expect(cleared.json().errors).toEqual({ ticket_balance: 'This field is required.' });
    const zero = await update(shop.token, bucket.id, { version: 1, ticket_expiry_days: 0 });
    expect(zero.statusCode).toBe(400);
    expect(Object.keys(zero.json().errors)).toEqual(['ticket_expiry_days']);
    expect((await list(shop.token, '?remark=alcohol')).json().data.map((f: { id: number }) => f.id)).toEqual([
      bucket.id,
    ]);
    expect((await list(shop.token)).json().data.some((f: { id: number }) => f.id === bucket.id)).toBe(false);
  });

  it("answers 404 for another merchant's food, and lets an admin act on a merchant's menu", async () => {
    expect((await get(other.token, lemak.id)).statusCode).toBe(404);
    expect((await update(other.token, lemak.id, { version: lemak.version, name: 'Stolen' })).statusCode).toBe(
      404,
    );
    expect((await list(other.token, `?merchant_id=${shop.id}`)).statusCode).toBe(404);
    const patch = await t.call(other.token, {
      method: 'PATCH',
      url: `/api/admin/menu/${lemak.id}`,
      payload: { type: 'status' },
    });
    expect(patch.statusCode).toBe(404);
    expect(
      (await t.call(other.token, { method: 'DELETE', url: `/api/admin/menu/${lemak.id}` })).statusCode,
    ).toBe(404);
    expect((await get(shop.token, lemak.id)).json().data.name).toBe('Nasi Lemak Ayam');

    expect((await list(admin)).json().errors).toEqual({ merchant_id: 'This field is required.' });
    const adminList = await list(admin, `?merchant_id=${shop.id}`);
    expect(adminList.json().recordsTotal).toBe(3);
    const adminCreate = await create(admin, {
      merchant_id: shop.id,
      name: 'Roti',
      price: 2,
      category_id: cat.mains,
    });
    expect(adminCreate.statusCode, adminCreate.body).toBe(200);
    expect(adminCreate.json().data.merchant_id).toBe(shop.id);
  });

  it('switches status, take-away and birthday gift through PATCH /admin/menu/{id}, and deletes', async () => {
    const before = (await menuVersion(shop.id)) ?? 0;
    const toggle = (type: string) =>
      t.call(shop.token, { method: 'PATCH', url: `/api/admin/menu/${lemak.id}`, payload: { type } });
    const status = await toggle('status');
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toEqual({
      data: { id: lemak.id, type: 'status', value: 1 },
      message: 'Status changed to active.',
    });
    const takeAway = await toggle('take_away');
    expect(takeAway.json()).toMatchObject({ data: { value: 1 }, message: 'Take-away is now offered.' });
    expect((await toggle('birthday_gift_only')).json().data.value).toBe(0);
    expect((await toggle('price')).statusCode).toBe(400);
    expect(await menuVersion(shop.id)).toBe(before + 3);
    const now = (await get(shop.token, lemak.id)).json().data;
    expect(now).toMatchObject({ status: 1, take_away: 1, birthday_gift_only: 0, version: lemak.version + 3 });
    // An edit opened before the switch is now stale.
    expect((await update(shop.token, lemak.id, { version: lemak.version, name: 'Late' })).statusCode).toBe(
      409,
    );

    const removed = await t.call(shop.token, { method: 'DELETE', url: `/api/admin/menu/${lemak.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('Food deleted successfully.');
    expect((await get(shop.token, lemak.id)).statusCode).toBe(404);
    expect(await menuVersion(shop.id)).toBe(before + 4);
    expect(await t.database.db.select().from(foods).where(eq(foods.id, lemak.id))).toEqual([]);
  });

  it('answers in Chinese when asked', async () => {
    const res = await t.call(shop.token, {
      method: 'POST',
      url: '/api/admin/menu',
      headers: { 'accept-language': 'zh-CN' },
      payload: { name: 'X', code: 'TOOLONG', price: 1, category_id: cat.mains },
    });
    expect(res.json().errors).toEqual({ code: '菜品代码最多 4 个字符。' });
  });

  it('takes array fields of a multipart form by PHP-style names: name[] and name[0]', async () => {
    const made = await create(shop.token, { ...nasiLemak(), code: 'php1', option_group_ids: [] });
    expect(made.statusCode, made.body).toBe(200);
    const food = made.json().data as { id: number; version: number };
    const post = (fields: Parameters<typeof form>[0]) =>
      t.call(shop.token, { method: 'POST', url: `/api/admin/menu/${food.id}?_method=PUT`, ...form(fields) });
    const brackets = await post({
      'option_group_ids[]': [String(group.spice), String(group.addons)],
      // Indexed items come in index order, whatever order the parts came in.
      'weekdays[1]': '6',
      'weekdays[0]': '2',
    });
    expect(brackets.statusCode, brackets.body).toBe(200);
    expect(brackets.json().data).toMatchObject({
      option_groups: [{ id: group.spice }, { id: group.addons }],
      weekdays: [2, 6],
    });
    // A lone empty `name[]` is an empty list: the food keeps no option group.
    const cleared = await post({ 'option_group_ids[]': '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.option_groups).toEqual([]);
    // Another merchant's group named the PHP way is refused like any other.
    const foreign = await post({ 'option_group_ids[0]': String(group.foreign) });
    expect(foreign.json().errors).toEqual({ option_group_ids: 'Choose option groups of this store.' });
  });
});
