import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

/**
 * Issue 26: an account's phone is checked as everywhere else (SPEC §5 "Phone number must be
 * valid": a Malaysian number, kept in E.164), and SPEC's words for three user lists are accepted.
 */
let t: TestApp;
let admin: string;
let master: string;
let sub: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  master = await t.token('master');
  sub = await t.token('subagent');
});
afterAll(() => t.close());

const create = (body: object) =>
  t.call(admin, {
    method: 'POST',
    url: '/api/admin/user',
    payload: { type: 'merchant', password: 'Given@1234', confirm_password: 'Given@1234', ...body },
  });

describe("a merchant's phone number", () => {
  it('is refused when it is not a Malaysian number, in English and Chinese', async () => {
    for (const phone_number of ['0123456', '12345', '+6512345678']) {
      const res = await create({ username: `badphone${phone_number.length}`, phone_number });
      expect({ phone_number, status: res.statusCode }).toEqual({ phone_number, status: 400 });
      expect(res.json().errors).toEqual({ phone_number: 'Please enter a valid Malaysian phone number.' });
    }
    const zh = await t.call(admin, {
      method: 'POST',
      url: '/api/admin/user',
      headers: { 'accept-language': 'zh' },
      payload: {
        type: 'merchant',
        username: 'badphonezh',
        phone_number: '0123456',
        password: 'Given@1234',
        confirm_password: 'Given@1234',
      },
    });
    expect(zh.json().errors.phone_number).toBe('请输入有效的马来西亚电话号码。');
  });

  it('is kept in E.164 on create and on update; an unchanged one is sent back as it is', async () => {
    const res = await create({
      username: 'goodphone',
      email: 'goodphone@shop.my',
      phone_number: '012-345 6789',
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    expect(res.json().data.phone_number).toBe('+60123456789');

    const put = (payload: object) => t.call(admin, { method: 'PUT', url: `/api/admin/user/${id}`, payload });
    expect((await put({ phone_number: '0123456' })).json().errors).toEqual({
      phone_number: 'Please enter a valid Malaysian phone number.',
    });
    expect((await put({ phone_number: '03-7890 1234' })).json().data.phone_number).toBe('+60378901234');

    // A number from before the check still saves the rest of the form.
    await t.database.db.execute(sql`update users set phone_number = '0123456' where id = ${id}`);
    const rest = await put({ phone_number: '0123456', name: 'Kedai Lama' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({ name: 'Kedai Lama', phone_number: '0123456' });
  });

  it('is not asked of the old client, whose merchant form sends no phone nor e-mail (SPEC §3)', async () => {
    const res = await create({ username: 'oldclientshop' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ phone_number: null, email: null });
  });
});

describe("SPEC's words for the user lists", () => {
  const ids = async (token: string, query: string) => {
    const res = await t.call(token, { method: 'GET', url: `/api/admin/user?${query}&length=500` });
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    return res.json() as { data: { id: number; type: string }[]; recordsTotal: number };
  };

  it('member and subagent are the buddy and sub-agent lists', async () => {
    expect(await ids(admin, 'listing_type=member')).toEqual(await ids(admin, 'listing_type=buddy'));
    expect(await ids(admin, 'listing_type=subagent')).toEqual(await ids(admin, 'listing_type=sub_agent'));
    expect((await ids(admin, 'listing_type=member')).recordsTotal).toBeGreaterThan(0);
    expect((await ids(master, 'listing_type=subagent')).recordsTotal).toBeGreaterThan(0);
  });

  it('mentor is the agent list of agents of rank mentor', async () => {
    const mentors = await ids(admin, 'listing_type=mentor');
    expect(mentors.data.length).toBeGreaterThan(0);
    expect(new Set(mentors.data.map((u) => u.type))).toEqual(new Set(['mentor']));
    const agents = await ids(admin, 'listing_type=agent');
    expect(mentors.data).toEqual(agents.data.filter((u) => u.type === 'mentor'));
    expect(await ids(admin, 'listing_type=agent&agent_rank=mentor')).toEqual(mentors);
    expect((await ids(master, 'listing_type=mentor')).data.every((u) => u.type === 'mentor')).toBe(true);
  });

  it('are refused where the list they name is', async () => {
    for (const word of ['member', 'mentor']) {
      const res = await t.call(sub, { method: 'GET', url: `/api/admin/user?listing_type=${word}` });
      expect({ word, status: res.statusCode }).toEqual({ word, status: 403 });
    }
    const unknown = await t.call(admin, { method: 'GET', url: '/api/admin/user?listing_type=members' });
    expect(unknown.statusCode).toBe(400);
  });
});
