import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { diningTables, media, stores, users } from '../../db/schema';
import { newToken } from '../../lib/tokens';
import { createSession } from '../auth/repository';

let t: TestApp;
let admin: string;
let merchant: string;
let merchantId: number;
const names = ['T1', 'Patio <2>', 'Bar & 3'];
const tables: { id: number; name: string; token: string; qr_url: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://meja.example' });
  admin = await t.token('admin');
  merchant = await t.token('merchant');
  merchantId = (await t.call(merchant, { method: 'GET', url: '/api/me' })).json().data.id;
  // These tests count tables from none: the demo merchant's own demo tables go first.
  await t.database.db.delete(diningTables).where(eq(diningTables.merchantId, merchantId));
});
afterAll(() => t.close());

const add = (token: string, payload: Record<string, unknown>) =>
  t.call(token, { method: 'POST', url: '/api/admin/table', payload });

describe('tables', () => {
  it('lets a merchant add three tables, each with an unguessable code', async () => {
    for (const name of names) {
      const res = await add(merchant, { name });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Table created successfully.');
      tables.push(res.json().data);
    }
    for (const table of tables) {
      expect(table.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(table.qr_url).toBe(`https://meja.example/order/t/${table.token}`);
    }
    expect(new Set(tables.map((x) => x.token)).size).toBe(3);
  });

  it('lists them, paged and searchable', async () => {
    const res = await t.call(merchant, { method: 'GET', url: '/api/admin/table' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((x: { name: string }) => x.name)).toEqual(names);
    expect(res.json().recordsTotal).toBe(3);
    const found = await t.call(merchant, { method: 'GET', url: '/api/admin/table?search=patio&length=1' });
    expect(found.json()).toMatchObject({
      recordsTotal: 3,
      recordsFiltered: 1,
      data: [{ name: 'Patio <2>' }],
    });
  });

  it('refuses a duplicate name whatever its case, naming the field', async () => {
    const res = await add(merchant, { name: 't1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: 'A table with this name already exists.' });
    const rename = await t.call(merchant, {
      method: 'PUT',
      url: `/api/admin/table/${tables[1]?.id}`,
      payload: { name: 'T1 ' },
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().errors).toHaveProperty('name');
  });

  it('renames a table and keeps its code', async () => {
    const res = await t.call(merchant, {
      method: 'PUT',
      url: `/api/admin/table/${tables[0]?.id}`,
      payload: { name: 'Table 1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { name: 'Table 1', token: tables[0]?.token } });
    names[0] = 'Table 1';
  });

  it('answers the public lookup by token with the table and its store', async () => {
    const res = await t.call(null, { method: 'GET', url: `/api/public/table/${tables[0]?.token}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { table: { name: 'Table 1' }, store: { display_name: 'Restoran Sedap, Bangsar' } },
    });
    expect(typeof res.json().data.store.id).toBe('number');
    expect((await t.call(null, { method: 'GET', url: '/api/public/table/abc' })).statusCode).toBe(404);
  });

  it('regenerates a code: the old one stops working, the new one works', async () => {
    const old = tables[2]?.token;
    const res = await t.call(merchant, {
      method: 'POST',
      url: `/api/admin/table/${tables[2]?.id}/regenerate`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json().data.token;
    expect(fresh).not.toBe(old);
    expect((await t.call(null, { method: 'GET', url: `/api/public/table/${old}` })).statusCode).toBe(404);
    const now = await t.call(null, { method: 'GET', url: `/api/public/table/${fresh}` });
    expect(now.json().data.table.name).toBe('Bar & 3');
    if (tables[2]) tables[2].token = fresh;
  });

  it('prints every code on one HTML sheet, names escaped', async () => {
    const res = await t.call(merchant, { method: 'GET', url: '/api/admin/table_qr_sheet' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body.match(/<svg/g)?.length).toBe(3);
    for (const name of ['Table 1', 'Patio &lt;2&gt;', 'Bar &amp; 3']) expect(res.body).toContain(name);
    expect(res.body).toContain('@page');
  });

  it('puts the store’s name and logo, the table and "Scan to order" in both languages on each card, and prints table tents', async () => {
    // Issue 28. The store's picture (store details) is the logo on the sheet.
    const db = t.database.db;
    const [picture] = await db
      .insert(media)
      .values({
        merchantId,
        displayName: 'Logo',
        storageKey: 'b'.repeat(32),
        format: 'jpeg',
        width: 10,
        height: 10,
        bytes: 10,
      })
      .returning({ id: media.id });
    await db.update(stores).set({ pictureMediaId: picture?.id }).where(eq(stores.merchantId, merchantId));
    const [store] = await db
      .select({ name: stores.displayName })
      .from(stores)
      .where(eq(stores.merchantId, merchantId));
    const storeName = store?.name ?? '';
    const logo = `<img src="https://meja.example/api/media/file/${'b'.repeat(32)}/original.jpg" alt="">`;

    const a4 = await t.call(merchant, { method: 'GET', url: '/api/admin/table_qr_sheet' });
    expect(a4.statusCode, a4.body).toBe(200);
    expect(a4.body.split(logo)).toHaveLength(4);
    expect(a4.body.split(`<span class="store">${storeName}</span>`)).toHaveLength(4);
    expect(a4.body).toContain(`<title>QR codes of ${storeName}</title>`);
    expect(
      a4.body.split('<span lang="en">Scan to order</span><span lang="zh-Hans">扫码点餐</span>'),
    ).toHaveLength(4);
    expect(a4.body).toContain('<svg role="img" aria-label="QR code to order at table Table 1" ');
    expect(a4.body).toContain('aria-label="QR code to order at table Bar &amp; 3"');
    expect(a4.body).toMatch(/@page \{ size: A4;/);
    expect(a4.body).toContain('dashed');
    expect(a4.body.match(/<section class="page">/g)).toHaveLength(1);

    // In the merchant's language, the alternative text too; "Scan to order" stays in both.
    const zh = await t.call(merchant, {
      method: 'GET',
      url: '/api/admin/table_qr_sheet',
      headers: { 'accept-language': 'zh' },
    });
    expect(zh.body).toContain('aria-label="在餐桌 Table 1 扫码点餐的二维码"');
    expect(zh.body).toContain('<span lang="en">Scan to order</span>');

    // Table tents: a page per table, the code on both faces, the upper one turned to read once folded.
    const tent = await t.call(merchant, { method: 'GET', url: '/api/admin/table_qr_sheet?layout=tent' });
    expect(tent.statusCode, tent.body).toBe(200);
    expect(tent.body.match(/<section class="tent">/g)).toHaveLength(3);
    expect(tent.body.match(/<svg/g)).toHaveLength(6);
    expect(tent.body.match(/<svg role="img" aria-label="QR code to order at table [^"]+"/g)).toHaveLength(3);
    expect(tent.body.match(/<svg aria-hidden="true"/g)).toHaveLength(3);
    expect(tent.body).toContain('rotate(180deg)');
    expect(tent.body).toContain('Fold here');
    expect(tent.body.split(logo)).toHaveLength(7);

    const bad = await t.call(merchant, { method: 'GET', url: '/api/admin/table_qr_sheet?layout=poster' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('layout');
  });

  it('lets staff with Setting access manage the tables, not other staff', async () => {
    const staffToken = async (username: string, accessOption: string) => {
      const [row] = await t.database.db
        .insert(users)
        .values({ role: 'staff', username, status: 'active', firstLogin: false, merchantId, accessOption })
        .returning({ id: users.id });
      const token = newToken();
      await createSession(t.database.db, row?.id as number, token);
      return token;
    };
    const setting = await staffToken('setting', 'All Access - Setting');
    const list = await t.call(setting, { method: 'GET', url: '/api/admin/table' });
    expect(list.json().recordsTotal).toBe(3);
    const kitchen = await staffToken('kitchen', 'All Access - Kitchen');
    expect((await t.call(kitchen, { method: 'GET', url: '/api/admin/table' })).statusCode).toBe(403);
  });

  it('hides one merchant’s tables from another', async () => {
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
    await t.database.db.execute(sql`update users set first_login = false where username = 'othershop'`);
    const rival = await t.token('othershop', 'Other@1234');
    const id = tables[1]?.id;
    for (const [method, url] of [
      ['GET', `/api/admin/table/${id}`],
      ['PUT', `/api/admin/table/${id}`],
      ['DELETE', `/api/admin/table/${id}`],
      ['POST', `/api/admin/table/${id}/regenerate`],
    ] as const) {
      const res = await t.call(rival, {
        method,
        url,
        payload: method === 'PUT' ? { name: 'Mine' } : undefined,
      });
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 404 });
    }
    expect(
      (await t.call(rival, { method: 'GET', url: `/api/admin/table?merchant_id=${merchantId}` })).statusCode,
    ).toBe(404);
    const theirs = await t.call(rival, { method: 'GET', url: '/api/admin/table' });
    expect(theirs.json().recordsTotal).toBe(0);
    // The same name is fine at another merchant.
    expect((await add(rival, { name: 'Table 1' })).statusCode).toBe(200);
    const sheet = await t.call(rival, { method: 'GET', url: '/api/admin/table_qr_sheet' });
    expect(sheet.body.match(/<svg/g)?.length).toBe(1);
  });

  it('makes an admin name the merchant', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/table'],
      ['POST', '/api/admin/table'],
      ['GET', '/api/admin/table_qr_sheet'],
    ] as const) {
      const res = await t.call(admin, {
        method,
        url,
        payload: method === 'POST' ? { name: 'X' } : undefined,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('merchant_id');
    }
    const list = await t.call(admin, { method: 'GET', url: `/api/admin/table?merchant_id=${merchantId}` });
    expect(list.json().recordsTotal).toBe(3);
    const made = await add(admin, { name: 'Admin table', merchant_id: merchantId });
    expect(made.statusCode, made.body).toBe(200);
    const one = await t.call(admin, { method: 'GET', url: `/api/admin/table/${made.json().data.id}` });
    expect(one.json().data.name).toBe('Admin table');
  });

  it('deletes a table, and its code stops working', async () => {
    const res = await t.call(merchant, { method: 'DELETE', url: `/api/admin/table/${tables[1]?.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Table deleted successfully.');
    expect(
      (await t.call(merchant, { method: 'GET', url: `/api/admin/table/${tables[1]?.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.call(null, { method: 'GET', url: `/api/public/table/${tables[1]?.token}` })).statusCode,
    ).toBe(404);
    const zh = await t.call(merchant, {
      method: 'DELETE',
      url: `/api/admin/table/${tables[0]?.id}`,
      headers: { 'accept-language': 'zh' },
    });
    expect(zh.json().message).toBe('餐桌删除成功。');
  });
});
