import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { sanitizeRichText } from '../../../lib/rich-text';
import { agreementEn } from './agreement/en';
import { ensureTerms } from './ensure';
import { acceptCurrentVersion } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('writes the platform agreement as version 1 once, and a merchant must then accept it', async () => {
  expect(await ensureTerms(t.database.db)).toBe(true);
  expect(await ensureTerms(t.database.db)).toBe(false);
  const admin = await t.token('admin');
  const list = (await t.call(admin, { method: 'GET', url: '/api/admin/terms' })).json();
  expect(list.recordsTotal).toBe(1);
  expect(list.data[0]).toMatchObject({ version: 1, published_by: null, acceptances: 0 });
  const current = (await t.call(admin, { method: 'GET', url: '/api/admin/terms/current' })).json().data;
  expect(current.body_en).toBe(sanitizeRichText(agreementEn));
  expect(current.body_zh.length).toBeGreaterThan(1000);
  // This database was seeded before any version existed: its merchant has accepted nothing yet.
  const merchant = await t.token('merchant');
  const me = (await t.call(merchant, { method: 'GET', url: '/api/me' })).json().data;
  expect(me.terms_pending).toBe(true);
  // What the demo seed does after ensureTerms at start: the demo merchant goes straight in.
  await acceptCurrentVersion(t.database.db, me.id);
  expect((await t.call(merchant, { method: 'GET', url: '/api/me' })).json().data.terms_pending).toBe(false);
  expect((await t.call(merchant, { method: 'GET', url: '/api/admin/merchant/dashboard' })).statusCode).toBe(
    200,
  );
});
