import type { TAnnouncement } from '@meja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';

let t: TestApp;
let admin = '';
let merchant = '';
let agent = '';
let subagent = '';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
  merchant = await t.token('merchant');
  agent = await t.token('agent');
  subagent = await t.token('subagent');
});
afterAll(() => t?.close());

const url = '/api/admin/announcement';
const hour = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

const post = (payload: object, token = admin, headers: Record<string, string> = {}) =>
  t.call(token, { method: 'POST', url, payload, headers });
const put = (id: number, payload: object, token = admin) =>
  t.call(token, { method: 'PUT', url: `${url}/${id}`, payload });
const get = (token: string, path = '') => t.call(token, { method: 'GET', url: `${url}${path}` });
const dismiss = (token: string, id: number) => t.call(token, { method: 'POST', url: `${url}/${id}/dismiss` });

async function created(body: object): Promise<TAnnouncement> {
  const res = await post({ body: '<p>Hello</p>', audience: 'all', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function listed(token: string, query = ''): Promise<TAnnouncement[]> {
  const res = await get(token, `?length=500${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const ids = (rows: TAnnouncement[]) => rows.map((r) => r.id);

describe('writing', () => {
  it('publishes now by default, with a success message in the caller language', async () => {
    const res = await post(
      { title: '  Maintenance  ', body: '<p>Down <strong>tonight</strong></p>', audience: 'merchants' },
      admin,
      { 'accept-language': 'zh-CN' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('公告已发布。');
    expect(data).toMatchObject({
      title: 'Maintenance',
      body: '<p>Down <strong>tonight</strong></p>',
      audience: 'merchants',
      expire_at: null,
      active: true,
      status: 'live',
    });
    expect(Date.now() - Date.parse(data.publish_at)).toBeLessThan(60_000);
  });

  it('refuses bad input with field errors', async () => {
    const res = await post({ title: '', body: '<p> </p><script>x</script>', audience: 'buddies' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['audience', 'title']);

    const empty = await post({
      title: 'Empty',
      body: '<p>&nbsp;</p><script>alert(1)</script>',
      audience: 'all',
    });
    expect(empty.json().errors).toEqual({ body: 'Write the announcement.' });

    const long = await post({
      title: 'x'.repeat(151),
      body: `<p>${'y'.repeat(20_001)}</p>`,
      audience: 'all',
    });
    expect(Object.keys(long.json().errors).sort()).toEqual(['body', 'title']);

    const backwards = await post({
      title: 'W',
      body: '<p>w</p>',
      audience: 'all',
      publish_at: at(2 * hour),
      expire_at: at(hour),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ expire_at: 'The end must be after the start.' });

    const badDate = await post({ title: 'W', body: '<p>w</p>', audience: 'all', publish_at: 'tomorrow' });
    expect(Object.keys(badDate.json().errors)).toEqual(['publish_at']);
  });

  it('edits with PUT and with POST ?_method=PUT, recording who; unknown id is 404', async () => {
    const a = await created({ title: 'Before' });
    const res = await put(a.id, { title: 'After', body: '<p>new</p>', audience: 'agents' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { title: 'After', audience: 'agents', updated_by: 'Aisyah Admin' },
      message: 'Announcement updated.',
    });

    const old = await t.call(admin, {
      method: 'POST',
      url: `${url}/${a.id}?_method=PUT`,
      payload: { title: 'Older client', body: '<p>x</p>', audience: 'all', expire_at: '' },
    });
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json().data.title).toBe('Older client');

    expect((await put(999_999, { title: 'x', body: '<p>x</p>', audience: 'all' })).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const a = await created({ title: 'Admins write' });
    for (const token of [merchant, agent]) {
      expect((await post({ title: 'x', body: '<p>x</p>', audience: 'all' }, token)).statusCode).toBe(403);
      expect((await put(a.id, { title: 'x', body: '<p>x</p>', audience: 'all' }, token)).statusCode).toBe(
        403,
      );
      expect(
        (await t.call(token, { method: 'PATCH', url: `${url}/${a.id}`, payload: { type: 'status' } }))
          .statusCode,
      ).toBe(403);
      expect((await t.call(token, { method: 'DELETE', url: `${url}/${a.id}` })).statusCode).toBe(403);
    }
    expect((await get(await t.token('buddy'))).statusCode).toBe(403);
  });
});

describe('markup a browser must never get', () => {
  const hostile =
    '<p style="color:red" onclick="steal()">Hi <b>there</b></p><script>alert(1)</script>' +
    '<img src=x onerror="window.__xss=1"><a href="javascript:alert(1)">link</a>' +
    '<iframe src="https://evil.example"></iframe><a href="https://ok.example" onmouseover="x()">ok</a>';
  const dangerous = /<script|onerror|onclick|onmouseover|javascript:|<iframe|style=|<img|alert\(1\)/i;

  it('is removed on the way in: create, list, one', async () => {
    const res = await post({ title: 'Hostile', body: hostile, audience: 'all' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.body).not.toMatch(dangerous);
    expect(data.body).toContain('<b>there</b>');
    expect(data.body).toContain('href="https://ok.example"');

    for (const token of [admin, merchant, agent]) {
      const all = await get(token, '?length=500');
      expect(all.body).toContain('Hostile');
      expect(all.body).not.toMatch(dangerous);
      const one = await get(token, `/${data.id}`);
      expect(one.statusCode).toBe(200);
      expect(one.body).not.toMatch(dangerous);
    }
  });

  it('is removed on edit too', async () => {
    const a = await created({ title: 'Clean first' });
    const res = await put(a.id, { title: 'Dirty later', body: hostile, audience: 'all' });
    expect(res.body).not.toMatch(dangerous);
    expect((await get(admin, `/${a.id}`)).body).not.toMatch(dangerous);
  });
});

describe('reading', () => {
  let forMerchants: TAnnouncement;
  let forAgents: TAnnouncement;
  let forAll: TAnnouncement;
  let scheduled: TAnnouncement;
  let expired: TAnnouncement;
  beforeAll(async () => {
    forMerchants = await created({ title: 'Merchants only', audience: 'merchants' });
    forAgents = await created({ title: 'Agents only', audience: 'agents' });
    forAll = await created({ title: 'Everyone', audience: 'all' });
    scheduled = await created({ title: 'Later', audience: 'all', publish_at: at(hour) });
    expired = await created({
      title: 'Past',
      audience: 'all',
      publish_at: at(-2 * hour),
      expire_at: at(-hour),
    });
  });

  it('shows each reader only the live ones addressed to them', async () => {
    const m = ids(await listed(merchant));
    expect(m).toEqual(expect.arrayContaining([forMerchants.id, forAll.id]));
    expect(m).not.toContain(forAgents.id);
    const a = ids(await listed(agent));
    expect(a).toEqual(expect.arrayContaining([forAgents.id, forAll.id]));
    expect(a).not.toContain(forMerchants.id);
    expect(ids(await listed(subagent))).toContain(forAgents.id);
    for (const token of [merchant, agent]) {
      const seen = ids(await listed(token));
      expect(seen).not.toContain(scheduled.id);
      expect(seen).not.toContain(expired.id);
    }
  });

  it('answers 404 for one not addressed to the reader, scheduled or ended', async () => {
    expect((await get(agent, `/${forMerchants.id}`)).statusCode).toBe(404);
    expect((await get(merchant, `/${forAgents.id}`)).statusCode).toBe(404);
    expect((await get(merchant, `/${scheduled.id}`)).statusCode).toBe(404);
    expect((await get(merchant, `/${expired.id}`)).statusCode).toBe(404);
    expect((await get(merchant, `/${forMerchants.id}`)).json().data.title).toBe('Merchants only');
  });

  it('lets admins manage all of them, by status and title', async () => {
    const status = async (s: string) => ids(await listed(admin, `&status=${s}`));
    expect(await status('scheduled')).toContain(scheduled.id);
    expect(await status('ended')).toContain(expired.id);
    const live = await status('live');
    expect(live).toEqual(expect.arrayContaining([forMerchants.id, forAgents.id]));
    expect(live).not.toContain(scheduled.id);
    const found = await get(admin, '?search=merchants%20only');
    expect(found.json()).toMatchObject({ recordsFiltered: 1, data: [{ id: forMerchants.id }] });
    expect(found.json().recordsTotal).toBeGreaterThan(1);
    expect((await get(admin, '?status=gone')).statusCode).toBe(400);
  });

  it('dismisses once per reader; the notice then leaves it out', async () => {
    const before = ids(await listed(merchant, '&undismissed=1'));
    expect(before).toContain(forMerchants.id);
    const res = await dismiss(merchant, forMerchants.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: { id: forMerchants.id, dismissed: true },
      message: 'Announcement dismissed.',
    });
    expect((await dismiss(merchant, forMerchants.id)).statusCode).toBe(200);

    expect(ids(await listed(merchant, '&undismissed=1'))).not.toContain(forMerchants.id);
    const all = await listed(merchant);
    expect(all.find((r) => r.id === forMerchants.id)?.dismissed).toBe(true);
    expect(all.find((r) => r.id === forAll.id)?.dismissed).toBe(false);
    expect((await get(admin, `/${forMerchants.id}`)).json().data.dismissals).toBe(1);
  });

  it('refuses a dismissal from outside the audience, or of one not live', async () => {
    expect((await dismiss(agent, forMerchants.id)).statusCode).toBe(404);
    expect((await dismiss(merchant, forAgents.id)).statusCode).toBe(404);
    expect((await dismiss(merchant, scheduled.id)).statusCode).toBe(404);
    expect((await dismiss(merchant, 999_999)).statusCode).toBe(404);
  });

  it('shows admins the ones for all in their own notice', async () => {
    const notice = ids(await listed(admin, '&undismissed=1'));
    expect(notice).toContain(forAll.id);
    expect(notice).not.toContain(forMerchants.id);
  });
});

describe('withdraw, restore and delete (generic admin item)', () => {
  it('hides a withdrawn one from readers and brings it back', async () => {
    const a = await created({ title: 'Toggle me', audience: 'merchants' });
    const off = await t.call(admin, { method: 'PATCH', url: `${url}/${a.id}`, payload: { type: 'status' } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      data: { value: 0 },
      message: 'Announcement withdrawn: readers no longer see it.',
    });
    expect(ids(await listed(merchant))).not.toContain(a.id);
    expect((await get(admin, `/${a.id}`)).json().data.status).toBe('inactive');

    const on = await t.call(admin, { method: 'PATCH', url: `${url}/${a.id}`, payload: { type: 'status' } });
    expect(on.json().data.value).toBe(1);
    expect(ids(await listed(merchant))).toContain(a.id);
  });

  it('deletes one for good', async () => {
    const a = await created({ title: 'Delete me' });
    await dismiss(merchant, a.id);
    const res = await t.call(admin, { method: 'DELETE', url: `${url}/${a.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Announcement deleted.');
    expect((await get(admin, `/${a.id}`)).statusCode).toBe(404);
    expect((await t.call(admin, { method: 'DELETE', url: `${url}/${a.id}` })).statusCode).toBe(404);
  });
});
