import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';

let t: TestApp;
let admin = '';
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('admin');
});
afterAll(() => t?.close());

const url = '/api/admin/update_log';
const create = (body: object, token = admin) => t.call(token, { method: 'POST', url, payload: body });
const edit = (id: number, body: object, token = admin) =>
  t.call(token, { method: 'PUT', url: `${url}/${id}`, payload: body });
const publish = (id: number, token = admin) => t.call(token, { method: 'POST', url: `${url}/${id}/publish` });
const list = (token = admin, query = '') =>
  t.call(token, { method: 'GET', url: `${url}?length=100${query}` });
const whatsNew = (token: string) => t.call(token, { method: 'GET', url: `${url}/whats_new` });
const seen = (token: string, through: string) =>
  t.call(token, { method: 'POST', url: `${url}/seen`, payload: { through } });

/** A published version with a log of its own, made through the API as an admin would. */
async function released(title = 'Faster menus') {
  n += 1;
  const made = await create({ title, version: `9.${n}.0`, log: `<p>Change number ${n}</p>` });
  expect(made.statusCode, made.body).toBe(200);
  const out = await publish(made.json().data.id);
  expect(out.statusCode, out.body).toBe(200);
  return out.json().data as { id: number; version: string; published_at: string };
}

const versionsIn = (res: { json: () => { data: { version: string }[] } }) =>
  res.json().data.map((v) => v.version);

describe('writing the update log', () => {
  it('creates a draft, edits its log, publishes it once', async () => {
    const made = await create({ title: '  Spring release ', version: '2.4.0' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().message).toBe('Version created.');
    const draft = made.json().data;
    expect(draft).toMatchObject({ title: 'Spring release', version: '2.4.0', log: '', status: 'draft' });
    expect(draft.published_at).toBeNull();

    const empty = await publish(draft.id);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.log).toBe('Write the log before publishing this version.');

    const written = await edit(draft.id, {
      log: '<h2>New</h2><p>Tables can be <strong>merged</strong>.</p>',
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().data.log).toBe('<h2>New</h2><p>Tables can be <strong>merged</strong>.</p>');

    const out = await publish(draft.id);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().message).toBe('Version published.');
    const at = out.json().data.published_at;
    expect(out.json().data.status).toBe('published');
    expect(Date.parse(at)).toBeGreaterThan(Date.now() - 60_000);

    const again = await publish(draft.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.published_at).toBe(at);

    const cannotEmpty = await edit(draft.id, { log: '<p> </p>' });
    expect(cannotEmpty.statusCode).toBe(400);
    expect(cannotEmpty.json().errors.log).toBe('Write the log before publishing this version.');
  });

  it('refuses a version that exists in any case, and names the field', async () => {
    expect((await create({ title: 'One', version: 'R1.0-beta' })).statusCode).toBe(200);
    const twice = await create({ title: 'Two', version: 'r1.0-BETA' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ version: 'This version already exists.' });

    const other = (await create({ title: 'Three', version: 'R2.0' })).json().data;
    const renamed = await edit(other.id, { version: 'r1.0-beta' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors.version).toBe('This version already exists.');

    const zh = await t.call(admin, {
      method: 'POST',
      url,
      payload: { title: 'Four', version: 'R2.0' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.json().errors.version).toBe('此版本已存在。');
  });

  it('checks the title, the version and the log', async () => {
    const blank = await create({ title: '   ', version: '' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().errors).sort()).toEqual(['title', 'version']);

    const long = await create({ title: 'x'.repeat(151), version: '1'.repeat(31) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.title).toMatch(/150/);
    expect(long.json().errors.version).toMatch(/30/);

    const id = (await create({ title: 'Big', version: '7.0.0' })).json().data.id;
    const huge = await edit(id, { log: `<p>${'a'.repeat(50_001)}</p>` });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors.log).toBeDefined();

    expect((await edit(id, {})).json().errors.title).toBe('Change the title, the version or the log.');
    expect((await edit(999_999, { title: 'Nobody' })).statusCode).toBe(404);
    expect((await publish(999_999)).statusCode).toBe(404);
  });

  it('keeps only sanitised HTML: no script, handler or javascript: link', async () => {
    const made = await create({
      title: 'Safety',
      version: '3.0.0',
      log: '<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe>',
    });
    expect(made.statusCode, made.body).toBe(200);
    const { log } = made.json().data;
    expect(log).not.toMatch(/script|onclick|onerror|javascript:|iframe|<img/i);
    expect(log).toContain('<p>Hi</p>');
    const edited = await edit(made.json().data.id, { log: '<p>Ok</p><script>alert(4)</script>' });
    expect(edited.json().data.log).toBe('<p>Ok</p>');
  });

  it('lets only admins write: other roles get 403', async () => {
    const id = (await create({ title: 'Mine', version: '4.0.0', log: '<p>x</p>' })).json().data.id;
    for (const user of ['merchant', 'agent', 'master']) {
      const token = await t.token(user);
      expect((await create({ title: 'No', version: `no-${user}` }, token)).statusCode).toBe(403);
      expect((await edit(id, { title: 'No' }, token)).statusCode).toBe(403);
      expect((await publish(id, token)).statusCode).toBe(403);
    }
    const buddy = await t.token('buddy');
    expect((await whatsNew(buddy)).statusCode).toBe(403);
    expect((await list(buddy)).statusCode).toBe(403);
    expect((await whatsNew('')).statusCode).toBe(401);
  });
});

describe('reading the update log', () => {
  it('shows drafts to admins only; others read the published, newest first, and may search', async () => {
    const draft = (await create({ title: 'Secret plans', version: '8.0.0-draft' })).json().data;
    const older = await released('Older news');
    const newer = await released('Newer news');
    const merchant = await t.token('merchant');

    const theirs = await list(merchant);
    expect(theirs.statusCode, theirs.body).toBe(200);
    const versions = versionsIn(theirs);
    expect(versions).not.toContain(draft.version);
    expect(versions.indexOf(newer.version)).toBeLessThan(versions.indexOf(older.version));
    expect(theirs.json().data.every((v: { status: string }) => v.status === 'published')).toBe(true);

    expect(versionsIn(await list(admin))).toContain(draft.version);
    const searched = await list(merchant, '&search=newer');
    expect(versionsIn(searched)).toEqual([newer.version]);
    expect(searched.json().recordsFiltered).toBe(1);
    expect(versionsIn(await list(admin, '&search=8.0.0-DRAFT'))).toEqual([draft.version]);
    const adminsPublished = versionsIn(await list(admin, '&status=published'));
    expect(adminsPublished).not.toContain(draft.version);
    expect(adminsPublished.slice(0, 2)).toEqual([newer.version, older.version]);
    expect(versionsIn(await list(merchant, '&status=draft'))).toEqual([]);
  });

  it("shows what's new once: after seen, never again, even when a seen version is edited", async () => {
    const user = await t.merchant('whatsnew1');
    const first = await released('First for them');
    const second = await released('Second for them');

    const shown = await whatsNew(user.token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(versionsIn(shown)).toEqual([second.version, first.version]);

    const marked = await seen(user.token, second.published_at);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.seen_through).toBe(second.published_at);
    expect(versionsIn(await whatsNew(user.token))).toEqual([]);

    expect((await edit(second.id, { log: '<p>Corrected</p>' })).statusCode).toBe(200);
    expect(versionsIn(await whatsNew(user.token))).toEqual([]);

    // An older mark never moves the reader back.
    await seen(user.token, '2001-01-01T00:00:00.000Z');
    expect(versionsIn(await whatsNew(user.token))).toEqual([]);

    const third = await released('Third for them');
    expect(versionsIn(await whatsNew(user.token))).toEqual([third.version]);
    expect(versionsIn(await list(user.token))).toContain(second.version);
  });

  it('keeps a version published while the reader was looking for next time', async () => {
    const user = await t.merchant('whatsnew2');
    const shownThen = await released('While reading');
    expect(versionsIn(await whatsNew(user.token))).toEqual([shownThen.version]);
    const meanwhile = await released('Published meanwhile');
    await seen(user.token, shownThen.published_at);
    expect(versionsIn(await whatsNew(user.token))).toEqual([meanwhile.version]);
  });

  it('shows a new account nothing published before it existed, and at most ten', async () => {
    await released('Before them');
    const user = await t.merchant('whatsnew3');
    expect(versionsIn(await whatsNew(user.token))).toEqual([]);
    const made = [];
    for (let i = 0; i < 11; i++) made.push(await released(`Batch ${i}`));
    const shown = versionsIn(await whatsNew(user.token));
    expect(shown).toHaveLength(10);
    expect(shown[0]).toBe(made[10]?.version);
    expect(shown).not.toContain(made[0]?.version);
  });

  it('refuses a seen mark that is not a time', async () => {
    const merchant = await t.token('merchant');
    const bad = await seen(merchant, 'yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.through).toBeDefined();
  });
});
