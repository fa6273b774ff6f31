import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';

let t: TestApp;
let admin: string;
let agent: string;
let merchant: string;
let cashier: string;

const url = '/api/admin/terms';
const body = (n: number) => ({
  body_en: `<h2>Merchant agreement ${n}</h2><p>Fees are settled within 3 business days.</p>`,
  body_zh: `<h2>商家协议 ${n}</h2><p>费用在 3 个工作日内结算。</p>`,
  summary_en: `Changes of version ${n}.`,
  summary_zh: `第 ${n} 版的变更。`,
});
const get = (token: string, path: string, headers: Record<string, string> = {}) =>
  t.call(token, { method: 'GET', url: path, headers });
const publish = (token: string, payload: object) => t.call(token, { method: 'POST', url, payload });
const accept = (token: string, versionId: number, headers: Record<string, string> = {}) =>
  t.call(token, { method: 'POST', url: `${url}/accept`, payload: { version_id: versionId }, headers });
const dashboard = (token: string) => get(token, '/api/admin/merchant/dashboard');

beforeAll(async () => {
  t = await createTestApp();
  [admin, agent, merchant, cashier] = await Promise.all([
    t.token('admin'),
    t.token('agent'),
    t.token('merchant'),
    t.token('cashier@demo.meja.my', 'Cashier@1234'),
  ]);
});
afterAll(() => t.close());

describe('terms before any version is published', () => {
  it('gates nobody and has no current version', async () => {
    expect((await dashboard(merchant)).statusCode).toBe(200);
    const me = await get(merchant, '/api/me');
    expect(me.json().data.terms_pending).toBe(false);
    expect((await get(merchant, `${url}/current`)).json().data).toBeNull();
    expect((await get(merchant, `${url}/mine`)).json().data).toEqual({
      accepted: null,
      pending: false,
      current_version: null,
    });
  });
});

describe('publishing', () => {
  it('is for admins only', async () => {
    for (const token of [agent, merchant, cashier]) {
      expect((await publish(token, body(1))).statusCode).toBe(403);
    }
  });

  it('refuses empty and missing texts field by field', async () => {
    const blank = await publish(admin, { ...body(1), summary_zh: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ summary_zh: 'This field is required.' });
    // Markup with no words left once sanitised is empty too.
    const res = await publish(admin, { ...body(1), body_en: '<p> </p><script>x</script>', body_zh: '<br>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      body_en: 'The text of the terms is required.',
      body_zh: 'The text of the terms is required.',
    });
    const missing = await publish(admin, { body_en: '<p>x</p>' });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['body_zh', 'summary_en', 'summary_zh']);
    const long = await publish(admin, { ...body(1), body_zh: `<p>${'字'.repeat(300_000)}</p>` });
    expect(long.json().errors).toEqual({ body_zh: 'The text must be at most 300,000 characters.' });
    expect((await get(admin, url)).json().recordsTotal).toBe(0);
  });

  it('stores sanitised text and numbers versions one after another', async () => {
    const res = await publish(admin, {
      ...body(1),
      body_en: '<p onclick="steal()">Fees<script>alert(1)</script> <a href="javascript:x()">link</a></p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const v1 = res.json();
    expect(v1.message).toBe('Terms version 1 published. Merchants accept it at their next sign-in.');
    expect(v1.data).toMatchObject({
      version: 1,
      published_by: 'Aisyah Admin',
      summary_en: 'Changes of version 1.',
    });
    expect(v1.data.body_en).toBe(
      '<p>Fees <a target="_blank" rel="noopener noreferrer nofollow">link</a></p>',
    );
    expect(v1.data.body_en).not.toContain('script');
  });
});

describe('the gate', () => {
  let v1: number;
  let v2: number;

  it('stops a merchant who has not accepted the current version, and only them', async () => {
    v1 = (await get(admin, `${url}/current`)).json().data.id;
    const refused = await dashboard(merchant);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'forbidden',
      reason: 'terms_required',
      message: 'The merchant must accept the merchant terms and conditions.',
    });
    expect((await get(merchant, '/api/admin/menu')).json().reason).toBe('terms_required');
    // Staff cannot accept for the owner and are not stopped; agents and admins never.
    expect((await dashboard(cashier)).statusCode).toBe(200);
    expect((await dashboard(agent)).statusCode).toBe(200);
    expect((await dashboard(admin)).statusCode).toBe(200);
  });

  it('leaves the session, password and terms routes open', async () => {
    const me = await get(merchant, '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.terms_pending).toBe(true);
    const current = await get(merchant, `${url}/current`, { 'accept-language': 'zh-CN' });
    expect(current.statusCode).toBe(200);
    expect(current.json().data).toMatchObject({ version: 1, accepted_at: null, summary: '第 1 版的变更。' });
    expect(current.json().data.body).toContain('商家协议 1');
    expect((await get(merchant, `${url}/mine`)).json().data).toMatchObject({ accepted: null, pending: true });
    const wrongPassword = await t.call(merchant, {
      method: 'POST',
      url: '/api/change_password',
      payload: {
        current_password: 'Wrong@1234',
        new_password: 'Other@1234',
        new_password_confirmation: 'Other@1234',
      },
    });
    expect(wrongPassword.json().reason).toBe('current_password_wrong');
    // The sign-in reply tells the portal too.
    const login = await t.call(null, {
      method: 'POST',
      url: '/api/login',
      payload: { username: 'merchant', password: 'Merchant@1234' },
    });
    expect(login.json().data.user.terms_pending).toBe(true);
    expect((await t.call(login.json().data.token, { method: 'POST', url: '/api/logout' })).statusCode).toBe(
      200,
    );
  });

  it('lets the merchant through once they accept, recording version, time, address and browser', async () => {
    const before = Date.now();
    const res = await accept(merchant, v1, { 'user-agent': `Test browser ${'x'.repeat(400)}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Thank you: you accepted version 1 of the terms.');
    const acceptedAt = res.json().data.accepted_at;
    expect(new Date(acceptedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await dashboard(merchant)).statusCode).toBe(200);
    expect((await get(merchant, '/api/me')).json().data.terms_pending).toBe(false);
    // The next sign-in does not send them back to the terms (this query once compared the
    // acceptance's own id with the version's).
    const login = await t.call(null, {
      method: 'POST',
      url: '/api/login',
      payload: { username: 'merchant', password: 'Merchant@1234' },
    });
    expect(login.json().data.user.terms_pending).toBe(false);
    await t.call(login.json().data.token, { method: 'POST', url: '/api/logout' });
    // Accepting again keeps the first time.
    expect((await accept(merchant, v1)).json().data.accepted_at).toBe(acceptedAt);
    const list = await get(admin, `${url}/acceptances?version_id=${v1}`);
    expect(list.json()).toMatchObject({ recordsTotal: 1, recordsFiltered: 1 });
    expect(list.json().data[0]).toMatchObject({
      merchant_name: 'Restoran Sedap',
      version: 1,
      accepted_by: 'merchant',
      accepted_at: acceptedAt,
      ip: '127.0.0.1',
    });
    const row = await t.database.db.query.termsAcceptances.findFirst();
    expect(row?.userAgent).toHaveLength(300);
  });

  it('gates again after a new version, and refuses accepting the old one', async () => {
    v2 = (await publish(admin, body(2))).json().data.id;
    expect((await dashboard(merchant)).json().reason).toBe('terms_required');
    const old = await accept(merchant, v1);
    expect(old.statusCode).toBe(409);
    expect(old.json().reason).toBe('terms_outdated');
    const mine = (await get(merchant, `${url}/mine`)).json().data;
    expect(mine).toMatchObject({ pending: true, current_version: 2, accepted: { version: 1 } });
    expect((await accept(merchant, v2)).statusCode).toBe(200);
    expect((await get(merchant, `${url}/mine`)).json().data).toMatchObject({
      pending: false,
      accepted: { version: 2, body_en: expect.stringContaining('Merchant agreement 2') },
    });
  });

  it('lists versions with acceptances for admins and only the current one for others', async () => {
    const all = (await get(admin, url)).json();
    expect(all.data.map((v: { version: number; acceptances: number }) => [v.version, v.acceptances])).toEqual(
      [
        [2, 1],
        [1, 1],
      ],
    );
    const agents = (await get(agent, url)).json();
    expect(agents.data).toMatchObject([{ version: 2, acceptances: null }]);
    expect((await get(agent, `${url}/${v1}`)).statusCode).toBe(404);
    expect((await get(agent, `${url}/${v2}`)).statusCode).toBe(200);
    expect((await get(agent, `${url}/acceptances`)).statusCode).toBe(403);
  });

  it('keeps one merchant out of another merchant’s acceptances', async () => {
    const other = await t.merchant('terms_other', 'Other Kitchen');
    // Version 1 was accepted by the demo merchant only: the other merchant cannot read it.
    expect((await get(other.token, `${url}/${v1}`)).statusCode).toBe(404);
    expect((await get(merchant, `${url}/${v1}`)).statusCode).toBe(200);
    expect((await get(other.token, `${url}/mine`)).json().data).toMatchObject({
      accepted: null,
      pending: true,
    });
    expect((await get(other.token, `${url}/acceptances`)).statusCode).toBe(403);
    expect((await get(other.token, `${url}/current`)).json().data.accepted_at).toBeNull();
    expect((await accept(other.token, v2)).statusCode).toBe(200);
    const list = (await get(admin, `${url}/acceptances?version_id=${v2}&search=other`)).json();
    expect(list).toMatchObject({ recordsTotal: 3, recordsFiltered: 1 });
    expect(list.data[0].merchant_name).toBe('Other Kitchen');
  });

  it('is not for staff, agents or admins to accept', async () => {
    for (const token of [cashier, agent, admin]) expect((await accept(token, v2)).statusCode).toBe(403);
  });
});
