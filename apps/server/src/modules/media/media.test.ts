import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { type FilePart, form } from '../../../test/multipart';
import { diningTables, foods, menuCategories, stores } from '../../db/schema';
import { newToken } from '../../lib/tokens';
import { signedIn } from '../../plugins/context';
import { mediaOf, saveUpload } from './service';

let t: TestApp;
let admin: string;
let merchant: string;
let merchantId: number;
let otherId: number;
let other: string;

const jpg = (data: Buffer, filename = 'photo.jpg'): FilePart => ({ filename, type: 'image/jpeg', data });
const png = (data: Buffer, filename = 'photo.png'): FilePart => ({ filename, type: 'image/png', data });

const upload = (token: string, fields: Record<string, string | FilePart>, query = '') =>
  t.call(token, { method: 'POST', url: `/api/media${query}`, ...form(fields) });

/** Real images, made here. */
const images = {} as Record<
  'alphaPng' | 'opaquePng' | 'jpeg' | 'rotated' | 'noise' | 'gif' | 'webp' | 'small',
  Buffer
>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  merchant = await t.token('merchant');
  merchantId = (await t.call(merchant, { method: 'GET', url: '/api/me' })).json().data.id;

  // A second merchant, created by the admin.
  ({ id: otherId, token: other } = await t.merchant('mediashop', 'Kedai Gambar'));

  const gradient = (w: number, h: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  images.alphaPng = await sharp({
    create: { width: 400, height: 300, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  images.opaquePng = await sharp({
    create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 1 } },
  })
    .png()
    .toBuffer();
  images.jpeg = await gradient(2400, 1200).jpeg({ quality: 90 }).toBuffer();
  images.small = await gradient(200, 100).jpeg().toBuffer();
  // Stored sideways with EXIF orientation 6 (rotate 90°): upright it is 100 wide, 200 high.
  images.rotated = await gradient(200, 100)
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Secret Person' } } })
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
  images.gif = await gradient(50, 50).gif().toBuffer();
  images.webp = await gradient(50, 50).webp().toBuffer();
});
afterAll(() => t.close());

describe('media library', () => {
  const ids: number[] = [];

  it('uploads a PNG with transparency and keeps it PNG, in three sizes', async () => {
    const res = await upload(merchant, { display_name: '  Nasi Lemak  ', picture: png(images.alphaPng) });
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('Photo uploaded successfully.');
    expect(data).toMatchObject({
      merchant_id: merchantId,
      display_name: 'Nasi Lemak',
      format: 'png',
      width: 400,
      height: 300,
    });
    expect(data.picture).toBe(data.urls.card);
    expect(data.urls.card).toMatch(/^\/api\/media\/file\/[a-f0-9]{32}\/card\.png$/);
    const sizes = { original: [400, 300], card: [750, 340], thumb: [288, 218] };
    for (const [variant, [w, h]] of Object.entries(sizes)) {
      const file = await t.call(null, { method: 'GET', url: data.urls[variant] });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', w, h, true]);
    }
    ids.push(data.id);
  });

  it('turns a JPEG upright, strips its metadata and fits it inside 1600×1600', async () => {
    const res = await upload(merchant, { display_name: 'Roti Canai', picture: jpg(images.jpeg) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ format: 'jpeg', width: 1600, height: 800 });
    ids.push(res.json().data.id);

    const small = await upload(merchant, { display_name: 'Teh Tarik', picture: jpg(images.small) });
    expect(small.json().data).toMatchObject({ width: 200, height: 100 }); // never enlarged
    ids.push(small.json().data.id);

    const rotated = await upload(merchant, { display_name: 'Sideways', picture: jpg(images.rotated) });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().data).toMatchObject({ width: 100, height: 200 });
    const file = await t.call(null, { method: 'GET', url: rotated.json().data.urls.original });
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect(file.rawPayload.includes(Buffer.from('Secret Person'))).toBe(false);
    ids.push(rotated.json().data.id);
  });

  it('makes an opaque PNG a JPEG', async () => {
    const res = await upload(merchant, { display_name: 'Opaque', picture: png(images.opaquePng) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.format).toBe('jpeg');
    expect(res.json().data.urls.thumb).toMatch(/thumb\.jpg$/);
    ids.push(res.json().data.id);
  });

  it('serves a file for a year with an ETag, and 304 when the browser has it', async () => {
    const { data } = (await t.call(merchant, { method: 'GET', url: `/api/media/${ids[1]}` })).json();
    const res = await t.call(null, { method: 'GET', url: data.urls.thumb });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[a-f0-9]{32}-thumb\.jpg"$/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const key = data.urls.thumb.split('/')[4];
    const onDisk = await readdir(join(t.mediaDir, key));
    expect(onDisk.sort()).toEqual(['card.jpg', 'original.jpg', 'thumb.jpg']);
    const again = await t.call(null, {
      method: 'GET',
      url: data.urls.thumb,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 for an unknown or malformed file key', async () => {
    const unknown = await t.call(null, { method: 'GET', url: `/api/media/file/${'0'.repeat(32)}/card.jpg` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    for (const url of ['/api/media/file/..%2F..%2Fetc/passwd', `/api/media/file/${'a'.repeat(32)}/x.gif`]) {
      const res = await t.call(null, { method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('lists the library newest first, paged and searchable by name', async () => {
    const res = await t.call(merchant, { method: 'GET', url: '/api/media?length=2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recordsTotal).toBe(5);
    expect(res.json().data.map((m: { id: number }) => m.id)).toEqual([ids[4], ids[3]]);
    const page2 = await t.call(merchant, { method: 'GET', url: '/api/media?start=4&length=2' });
    expect(page2.json().data.map((m: { id: number }) => m.id)).toEqual([ids[0]]);
    const found = await t.call(merchant, { method: 'GET', url: '/api/media?search=roti' });
    expect(found.json()).toMatchObject({
      recordsTotal: 5,
      recordsFiltered: 1,
      data: [{ display_name: 'Roti Canai' }],
    });
    const byName = await t.call(merchant, { method: 'GET', url: '/api/media?order=display_name' });
    expect(byName.json().data[0].display_name).toBe('Nasi Lemak');
    const wild = await t.call(merchant, { method: 'GET', url: '/api/media?search=%25' });
    expect(wild.json().recordsFiltered).toBe(0);
  });

  it('renames with PATCH and with PUT, trimming the name', async () => {
    const patch = await t.call(merchant, {
      method: 'PATCH',
      url: `/api/media/${ids[2]}`,
      payload: { display_name: ' Teh Tarik Kurang Manis ' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({
      message: 'Photo updated successfully.',
      data: { display_name: 'Teh Tarik Kurang Manis' },
    });
    const put = await t.call(merchant, {
      method: 'PUT',
      url: `/api/media/${ids[2]}`,
      ...form({ display_name: 'Teh O' }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ display_name: 'Teh O', width: 200 });
    const empty = await t.call(merchant, {
      method: 'PATCH',
      url: `/api/media/${ids[2]}`,
      payload: { display_name: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ display_name: 'This field is required.' });
    const long = await t.call(merchant, {
      method: 'PATCH',
      url: `/api/media/${ids[2]}`,
      payload: { display_name: 'x'.repeat(121) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toHaveProperty('display_name');
    const nothing = await t.call(merchant, { method: 'PUT', url: `/api/media/${ids[2]}`, ...form({}) });
    expect(nothing.statusCode).toBe(400);
  });

  it('replaces the picture through the old client’s POST ?_method=PUT; the old files go', async () => {
    const before = (await t.call(merchant, { method: 'GET', url: `/api/media/${ids[0]}` })).json().data;
    const res = await t.call(merchant, {
      method: 'POST',
      url: `/api/media/${ids[0]}?_method=PUT`,
      ...form({ picture: jpg(images.small, 'new.jpg') }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data;
    expect(after).toMatchObject({ id: ids[0], display_name: 'Nasi Lemak', format: 'jpeg', width: 200 });
    expect(after.urls.card).not.toBe(before.urls.card);
    expect((await t.call(null, { method: 'GET', url: before.urls.card })).statusCode).toBe(404);
    expect((await t.call(null, { method: 'GET', url: after.urls.card })).statusCode).toBe(200);
  });

  it('keeps the files while another item still uses the same photo', async () => {
    // ids[0] now holds images.small, as ids[2] does: same merchant, same bytes, same key.
    const a = (await t.call(merchant, { method: 'GET', url: `/api/media/${ids[0]}` })).json().data;
    const b = (await t.call(merchant, { method: 'GET', url: `/api/media/${ids[2]}` })).json().data;
    expect(a.urls.card).toBe(b.urls.card);
    const del = await t.call(merchant, { method: 'DELETE', url: `/api/media/${ids[2]}` });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().message).toBe('Photo deleted successfully.');
    expect((await t.call(null, { method: 'GET', url: a.urls.card })).statusCode).toBe(200);
    expect((await t.call(merchant, { method: 'GET', url: `/api/media/${ids[2]}` })).statusCode).toBe(404);
  });

  it('deletes an item used as a store front: the store loses its picture', async () => {
    const item = (await t.call(merchant, { method: 'GET', url: `/api/media/${ids[3]}` })).json().data;
    await t.database.db
      .update(stores)
      .set({ pictureMediaId: ids[3] })
      .where(eq(stores.merchantId, merchantId));
    const del = await t.call(merchant, { method: 'DELETE', url: `/api/media/${ids[3]}` });
    expect(del.statusCode, del.body).toBe(200);
    const [store] = await t.database.db
      .select({ picture: stores.pictureMediaId })
      .from(stores)
      .where(eq(stores.merchantId, merchantId));
    expect(store?.picture).toBeNull();
    expect((await t.call(null, { method: 'GET', url: item.urls.original })).statusCode).toBe(404);
  });

  it('changes the picture diners see on the menu when the photo is replaced or deleted', async () => {
    const item = (await upload(merchant, { display_name: 'Satay', picture: jpg(images.small) })).json().data;
    await t.database.db
      .update(stores)
      .set({ openAt: '00:00', closeAt: '00:00', closedWeekdays: [] })
      .where(eq(stores.merchantId, merchantId));
    const [category] = await t.database.db
      .insert(menuCategories)
      .values({ merchantId, name: 'Media test', priority: -1 })
      .returning({ id: menuCategories.id });
    await t.database.db.insert(foods).values({
      merchantId,
      categoryId: category?.id ?? 0,
      name: 'Satay ayam',
      priceSen: 1200,
      mediaId: item.id,
    });
    const token = newToken();
    await t.database.db.insert(diningTables).values({ merchantId, name: 'Media table', token });
    const pictureOnMenu = async () => {
      const menu = (await t.call(null, { method: 'GET', url: `/api/public/table/${token}/menu` })).json()
        .data;
      const food = menu.categories
        .flatMap((c: { foods: { name: string; picture: { card: string } | null }[] }) => c.foods)
        .find((f: { name: string }) => f.name === 'Satay ayam');
      return food?.picture?.card ?? null;
    };
    expect(await pictureOnMenu()).toBe(item.urls.card);

    const replaced = await t.call(merchant, {
      method: 'PUT',
      url: `/api/media/${item.id}`,
      ...form({ picture: png(images.alphaPng) }),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await pictureOnMenu()).toBe(replaced.json().data.urls.card);
    expect(replaced.json().data.urls.card).not.toBe(item.urls.card);

    await t.call(merchant, { method: 'DELETE', url: `/api/media/${item.id}` });
    expect(await pictureOnMenu()).toBeNull();
  });

  it('refuses a 2 MB image, naming the limit', async () => {
    expect(images.noise.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(images.noise.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(merchant, { display_name: 'Big', picture: png(images.noise) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation',
      errors: { picture: 'The image must be at most 1 MB.' },
    });
  });

  it('refuses an upload past the 5 MB multipart limit cleanly, not with a 500', async () => {
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(6 * 1024 * 1024)]);
    const res = await upload(merchant, { display_name: 'Huge', picture: jpg(huge) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large', message: 'File too large: at most 1 MB.' });
  });

  it('judges the type by content: GIF, WebP, PDF or text named .jpg are refused', async () => {
    const fakes: [string, Buffer][] = [
      ['gif', images.gif],
      ['webp', images.webp],
      ['pdf', Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')],
      ['text', Buffer.from('just some text, not a photo\n')],
    ];
    for (const [kind, data] of fakes) {
      const res = await upload(merchant, { display_name: kind, picture: jpg(data, 'x.jpg') });
      expect(res.statusCode, kind).toBe(400);
      expect(res.json().errors, kind).toEqual({ picture: 'Only JPG or PNG images are accepted.' });
    }
    // JPEG magic bytes, then garbage.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]);
    const res = await upload(merchant, { display_name: 'broken', picture: jpg(broken) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('picture');
  });

  it('asks for the picture and the name when they are missing, in the caller’s language', async () => {
    const noFile = await upload(merchant, { display_name: 'No file' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual({ picture: 'This field is required.' });
    const noName = await upload(merchant, { picture: jpg(images.small) });
    expect(noName.json().errors).toEqual({ display_name: 'This field is required.' });
    const body = form({ display_name: 'x', picture: jpg(images.gif, 'x.jpg') });
    const zh = await t.call(merchant, {
      method: 'POST',
      url: '/api/media',
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': 'zh-CN' },
    });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().errors).toEqual({ picture: '只接受 JPG 或 PNG 图片。' });
  });

  it('answers another merchant’s items as not found', async () => {
    const theirs = await upload(admin, { display_name: 'Their photo', picture: jpg(images.small) }, '');
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors).toEqual({ merchant_id: 'This field is required.' });
    const res = await upload(admin, {
      display_name: 'Their photo',
      picture: jpg(images.small),
      merchant_id: String(otherId),
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    expect(res.json().data.merchant_id).toBe(otherId);

    for (const req of [
      { method: 'GET' as const, url: `/api/media/${id}` },
      { method: 'PATCH' as const, url: `/api/media/${id}`, payload: { display_name: 'Mine now' } },
      { method: 'PUT' as const, url: `/api/media/${id}`, ...form({ display_name: 'Mine now' }) },
      { method: 'DELETE' as const, url: `/api/media/${id}` },
    ]) {
      const r = await t.call(merchant, req);
      expect(r.statusCode, `${req.method}`).toBe(404);
    }
    const mine = await t.call(merchant, { method: 'GET', url: '/api/media?length=100' });
    expect(mine.json().data.some((m: { id: number }) => m.id === id)).toBe(false);
    const listed = await t.call(merchant, { method: 'GET', url: `/api/media?merchant_id=${otherId}` });
    expect(listed.statusCode).toBe(404);
    const theirList = await t.call(other, { method: 'GET', url: '/api/media' });
    expect(theirList.json()).toMatchObject({ recordsTotal: 1, data: [{ id, display_name: 'Their photo' }] });
    const adminList = await t.call(admin, { method: 'GET', url: `/api/media?merchant_id=${otherId}` });
    expect(adminList.json().recordsTotal).toBe(1);
  });

  it('offers saveUpload and mediaOf to other modules', async () => {
    const ctx = signedIn(
      t.ctx({
        id: merchantId,
        role: 'merchant',
        username: 'merchant',
        firstLogin: false,
        merchantId: null,
        accessOption: null,
      }),
    );
    const saved = await saveUpload(ctx, merchantId, images.small, ' Front ');
    expect(saved).toMatchObject({ merchant_id: merchantId, display_name: 'Front', format: 'jpeg' });
    expect((await mediaOf(ctx, merchantId, saved.id)).id).toBe(saved.id);
    await expect(mediaOf(ctx, otherId, saved.id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(saveUpload(ctx, merchantId, images.gif, 'Gif')).rejects.toMatchObject({
      code: 'validation',
      errors: { picture: 'validation.picture_type' },
    });
    await expect(saveUpload(ctx, merchantId, images.small, 'x'.repeat(121))).rejects.toMatchObject({
      errors: { display_name: 'validation.media_name_too_long' },
    });
  });
});
