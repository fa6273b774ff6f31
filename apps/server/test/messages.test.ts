import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { form } from './multipart';

let t: TestApp;
let admin = '';
let merchant = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  merchant = await t.token('merchant');
});
afterAll(() => t.close());

describe('deeply nested JSON', () => {
  const deep = `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`;
  const send = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });

  it('is refused before it is parsed, with the limit named', async () => {
    const res = await send();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'bad_request',
      reason: 'too_deeply_nested',
      message: 'Too deeply nested (at most 32 levels).',
    });
  });

  it('costs nothing when sent many times at once', async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, send));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(8).fill(400));
  });

  it('counts only brackets outside strings, so text full of them is ordinary input', async () => {
    const res = await t.call(merchant, {
      method: 'POST',
      url: '/api/admin/table',
      payload: { name: `"${'['.repeat(40)}\\"` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe(`"${'['.repeat(40)}\\"`);
  });
});

describe('a deeply nested JSON part of a multipart form', () => {
  it('is cut at the field limit and refused as unreadable, not parsed for a second', async () => {
    const boundary = '----mejaDeepPart';
    const deep = `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`;
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="option_group_ids"\r\n` +
        `Content-Type: application/json\r\n\r\n${deep}\r\n--${boundary}--\r\n`,
    );
    const res = await t.call(merchant, {
      method: 'POST',
      url: '/api/admin/menu',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'bad_request', message: 'The request could not be read.' });
  });
});

describe('impossible dates', () => {
  it('are a 400 on the field, not a 500 or a silently shifted day', async () => {
    for (const day of ['2024-13-45', '0000-00-00', '9999-99-99', '2024-02-31', '2023-02-29']) {
      for (const field of ['startDate', 'endDate']) {
        const res = await t.call(admin, { method: 'GET', url: `/api/admin/user?${field}=${day}` });
        expect({ day, status: res.statusCode, body: res.json() }).toEqual({
          day,
          status: 400,
          body: {
            code: 'validation',
            message: 'Some fields need your attention.',
            errors: { [field]: 'Must be a real date, YYYY-MM-DD.' },
          },
        });
      }
    }
    const leap = await t.call(admin, { method: 'GET', url: '/api/admin/user?startDate=2024-02-29' });
    expect(leap.statusCode).toBe(200);
  });
});

describe('messages say what is wrong', () => {
  it('a 10,000-character name is too long, not missing', async () => {
    const long = 'x'.repeat(10_000);
    const table = await t.call(merchant, {
      method: 'POST',
      url: '/api/admin/table',
      payload: { name: long },
    });
    expect(table.json().errors).toEqual({ name: 'Must be at most 60 characters.' });
    const category = await t.call(merchant, {
      method: 'POST',
      url: '/api/admin/category',
      payload: { name: long },
    });
    expect(category.json().errors).toEqual({ name: 'Must be at most 80 characters.' });
    // An empty one is still missing.
    const empty = await t.call(merchant, { method: 'POST', url: '/api/admin/table', payload: { name: ' ' } });
    expect(empty.json().errors).toEqual({ name: 'This field is required.' });
  });

  it('ids below 1 or past an int4 name the real bound, as a 400', async () => {
    const cases = {
      '0': 'Must be at least 1.',
      '99999999999': 'Must be at most 2147483647.',
      [`9${'0'.repeat(29)}`]: 'Must be at most 2147483647.',
    };
    for (const [id, message] of Object.entries(cases)) {
      const res = await t.call(admin, { method: 'GET', url: `/api/admin/user/${id}` });
      expect({ id, status: res.statusCode, errors: res.json().errors }).toEqual({
        id,
        status: 400,
        errors: { id: message },
      });
    }
    const query = await t.call(admin, { method: 'GET', url: '/api/admin/table?merchant_id=99999999999' });
    expect(query.json().errors).toEqual({ merchant_id: 'Must be at most 2147483647.' });
  });

  it('a file past the upload limit is 413 "File too large: at most 1 MB"', async () => {
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const res = await t.call(merchant, {
      method: 'POST',
      url: '/api/media',
      ...form({ display_name: 'Huge', picture: { filename: 'huge.jpg', type: 'image/jpeg', data: huge } }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'payload_too_large', message: 'File too large: at most 1 MB.' });
  });

  it('too many files at once is 413 naming the limit, not bad_request', async () => {
    const small = { filename: 'a.jpg', type: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0]) };
    const res = await t.call(merchant, {
      method: 'POST',
      url: '/api/media',
      ...form({ display_name: 'Many', picture: Array(6).fill(small) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'payload_too_large', message: 'Too many files: at most 5.' });
  });
});
