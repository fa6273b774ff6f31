import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { type FilePart, form } from '../../../test/multipart';
import { foods, menuCategories, stores, users } from '../../db/schema';
import { newToken } from '../../lib/tokens';
import { createSession } from '../auth/repository';

let t: TestApp;
let admin: string;
let merchant: string;
let merchantId: number;
let staff: string;
let agent: string;

type Fields = Parameters<typeof form>[0];

const jpg = (data: Buffer, filename = 'photo.jpg'): FilePart => ({ filename, type: 'image/jpeg', data });
const png = (data: Buffer, filename = 'photo.png'): FilePart => ({ filename, type: 'image/png', data });

const url = '/api/admin/food_image';
const create = (token: string, fields: Fields) => t.call(token, { method: 'POST', url, ...form(fields) });
const put = (token: string, id: number, fields: Fields) =>
  t.call(token, { method: 'PUT', url: `${url}/${id}`, ...form(fields) });
const list = async (token: string, query = '') => {
  const res = await t.call(token, { method: 'GET', url: `${url}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const fetchFile = (path: string) => t.call(null, { method: 'GET', url: path });

/** Real images, made here. */
const images = {} as Record<'rice' | 'noodles' | 'satay' | 'alpha' | 'noise' | 'gif', Buffer>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  merchant = await t.token('merchant');
  agent = await t.token('agent');
  merchantId = (await t.call(merchant, { method: 'GET', url: '/api/me' })).json().data.id;
  // Operation staff with Setting access, signed in directly.
  const [row] = await t.database.db
    .insert(users)
    .values({
      role: 'staff',
      username: 'stock-setting',
      status: 'active',
      firstLogin: false,
      merchantId,
      accessOption: 'All Access - Setting',
    })
    .returning({ id: users.id });
  staff = newToken();
  await createSession(t.database.db, row?.id as number, staff);

  const plain = (w: number, h: number, r: number, g: number, b: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: { r, g, b } } });
  images.rice = await plain(800, 600, 240, 230, 200).jpeg().toBuffer();
  images.noodles = await plain(640, 480, 200, 150, 60).jpeg().toBuffer();
  images.satay = await plain(500, 400, 150, 80, 30).png().toBuffer();
  images.alpha = await sharp({
    create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.4 } },
  })
    .png()
    .toBuffer();
  images.noise = await sharp({
    create: {
      width: 900,
      height: 800,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  images.gif = await plain(40, 40, 10, 10, 10).gif().toBuffer();
});
afterAll(() => t.close());

describe('food image library', () => {
  const ids = {} as Record<'rice' | 'noodles' | 'satay', number>;

  it('lets an admin upload a photo with tags: trimmed, lower-cased, deduplicated', async () => {
    const res = await create(admin, {
      display_name: '  Nasi Lemak  ',
      tags: ' Rice, MALAY ,rice,, spicy ',
      picture: jpg(images.rice),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('Food photo created successfully.');
    expect(data).toMatchObject({
      display_name: 'Nasi Lemak',
      tags: ['rice', 'malay', 'spicy'],
      format: 'jpeg',
      width: 800,
      height: 600,
      used_by: 0,
    });
    expect(data.picture).toBe(data.urls.card);
    expect(data.urls.card).toMatch(/^\/api\/media\/file\/[a-f0-9]{32}\/card\.jpg$/);
    for (const [variant, [w, h]] of Object.entries({
      original: [800, 600],
      card: [750, 340],
      thumb: [288, 218],
    })) {
      const file = await fetchFile(data.urls[variant]);
      expect(file.statusCode, variant).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.width, meta.height], variant).toEqual([w, h]);
    }
    ids.rice = data.id;
  });

  it('takes tags as repeated fields or a JSON array, and none at all', async () => {
    const repeated = await create(admin, {
      display_name: 'Mee Goreng',
      tags: ['Noodles', 'malay'],
      picture: jpg(images.noodles),
    });
    expect(repeated.statusCode, repeated.body).toBe(200);
    expect(repeated.json().data.tags).toEqual(['noodles', 'malay']);
    ids.noodles = repeated.json().data.id;

    const json = await create(admin, {
      display_name: 'Satay',
      tags: '["Grill", "Malay", "skewer"]',
      picture: png(images.satay),
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json().data.tags).toEqual(['grill', 'malay', 'skewer']);
    ids.satay = json.json().data.id;

    const none = await create(admin, { display_name: 'Plain', picture: png(images.alpha) });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toMatchObject({ tags: [], format: 'png' });
    const del = await t.call(admin, { method: 'DELETE', url: `${url}/${none.json().data.id}` });
    expect(del.statusCode).toBe(200);
  });

  it('keeps stock files apart from a merchant’s media library, even for the same bytes', async () => {
    const own = await t.call(merchant, {
      method: 'POST',
      url: '/api/media',
      ...form({ display_name: 'Mine', picture: jpg(images.rice) }),
    });
    expect(own.statusCode, own.body).toBe(200);
    const stock = (await t.call(admin, { method: 'GET', url: `${url}/${ids.rice}` })).json().data;
    expect(own.json().data.urls.card).not.toBe(stock.urls.card);
    // Deleting the merchant's copy leaves the stock photo's files alone.
    await t.call(merchant, { method: 'DELETE', url: `/api/media/${own.json().data.id}` });
    expect((await fetchFile(stock.urls.card)).statusCode).toBe(200);
  });

  it('lets merchants and Setting staff list, search names and tags, and filter by tag', async () => {
    for (const token of [merchant, staff, admin]) {
      const all = await list(token);
      expect(all.recordsTotal).toBe(3);
      expect(all.data.map((x: { id: number }) => x.id)).toEqual([ids.satay, ids.noodles, ids.rice]);
    }
    const byName = await list(merchant, '?search=lemak');
    expect(byName).toMatchObject({ recordsTotal: 3, recordsFiltered: 1, data: [{ id: ids.rice }] });
    const byTag = await list(merchant, '?search=SKEW');
    expect(byTag.data.map((x: { id: number }) => x.id)).toEqual([ids.satay]);
    const malay = await list(staff, '?tag=Malay&order=display_name');
    expect(malay.recordsFiltered).toBe(3);
    expect(malay.data.map((x: { display_name: string }) => x.display_name)).toEqual([
      'Mee Goreng',
      'Nasi Lemak',
      'Satay',
    ]);
    const both = await list(merchant, '?tag=malay&search=goreng');
    expect(both.data.map((x: { id: number }) => x.id)).toEqual([ids.noodles]);
    const paged = await list(merchant, '?length=2&start=2');
    expect(paged.data.map((x: { id: number }) => x.id)).toEqual([ids.rice]);
    expect((await list(merchant, '?tag=sushi')).recordsFiltered).toBe(0);
    expect((await list(merchant, '?search=%25')).recordsFiltered).toBe(0);
    const one = await t.call(merchant, { method: 'GET', url: `${url}/${ids.noodles}` });
    expect(one.json().data).toMatchObject({ id: ids.noodles, display_name: 'Mee Goreng' });
    expect((await t.call(merchant, { method: 'GET', url: `${url}/999999` })).statusCode).toBe(404);
  });

  it('counts the tags in use, most used first', async () => {
    const res = await t.call(merchant, { method: 'GET', url: `${url}/tags` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { tag: 'malay', count: 3 },
      { tag: 'grill', count: 1 },
      { tag: 'noodles', count: 1 },
      { tag: 'rice', count: 1 },
      { tag: 'skewer', count: 1 },
      { tag: 'spicy', count: 1 },
    ]);
  });

  it('refuses merchants, staff and agents anything else', async () => {
    for (const token of [merchant, staff]) {
      expect((await create(token, { display_name: 'Mine', picture: jpg(images.rice) })).statusCode).toBe(403);
      expect((await put(token, ids.rice, { display_name: 'Mine' })).statusCode).toBe(403);
      expect((await t.call(token, { method: 'DELETE', url: `${url}/${ids.rice}` })).statusCode).toBe(403);
    }
    expect((await t.call(agent, { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.call(agent, { method: 'GET', url: `${url}/tags` })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses a 2 MB image and a fake one with the media library’s field messages', async () => {
    expect(images.noise.length).toBeGreaterThan(2 * 1024 * 1024);
    const big = await create(admin, { display_name: 'Big', picture: png(images.noise) });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({
      code: 'validation',
      errors: { picture: 'The image must be at most 1 MB.' },
    });
    for (const data of [images.gif, Buffer.from('%PDF-1.4\n%%EOF\n'), Buffer.from('not a photo')]) {
      const fake = await create(admin, { display_name: 'Fake', picture: jpg(data, 'fake.jpg') });
      expect(fake.statusCode).toBe(400);
      expect(fake.json().errors).toEqual({ picture: 'Only JPG or PNG images are accepted.' });
    }
    const missing = await create(admin, { display_name: 'No file' });
    expect(missing.json().errors).toEqual({ picture: 'This field is required.' });
    const noName = await create(admin, { picture: jpg(images.rice) });
    expect(noName.json().errors).toEqual({ display_name: 'This field is required.' });
    expect((await list(admin)).recordsTotal).toBe(3);
  });

  it('refuses too many or too long tags, on the tags field, in the caller’s language', async () => {
    const many = await create(admin, {
      display_name: 'Many',
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(','),
      picture: jpg(images.rice),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors).toEqual({ tags: 'Give at most 10 tags.' });
    const long = await create(admin, {
      display_name: 'Long',
      tags: `ok, ${'x'.repeat(31)}`,
      picture: jpg(images.rice),
    });
    expect(long.json().errors).toEqual({ tags: 'A tag must be at most 30 characters.' });
    const broken = await create(admin, {
      display_name: 'Broken',
      tags: '["a", 1]',
      picture: jpg(images.rice),
    });
    expect(broken.json().errors).toEqual({ tags: 'This value is not valid.' });
    const body = form({ display_name: 'Zh', tags: 'x'.repeat(31), picture: jpg(images.rice) });
    const zh = await t.call(admin, {
      method: 'POST',
      url,
      ...body,
      headers: { ...body.headers, 'accept-language': 'zh' },
    });
    expect(zh.json().errors).toEqual({ tags: '每个标签不能超过 30 个字符。' });
    // Ten distinct tags after deduplication pass.
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);
    const ok = await put(admin, ids.satay, { tags: [...ten, 'T0', ' t1 '].join(',') });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.tags).toEqual(ten);
    await put(admin, ids.satay, { tags: 'grill,malay,skewer' });
  });

  it('renames, retags (an empty value clears) and replaces the picture; the old files go', async () => {
    const renamed = await put(admin, ids.noodles, { display_name: ' Mee Goreng Mamak ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: 'Food photo updated successfully.',
      data: { display_name: 'Mee Goreng Mamak', tags: ['noodles', 'malay'] },
    });
    const retagged = await put(admin, ids.noodles, { tags: 'Noodles, Fried' });
    expect(retagged.json().data).toMatchObject({
      display_name: 'Mee Goreng Mamak',
      tags: ['noodles', 'fried'],
    });
    const cleared = await put(admin, ids.noodles, { tags: '' });
    expect(cleared.json().data.tags).toEqual([]);

    const before = cleared.json().data;
    const replaced = await t.call(admin, {
      method: 'POST',
      url: `${url}/${ids.noodles}?_method=PUT`,
      ...form({ picture: png(images.alpha, 'new.png'), tags: 'noodles' }),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json().data;
    expect(after).toMatchObject({
      id: ids.noodles,
      display_name: 'Mee Goreng Mamak',
      format: 'png',
      width: 300,
    });
    expect(after.urls.card).toMatch(/card\.png$/);
    expect((await fetchFile(before.urls.card)).statusCode).toBe(404);
    expect((await fetchFile(after.urls.card)).statusCode).toBe(200);

    const nothing = await put(admin, ids.noodles, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors).toEqual({
      display_name: 'Give a new display name, new tags or a new picture.',
    });
    const blank = await put(admin, ids.noodles, { display_name: '  ' });
    expect(blank.json().errors).toEqual({ display_name: 'This field is required.' });
    expect((await put(admin, 999999, { display_name: 'Ghost' })).statusCode).toBe(404);
  });

  it('deletes a photo: foods showing it lose their picture, their menus change, the files go', async () => {
    const db = t.database.db;
    const [category] = await db
      .insert(menuCategories)
      .values({ merchantId, name: 'Stock photo test' })
      .returning({ id: menuCategories.id });
    const [food] = await db
      .insert(foods)
      .values({
        merchantId,
        categoryId: category?.id as number,
        name: 'Nasi Lemak Ayam',
        priceSen: 1290,
        stockImageId: ids.rice,
      })
      .returning({ id: foods.id });
    const version = async () =>
      (await db.select({ v: stores.menuVersion }).from(stores).where(eq(stores.merchantId, merchantId)))[0]
        ?.v;
    const versionBefore = await version();

    const asMerchant = (await t.call(merchant, { method: 'GET', url: `${url}/${ids.rice}` })).json().data;
    expect(asMerchant.used_by).toBe(1);
    expect((await list(admin, '?search=lemak')).data[0].used_by).toBe(1);

    const del = await t.call(admin, { method: 'DELETE', url: `${url}/${ids.rice}` });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().message).toBe('Food photo deleted successfully.');
    const [after] = await db
      .select({ stock: foods.stockImageId })
      .from(foods)
      .where(eq(foods.id, food?.id as number));
    expect(after?.stock).toBeNull();
    expect(await version()).toBe((versionBefore ?? 0) + 1);
    for (const variant of ['original', 'card', 'thumb'] as const) {
      expect((await fetchFile(asMerchant.urls[variant])).statusCode).toBe(404);
    }
    expect((await t.call(admin, { method: 'GET', url: `${url}/${ids.rice}` })).statusCode).toBe(404);
    expect((await t.call(admin, { method: 'DELETE', url: `${url}/${ids.rice}` })).statusCode).toBe(404);
    expect((await t.call(merchant, { method: 'GET', url: `${url}/tags` })).json().data).not.toContainEqual(
      expect.objectContaining({ tag: 'rice' }),
    );
  });

  it('keeps the files while another stock photo uses the same picture', async () => {
    const a = await create(admin, { display_name: 'Twin A', picture: jpg(images.noodles) });
    const b = await create(admin, { display_name: 'Twin B', picture: jpg(images.noodles) });
    expect(a.json().data.urls.card).toBe(b.json().data.urls.card);
    await t.call(admin, { method: 'DELETE', url: `${url}/${a.json().data.id}` });
    expect((await fetchFile(b.json().data.urls.card)).statusCode).toBe(200);
    await t.call(admin, { method: 'DELETE', url: `${url}/${b.json().data.id}` });
    expect((await fetchFile(b.json().data.urls.card)).statusCode).toBe(404);
  });
});
