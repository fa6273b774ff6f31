import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { users } from '../../db/schema';

let t: TestApp;
let admin = '';
let adminName = '';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  const [row] = await t.database.db.select().from(users).where(eq(users.username, 'admin'));
  adminName = row?.name ?? 'admin';
});
afterAll(() => t?.close());

const read = (query: string, token = admin) =>
  t.call(token, { method: 'GET', url: `/api/admin/setting?${query}` });
const save = (type: string, body: object, token = admin, headers: Record<string, string> = {}) =>
  t.call(token, { method: 'POST', url: `/api/admin/setting?type=${type}`, payload: body, headers });
const publicContact = (headers: Record<string, string> = {}) =>
  t.call(null, { method: 'GET', url: '/api/setting/contact', headers });

const contact = {
  support_email: 'Help@Meja.example',
  support_phone: '03-7890 1234',
  whatsapp: '012-345 6789',
  hours_en: 'Daily 10am–10pm',
  hours_zh: '每天 上午10时至晚上10时',
};

describe('the contact setting', () => {
  it('answers its defaults until saved, then the saved version, with who and when in its history', async () => {
    const before = await read('type=contact');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toEqual({
      support_email: 'support@meja.my',
      support_phone: '+60 3-0000 0000',
      whatsapp: null,
      hours_en: 'Mon–Fri 9am–6pm',
      hours_zh: '周一至周五 上午9时至下午6时',
      id: null,
      changed_by: null,
      changed_at: null,
    });

    const saved = await save('contact', contact);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Support contact updated successfully.');
    expect(saved.json().data).toMatchObject({
      support_email: 'help@meja.example',
      support_phone: '+60 3-7890 1234',
      whatsapp: '+60 12-345 6789',
      hours_zh: '每天 上午10时至晚上10时',
      changed_by: adminName,
    });
    expect((await read('type=contact')).json().data).toEqual(saved.json().data);

    // The type may come in the body instead of the query.
    const again = await t.call(admin, {
      method: 'POST',
      url: '/api/admin/setting',
      payload: { ...contact, type: 'contact', whatsapp: '', hours_en: 'Weekdays' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ whatsapp: null, hours_en: 'Weekdays' });

    const history = await read('type=contact_history');
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json()).toMatchObject({ recordsTotal: 2, recordsFiltered: 2 });
    const [newest, older] = history.json().data;
    expect(newest).toMatchObject({ hours_en: 'Weekdays', changed_by: adminName });
    expect(older).toMatchObject({ hours_en: 'Daily 10am–10pm', whatsapp: '+60 12-345 6789' });
    expect(Date.now() - Date.parse(newest.changed_at)).toBeLessThan(60_000);
    // Payout keeps its own history.
    expect((await read('type=payout_history')).json().data[0]).toHaveProperty('buddy_cashback');
    const none = await read('type=contact_history&startDate=2001-01-01&endDate=2001-01-31');
    expect(none.json()).toMatchObject({ data: [], recordsTotal: 2, recordsFiltered: 0 });
  });

  it('refuses a bad e-mail, phone, WhatsApp or hours on their fields, in English and Chinese', async () => {
    const bad = {
      support_email: 'not-an-email',
      support_phone: '12345',
      whatsapp: '03-7890 1234',
      hours_en: 'x'.repeat(201),
      hours_zh: '',
    };
    const en = await save('contact', bad);
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toMatchObject({
      support_email: 'Please enter a valid e-mail.',
      hours_en: 'Must be at most 200 characters.',
    });
    const numbers = await save('contact', { ...contact, support_phone: '12345', whatsapp: '03-7890 1234' });
    expect(numbers.json().errors).toEqual({
      support_phone: 'Please enter a valid Malaysian phone number.',
      whatsapp: 'Please enter a valid Malaysian mobile number for WhatsApp, or leave it empty.',
    });
    const zh = await save('contact', { ...contact, support_email: '' }, admin, { 'accept-language': 'zh' });
    expect(zh.json().errors).toEqual({ support_email: '此项为必填项。' });
    const zhPhone = await save('contact', { ...contact, support_phone: '999' }, admin, {
      'accept-language': 'zh-CN',
    });
    expect(zhPhone.json().errors).toEqual({ support_phone: '请输入有效的马来西亚电话号码。' });
    expect((await read('type=contact')).json().data.hours_en).toBe('Weekdays');
  });

  it('is public to read, its contact fields only, and cacheable', async () => {
    const res = await publicContact();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual({
      data: {
        support_email: 'help@meja.example',
        support_phone: '+60 3-7890 1234',
        whatsapp: null,
        hours_en: 'Weekdays',
        hours_zh: '每天 上午10时至晚上10时',
      },
    });
  });

  it('throttles one address reading it too often', async () => {
    const ip = await t.call(null, {
      method: 'GET',
      url: '/api/setting/contact',
      remoteAddress: '203.0.113.9',
    });
    expect(ip.statusCode).toBe(200);
    let last = ip;
    for (let i = 0; i < 300 && last.statusCode === 200; i++)
      last = await t.call(null, { method: 'GET', url: '/api/setting/contact', remoteAddress: '203.0.113.9' });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Others still read it.
    expect((await publicContact()).statusCode).toBe(200);
  });
});

describe('the new-merchant defaults', () => {
  const storeOf = async (merchantId: number) => {
    const res = await t.call(admin, {
      method: 'GET',
      url: `/api/admin/merchant/info?type=edit%20store&merchant_id=${merchantId}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('apply to merchants created after a change, not to those created before', async () => {
    expect((await read('type=merchant')).json().data).toEqual({
      platform_charge: '0.00',
      service_charge_percent: '10.00',
      sales_service_tax: false,
      service_charge: false,
      id: null,
      changed_by: null,
      changed_at: null,
    });
    const before = await t.merchant('defaults_before', 'Before Cafe');

    const saved = await save('merchant', {
      platform_charge: '2.5',
      service_charge_percent: 8,
      sales_service_tax: true,
      service_charge: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(
      'New-merchant defaults updated successfully. They apply to merchants created from now on.',
    );
    expect(saved.json().data).toMatchObject({
      platform_charge: '2.50',
      service_charge_percent: '8.00',
      sales_service_tax: true,
      service_charge: true,
      changed_by: adminName,
    });

    const after = await t.merchant('defaults_after', 'After Cafe');
    expect(await storeOf(after.id)).toMatchObject({
      platform_charge: '2.50',
      service_charge_percent: '8.00',
      sales_service_tax: 1,
      service_charge: 1,
    });
    expect(await storeOf(before.id)).toMatchObject({
      platform_charge: '0.00',
      service_charge_percent: '10.00',
      sales_service_tax: 0,
      service_charge: 0,
    });

    const history = await read('type=merchant_history');
    expect(history.json().recordsTotal).toBe(1);
    expect(history.json().data[0]).toMatchObject({ platform_charge: '2.50', changed_by: adminName });
  });

  it('refuses percentages out of range or with more than two decimals, in English and Chinese', async () => {
    const res = await save('merchant', {
      platform_charge: '101',
      service_charge_percent: '1.234',
      sales_service_tax: 'maybe',
      service_charge: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      platform_charge: 'A percentage must be at most 100.',
      service_charge_percent: 'Use at most two decimal places.',
    });
    expect(res.json().errors.sales_service_tax).toBeTruthy();
    const zh = await save('merchant', { platform_charge: '-1' }, admin, { 'accept-language': 'zh' });
    expect(zh.json().errors.platform_charge).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.json().errors.service_charge_percent).toBe('此项为必填项。');
  });
});

describe('every setting', () => {
  it('names an unknown type as an error on `type`', async () => {
    const get = await read('type=colours');
    expect(get.statusCode).toBe(400);
    expect(get.json().errors).toEqual({ type: 'Choose a kind of setting: payout, contact or merchant.' });
    const post = await save('colours', contact);
    expect(post.statusCode).toBe(400);
    expect(Object.keys(post.json().errors)).toEqual(['type']);
    const body = await t.call(admin, {
      method: 'POST',
      url: '/api/admin/setting',
      payload: { ...contact, type: 'colours' },
      headers: { 'accept-language': 'zh' },
    });
    expect(body.json().errors).toEqual({ type: '请选择设置类型：payout、contact 或 merchant。' });
  });

  it('is the admin’s alone', async () => {
    for (const user of ['merchant', 'agent', 'master']) {
      const token = await t.token(user);
      for (const type of ['contact', 'merchant', 'contact_history'])
        expect((await read(`type=${type}`, token)).statusCode).toBe(403);
      expect((await save('contact', contact, token)).statusCode).toBe(403);
      expect((await save('merchant', { platform_charge: 1 }, token)).statusCode).toBe(403);
    }
  });
});
