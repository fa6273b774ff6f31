import { updateLogLimits } from '@meja/contracts';
import { describe, expect, it } from 'vitest';
import { actorCtx, expectAppError, uniqueViolation } from '../../../../test/fast';
import type { UpdateLogRow } from './repository';
import { type UpdateLogRepository, updateLogService } from './service';

/** Versions in memory, unique by version whatever its case, as the database keeps them. */
function world() {
  const rows: UpdateLogRow[] = [];
  const published: number[] = [];
  const asked: { drafts?: boolean; limit?: number } = {};
  const seenThrough = new Map<number, Date>();
  let nextId = 1;
  const versionTaken = (version: string | undefined, except?: number) =>
    version !== undefined &&
    rows.some((r) => r.id !== except && r.version.toLowerCase() === version.toLowerCase());
  const repo: UpdateLogRepository = {
    async listUpdateLogs(_db, f, drafts) {
      asked.drafts = drafts;
      const kept = rows.filter((r) => drafts || r.publishedAt);
      return {
        rows: kept.slice(f.start, f.start + f.length),
        recordsTotal: kept.length,
        recordsFiltered: kept.length,
      };
    },
    getUpdateLog: async (_db, id) => rows.find((r) => r.id === id),
    async insertUpdateLog(_db, v) {
      if (versionTaken(v.version)) throw uniqueViolation('update_logs_version_unique');
      const now = new Date();
      const row = {
        id: nextId++,
        version: v.version,
        title: v.title,
        log: v.log,
        publishedAt: null,
        createdAt: now,
        updatedAt: now,
      };
      rows.push(row);
      return row.id;
    },
    async updateUpdateLog(_db, id, { updatedBy: _, ...v }) {
      const row = rows.find((r) => r.id === id);
      if (!row) return false;
      if (versionTaken(v.version, id)) throw uniqueViolation('update_logs_version_unique');
      for (const [key, value] of Object.entries(v))
        if (value !== undefined) Object.assign(row, { [key]: value });
      return true;
    },
    async publishUpdateLog(_db, id) {
      published.push(id);
      const row = rows.find((r) => r.id === id);
      if (row && !row.publishedAt) row.publishedAt = new Date();
    },
    async unseenUpdateLogs(_db, userId, limit) {
      asked.limit = limit;
      const since = seenThrough.get(userId) ?? new Date(0);
      return rows.filter((r) => r.publishedAt && r.publishedAt > since).slice(0, limit);
    },
    async markSeen(_db, userId, through) {
      seenThrough.set(userId, through);
      return through;
    },
  };
  return { rows, published, asked, service: updateLogService(repo) };
}

const admin = actorCtx({ id: 1, role: 'admin' });
const merchant = actorCtx({ id: 2 });
const page = { start: 0, length: 10 };

describe('update log (fast tier)', () => {
  it('keeps only the sanitised log, and starts as a draft only its writers see', async () => {
    const { service, asked } = world();
    const made = await service.create(admin, {
      version: '2.4.0',
      title: 'Faster menus',
      log: '<p>Quicker <strong>menus</strong></p><script>alert(1)</script>',
    });
    expect(made).toMatchObject({ status: 'draft', published_at: null });
    expect(made.log).toBe('<p>Quicker <strong>menus</strong></p>');
    await expectAppError(service.get(merchant, made.id), 'not_found');
    await service.list(merchant, page);
    expect(asked.drafts).toBe(false);
    await service.list(admin, page);
    expect(asked.drafts).toBe(true);
  });

  it('refuses a version that is taken, whatever its case, on the version field', async () => {
    const { service } = world();
    const first = await service.create(admin, { version: '2.4.0', title: 'One' });
    const second = await service.create(admin, { version: '2.5.0', title: 'Two' });
    const taken = { errors: { version: 'validation.update_log_version_taken' } };
    await expectAppError(service.create(admin, { version: '2.4.0', title: 'Again' }), 'validation', taken);
    await expectAppError(service.update(admin, second.id, { version: '2.4.0' }), 'validation', taken);
    expect((await service.update(admin, first.id, { version: '2.4.0', title: 'One, renamed' })).title).toBe(
      'One, renamed',
    );
  });

  it('asks for something to change, and an unknown version is not found', async () => {
    const { service } = world();
    const made = await service.create(admin, { version: '1.0', title: 'One' });
    await expectAppError(service.update(admin, made.id, {}), 'validation', {
      errors: { title: 'validation.update_log_nothing_to_change' },
    });
    await expectAppError(service.update(admin, 999, { title: 'Ghost' }), 'not_found');
    await expectAppError(service.publish(admin, 999), 'not_found');
  });

  it('publishes only a version with words in its log, once: its time stays', async () => {
    const { service, published } = world();
    const made = await service.create(admin, { version: '1.0', title: 'One', log: '<p> </p>' });
    await expectAppError(service.publish(admin, made.id), 'validation', {
      errors: { log: 'validation.update_log_empty' },
    });
    await service.update(admin, made.id, { log: '<p>New: receipts by e-mail.</p>' });
    const first = await service.publish(admin, made.id);
    expect(first.status).toBe('published');
    const again = await service.publish(admin, made.id);
    expect(again.published_at).toBe(first.published_at);
    expect(published).toEqual([made.id]);
    expect((await service.get(merchant, made.id)).title).toBe('One');
  });

  it('lets a draft be emptied but never a published log; a correction keeps its time', async () => {
    const { service } = world();
    const draft = await service.create(admin, { version: '1.0', title: 'One', log: '<p>Draft</p>' });
    expect((await service.update(admin, draft.id, { log: '' })).log).toBe('');
    const live = await service.create(admin, { version: '2.0', title: 'Two', log: '<p>Live</p>' });
    const { published_at } = await service.publish(admin, live.id);
    await expectAppError(service.update(admin, live.id, { log: '<p><br></p>' }), 'validation', {
      errors: { log: 'validation.update_log_empty' },
    });
    const fixed = await service.update(admin, live.id, { log: '<p>Live, spelt right</p>' });
    expect(fixed).toMatchObject({ log: '<p>Live, spelt right</p>', published_at });
  });

  it("shows what's new up to its limit and moves the reader's mark", async () => {
    const { service, asked } = world();
    const made = await service.create(admin, { version: '1.0', title: 'One', log: '<p>One</p>' });
    const { published_at } = await service.publish(admin, made.id);
    expect((await service.whatsNew(merchant)).map((v) => v.version)).toEqual(['1.0']);
    expect(asked.limit).toBe(updateLogLimits.whatsNew);
    expect(await service.seen(merchant, { through: published_at as string })).toEqual({
      seen_through: published_at,
    });
    expect(await service.whatsNew(merchant)).toEqual([]);
  });
});
